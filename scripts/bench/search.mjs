// The site search's cost on an export: how long Pagefind takes to index it, how large the index
// is, how many bytes a visitor's first query transfers (the search code, its WebAssembly and the
// index chunks and results it needs), and the time from the last keystroke to the results on
// Lighthouse's mobile profile (4× slower CPU, 150 ms round trips, 1.6 Mbit/s); and whether a search
// for each of ten sampled products' titles lists it within the first three results. bench:scale
// runs it on each catalog size; alone:
//   node scripts/bench/search.mjs [--dir out]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { SEARCH_PATH } from '../../lib/search/paths.mjs';
import { writeSearchIndex } from '../build/search-index.mjs';
import { CHROMIUM_ARGS } from '../shared/chromium.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { serveExport } from '../shared/lighthouse.mjs';

/** Lighthouse's mobile profile, applied to the browser. */
const MOBILE = { cpuSlowdown: 4, latencyMs: 150, bytesPerSecond: (1.6 * 1024 * 1024) / 8 };
/** The goals: what a first query may transfer, and how long results may take after the last key. */
const SEARCH_GOALS = { firstQueryBytes: 150 * 1024, keystrokeToResultsMs: 300 };
/** A person typing: milliseconds between two keys. */
const KEY_INTERVAL_MS = 150;

/** Bytes the server has sent so far, on every connection (the page's and its search worker's). */
function bytesSent(server) {
  const sockets = new Set();
  server.on('connection', (socket) => sockets.add(socket));
  return () => [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0);
}

/** Types `query` at a person's pace; returns the milliseconds from the last key to its results. */
async function typeAndWait(page, query) {
  for (const key of query.slice(0, -1)) {
    await page.keyboard.type(key);
    await page.waitForTimeout(KEY_INTERVAL_MS);
  }
  await page.keyboard.type(query.at(-1));
  const lastKey = Date.now();
  await page.getByRole('status').filter({ hasText: `“${query}”` }).waitFor({ timeout: 30_000 });
  return Date.now() - lastKey;
}

/** Ten product pages of the export in `dir`, spread over the catalog: their paths and titles. */
function sampleProducts(dir) {
  const names = fs.readdirSync(path.join(dir, 'product-details')).sort();
  const step = Math.max(1, Math.floor(names.length / 10));
  return names
    .filter((_, index) => index % step === 0)
    .slice(0, 10)
    .map((name) => {
      const html = fs.readFileSync(path.join(dir, 'product-details', name, 'index.html'), 'utf8');
      return { path: `/product-details/${name}/`, title: /<h1[^>]*>([^<]+)<\/h1>/.exec(html)[1].replace(/&amp;/g, '&') };
    });
}

/** Searches each sampled product's title; returns how many list it within the first three results, and those that do not. */
async function titlesFindTheirProducts(page, dir) {
  const sample = sampleProducts(dir);
  const missed = [];
  for (const product of sample) {
    await page.getByRole('searchbox').fill(product.title);
    await page.getByRole('status').filter({ hasText: `“${product.title}”` }).waitFor({ timeout: 30_000 });
    const found = await page.locator('main ol h2 a').evaluateAll((links) => links.slice(0, 3).map((link) => new URL(link.href).pathname));
    if (!found.includes(product.path)) missed.push(product.title);
  }
  return { sampled: sample.length, missed };
}

/**
 * On the search page of the export served by `served`: a first query (the search code and index
 * load as the visitor starts typing), then a second one with everything loaded.
 */
async function timeQueries(served, [first, second]) {
  const sent = bytesSent(served.server);
  const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: MOBILE.latencyMs, downloadThroughput: MOBILE.bytesPerSecond, uploadThroughput: MOBILE.bytesPerSecond });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
    await page.goto(`${served.origin}${SEARCH_PATH}`, { waitUntil: 'networkidle' });
    const before = sent();
    const focused = Date.now();
    await page.getByRole('searchbox').focus(); // the first use: the search code starts loading
    const firstKeyToResultsMs = await typeAndWait(page, first);
    const firstQueryMs = Date.now() - focused;
    await page.waitForLoadState('networkidle');
    const firstQueryBytes = sent() - before;
    await page.getByRole('searchbox').fill('');
    const keystrokeToResultsMs = await typeAndWait(page, second);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { queries: [first, second], firstQueryBytes, firstQueryMs, firstKeyToResultsMs, keystrokeToResultsMs, titles: await titlesFindTheirProducts(page, served.dir) };
  } finally {
    await browser.close();
  }
}

/** Indexes the export in `dir` again (timed) and measures two queries on it. */
export async function measureSearch(dir, queries = ['reverse osmosis', 'borewell pump']) {
  const started = Date.now();
  const index = await writeSearchIndex(dir);
  const indexSeconds = (Date.now() - started) / 1000;
  const served = { ...(await serveExport(dir)), dir };
  try {
    return { indexSeconds, pages: index.pages.length, indexFiles: index.files, indexBytes: index.bytes, ...(await timeQueries(served, queries)) };
  } finally {
    await served.close();
  }
}

/** Where a measurement misses SEARCH_GOALS ([] when it meets them). */
export function searchGoalMisses(result) {
  const misses = [];
  if (result.firstQueryBytes > SEARCH_GOALS.firstQueryBytes) misses.push(`a first query transfers ${(result.firstQueryBytes / 1024).toFixed(1)} KiB (at most ${SEARCH_GOALS.firstQueryBytes / 1024})`);
  if (result.titles.missed.length) misses.push(`a search for its title does not list these products in the first three results: ${result.titles.missed.join(', ')}`);
  if (result.keystrokeToResultsMs > SEARCH_GOALS.keystrokeToResultsMs) misses.push(`results came ${result.keystrokeToResultsMs} ms after the last key (at most ${SEARCH_GOALS.keystrokeToResultsMs})`);
  return misses;
}

/** One line of what was measured. */
export function searchSummary(result) {
  const [first, second] = result.queries;
  return (
    `Search: ${result.pages} pages indexed in ${result.indexSeconds.toFixed(1)} s, ${(result.indexBytes / 1024).toFixed(0)} KiB in ${result.indexFiles} files; ` +
    `first query "${first}": ${(result.firstQueryBytes / 1024).toFixed(1)} KiB, results ${result.firstQueryMs} ms after focus (${result.firstKeyToResultsMs} ms after its last key); ` +
    `next query "${second}": results ${result.keystrokeToResultsMs} ms after its last key; ` +
    `${result.titles.sampled - result.titles.missed.length} of ${result.titles.sampled} sampled products first three for their title`
  );
}

runAsCommand('bench/search.mjs', 'bench:search', async () => {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' } } });
  const result = await measureSearch(values.dir);
  console.log(searchSummary(result));
  const misses = searchGoalMisses(result);
  if (misses.length) console.log(`Goals missed:\n  ${misses.join('\n  ')}`);
});
