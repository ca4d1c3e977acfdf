#!/usr/bin/env node
// CI gate: Lighthouse (mobile, the median of several runs) on the home page, the gallery, the
// contact page, a product page and the search page of the exported site, served on 127.0.0.1 like
// scripts/bench/pages.mjs does, in one sequence with the floor (a bare Next.js export,
// scripts/shared/floor.mjs), then on the same pages with the desktop profile when a goal asks for
// it. Exits 1 when a category's median score is below scripts/checks/lighthouse-thresholds.json,
// naming the audits that cost the points, or when a page misses its `goals` there: CLS, FCP as a
// ratio to the floor's (absolute times on a shared machine vary; the ratio to the same run's floor
// does not), the home page's requests and weight, mobile LCP on the pages the goals name, and
// desktop LCP. Build first (npm run build:local).
//
//   node scripts/checks/lighthouse.mjs [--dir out] [--thresholds scripts/checks/lighthouse-thresholds.json]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildFloor } from '../shared/floor.mjs';
import { addDesktopMedians, CATEGORIES, exportedRoutes, lighthouseMedians, serveExport } from '../shared/lighthouse.mjs';
import { floorRatios, gateMisses } from '../shared/performance-goals.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';

/** The thresholds file's paths with {firstProduct} replaced by the export's first product page. */
function resolvePaths(paths, routes) {
  const firstProduct = routes.find((route) => route.startsWith('/product-details/'));
  return paths.map((p) => {
    if (p !== '{firstProduct}') return p;
    if (!firstProduct) throw new Error('the export has no /product-details/ page');
    return firstProduct;
  });
}

/** Every category of every page whose median is below its threshold, and every goal a page misses. */
function failures(rows, thresholds, goals) {
  const found = [];
  for (const row of rows) {
    for (const miss of gateMisses(row, goals)) found.push(`${row.path} ${miss}`);
    for (const [category, min] of Object.entries(thresholds)) {
      const value = row.median.scores[category];
      if (value === null || value === undefined || value < min) {
        const lost = row.median.lostInSomeRun.filter((item) => item.category === category).map((item) => item.id);
        found.push(`${row.path} ${category} ${value === null ? 'n/a' : value.toFixed(2)} < ${min}${lost.length ? ` (${lost.join(', ')})` : ''}`);
      }
    }
  }
  return found;
}

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'out' },
      thresholds: { type: 'string', default: 'scripts/checks/lighthouse-thresholds.json' },
    },
  });
  const config = JSON.parse(fs.readFileSync(values.thresholds, 'utf8'));
  for (const category of Object.keys(config.categories)) {
    if (!CATEGORIES.includes(category)) throw new Error(`${values.thresholds}: unknown category "${category}"`);
  }
  const outDir = path.resolve(values.dir);
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`${values.dir}/index.html is missing: build first (npm run build:local)`);
  const paths = resolvePaths(config.paths, exportedRoutes(outDir));
  const goals = config.goals ?? {};
  // A goal for a page the gate does not measure would hold nothing: say so rather than pass.
  const unmeasured = (goals.lcpPaths ?? []).filter((p) => !paths.includes(p));
  if (unmeasured.length > 0) throw new Error(`lcpPaths names pages not in paths: ${unmeasured.join(', ')}`);

  const floorDir = buildFloor();
  const server = await serveExport(outDir);
  const floorServer = await serveExport(floorDir, { basePath: '' });
  const started = Date.now();
  console.log(`Lighthouse CI: ${config.runs} runs on the floor and ${paths.join(', ')}`);
  let floor;
  let rows;
  try {
    const pages = paths.map((p) => ({ name: p, url: `${server.origin}${p}` }));
    const log = (line) => console.log(line);
    [floor, ...rows] = await lighthouseMedians([{ name: 'floor', url: `${floorServer.origin}/` }, ...pages], { runs: config.runs, log });
    // The desktop goal is the page's own (no floor to compare with): its runs come after.
    if (goals.desktopLcpMs !== undefined) await addDesktopMedians(rows, pages, { runs: config.runs, log });
  } finally {
    await server.close();
    await floorServer.close();
  }
  console.log(`floor (bare Next.js export): FCP ${Math.round(floor.median.fcpMs)} ms, LCP ${Math.round(floor.median.lcpMs)} ms`);
  for (const row of rows) {
    row.floorRatios = floorRatios(row.median, floor.median);
    const scores = Object.keys(config.categories).map((c) => `${c} ${Math.round((row.median.scores[c] ?? 0) * 100)}`);
    const times = `FCP ${Math.round(row.median.fcpMs)} ms (${row.floorRatios.fcp.toFixed(2)}x the floor's), LCP ${Math.round(row.median.lcpMs)} ms, TBT ${Math.round(row.median.tbtMs)} ms`;
    const desktop = row.desktop ? `; desktop LCP ${Math.round(row.desktop.lcpMs)} ms` : '';
    console.log(`${row.path}: ${scores.join(', ')}; ${times}, CLS ${row.median.cls.toFixed(3)}${desktop}`);
  }
  const failed = failures(rows, config.categories, goals);
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  if (failed.length) {
    console.error(`Lighthouse CI failed (${minutes} min):\n  ${failed.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Lighthouse CI passed: every median meets ${values.thresholds} (${minutes} min).`);
}

runAsCommand('checks/lighthouse.mjs', 'lighthouse-ci', main);
