// `npm run bench:scale`: what the export costs as the catalog grows, and as the blog and the case
// studies do. Copies the project into .cache/bench-scale/ (scripts/shared/project-copy.mjs),
// builds it with today's catalog and with the catalog multiplied to N (each entry copied under
// a new name and title, same image), and prints and writes (.cache/bench-results/scale-N-P-C.json): build
// time, out/ size and file count, the largest page of each kind in raw and Brotli bytes, and the
// _headers rule count and longest line (Cloudflare Pages reads at most 100 rules of 2,000
// characters a line), the site search's index and queries (scripts/bench/search.mjs), and whether
// the N-product build meets SCALE_GOALS and SEARCH_GOALS. Then it builds today's catalog with P
// posts and C case studies, copies of the second content set's examples (multiplyEntries), against
// the same catalog with none: the build's growth, the largest list and entry pages against the
// 13 KiB HTML budget (scripts/checks/html-budget.mjs), the feeds, the share pictures and the time
// their step takes, out/ against the host's limits, the search, and the same goals.
// --grown builds one copy with the N products, P posts and C case studies together, keeps it and
// measures nothing else: for Lighthouse on a grown site (`npm run bench -- --no-build` inside it).
//   node scripts/bench/scale.mjs [--products 1000] [--posts 1000] [--case-studies 200] [--keep | --grown]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readCatalog } from '../content/catalog-files.mjs';
import { HTML_BUDGET_BYTES, htmlSizes, overBudget } from '../checks/html-budget.mjs';
import { buildWithCatalog, ENTRY_EXAMPLES, goalMisses, measureExport, rebuildAfterOneEdit, SCALE_GOALS } from '../content/catalog-export.mjs';
import { copyProject } from '../shared/project-copy.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { measureSearch, searchGoalMisses, searchSummary } from './search.mjs';
import { scratchDir } from '../shared/scratch.mjs';

/** The blog's XML feeds in out/blog/ (lib/feeds/feed.ts FEEDS; the bench reads files, not TypeScript). */
const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml' };

/** The pages of the two sections by URL path: the lists (further pages, a tag's or sector's) and the entries; a product page lists its case studies. */
const ENTRY_KINDS = {
  'blog list': (page) => /^\/blog\/(?:(?:page|tag)\/.*)?$/.test(page),
  post: (page) => /^\/blog\/(?!(?:page|tag)\/)[^/]+\/$/.test(page),
  'case-studies list': (page) => /^\/case-studies\/(?:(?:page|sector)\/.*)?$/.test(page),
  'case study': (page) => /^\/case-studies\/(?!(?:page|sector)\/)[^/]+\/$/.test(page),
  'product page': (page) => page.startsWith('/product-details/'),
};

/**
 * What the posts and case studies cost in an export: the largest page of each ENTRY_KINDS (by its
 * larger size at the budget's settings, Brotli 4 and gzip 6) and the pages over the budget, the
 * feeds (bytes, entries) and the share pictures under og/.
 */
function measureEntries(out) {
  const sizes = htmlSizes(out);
  const worst = (size) => Math.max(...size.compressed.map(({ bytes }) => bytes));
  const largest = Object.fromEntries(
    Object.entries(ENTRY_KINDS).map(([kind, matches]) => {
      const pages = sizes.filter((size) => matches(size.page));
      const top = pages.reduce((found, size) => (!found || worst(size) > worst(found) ? size : found), null);
      return [kind, { pages: pages.length, page: top?.page ?? '', raw: top?.rawBytes ?? 0, brotli4: top?.compressed[0].bytes ?? 0, gzip6: top?.compressed[1].bytes ?? 0 }];
    }),
  );
  const feeds = Object.fromEntries(
    Object.entries(FEED_FILES).map(([name, file]) => {
      const feed = path.join(out, 'blog', file);
      const text = fs.existsSync(feed) ? fs.readFileSync(feed, 'utf8') : '';
      return [name, { bytes: Buffer.byteLength(text), entries: (text.match(/<item>|<entry>/g) ?? []).length }];
    }),
  );
  const og = path.join(out, 'og');
  const pictures = (fs.existsSync(og) ? fs.readdirSync(og, { recursive: true, encoding: 'utf8' }) : []).filter((file) => file.endsWith('.png'));
  return {
    largest,
    overBudget: overBudget(sizes),
    feeds,
    shareImages: { files: pictures.length, bytes: pictures.reduce((sum, file) => sum + fs.statSync(path.join(og, file)).size, 0) },
  };
}

/**
 * The share-images step again on its own, timed: the build runs it among the post-build steps
 * without timing it. The pictures the build drew (any from public/og/ stay: the step keeps them)
 * are removed first, so it draws them all again from the same entries. It runs in the copy, whose
 * content it reads (lib/content reads the folder it is started in).
 */
function timeShareImages(dir) {
  const og = path.join(dir, 'out', 'og');
  for (const file of fs.existsSync(og) ? fs.readdirSync(og, { recursive: true, encoding: 'utf8' }) : []) {
    if (file.endsWith('.png') && !fs.existsSync(path.join(dir, 'public', 'og', file))) fs.rmSync(path.join(og, file));
  }
  const started = performance.now();
  const run = spawnSync(process.execPath, ['scripts/postbuild/share-images.mjs', '--dir', 'out'], { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr.trim() || `share-images: exit ${run.status}`);
  const drawn = Number(/Share images: (\d+) drawn/.exec(run.stdout)?.[1] ?? NaN);
  return { drawn, seconds: (performance.now() - started) / 1000 };
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const label = (result) => `${result.products} / ${result.posts} / ${result.caseStudies}`;

function row(result) {
  const pages = Object.values(result.largest).map((page) => `${kib(page.raw)} / ${kib(page.brotli)}`);
  return `| ${result.products} | ${result.buildSeconds.toFixed(1)} | ${result.rebuildSeconds?.toFixed(1) ?? '–'} | ${(result.out.bytes / 1024 / 1024).toFixed(1)} MiB, ${result.out.files} files | ${pages.join(' | ')} | ${result.headers.rules}, ${result.headers.longestLine} |`;
}

function entriesRows(results) {
  const [base] = results;
  const size = (page) => (page.page ? `${kib(page.raw)} / ${kib(page.brotli4)} / ${kib(page.gzip6)}` : '–');
  const lines = [
    `\n| Posts / case studies | Pages | Build s | Share-images step: pictures, MiB, s | rss.xml, atom.xml: KiB (entries) | out/: MiB, files (Cloudflare Pages: ${SCALE_GOALS.files}), largest file MiB (${SCALE_GOALS.fileBytes / 1024 / 1024}) |`,
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map((result) => {
      const { rss, atom } = result.entries.feeds;
      const growth = result === base ? '' : ` (${(result.buildSeconds / base.buildSeconds).toFixed(1)} ×)`;
      const pictures = result.entries.shareImages;
      return `| ${result.posts} / ${result.caseStudies} | ${result.pages} | ${result.buildSeconds.toFixed(1)}${growth} | ${pictures.files}, ${mib(pictures.bytes)}, ${result.shareImages.seconds.toFixed(1)} | ${kib(rss.bytes)} (${rss.entries}), ${kib(atom.bytes)} (${atom.entries}) | ${mib(result.out.bytes)}, ${result.out.files}, ${mib(result.out.largestFile)} |`;
    }),
    `\n| Posts / case studies | Blog list pages | Largest blog list page | Largest post | Largest case-studies list | Largest case study | Largest product page |`,
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(({ posts, caseStudies, entries: { largest } }) => {
      const pages = ['blog list', 'post', 'case-studies list', 'case study', 'product page'].map((kind) => size(largest[kind]));
      return `| ${posts} / ${caseStudies} | ${largest['blog list'].pages} | ${pages.join(' | ')} |`;
    }),
    `(KiB raw / Brotli 4 / gzip 6; the budget is ${HTML_BUDGET_BYTES / 1024} KiB at both settings)`,
  ];
  return lines.join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '1000' },
      posts: { type: 'string', default: '1000' },
      'case-studies': { type: 'string', default: '200' },
      keep: { type: 'boolean', default: false },
      grown: { type: 'boolean', default: false },
    },
  });
  const [count, posts, caseStudies] = [
    ['--products', values.products, 1],
    ['--posts', values.posts, 0],
    ['--case-studies', values['case-studies'], 0],
  ].map(([option, value, least]) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < least) throw new Error(`${option}: not a count: ${value}`);
    return number;
  });
  const root = process.cwd();
  const dir = path.join(root, scratchDir('bench-scale'));
  const original = readCatalog(root);
  copyProject(root, dir);
  const examplesDir = path.join(root, ENTRY_EXAMPLES);
  if (values.grown) {
    console.log(`Building one copy with ${count} products, ${posts} posts and ${caseStudies} case studies ...`);
    const seconds = buildWithCatalog(dir, count, original, {}, { entries: { posts, caseStudies, examplesDir } });
    console.log(`Built in ${seconds.toFixed(0)} s, kept in ${path.relative(root, dir)}/. Lighthouse on it: cd ${path.relative(root, dir)} && npm run bench -- --no-build --routes /,/products/,…`);
    return;
  }
  // Each build varies one thing from the first (today's catalog, no posts or case studies): the
  // catalog's size, or the posts' and case studies' number with today's catalog.
  const runs = [
    { products: original.length, posts: 0, caseStudies: 0 },
    { products: count, posts: 0, caseStudies: 0 },
    { products: original.length, posts, caseStudies },
  ].filter((run, i, all) => all.findIndex((other) => label(other) === label(run)) === i);
  try {
    const results = [];
    for (const run of runs) {
      console.log(`Building with ${run.products} products, ${run.posts} posts and ${run.caseStudies} case studies ...`);
      const entries = { posts: run.posts, caseStudies: run.caseStudies, examplesDir };
      const buildSeconds = buildWithCatalog(dir, run.products, original, {}, { freshImages: true, entries });
      const shareImages = timeShareImages(dir);
      const measured = measureExport(path.join(dir, 'out'));
      const search = await measureSearch(path.join(dir, 'out'));
      console.log(`  ${searchSummary(search)}`);
      // The rebuild after a product edit is the catalog's question: measured on the builds without entries.
      let rebuildSeconds;
      if (!run.posts && !run.caseStudies) {
        console.log(`Rebuilding after a one-product edit ...`);
        rebuildSeconds = rebuildAfterOneEdit(dir);
      }
      results.push({ ...run, buildSeconds, rebuildSeconds, ...measured, entries: measureEntries(path.join(dir, 'out')), shareImages, search });
    }
    const catalogRuns = results.filter((result) => !result.posts && !result.caseStudies);
    console.log('\n| Products | Build s | Rebuild after a one-product edit s | out/ | Home KiB raw / br | Largest product page | Largest products list | Contact | _headers rules, longest line |');
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const result of catalogRuns) console.log(row(result));
    const entryRuns = results.filter((result) => result.products === original.length);
    if (entryRuns.length > 1) console.log(entriesRows(entryRuns));
    console.log('\n| Products / posts / case studies | Pages indexed | Indexing s | Index | First query: KiB, ms after focus | Next query: ms after the last key |');
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const result of results) {
      const { search } = result;
      console.log(`| ${label(result)} | ${search.pages} | ${search.indexSeconds.toFixed(1)} | ${(search.indexBytes / 1024).toFixed(0)} KiB, ${search.indexFiles} files | ${(search.firstQueryBytes / 1024).toFixed(1)}, ${search.firstQueryMs} | ${search.keystrokeToResultsMs} |`);
    }
    const file = path.join(root, scratchDir('bench-results'), `scale-${count}-${posts}-${caseStudies}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(root, file)}`);
    // Every build but the first is held to the goals, the HTML budget included.
    for (const result of results.slice(1)) {
      const misses = [
        ...goalMisses(result, results[0].buildSeconds),
        ...result.entries.overBudget.map((page) => `HTML budget: ${page}`),
        ...searchGoalMisses(result.search),
      ];
      const at = `${result.products} products, ${result.posts} posts and ${result.caseStudies} case studies`;
      console.log(misses.length ? `Goals missed at ${at}:\n  ${misses.join('\n  ')}` : `Goals met at ${at}.`);
    }
  } finally {
    if (!values.keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

runAsCommand('bench/scale.mjs', 'bench:scale', main);
