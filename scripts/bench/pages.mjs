#!/usr/bin/env node
// `npm run bench`: builds the site for this machine (npm run build:local) and the floor (a bare
// Next.js export, ../shared/floor.mjs) and serves both on 127.0.0.1 two ways (issue 54): as the hosts
// serve it (scripts/servers/serve.mjs's server: Brotli ahead of time, as --compression says, and the
// out/_headers headers) and as a plain static server does (gzip, none of _headers: a CDN without the
// project's rules). Lighthouse runs on the floor and every route on both servers in one round-robin
// sequence (each page on one server right after the other, so the machine's load hits both alike),
// several runs each: mobile (its default: simulated slow 4G and a 4x slower CPU), then desktop on the
// hosts' server. Prints the medians as a markdown table (for docs/benchmarks.md): each route on each
// server beside that server's floor, with FCP and LCP over the floor's FCP and TBT over the floor's;
// names every goal (scripts/shared/performance-goals.mjs: the floor goals on both servers, issue 35's
// absolute ones on the hosts') a route misses, and writes every run and the medians to
// .cache/bench-results/latest-<compression>.json.
//
// --compression is how the hosts' server compresses (scripts/shared/compression.mjs): br11 (default)
// files compressed ahead, br4 a CDN compressing on the fly, gzip a host without Brotli. --servers
// hosts,plain (default both) picks the servers. The table shows each page's HTML as each server
// sends it, against the first-round-trip budget (scripts/checks/html-budget.mjs).
//
// It also measures each route's first-load JavaScript from the built HTML: the <script src> chunks
// a page loads before any interaction, gzip-compressed, split into the framework's (Next.js and
// React: build-manifest.json rootMainFiles) and ours (everything else), and which of the heavy
// client features (carousel, gallery viewer, enquiry form) those chunks contain.
//
// Last, on each server, the first tap's Interaction to Next Paint on the mobile profile
// (./interaction.mjs: the menu, a carousel control, the gallery, a form field; at FCP + 500 ms and
// once loaded); --no-interaction skips it.
//
//   node scripts/bench/pages.mjs [--runs 5] [--routes /,/about/] [--compression br11|br4|gzip] [--servers hosts,plain] [--no-build] [--dir out] [--no-desktop] [--no-interaction]
// Chrome: CHROME_PATH, else /usr/bin/chromium. Run it alone (it measures time): flock /tmp/site-ports.lock npm run bench
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { readBasePath } from '../../lib/public-settings.mjs';
import { compressionSettings, DEFAULT_COMPRESSION, servedSize } from '../shared/compression.mjs';
import { HTML_BUDGET_BYTES } from '../checks/html-budget.mjs';
import { loaderUrls } from '../postbuild/paint-first.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { defaultInteractions, markdownTable as interactionTable, measureInteractions } from './interaction.mjs';
import { exportedRoutes, FLOOR_NAME, measureOnServers, median, serveExport, SERVERS } from '../shared/lighthouse.mjs';
import { floorComparison, floorMisses, FLOOR_GOALS, goalMisses, GOALS } from '../shared/performance-goals.mjs';
import { scratchDir } from '../shared/scratch.mjs';
import { buildFloor } from '../shared/floor.mjs';

/** The goals every route should meet (docs/benchmarks.md): the gate's, plus two of the benchmark's own. */
const TARGETS = { ...GOALS, floor: FLOOR_GOALS, ownFirstLoadJsGzipBytes: 20 * 1024, htmlBytes: HTML_BUDGET_BYTES };

/** The name the floor's row has in the table. */
const FLOOR = 'floor: bare Next.js export';

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

/**
 * First-load JavaScript of every route, gzip bytes: framework, ours, and the features our chunks
 * contain. The chunk lists come from the build beside `outDir` (its project's .next/), so
 * `--dir` of another copy reads that copy's.
 */
function firstLoadJs(outDir, { nextDir = path.join(path.dirname(outDir), '.next'), basePath = readBasePath(), routes = exportedRoutes(outDir) } = {}) {
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

/**
 * Which targets a route misses on its server, in words: the floor goals against `row.floor` (that
 * server's floor medians, when measured), issue 35's absolute goals but on the plain server (whose
 * floor alone misses them), the benchmark's own.
 */
export function targetMisses(row, targets = TARGETS) {
  const misses = row.floor ? floorMisses({ path: row.path, median: row.median, floor: row.floor }, targets.floor) : [];
  if (row.server !== 'plain') misses.push(...goalMisses(row, targets));
  if (row.js && row.js.ownGzipBytes > targets.ownFirstLoadJsGzipBytes) misses.push(`own first-load JS ${kb(row.js.ownGzipBytes)} KiB gzip`);
  if (row.html && row.html.bytes > targets.htmlBytes) misses.push(`HTML ${kb(row.html.bytes)} KiB ${row.html.encoding}`);
  return misses;
}

const ratio = (value) => (value === undefined || value === null ? '–' : `${value.toFixed(2)}x`);
const signed = (value) => (value === undefined ? '–' : `${value > 0 ? '+' : ''}${Math.round(value)}`);

/**
 * The table: one line per page and server (`row.server`), each route beside its server's floor
 * medians (`row.floor`) as ratios (FCP and LCP over the floor's FCP) and a difference (TBT).
 */
export function markdownTable(rows) {
  const header = [
    'Route',
    'Server',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'FCP ms',
    'FCP / floor',
    'LCP ms',
    'LCP / floor FCP',
    'TBT ms',
    'TBT − floor ms',
    'CLS',
    'Desktop LCP ms',
    'HTML KiB',
    'Transfer KiB',
    'Requests',
    'First-load JS: framework + ours (gzip KiB)',
    'Feature code loaded',
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map((_, i) => (i <= 1 || i === header.length - 1 ? ' --- ' : ' ---: ')).join('|')}|`];
  for (const row of rows) {
    const m = row.median;
    const c = row.floor ? floorComparison(m, row.floor) : {};
    lines.push(
      `| ${[
        row.path.startsWith('/') ? `\`${row.path}\`` : row.path,
        row.server ?? '–',
        score(m.scores.performance),
        score(m.scores.accessibility),
        score(m.scores['best-practices']),
        score(m.scores.seo),
        ms(m.fcpMs),
        ratio(c.fcp),
        ms(m.lcpMs),
        ratio(c.lcpOverFloorFcp),
        ms(m.tbtMs),
        signed(c.tbtOverMs),
        m.cls === null ? '–' : m.cls.toFixed(3),
        row.desktop ? ms(row.desktop.lcpMs) : '–',
        row.html ? kb(row.html.bytes) : '–',
        kb(m.transferBytes),
        m.requests ?? '–',
        row.js ? `${kb(row.js.frameworkGzipBytes)} + ${kb(row.js.ownGzipBytes)}` : '–',
        row.js ? row.js.features.join(', ') || 'none' : '–',
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/** The servers `--servers` names, the hosts' compressing as `--compression` says. */
export function benchServers(ids, compression) {
  return ids.map((id) => {
    const server = SERVERS.find((known) => known.id === id);
    if (!server) throw new Error(`unknown server "${id}" (${SERVERS.map((known) => known.id).join(', ')})`);
    return id === 'hosts' ? { ...server, label: `the hosts' (${compression}, _headers)`, options: { ...server.options, compression } } : server;
  });
}

/**
 * The table's rows from measureOnServers()' results: page by page, each on every server, the floor
 * first; each route with its server's floor medians, its HTML as that server sends it and its
 * first-load JavaScript.
 */
export function tableRows(results, { js = new Map(), html = new Map() } = {}) {
  const [{ rows: first }] = results;
  const pages = [{ path: FLOOR_NAME }, ...first];
  return pages.flatMap((_, index) =>
    results.map(({ server, floor, rows }) => {
      if (index === 0) return { ...floor, path: FLOOR, server: server.id };
      const row = rows[index - 1];
      return { ...row, server: server.id, floor: floor.median, js: js.get(row.path) ?? null, html: html.get(server.id)?.get(row.path) ?? null };
    }),
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      routes: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      dir: { type: 'string', default: 'out' },
      compression: { type: 'string', default: DEFAULT_COMPRESSION },
      servers: { type: 'string', default: SERVERS.map((server) => server.id).join(',') },
      output: { type: 'string' },
      'no-desktop': { type: 'boolean', default: false },
      'no-interaction': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  const { compression } = values;
  compressionSettings(compression); // an unknown name stops here, before the build
  const servers = benchServers(values.servers.split(',').map((id) => id.trim()), compression);
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
  const html = new Map(servers.map((server) => [server.id, htmlTransfer(outDir, server.options.compression ?? DEFAULT_COMPRESSION, routes)]));

  const floorDir = buildFloor();
  const started = Date.now();
  console.log(`Lighthouse ${runs}x on the floor and ${routes.length} routes, on ${servers.map((server) => server.label).join(' and ')} (simulated throttling)…`);
  const desktopPaths = values['no-desktop'] ? [] : [FLOOR_NAME, ...routes];
  const results = await measureOnServers({ outDir, floorDir, paths: routes, servers, runs, desktopPaths, log: (line) => console.log(line) });
  const rows = tableRows(results, { js, html });

  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const report = {
    date: new Date().toISOString(),
    commit: git || null,
    node: process.version,
    lighthouse: JSON.parse(fs.readFileSync(path.resolve('node_modules/lighthouse/package.json'), 'utf8')).version,
    formFactors: values['no-desktop'] ? ['mobile'] : ['mobile', 'desktop'],
    compression,
    runsPerRoute: runs,
    benchmarkIndex: median(rows.map((row) => row.median.benchmarkIndex)),
    targets: TARGETS,
    servers: results.map(({ server, floor }) => ({
      id: server.id,
      label: server.label,
      floor,
      routes: rows.filter((row) => row.server === server.id && row.path !== FLOOR).map((row) => ({ ...row, misses: targetMisses(row) })),
    })),
  };
  fs.mkdirSync(path.dirname(path.resolve(output)), { recursive: true });
  fs.writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);

  console.log(`\nMedians of ${runs} Lighthouse runs (mobile; desktop LCP on the hosts' server), servers: ${servers.map((server) => `${server.id} = ${server.label}`).join(', ')}; ${report.date.slice(0, 10)}, commit ${report.commit}, benchmark index ${Math.round(report.benchmarkIndex)}:\n`);
  console.log(markdownTable(rows));
  const measured = report.servers.flatMap((server) => server.routes);
  const missed = measured.filter((row) => row.misses.length);
  console.log(`\nGoals: ${missed.length ? `${missed.length} of ${measured.length} routes and servers miss one` : `met on all ${measured.length} routes and servers`}.`);
  for (const row of missed) {
    console.log(`  ${row.path} (${row.server}): ${row.misses.join(', ')}`);
    for (const item of row.median.lostInSomeRun) console.log(`    - ${item.category}: ${item.id} (${item.title}${item.displayValue ? `, ${item.displayValue}` : ''})`);
  }
  if (!values['no-interaction']) report.interaction = await firstTaps(outDir, servers);
  fs.writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${output} (${((Date.now() - started) / 60000).toFixed(1)} min).`);
}

/** The first tap's INP on each server (./interaction.mjs, 3 runs), printed as a table; resolves to the rows by server id. */
async function firstTaps(outDir, servers) {
  const byServer = {};
  for (const server of servers) {
    const served = await serveExport(outDir, server.options);
    try {
      byServer[server.id] = await measureInteractions(served.origin, defaultInteractions(), { runs: 3 });
    } finally {
      await served.close();
    }
    console.log(`\nFirst tap's INP on ${server.label} (mobile profile, medians of 3):\n\n${interactionTable(byServer[server.id])}`);
  }
  return byServer;
}

runAsCommand('bench/pages.mjs', 'bench', main);
