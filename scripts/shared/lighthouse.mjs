// Lighthouse on an exported site, shared by the benchmark (scripts/bench/pages.mjs) and the
// Lighthouse check of npm test (scripts/checks/lighthouse.mjs): the site served on 127.0.0.1 as
// a CDN would, a fresh Chrome per run, medians over several runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { readBasePath } from '../../lib/public-settings.mjs';
import { createStaticServer } from './static-server.mjs';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { DEFAULT_COMPRESSION } from './compression.mjs';
import { pageRoutes } from './out-files.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];


/**
 * One Lighthouse run (a fresh Chrome each time) reduced to the numbers the table shows. Lighthouse
 * now and then fails to record a trace (NO_NAVSTART, NO_FCP …); such a run is repeated, twice at most.
 */
async function runLighthouse(url, options = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url, options);
    } catch (error) {
      if (attempt >= 3 || !error.lighthouseRuntimeError) throw error;
      console.warn(`  ${error.message}: running it again`);
    }
  }
}

/** Lighthouse's two profiles: mobile (its default: a mid-range phone on slow 4G) and desktop. */
const FORM_FACTORS = ['mobile', 'desktop'];

async function runLighthouseOnce(url, { formFactor = 'mobile', chromePath = process.env.CHROME_PATH || '/usr/bin/chromium' } = {}) {
  // Chrome's own temporary files go to a folder of this run's, removed with it.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chrome-'));
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent', envVars: { ...process.env, TMPDIR: tmp } });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      const error = new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code}`);
      error.lighthouseRuntimeError = result.lhr.runtimeError.code;
      throw error;
    }
    return summarizeLhr(result.lhr);
  } finally {
    await chrome.kill();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The scores, metrics and byte counts of a Lighthouse result, and the audits that cost points. */
function summarizeLhr(lhr) {
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
    requests: resources.find((item) => item.resourceType === 'total')?.requestCount ?? null,
    jsBytes: scripts?.transferSize ?? 0,
    lost,
    warnings: lhr.runWarnings ?? [],
    // Lighthouse's measure of this machine's speed, to compare runs across machines.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

export function median(values) {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of every number across runs; the audits that cost points in any run. */
function medianSummary(runs) {
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
    requests: of((run) => run.requests),
    jsBytes: of((run) => run.jsBytes),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    lostInSomeRun: [...lost.values()],
  };
}

/**
 * Runs Lighthouse `runs` times on each target ({ name, url }), one run at a time, round-robin over
 * the targets, so targets measured together share the machine's ups and downs.
 */
export async function lighthouseMedians(targets, { runs = 3, formFactor = 'mobile', log = () => {} } = {}) {
  if (!FORM_FACTORS.includes(formFactor)) throw new Error(`unknown form factor "${formFactor}" (${FORM_FACTORS.join(', ')})`);
  const byName = new Map(targets.map((target) => [target.name, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const target of targets) {
      const started = Date.now();
      const summary = await runLighthouse(target.url, { formFactor });
      byName.get(target.name).push(summary);
      log(`  run ${run}/${runs} ${formFactor} ${target.name}: performance ${Math.round(summary.scores.performance * 100)}, FCP ${Math.round(summary.fcpMs)} ms, LCP ${Math.round(summary.lcpMs)} ms (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
  return targets.map((target) => ({ path: target.name, runs: byName.get(target.name), median: medianSummary(byName.get(target.name)) }));
}

/** Every page of the export, as the path it is served at: '/', '/about/', … (not the 404 page). */
export function exportedRoutes(outDir) {
  const routes = pageRoutes(outDir);
  const rank = (p) => (p === '/' ? 0 : p.startsWith('/product-details/') ? 2 : 1);
  return routes.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * Starts scripts/servers/serve.mjs's server for out/ on a free 127.0.0.1 port, every text file already
 * compressed (no measured response waits for Brotli); resolves to { origin, close }.
 */
export async function serveExport(dir, { basePath = readBasePath(), compression = DEFAULT_COMPRESSION, headersFile = true } = {}) {
  const server = createStaticServer({ dir, basePath, compression, headersFile });
  await server.precompress();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}${basePath}`,
    server,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The two ways out/ is served (issue 54): as the project's hosts serve it (serve.mjs's server:
 * Brotli 11 ahead of time and the out/_headers headers) and as a plain static server or a CDN
 * without the project's rules (gzip, none of _headers).
 */
export const SERVERS = [
  { id: 'hosts', label: "the hosts' (Brotli 11, _headers)", options: {} },
  { id: 'plain', label: 'a plain static server (gzip, no _headers)', options: { compression: 'gzip', headersFile: false } },
];

/** The floor's row name in measureOnServers()' results. */
export const FLOOR_NAME = 'floor';

/**
 * Serves the site (`outDir`) and the floor (`floorDir`) on each of `servers` (SERVERS' shape) and
 * runs Lighthouse's mobile profile `runs` times round-robin over the floor and `paths` on every
 * server, each page on one server right after the other, so the machine's ups and downs hit both
 * alike; then the desktop profile `desktopRuns` times on the first server's `desktopPaths` (FLOOR_NAME
 * for the floor).
 * Resolves to [{ server, floor, rows }] in `servers`' order, floor and rows as lighthouseMedians()'
 * (a row measured on desktop has its `desktop` medians).
 */
export async function measureOnServers({ outDir, floorDir, paths, servers = SERVERS, runs = 3, desktopPaths = [], desktopRuns = runs, log = () => {} }) {
  const served = [];
  try {
    for (const server of servers) {
      served.push({ server, site: await serveExport(outDir, server.options), floor: await serveExport(floorDir, { ...server.options, basePath: '' }) });
    }
    const name = (server, page) => `${server.id} ${page}`;
    const urlOf = ({ site, floor }, page) => (page === FLOOR_NAME ? `${floor.origin}/` : `${site.origin}${page}`);
    const pages = [FLOOR_NAME, ...paths];
    const targets = pages.flatMap((page) => served.map((entry) => ({ name: name(entry.server, page), url: urlOf(entry, page) })));
    const results = new Map((await lighthouseMedians(targets, { runs, log })).map((row) => [row.path, row]));
    const desktopTargets = desktopPaths.map((page) => ({ name: name(served[0].server, page), url: urlOf(served[0], page) }));
    if (desktopTargets.length) {
      for (const row of await lighthouseMedians(desktopTargets, { runs: desktopRuns, formFactor: 'desktop', log })) results.get(row.path).desktop = row.median;
    }
    return servers.map((server) => {
      const [floor, ...rows] = pages.map((page) => ({ ...results.get(name(server, page)), path: page }));
      return { server, floor, rows };
    });
  } finally {
    for (const entry of served) {
      await entry.site.close();
      await entry.floor.close();
    }
  }
}
