#!/usr/bin/env node
// What runs on the main thread after the first paint, route by route, beside the bare Next.js
// export (scripts/shared/floor.mjs): Lighthouse's mobile profile on the built out/, its Total
// Blocking Time split by kind of work (script evaluation, compile, HTML, style & layout, paint,
// GC) and by script, and the tasks that block, with what caused them. The split is Lighthouse's
// own (its TBT-impact tasks: each task's share of the TBT it reports, with simulated throttling,
// counted from its earliest first paint to its latest interactive time, so the parts add up to a
// little more than the TBT on the route's row). Prints markdown tables (for docs/benchmarks.md)
// and writes every run and the medians to .cache/bench-results/trace-<server>-<label>.json.
//
//   node scripts/bench/trace.mjs [--routes /,/products/] [--server hosts|plain] [--runs 3] [--label before] [--dir out]
// hosts: the project's static server (Brotli, out/_headers); plain: gzip and no _headers.
// Run it under the ports lock: flock /tmp/site-ports.lock node scripts/bench/trace.mjs
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { TBTImpactTasks } from 'lighthouse/core/computed/tbt-impact-tasks.js';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { CHROMIUM_ARGS } from '../shared/chromium.mjs';
import { buildFloor } from '../shared/floor.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { exportedRoutes, median, serveExport, SERVERS } from '../shared/lighthouse.mjs';
import { scratchDir } from '../shared/scratch.mjs';
import { medianRun, summarizeMainThread, traceTables } from './trace-summary.mjs';

/** The gated routes of the default content (the post and the case study exist only in the second content set). */
const GATED = ['/', '/products/', '/gallery/', '/contact/', '/search/'];
const FLOOR = 'floor';
// ---------------------------------------------------------------------------------------------
// Measuring

/** One Lighthouse mobile run (a fresh Chrome), reduced to its metrics and its flattened TBT-impact tasks. */
async function traceRun(url, origin, chromePath = process.env.CHROME_PATH || '/usr/bin/chromium') {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code}`);
    const context = { settings: lhr.configSettings, computedCache: new Map() };
    const impact = await TBTImpactTasks.request(Audit.makeMetricComputationDataInput(artifacts, context), context);
    const ids = new Map(impact.map((task, index) => [task.event, index]));
    const tasks = impact.map((task, index) => ({
      id: index,
      parentId: task.parent ? (ids.get(task.parent.event) ?? null) : null,
      group: task.group.id,
      // The script a task runs for, else the most specific URL it has (a stylesheet's, else the page's).
      url: task.attributableURLs.findLast((url) => /\.m?js(\?|$)/.test(url)) ?? task.attributableURLs.at(-1) ?? null,
      startMs: task.startTime,
      durationMs: task.duration,
      selfMs: task.selfTime,
      selfTbtMs: task.selfTbtImpact,
      tbtMs: task.tbtImpact,
    }));
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    return {
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      performance: lhr.categories.performance.score,
      summary: summarizeMainThread(tasks, { fcpMs: observed.observedFirstContentfulPaint ?? 0, origin }),
    };
  } finally {
    await chrome.kill();
  }
}

/** The first product page of the export (the gated "a product page"). */
function firstProductRoute(outDir) {
  return exportedRoutes(outDir).find((route) => route.startsWith('/product-details/'));
}

async function main() {
  const { values } = parseArgs({
    options: {
      routes: { type: 'string' },
      server: { type: 'string', default: 'plain' },
      runs: { type: 'string', default: '3' },
      label: { type: 'string', default: 'latest' },
      dir: { type: 'string', default: 'out' },
    },
  });
  const serverOptions = SERVERS.find((server) => server.id === values.server)?.options;
  if (!serverOptions) throw new Error(`unknown server "${values.server}" (${SERVERS.map((server) => server.id).join(', ')})`);
  const outDir = path.resolve(values.dir);
  const routes = values.routes ? values.routes.split(',') : [...GATED, firstProductRoute(outDir)];
  const site = await serveExport(outDir, serverOptions);
  const floor = await serveExport(buildFloor(), { ...serverOptions, basePath: '' });
  const targets = [{ route: FLOOR, url: `${floor.origin}/`, origin: floor.origin }, ...routes.map((route) => ({ route, url: `${site.origin}${route}`, origin: site.origin }))];
  const runs = new Map(targets.map((target) => [target.route, []]));
  try {
    for (let run = 1; run <= Number(values.runs); run += 1) {
      for (const target of targets) {
        const result = await traceRun(target.url, target.origin);
        runs.get(target.route).push(result);
        console.log(`  run ${run} ${target.route}: TBT ${Math.round(result.tbtMs)} ms, FCP ${Math.round(result.fcpMs)}, LCP ${Math.round(result.lcpMs)}, perf ${Math.round(result.performance * 100)}`);
      }
    }
  } finally {
    await site.close();
    await floor.close();
  }
  const rows = targets.map(({ route }) => {
    const list = runs.get(route);
    return {
      route,
      tbtMs: median(list.map((run) => run.tbtMs)),
      fcpMs: median(list.map((run) => run.fcpMs)),
      lcpMs: median(list.map((run) => run.lcpMs)),
      cls: median(list.map((run) => run.cls)),
      performance: median(list.map((run) => run.performance)),
      median: medianRun(list).summary,
      runs: list,
    };
  });
  console.log(`\nServer: ${values.server}, ${values.runs} runs\n`);
  console.log('| Route | TBT (floor) | FCP | LCP | CLS | Performance |\n| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(`| ${row.route} | ${Math.round(row.tbtMs)} (${Math.round(rows[0].tbtMs)}) | ${Math.round(row.fcpMs)} | ${Math.round(row.lcpMs)} | ${row.cls} | ${Math.round(row.performance * 100)} |`);
  console.log(`\n${traceTables(rows)}`);
  const file = path.join(scratchDir('bench-results'), `trace-${values.server}-${values.label}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ server: values.server, at: new Date().toISOString(), rows }, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
}

runAsCommand('bench/trace.mjs', 'bench:trace', main);
