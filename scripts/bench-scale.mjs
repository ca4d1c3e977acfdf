// `npm run bench:scale`: what the export costs as the catalog grows. Copies the project into
// .bench-scale/ (scripts/project-copy.mjs),
// builds it with today's catalog and with the catalog multiplied to N (each entry copied under
// a new name and title, same image), and prints and writes (bench/results/scale-N.json): build
// time, out/ size and file count, the largest page of each kind in raw and Brotli bytes, and the
// _headers rule count and longest line (Cloudflare Pages reads at most 100 rules of 2,000
// characters a line), and whether the N-product build meets SCALE_GOALS.
//   node scripts/bench-scale.mjs [--products 1000] [--keep]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { readCatalog, writeCatalog } from './catalog-files.mjs';
import { htmlFiles } from './out-files.mjs';
import { headersLimitProblems } from './postbuild.mjs';
import { copyProject } from './project-copy.mjs';

const KINDS = {
  home: (file) => file === 'index.html',
  'product page': (file) => file.startsWith('product-details/'),
  'products list': (file) => file.startsWith('products/'),
  contact: (file) => file === 'contact/index.html',
};

/** What the export may cost at 1,000 products (the open issue's goals): per page, in all, and build time against 12 products. */
export const SCALE_GOALS = { pageRawBytes: 150 * 1024, outBytes: 250 * 1024 * 1024, buildFactor: 5 };

/**
 * The catalog grown to `count` entries: copies of the real ones under new names and titles,
 * without a list position (so they follow the real ones, by title).
 */
export function multiplyCatalog(products, count) {
  return Array.from({ length: count }, (_, index) => {
    const source = products[index % products.length];
    const round = Math.floor(index / products.length);
    if (round === 0) return source;
    const { order: _order, ...copy } = source; // eslint-disable-line @typescript-eslint/no-unused-vars
    return { ...copy, name: `${source.name}-${round + 1}`, title: `${source.title} ${round + 1}` };
  });
}

function sizeOf(dir) {
  let bytes = 0;
  let files = 0;
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = fs.statSync(path.join(dir, name));
    if (stat.isFile()) {
      bytes += stat.size;
      files += 1;
    }
  }
  return { bytes, files };
}

/** `npm run build` in `dir`; returns its seconds. */
function timedBuild(dir, env, what) {
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000', ...env } });
  if (build.status !== 0) throw new Error(`${what} failed:\n${build.stdout.slice(-2000)}\n${build.stderr.slice(-3000)}`);
  return (Date.now() - started) / 1000;
}

/**
 * Writes `count` products into the copy at `dir` and builds it; returns the build's seconds.
 * `freshImages`: encode every image variant again, as a host's first build does.
 */
export function buildWithCatalog(dir, count, original, env = {}, { freshImages = false } = {}) {
  writeCatalog(dir, multiplyCatalog(original, count));
  // Every build from scratch, so the builds of one run compare fairly (no compiler cache from the one before).
  for (const output of ['out', '.next', ...(freshImages ? ['public/_img'] : [])]) fs.rmSync(path.join(dir, output), { recursive: true, force: true });
  return timedBuild(dir, env, `the ${count}-product build`);
}

/**
 * A host's rebuild after an editor changed one product: a fresh checkout (no out/, no image
 * variants in public/_img) with the build cache of the build before restored (.next/cache, which
 * the hosts keep for a Next.js project). Returns the rebuild's seconds.
 */
export function rebuildAfterOneEdit(dir, env = {}) {
  const [product] = readCatalog(dir);
  writeCatalog(dir, readCatalog(dir).map((entry) => (entry.name === product.name ? { ...entry, title: `${entry.title} (edited)` } : entry)));
  for (const output of ['out', 'public/_img']) fs.rmSync(path.join(dir, output), { recursive: true, force: true });
  return timedBuild(dir, env, 'the rebuild after a one-product edit');
}

/** What an export costs: its size, its largest page of each kind and of all, and its _headers. */
export function measureExport(out) {
  const html = htmlFiles(out);
  const sizes = html.map((name) => [name, fs.statSync(path.join(out, name)).size]).sort((a, b) => b[1] - a[1]);
  const page = ([name, raw] = ['', 0]) => ({ page: name, raw, brotli: name ? zlib.brotliCompressSync(fs.readFileSync(path.join(out, name))).length : 0 });
  const headers = fs.readFileSync(path.join(out, '_headers'), 'utf8');
  const lines = headers.split('\n');
  return {
    out: sizeOf(out),
    pages: html.length,
    largest: Object.fromEntries(Object.entries(KINDS).map(([kind, matches]) => [kind, page(sizes.find(([name]) => matches(name)))])),
    largestPage: page(sizes[0]),
    headers: {
      rules: lines.filter((line) => line.trim() && !/^\s|^#/.test(line)).length,
      longestLine: Math.max(...lines.map((line) => line.length)),
      problems: headersLimitProblems(headers),
    },
  };
}

/** Where a build at `products` misses SCALE_GOALS ([] when it meets them); `baseSeconds` is the 12-product build's. */
export function goalMisses(result, baseSeconds) {
  const misses = [...result.headers.problems.map((problem) => `_headers: ${problem}`)];
  if (result.largestPage.raw > SCALE_GOALS.pageRawBytes) misses.push(`${result.largestPage.page} is ${(result.largestPage.raw / 1024).toFixed(1)} KiB of HTML (at most ${SCALE_GOALS.pageRawBytes / 1024})`);
  if (result.out.bytes > SCALE_GOALS.outBytes) misses.push(`out/ is ${(result.out.bytes / 1024 / 1024).toFixed(1)} MiB (at most ${SCALE_GOALS.outBytes / 1024 / 1024})`);
  if (baseSeconds && result.buildSeconds > SCALE_GOALS.buildFactor * baseSeconds) {
    misses.push(`the build took ${result.buildSeconds.toFixed(1)} s, over ${SCALE_GOALS.buildFactor} × ${baseSeconds.toFixed(1)} s`);
  }
  return misses;
}

function row(result) {
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  const pages = Object.values(result.largest).map((page) => `${kib(page.raw)} / ${kib(page.brotli)}`);
  return `| ${result.products} | ${result.buildSeconds.toFixed(1)} | ${result.rebuildSeconds?.toFixed(1) ?? '–'} | ${(result.out.bytes / 1024 / 1024).toFixed(1)} MiB, ${result.out.files} files | ${pages.join(' | ')} | ${result.headers.rules}, ${result.headers.longestLine} |`;
}

function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '1000' }, keep: { type: 'boolean', default: false } } });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--products: not a count: ${values.products}`);
  const root = process.cwd();
  const dir = path.join(root, '.bench-scale');
  const original = readCatalog(root);
  copyProject(root, dir);
  try {
    const results = [original.length, count].filter((n, i, all) => all.indexOf(n) === i).map((n) => {
      console.log(`Building with ${n} products ...`);
      const buildSeconds = buildWithCatalog(dir, n, original, {}, { freshImages: true });
      const measured = measureExport(path.join(dir, 'out'));
      console.log(`Rebuilding after a one-product edit ...`);
      return { products: n, buildSeconds, rebuildSeconds: rebuildAfterOneEdit(dir), ...measured };
    });
    console.log('\n| Products | Build s | Rebuild after a one-product edit s | out/ | Home KiB raw / br | Largest product page | Largest products list | Contact | _headers rules, longest line |');
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const result of results) console.log(row(result));
    const file = path.join(root, 'bench/results', `scale-${count}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(root, file)}`);
    const misses = goalMisses(results.at(-1), results[0].buildSeconds);
    console.log(misses.length ? `Goals missed at ${count} products:\n  ${misses.join('\n  ')}` : `Goals met at ${count} products.`);
  } finally {
    if (!values.keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (/(^|[\\/])bench-scale\.mjs$/.test(process.argv[1] ?? '')) {
  try {
    main();
  } catch (error) {
    console.error(`bench:scale: ${error.message}`);
    process.exitCode = 1;
  }
}
