#!/usr/bin/env node
// `npm run bench`: builds the site for this machine (npm run build:local), serves out/ on
// 127.0.0.1 with scripts/serve.mjs (Brotli or gzip as --compression says, and the out/_headers
// headers, as a CDN would) and runs Lighthouse (mobile, its default: simulated slow 4G and a 4x
// slower CPU) on every exported route, several runs each. Prints the medians as a markdown table
// (for docs/benchmarks.md) and writes every run and the medians to bench/results/latest-<compression>.json.
//
// --compression is how the host compresses (scripts/compression.mjs): br11 (default) files
// compressed ahead, br4 a CDN compressing on the fly, gzip a host without Brotli. The table shows
// each page's HTML as that host sends it, against the first-round-trip budget (scripts/html-budget.mjs).
//
// It also measures each route's first-load JavaScript from the built HTML: the <script src> chunks
// a page loads before any interaction, gzip-compressed, split into the framework's (Next.js and
// React: build-manifest.json rootMainFiles) and ours (everything else), and which of the heavy
// client features (carousel, gallery viewer, enquiry form) those chunks contain.
//
//   node scripts/bench.mjs [--runs 3] [--routes /,/about/] [--compression br11|br4|gzip] [--no-build] [--dir out]
// Chrome: CHROME_PATH, else /usr/bin/chromium. Run it alone (it measures time): flock /tmp/site.lock npm run bench
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { compressionSettings, DEFAULT_COMPRESSION, servedSize } from './compression.mjs';
import { HTML_BUDGET_BYTES } from './html-budget.mjs';
import { loaderUrls } from './paint-first.mjs';
import { createStaticServer } from './serve.mjs';
import { pageRoutes } from './out-files.mjs';

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The targets every route should meet (docs/benchmarks.md); bench reports misses, lighthouse-ci enforces its own file. */
export const TARGETS = {
  scores: { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 },
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  homeTransferBytes: 300 * 1024,
  ownFirstLoadJsGzipBytes: 20 * 1024,
  htmlBytes: HTML_BUDGET_BYTES,
};

/** Code that marks each heavy client feature inside a JavaScript chunk. */
export const FEATURE_SIGNATURES = {
  carousel: [/slidesInView/, /data-rotation-control/],
  viewer: [/pswp/],
  form: [/x-am-authorization/, /formik/i],
};

// ---------------------------------------------------------------------------------------------
// Lighthouse

/**
 * One Lighthouse run (a fresh Chrome each time) reduced to the numbers the table shows. Lighthouse
 * now and then fails to record a trace (NO_NAVSTART, NO_FCP …); such a run is repeated, twice at most.
 */
export async function runLighthouse(url, options = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url, options);
    } catch (error) {
      if (attempt >= 3 || !error.lighthouseRuntimeError) throw error;
      console.warn(`  ${error.message}: running it again`);
    }
  }
}

async function runLighthouseOnce(url, { chromePath = process.env.CHROME_PATH || '/usr/bin/chromium' } = {}) {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      const error = new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code}`);
      error.lighthouseRuntimeError = result.lhr.runtimeError.code;
      throw error;
    }
    return summarizeLhr(result.lhr);
  } finally {
    chrome.kill();
  }
}

/** The scores, metrics and byte counts of a Lighthouse result, and the audits that cost points. */
export function summarizeLhr(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const scripts = resources.find((item) => item.resourceType === 'script');
  const lost = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        lost.push({ category: id, id: ref.id, score: audit.score, title: audit.title, displayValue: audit.displayValue });
      }
    }
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null])),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    transferBytes: numeric('total-byte-weight'),
    jsBytes: scripts?.transferSize ?? 0,
    requests: resources.find((item) => item.resourceType === 'total')?.requestCount ?? null,
    lost,
    warnings: lhr.runWarnings ?? [],
  };
}

export function median(values) {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of every number across runs; the audits that cost points in any run. */
export function medianSummary(runs) {
  const of = (pick) => median(runs.map(pick));
  const lost = new Map();
  for (const run of runs) for (const item of run.lost) lost.set(`${item.category}/${item.id}`, item);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((run) => run.scores[id])])),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    speedIndexMs: of((run) => run.speedIndexMs),
    transferBytes: of((run) => run.transferBytes),
    jsBytes: of((run) => run.jsBytes),
    lostInSomeRun: [...lost.values()],
  };
}

/** Runs Lighthouse `runs` times on each path, one run at a time, round-robin over the paths. */
export async function lighthouseMedians(origin, paths, { runs = 3, log = () => {} } = {}) {
  const byPath = new Map(paths.map((p) => [p, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const p of paths) {
      const started = Date.now();
      const summary = await runLighthouse(`${origin}${p}`);
      byPath.get(p).push(summary);
      log(`  run ${run}/${runs} ${p}: performance ${Math.round(summary.scores.performance * 100)}, LCP ${Math.round(summary.lcpMs)} ms (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
  return paths.map((p) => ({ path: p, runs: byPath.get(p), median: medianSummary(byPath.get(p)) }));
}

// ---------------------------------------------------------------------------------------------
// The exported site

/** Every page of the export, as the path it is served at: '/', '/about/', … (not the 404 page). */
export function exportedRoutes(outDir) {
  const routes = pageRoutes(outDir);
  const rank = (p) => (p === '/' ? 0 : p.startsWith('/product-details/') ? 2 : 1);
  return routes.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The chunks the framework needs on every page (Next.js runtime, router, React), from .next/build-manifest.json. */
export function frameworkChunks(nextDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  return new Set((manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`));
}

/**
 * The scripts a page loads before any interaction, without the base path: its <script src>
 * elements (not nomodule polyfills, which modern browsers skip), <link rel="preload" as="script">
 * and the scripts its paint-first loader adds.
 */
export function pageScripts(html, basePath = '') {
  const sources = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    if (isScript && /\snomodule\b/i.test(tag)) continue;
    if (!isScript && !(/\srel="preload"/i.test(tag) && /\sas="script"/i.test(tag))) continue;
    const src = (isScript ? /\ssrc="([^"]+)"/i : /\shref="([^"]+)"/i).exec(tag)?.[1];
    if (!src || /^[a-z]+:\/\//i.test(src)) continue;
    sources.push(src);
  }
  sources.push(...loaderUrls(html)); // the scripts paint-first.mjs loads after the first paint
  return [...new Set(sources.map((src) => (src.startsWith(basePath) ? src.slice(basePath.length) : src)))];
}

/** First-load JavaScript of every route, gzip bytes: framework, ours, and the features our chunks contain. */
export function firstLoadJs(outDir, { nextDir = '.next', basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '', routes = exportedRoutes(outDir) } = {}) {
  const framework = frameworkChunks(nextDir);
  const sizes = new Map();
  const featureCache = new Map();
  const sizeOf = (src) => {
    if (!sizes.has(src)) sizes.set(src, gzipSize(path.join(outDir, src.split('?')[0])));
    return sizes.get(src);
  };
  const featuresOf = (src) => {
    if (!featureCache.has(src)) {
      const code = fs.readFileSync(path.join(outDir, src.split('?')[0]), 'utf8');
      featureCache.set(src, Object.keys(FEATURE_SIGNATURES).filter((name) => FEATURE_SIGNATURES[name].some((re) => re.test(code))));
    }
    return featureCache.get(src);
  };
  return routes.map((route) => {
    const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
    const scripts = pageScripts(html, basePath);
    const ours = scripts.filter((src) => !framework.has(src));
    return {
      path: route,
      frameworkGzipBytes: scripts.filter((src) => framework.has(src)).reduce((sum, src) => sum + sizeOf(src), 0),
      ownGzipBytes: ours.reduce((sum, src) => sum + sizeOf(src), 0),
      features: [...new Set(ours.flatMap(featuresOf))].sort(),
      scripts: scripts.map((src) => ({ src, gzipBytes: sizeOf(src), framework: framework.has(src) })),
    };
  });
}

/** Each route's HTML as a host serving the `compression` way sends it: { encoding, bytes } by route. */
export function htmlTransfer(outDir, compression, routes = exportedRoutes(outDir)) {
  return new Map(
    routes.map((route) => {
      const [encoding, bytes] = servedSize(fs.readFileSync(path.join(outDir, route, 'index.html')), compression);
      return [route, { encoding, bytes }];
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Report

const kb = (bytes) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)}`);
const ms = (value) => (value === null ? '–' : `${Math.round(value)}`);
const score = (value) => (value === null ? '–' : `${Math.round(value * 100)}`);

/** Which targets a route misses, in words. */
export function targetMisses(row, targets = TARGETS) {
  const misses = [];
  const m = row.median;
  for (const [id, min] of Object.entries(targets.scores)) if (m.scores[id] !== null && m.scores[id] < min) misses.push(`${id} ${score(m.scores[id])}`);
  if (m.lcpMs > targets.lcpMs) misses.push(`LCP ${ms(m.lcpMs)} ms`);
  if (m.tbtMs > targets.tbtMs) misses.push(`TBT ${ms(m.tbtMs)} ms`);
  if (m.cls > targets.cls) misses.push(`CLS ${m.cls.toFixed(3)}`);
  if (row.path === '/' && m.transferBytes > targets.homeTransferBytes) misses.push(`home transfer ${kb(m.transferBytes)} KiB`);
  if (row.js && row.js.ownGzipBytes > targets.ownFirstLoadJsGzipBytes) misses.push(`own first-load JS ${kb(row.js.ownGzipBytes)} KiB gzip`);
  if (row.html && row.html.bytes > targets.htmlBytes) misses.push(`HTML ${kb(row.html.bytes)} KiB ${row.html.encoding}`);
  return misses;
}

export function markdownTable(rows) {
  const header = [
    'Route',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'HTML KiB',
    'Transfer KiB',
    'JS KiB',
    'First-load JS: framework + ours (gzip KiB)',
    'Feature code loaded',
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map((_, i) => (i === 0 || i === header.length - 1 ? ' --- ' : ' ---: ')).join('|')}|`];
  for (const row of rows) {
    const m = row.median;
    lines.push(
      `| ${[
        `\`${row.path}\``,
        score(m.scores.performance),
        score(m.scores.accessibility),
        score(m.scores['best-practices']),
        score(m.scores.seo),
        ms(m.fcpMs),
        ms(m.lcpMs),
        ms(m.tbtMs),
        m.cls === null ? '–' : m.cls.toFixed(3),
        row.html ? kb(row.html.bytes) : '–',
        kb(m.transferBytes),
        kb(m.jsBytes),
        row.js ? `${kb(row.js.frameworkGzipBytes)} + ${kb(row.js.ownGzipBytes)}` : '–',
        row.js ? row.js.features.join(', ') || 'none' : '–',
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Starts scripts/serve.mjs's server for out/ on a free 127.0.0.1 port, every text file already
 * compressed (no measured response waits for Brotli); resolves to { origin, close }.
 */
export async function serveExport(dir, { basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '', compression = DEFAULT_COMPRESSION } = {}) {
  const server = createStaticServer({ dir, basePath, compression });
  await server.precompress();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}${basePath}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      dir: { type: 'string', default: 'out' },
      compression: { type: 'string', default: DEFAULT_COMPRESSION },
      output: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  const { compression } = values;
  compressionSettings(compression); // an unknown name stops here, before the build
  const output = values.output ?? `bench/results/latest-${compression}.json`;
  if (!values['no-build']) {
    console.log('Building (npm run build:local)…');
    const build = spawnSync('npm', ['run', 'build:local'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const outDir = path.resolve(values.dir);
  const routes = values.routes ? values.routes.split(',').map((r) => r.trim()) : exportedRoutes(outDir);
  // Only the routes measured: a catalog of 1,000 products has 1,100 pages.
  const js = new Map(firstLoadJs(outDir, { routes }).map((entry) => [entry.path, entry]));
  const html = htmlTransfer(outDir, compression, routes);

  const server = await serveExport(outDir, { compression });
  const started = Date.now();
  console.log(`Lighthouse ${runs}× on ${routes.length} routes at ${server.origin} (mobile, simulated throttling, compression ${compression})…`);
  let rows;
  try {
    rows = await lighthouseMedians(server.origin, routes, { runs, log: (line) => console.log(line) });
  } finally {
    await server.close();
  }
  for (const row of rows) {
    row.js = js.get(row.path) ?? null;
    row.html = html.get(row.path) ?? null;
  }

  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const report = {
    date: new Date().toISOString(),
    commit: git || null,
    node: process.version,
    lighthouse: JSON.parse(fs.readFileSync(path.resolve('node_modules/lighthouse/package.json'), 'utf8')).version,
    formFactor: 'mobile (Lighthouse default: simulated throttling)',
    compression,
    runsPerRoute: runs,
    targets: TARGETS,
    routes: rows.map((row) => ({ ...row, misses: targetMisses(row) })),
  };
  fs.mkdirSync(path.dirname(path.resolve(output)), { recursive: true });
  fs.writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);

  const served = Object.entries(compressionSettings(compression)).map(([encoding, level]) => `${encoding} ${level}`).join(', else ');
  console.log(`\nMedians of ${runs} Lighthouse runs (mobile), served ${compression} (${served}), ${report.date.slice(0, 10)}, commit ${report.commit}:\n`);
  console.log(markdownTable(rows));
  const missed = report.routes.filter((row) => row.misses.length);
  console.log(`\nTargets: ${missed.length ? `${missed.length} of ${rows.length} routes miss one` : `met on all ${rows.length} routes`}.`);
  for (const row of missed) {
    console.log(`  ${row.path}: ${row.misses.join(', ')}`);
    for (const item of row.median.lostInSomeRun) console.log(`    - ${item.category}: ${item.id} (${item.title}${item.displayValue ? `, ${item.displayValue}` : ''})`);
  }
  console.log(`\nWrote ${output} (${((Date.now() - started) / 60000).toFixed(1)} min).`);
}

const invokedPath = process.argv[1] ? path.resolve(process.argv[1]) : '';
if (/(^|[\\/])bench\.mjs$/.test(invokedPath)) {
  main().catch((error) => {
    console.error(`bench: ${error.stack ?? error.message}`);
    process.exit(1);
  });
}
