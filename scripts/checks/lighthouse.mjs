#!/usr/bin/env node
// CI gate: Lighthouse (mobile, the median of several runs) on the gated pages of the exported site
// and on the floor (a bare Next.js export, scripts/shared/floor.mjs), each on two servers in one
// round-robin sequence (scripts/shared/lighthouse.mjs measureOnServers: as the hosts serve it, and
// as a plain gzip server without _headers does), then the desktop profile on the pages a goal asks
// it for. Exits 1 when a page misses what scripts/checks/lighthouse-thresholds.json holds: the floor
// goals (issue 54: TBT, performance, CLS, FCP, LCP and the home page's weight against the floor
// measured beside it on the same server; absolute times on a shared machine vary, the floor varies
// with them), and per server each category's median score (naming the audits that cost the points)
// and the absolute goals. Build first (npm run build:local).
//
//   node scripts/checks/lighthouse.mjs [--dir out] [--thresholds scripts/checks/lighthouse-thresholds.json]
//     [--paths '{firstPost},{firstCaseStudy}'] [--floor-dir .cache/bench-floor/out]
// --paths measures those pages only (each must be in the export); --floor-dir uses a floor built
// already (the second content set's copy uses the project's).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildFloor } from '../shared/floor.mjs';
import { CATEGORIES, exportedRoutes, measureOnServers, SERVERS } from '../shared/lighthouse.mjs';
import { floorComparison, FLOOR_GOALS, floorMisses, gateMisses } from '../shared/performance-goals.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { contentDir } from '../../lib/content/content-dir.mjs';
import { languageCodes } from '../../lib/language-codes.mjs';

/** The page a paths list may name by placeholder: the export's first of its kind, or the second language's home page. */
const firstOf = (pattern) => (routes) => routes.find((route) => pattern.test(route));
const PLACEHOLDERS = {
  '{firstProduct}': firstOf(/^\/product-details\/[^/]+\/$/),
  '{firstPost}': firstOf(/^\/blog\/[^/]+\/$/),
  '{firstCaseStudy}': firstOf(/^\/case-studies\/[^/]+\/$/),
  '{translatedHome}': (routes, languages) => routes.find((route) => languages[1] && route === `/${languages[1]}/`),
};

/**
 * `paths` with each placeholder replaced by the page it stands for in the export (`routes`, sorted;
 * `languages`, the content's language codes, the default first). One the export does not have is
 * skipped, or throws when `required`. Resolves to { paths, skipped }.
 * @param {string[]} paths
 * @param {string[]} routes
 * @param {{ required?: boolean, languages?: string[] }} [options]
 */
export function resolvePaths(paths, routes, { required = false, languages = [] } = {}) {
  const resolved = [];
  const skipped = [];
  for (const p of paths) {
    if (!(p in PLACEHOLDERS)) {
      resolved.push(p);
      continue;
    }
    const found = PLACEHOLDERS[p](routes, languages);
    if (found) resolved.push(found);
    else if (required) throw new Error(`the export has no page for ${p}`);
    else skipped.push(p);
  }
  return { paths: resolved, skipped };
}

/** Every goal a server's rows miss, and every category below its threshold there. */
export function failures({ server, floor, rows }, { floorGoals = {}, categories = {}, goals = {} }) {
  const found = [];
  for (const row of rows) {
    const where = `${row.path} (${server.id})`;
    for (const miss of floorMisses({ path: row.path, median: row.median, floor: floor.median }, floorGoals)) found.push(`${where} ${miss}`);
    for (const miss of gateMisses(row, goals)) found.push(`${where} ${miss}`);
    for (const [category, min] of Object.entries(categories)) {
      const value = row.median.scores[category];
      if (value === null || value === undefined || value < min) {
        const lost = row.median.lostInSomeRun.filter((item) => item.category === category).map((item) => item.id);
        found.push(`${where} ${category} ${value == null ? 'n/a' : value.toFixed(2)} < ${min}${lost.length ? ` (${lost.join(', ')})` : ''}`);
      }
    }
  }
  return found;
}

/** What one server's pages are held to: the floor goals (the server's own over the shared ones), its categories and goals. */
export function serverRules(config, id) {
  const own = config.servers[id];
  return { floorGoals: { ...config.floorGoals, ...own.floorGoals }, categories: own.categories ?? {}, goals: own.goals ?? {} };
}

/** The thresholds file, checked: known servers, categories and floor goals, no goal for a page it does not measure. */
export function readConfig(file) {
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  // A misspelt floor goal would hold nothing: say so rather than pass.
  for (const goals of [config.floorGoals, ...Object.values(config.servers).map((server) => server.floorGoals)]) {
    const unknown = Object.keys(goals ?? {}).filter((key) => !(key in FLOOR_GOALS));
    if (unknown.length) throw new Error(`${file}: unknown floor goal ${unknown.join(', ')} (${Object.keys(FLOOR_GOALS).join(', ')})`);
  }
  for (const [index, [id, server]] of Object.entries(config.servers).entries()) {
    if (index > 0 && server.goals?.desktopLcpMs !== undefined) throw new Error(`${file}: the desktop runs are on the first server only, not on "${id}"`);
    if (!SERVERS.some((known) => known.id === id)) throw new Error(`${file}: unknown server "${id}" (${SERVERS.map((s) => s.id).join(', ')})`);
    for (const category of Object.keys(server.categories ?? {})) {
      if (!CATEGORIES.includes(category)) throw new Error(`${file}: unknown category "${category}"`);
    }
    // A goal for a page the gate does not measure would hold nothing: say so rather than pass.
    for (const key of ['lcpPaths', 'desktopPaths']) {
      const unmeasured = (server.goals?.[key] ?? []).filter((p) => !config.paths.includes(p));
      if (unmeasured.length > 0) throw new Error(`${file}: ${id}'s ${key} names pages not in paths: ${unmeasured.join(', ')}`);
    }
  }
  return config;
}

const line = (row) =>
  `FCP ${Math.round(row.median.fcpMs)} ms, LCP ${Math.round(row.median.lcpMs)} ms, TBT ${Math.round(row.median.tbtMs)} ms, performance ${Math.round(row.median.scores.performance * 100)}, CLS ${row.median.cls.toFixed(3)}, ${(row.median.transferBytes / 1024).toFixed(1)} KiB`;

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'out' },
      thresholds: { type: 'string', default: 'scripts/checks/lighthouse-thresholds.json' },
      paths: { type: 'string' },
      'floor-dir': { type: 'string' },
    },
  });
  const config = readConfig(values.thresholds);
  const outDir = path.resolve(values.dir);
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`${values.dir}/index.html is missing: build first (npm run build:local)`);
  const routes = exportedRoutes(outDir);
  const asked = values.paths ? values.paths.split(',').map((p) => p.trim()) : config.paths;
  const languages = languageCodes(contentDir(process.cwd()));
  const { paths, skipped } = resolvePaths(asked, routes, { required: Boolean(values.paths), languages });
  const servers = Object.keys(config.servers).map((id) => SERVERS.find((server) => server.id === id));
  const first = config.servers[servers[0].id].goals ?? {};
  // The page each placeholder stands for here; only pages measured here hold a goal here.
  const resolve = (list) => resolvePaths(list ?? [], routes, { languages }).paths.filter((p) => paths.includes(p));
  const desktopPaths = first.desktopLcpMs === undefined ? [] : first.desktopPaths ? resolve(first.desktopPaths) : paths;

  const floorDir = values['floor-dir'] ? path.resolve(values['floor-dir']) : buildFloor();
  const started = Date.now();
  if (skipped.length) console.log(`Not in this export, so not measured here: ${skipped.join(', ')}`);
  console.log(`Lighthouse CI: ${config.runs} runs on the floor and ${paths.join(', ')}, on ${servers.map((s) => s.id).join(' and ')}; desktop ${config.desktopRuns} runs on ${desktopPaths.join(', ') || 'none'}`);
  const results = await measureOnServers({ outDir, floorDir, paths, servers, runs: config.runs, desktopPaths, desktopRuns: config.desktopRuns, log: (text) => console.log(text) });
  const failed = [];
  for (const result of results) {
    const { server, floor, rows } = result;
    const rules = serverRules(config, server.id);
    console.log(`\nOn ${server.label}: floor (bare Next.js export) ${line(floor)}`);
    for (const row of rows) {
      const c = floorComparison(row.median, floor.median);
      const desktop = row.desktop ? `; desktop LCP ${Math.round(row.desktop.lcpMs)} ms` : '';
      console.log(`${row.path}: ${line(row)}; against the floor: FCP ${c.fcp.toFixed(2)}x, LCP ${c.lcpOverFloorFcp.toFixed(2)}x its FCP, TBT ${c.tbtOverMs >= 0 ? '+' : ''}${Math.round(c.tbtOverMs)} ms${desktop}`);
    }
    const goals = { ...rules.goals, lcpPaths: resolve(rules.goals.lcpPaths), desktopPaths };
    failed.push(...failures(result, { ...rules, goals }));
  }
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  if (failed.length) {
    console.error(`Lighthouse CI failed (${minutes} min):\n  ${failed.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Lighthouse CI passed: every median meets ${values.thresholds} (${minutes} min).`);
}

runAsCommand('checks/lighthouse.mjs', 'lighthouse-ci', main);
