#!/usr/bin/env node
// `npm run bench`: builds the site for this machine (npm run build:local), serves out/ on
// 127.0.0.1 with scripts/servers/serve.mjs (Brotli or gzip as --compression says, and the out/_headers
// headers, as a CDN would) and runs Lighthouse (mobile, its default: simulated slow 4G and a 4x
// slower CPU) on every exported route, several runs each. Prints the medians as a markdown table
// (for docs/benchmarks.md) and writes every run and the medians to .cache/bench-results/latest-<compression>.json.
//
// --compression is how the host compresses (scripts/shared/compression.mjs): br11 (default) files
// compressed ahead, br4 a CDN compressing on the fly, gzip a host without Brotli. The table shows
// each page's HTML as that host sends it, against the first-round-trip budget (scripts/checks/html-budget.mjs).
//
// It also measures each route's first-load JavaScript from the built HTML: the <script src> chunks
// a page loads before any interaction, gzip-compressed, split into the framework's (Next.js and
// React: build-manifest.json rootMainFiles) and ours (everything else), and which of the heavy
// client features (carousel, gallery viewer, enquiry form) those chunks contain.
//
//   node scripts/bench/pages.mjs [--runs 3] [--routes /,/about/] [--compression br11|br4|gzip] [--no-build] [--dir out]
// Chrome: CHROME_PATH, else /usr/bin/chromium. Run it alone (it measures time): flock /tmp/site.lock npm run bench
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { compressionSettings, DEFAULT_COMPRESSION, servedSize } from '../shared/compression.mjs';
import { HTML_BUDGET_BYTES } from '../checks/html-budget.mjs';
import { loaderUrls } from '../postbuild/paint-first.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { exportedRoutes, lighthouseMedians, serveExport } from '../shared/lighthouse.mjs';
import { scratchDir } from '../shared/scratch.mjs';


/** The targets every route should meet (docs/benchmarks.md); bench reports misses, lighthouse-ci enforces its own file. */
const TARGETS = {
  scores: { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 },
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  homeTransferBytes: 300 * 1024,
  ownFirstLoadJsGzipBytes: 20 * 1024,
  htmlBytes: HTML_BUDGET_BYTES,
};

/** Code that marks each heavy client feature inside a JavaScript chunk. */
const FEATURE_SIGNATURES = {
  carousel: [/slidesInView/, /data-rotation-control/],
  viewer: [/pswp/],
  form: [/formik/i, /elapsedMs/],
};

// ---------------------------------------------------------------------------------------------
// The exported site


function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The chunks the framework needs on every page (Next.js runtime, router, React), from .next/build-manifest.json. */
function frameworkChunks(nextDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  return new Set((manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`));
}

/**
 * The scripts a page loads before any interaction, without the base path: its <script src>
 * elements (not nomodule polyfills, which modern browsers skip), <link rel="preload" as="script">
 * and the scripts its paint-first loader adds.
 */
function pageScripts(html, basePath = '') {
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
function firstLoadJs(outDir, { nextDir = '.next', basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '', routes = exportedRoutes(outDir) } = {}) {
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
  const output = values.output ?? `${scratchDir('bench-results')}/latest-${compression}.json`;
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

runAsCommand('bench/pages.mjs', 'bench', main);
