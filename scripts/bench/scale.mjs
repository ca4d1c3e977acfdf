// `npm run bench:scale`: what the export costs as the catalog grows. Copies the project into
// .bench-scale/ (scripts/shared/project-copy.mjs),
// builds it with today's catalog and with the catalog multiplied to N (each entry copied under
// a new name and title, same image), and prints and writes (bench/results/scale-N.json): build
// time, out/ size and file count, the largest page of each kind in raw and Brotli bytes, and the
// _headers rule count and longest line (Cloudflare Pages reads at most 100 rules of 2,000
// characters a line), the site search's index and queries (scripts/bench/search.mjs), and whether
// the N-product build meets SCALE_GOALS and SEARCH_GOALS.
//   node scripts/bench/scale.mjs [--products 1000] [--keep]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readCatalog } from '../content/catalog-files.mjs';
import { buildWithCatalog, goalMisses, measureExport, rebuildAfterOneEdit } from '../shared/catalog-export.mjs';
import { copyProject } from '../shared/project-copy.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { measureSearch, searchGoalMisses, searchSummary } from './search.mjs';

function row(result) {
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  const pages = Object.values(result.largest).map((page) => `${kib(page.raw)} / ${kib(page.brotli)}`);
  return `| ${result.products} | ${result.buildSeconds.toFixed(1)} | ${result.rebuildSeconds?.toFixed(1) ?? '–'} | ${(result.out.bytes / 1024 / 1024).toFixed(1)} MiB, ${result.out.files} files | ${pages.join(' | ')} | ${result.headers.rules}, ${result.headers.longestLine} |`;
}

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '1000' }, keep: { type: 'boolean', default: false } } });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--products: not a count: ${values.products}`);
  const root = process.cwd();
  const dir = path.join(root, '.bench-scale');
  const original = readCatalog(root);
  copyProject(root, dir);
  try {
    const results = [];
    for (const n of [original.length, count].filter((each, i, all) => all.indexOf(each) === i)) {
      console.log(`Building with ${n} products ...`);
      const buildSeconds = buildWithCatalog(dir, n, original, {}, { freshImages: true });
      const measured = measureExport(path.join(dir, 'out'));
      const search = await measureSearch(path.join(dir, 'out'));
      console.log(`  ${searchSummary(search)}`);
      console.log(`Rebuilding after a one-product edit ...`);
      results.push({ products: n, buildSeconds, rebuildSeconds: rebuildAfterOneEdit(dir), ...measured, search });
    }
    console.log('\n| Products | Build s | Rebuild after a one-product edit s | out/ | Home KiB raw / br | Largest product page | Largest products list | Contact | _headers rules, longest line |');
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const result of results) console.log(row(result));
    console.log('\n| Products | Pages indexed | Indexing s | Index | First query: KiB, ms after focus | Next query: ms after the last key |');
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const { products, search } of results) {
      console.log(`| ${products} | ${search.pages} | ${search.indexSeconds.toFixed(1)} | ${(search.indexBytes / 1024).toFixed(0)} KiB, ${search.indexFiles} files | ${(search.firstQueryBytes / 1024).toFixed(1)}, ${search.firstQueryMs} | ${search.keystrokeToResultsMs} |`);
    }
    const file = path.join(root, 'bench/results', `scale-${count}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(root, file)}`);
    const misses = [...goalMisses(results.at(-1), results[0].buildSeconds), ...searchGoalMisses(results.at(-1).search)];
    console.log(misses.length ? `Goals missed at ${count} products:\n  ${misses.join('\n  ')}` : `Goals met at ${count} products.`);
  } finally {
    if (!values.keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

runAsCommand('bench/scale.mjs', 'bench:scale', main);
