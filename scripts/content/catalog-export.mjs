// The catalog at any size, shared by the scale benchmark (scripts/bench/scale.mjs) and the
// large-catalog check of npm test (scripts/checks/large-catalog.mjs): a project copy built with
// the catalog grown to N products (and, for the benchmark, N posts and case studies), what its
// export costs, and the goals it must meet.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import yaml from 'js-yaml';
import { defaultProduct, multiplyCatalog, readCatalog, writeCatalog } from './catalog-files.mjs';
import { splitFrontMatter } from '../../lib/content/front-matter-fence.mjs';
import { headersLimitProblems } from '../postbuild/headers-file.mjs';
import { htmlFiles } from '../shared/out-files.mjs';
import { LOCAL_BUILD_ENV } from '../shared/local-env.mjs';

const KINDS = {
  home: (file) => file === 'index.html',
  'product page': (file) => file.startsWith('product-details/'),
  'products list': (file) => file.startsWith('products/'),
  contact: (file) => file === 'contact/index.html',
};

/**
 * What the export may cost at 1,000 products: per page, in all, build time against 12 products,
 * and Cloudflare Pages' limits on a deployment (20,000 files, none over 25 MiB).
 */
export const SCALE_GOALS = { pageRawBytes: 150 * 1024, outBytes: 250 * 1024 * 1024, buildFactor: 5, files: 20_000, fileBytes: 25 * 1024 * 1024 };

function sizeOf(dir) {
  let bytes = 0;
  let files = 0;
  let largestFile = 0;
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = fs.statSync(path.join(dir, name));
    if (stat.isFile()) {
      bytes += stat.size;
      files += 1;
      largestFile = Math.max(largestFile, stat.size);
    }
  }
  return { bytes, files, largestFile };
}

/** `npm run build` in `dir`; returns its seconds. */
function timedBuild(dir, env, what) {
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, ...LOCAL_BUILD_ENV, ...env } });
  if (build.status !== 0) throw new Error(`${what} failed:\n${build.stdout.slice(-2000)}\n${build.stderr.slice(-3000)}`);
  return (Date.now() - started) / 1000;
}

/** Where the benchmark's posts and case studies come from: the second content set's examples. */
export const ENTRY_EXAMPLES = 'e2e/fixtures/second-content';
const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * `count` entries of content/<folder>/ made from the examples in `examplesDir`/<folder>/, as
 * { slug, text }: the published examples in turn (drafts would not show, so they would not
 * count), the first round under their own names, later rounds as '<name>-2', '<title> 2' (as
 * multiplyCatalog does), the i-th dated i + 1 days before `today` so every entry is published
 * and the lists' order is fixed (an `updated` moves with its date, to today at most), and a
 * case study's products cut to the names in `catalog` (the build stops on any other).
 */
function multiplyEntries(examplesDir, folder, count, { catalog, today = new Date().toISOString().slice(0, 10) }) {
  const dir = path.join(examplesDir, folder);
  const examples = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const parts = splitFrontMatter(text);
      if (!parts) throw new Error(`${folder}/${file}: no front matter`);
      return { slug: file.slice(0, -'.md'.length), data: yaml.load(parts.yaml, { schema: yaml.CORE_SCHEMA }), body: parts.body };
    })
    .filter((example) => !example.data.draft);
  if (count && !examples.length) throw new Error(`${dir}: no published example to copy`);
  const products = new Set(catalog);
  return Array.from({ length: count }, (_, index) => {
    const { slug, data, body } = examples[index % examples.length];
    const round = Math.floor(index / examples.length);
    const date = daysBefore(today, index + 1);
    const moved = Math.round((Date.parse(data.date) - Date.parse(date)) / DAY_MS);
    const copy = {
      ...data,
      ...(round ? { title: `${data.title} ${round + 1}` } : {}),
      date,
      ...(data.updated ? { updated: [daysBefore(data.updated, moved), today].sort()[0] } : {}),
      ...(data.products ? { products: data.products.filter((name) => products.has(name)) } : {}),
    };
    return { slug: round ? `${slug}-${round + 1}` : slug, text: `---\n${yaml.dump(copy, { lineWidth: -1 })}---\n${body}` };
  });
}

/**
 * Replaces the posts and case studies of the copy at `dir` with `posts` and `caseStudies` made by multiplyEntries from `examplesDir`.
 * @param {string} dir
 * @param {{ posts: number, caseStudies: number, examplesDir: string, today?: string }} entries
 */
export function writeEntries(dir, { posts, caseStudies, examplesDir, today }) {
  const catalog = readCatalog(dir).map((file) => defaultProduct(file).name);
  for (const [folder, count] of [['blog', posts], ['case-studies', caseStudies]]) {
    const target = path.join(dir, 'content', folder);
    fs.rmSync(target, { recursive: true, force: true });
    fs.mkdirSync(target, { recursive: true });
    for (const entry of multiplyEntries(examplesDir, folder, count, { catalog, today })) fs.writeFileSync(path.join(target, `${entry.slug}.md`), entry.text);
  }
}

/**
 * Writes `count` products into the copy at `dir` and builds it; returns the build's seconds.
 * `freshImages`: encode every image variant again, as a host's first build does. `entries`
 * ({ posts, caseStudies, examplesDir }): the copy's posts and case studies replaced by that many (writeEntries).
 */
export function buildWithCatalog(dir, count, original, env = {}, { freshImages = false, entries } = {}) {
  writeCatalog(dir, multiplyCatalog(original, count));
  if (entries) writeEntries(dir, entries);
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
  const [first, ...others] = readCatalog(dir);
  const [language, group] = Object.entries(first)[0];
  writeCatalog(dir, [{ ...first, [language]: { ...group, title: `${group.title} (edited)` } }, ...others]);
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
  if (result.out.files > SCALE_GOALS.files) misses.push(`out/ has ${result.out.files} files (Cloudflare Pages takes at most ${SCALE_GOALS.files})`);
  if (result.out.largestFile > SCALE_GOALS.fileBytes) misses.push(`out/ has a file of ${(result.out.largestFile / 1024 / 1024).toFixed(1)} MiB (Cloudflare Pages takes at most ${SCALE_GOALS.fileBytes / 1024 / 1024})`);
  if (baseSeconds && result.buildSeconds > SCALE_GOALS.buildFactor * baseSeconds) {
    misses.push(`the build took ${result.buildSeconds.toFixed(1)} s, over ${SCALE_GOALS.buildFactor} × ${baseSeconds.toFixed(1)} s`);
  }
  return misses;
}

