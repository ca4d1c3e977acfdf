#!/usr/bin/env node
// Interaction to Next Paint of a visitor's first tap (issue 54, item 3): the menu button, a
// carousel control, a gallery thumbnail and a form field, each tapped in a real Chromium on
// Lighthouse's mobile profile (412x823 with touch, the CPU 4x slower, a slow-4G-like network, all
// through the DevTools protocol), at two moments: while the page is still loading (its first
// contentful paint + 500 ms) and after it has loaded and gone idle. An init script records the
// page's Event Timing entries (type 'event' from 16 ms, and 'first-input', which is reported
// however short), and the INP of the tap is what web-vitals computes: the longest entry of the
// interaction (the entries sharing its interactionId). Each tap also says whether it did what the
// visitor asked (the menu open, the viewer shown, …), as a tap that is lost costs no time either.
//
// The lead's benchmark calls measureInteractions(origin, interactions, { runs }) on a served export.
//
//   node scripts/bench/interaction.mjs [--runs 3] [--server hosts|plain] [--dir out]
// hosts: the project's static server (Brotli, out/_headers); plain: gzip and none of _headers.
// Writes every run and the medians to .cache/bench-results/interaction.json. Run it alone (it
// measures time; it serves on a free port): flock /tmp/site-ports.lock node scripts/bench/interaction.mjs
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from '../shared/chromium.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { median, serveExport, SERVERS } from '../shared/lighthouse.mjs';
import { scratchDir } from '../shared/scratch.mjs';
import { inDefaultLanguage } from '../../lib/language-codes.mjs';

/** The goal (issue 54): each first tap's INP at most this, at both moments. */
export const INP_GOAL_MS = 200;

/** Lighthouse's mobile profile, applied through the DevTools protocol as Lighthouse's own "devtools" throttling does. */
export const MOBILE_PROFILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  // Slow 4G as Lighthouse names it: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
};

/** When the tap happens: 500 ms after the first contentful paint, or once loaded and idle. */
export const MOMENTS = ['loading', 'loaded'];
const AFTER_FCP_MS = 500;
/** How long a loaded page must stay without requests before the "loaded" tap. */
const IDLE_MS = 1000;
/** Time after the tap for its entries to be reported (they come after the next paint) and for the page to respond. */
const SETTLE_MS = 1500;
/** How long a tap may take to show its result (the scripts arriving over the slow network included). */
const OUTCOME_TIMEOUT_MS = 15_000;
/** From scrolling an element into view to tapping it, once loaded. */
const SCROLL_TO_TAP_MS = 1000;

/** A content file (the benchmark runs from the project's root, as npm runs it). */
function readContent(file) {
  return inDefaultLanguage(JSON.parse(fs.readFileSync(path.resolve('content', file), 'utf8')), path.resolve('content'));
}

/**
 * The four first taps of the issue, found as the e2e tests find them (roles and names from
 * content/ui.json, the data attributes the components set), each with what shows it worked.
 * `locate(page)` is the element tapped; `type` is text typed after the tap; `done(page)` resolves
 * to true once the page shows the tap's result.
 */
export function defaultInteractions() {
  const ui = readContent('ui.json');
  const hero = (page) => page.getByRole('region', { name: ui.carousel.heroLabel });
  const pause = (page) => hero(page).getByRole('button', { name: ui.carousel.pause });
  return [
    {
      name: 'menu',
      path: '/',
      locate: (page) => page.getByRole('button', { name: ui.openMenu }),
      // The menu is a popover its button opens before any script runs; the script names it "Close menu".
      done: (page) => page.getByRole('navigation', { name: ui.mainNavigation }).locator('[popover]').evaluate((panel) => panel.matches(':popover-open')),
    },
    {
      name: 'carousel',
      path: '/',
      locate: pause,
      done: async (page) => (await hero(page).getByRole('button', { name: ui.carousel.play }).count()) === 1,
    },
    {
      name: 'gallery',
      path: '/gallery/',
      locate: (page) => page.locator('main a[data-viewer-src]').first(),
      done: async (page) => (await page.getByRole('dialog', { name: ui.gallery.viewerLabel }).count()) === 1,
    },
    {
      name: 'form field',
      path: '/contact/',
      locate: (page) => page.locator('form#contact-enquiry [name="firstName"]'),
      type: 'P',
      done: (page) => page.locator('form#contact-enquiry [name="firstName"]').evaluate((field) => document.activeElement === field && field.value === 'P'),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// The pure parts: what the Event Timing entries say, medians, the table

/**
 * The interactions in Event Timing entries, as web-vitals groups them: entries with the same
 * interactionId (0 is no interaction: mouseover and the like) are one interaction, lasting its
 * longest entry. The 'first-input' entry counts as its interaction's entry, so a tap shorter than
 * the 16 ms threshold of 'event' entries still has its duration. Longest first.
 * @param {{ entryType: string, name: string, interactionId?: number, duration: number, startTime: number, processingStart: number, processingEnd: number }[]} entries
 */
export function interactionsOf(entries) {
  const byId = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const longest = byId.get(entry.interactionId);
    if (!longest || entry.duration > longest.duration) byId.set(entry.interactionId, entry);
  }
  return [...byId.values()]
    .map((entry) => ({
      interactionId: entry.interactionId,
      durationMs: entry.duration,
      event: entry.name,
      // Where the time went: waiting for the main thread, the handlers, then to the next frame.
      inputDelayMs: round(entry.processingStart - entry.startTime),
      processingMs: round(entry.processingEnd - entry.processingStart),
      presentationMs: round(entry.startTime + entry.duration - entry.processingEnd),
    }))
    .sort((a, b) => b.durationMs - a.durationMs);
}

/**
 * The INP of one tap (and what was typed after it): with fewer than 50 interactions web-vitals
 * reports the longest. Null when no entry names an interaction (the page went away, say).
 */
export function inpOf(entries) {
  return interactionsOf(entries)[0] ?? null;
}

const round = (value) => Math.round(value * 10) / 10;

/**
 * The medians of runs of one interaction at one moment: the INP in ms (null when no run had one),
 * the tap's time after the first paint, how many runs showed the tap's result and how long after the tap.
 * @param {{ inp: { durationMs: number } | null, tapAfterFcpMs: number | null, done: boolean, resultMs?: number | null }[]} runs
 */
export function summarizeRuns(runs) {
  const measured = runs.filter((run) => run.inp);
  const longest = measured.length ? measured.reduce((a, b) => (b.inp.durationMs > a.inp.durationMs ? b : a)) : null;
  return {
    inpMs: median(measured.map((run) => run.inp.durationMs)),
    maxMs: longest?.inp.durationMs ?? null,
    // The slowest run's breakdown: where to look.
    slowest: longest?.inp ?? null,
    tapAfterFcpMs: median(runs.map((run) => run.tapAfterFcpMs)),
    resultMs: median(runs.map((run) => run.resultMs)),
    done: runs.filter((run) => run.done).length,
    measured: measured.length,
    runs: runs.length,
  };
}

/** Whether a summary meets the goal: every run measured, the median within it, and every tap did its work. */
export function meetsGoal(summary, goalMs = INP_GOAL_MS) {
  return summary.measured === summary.runs && summary.inpMs !== null && summary.inpMs <= goalMs && summary.done === summary.runs;
}

const cell = (summary) => {
  const slowest = summary.slowest ? ` (max ${Math.round(summary.maxMs)}: delay ${Math.round(summary.slowest.inputDelayMs)} + ${summary.slowest.event} ${Math.round(summary.slowest.processingMs)} + paint ${Math.round(summary.slowest.presentationMs)})` : '';
  const lost = summary.done < summary.runs ? `, done ${summary.done}/${summary.runs}` : '';
  const inp = summary.inpMs === null ? 'no entry' : `${Math.round(summary.inpMs)} ms${slowest}`;
  return `${inp}${lost}${meetsGoal(summary) ? '' : ' ✗'}`;
};

const shownAfter = (summary) => (summary.resultMs === null || summary.resultMs === undefined ? '–' : `${Math.round(summary.resultMs)} ms`);

/**
 * The markdown table of measureInteractions()'s rows: each interaction's median INP at both
 * moments, the slowest run's breakdown, taps that did not do their work, and ✗ where the goal is missed.
 */
export function markdownTable(rows, goalMs = INP_GOAL_MS) {
  const lines = [
    `| Interaction | Page | INP, tap at FCP + ${AFTER_FCP_MS} ms | INP, tap once loaded | Result shown after (loading / loaded) |`,
    '| --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    const at = row.loading.tapAfterFcpMs === null ? '' : ` [tap at FCP + ${Math.round(row.loading.tapAfterFcpMs)} ms]`;
    lines.push(`| ${row.name} | \`${row.path}\` | ${cell(row.loading)}${at} | ${cell(row.loaded)} | ${shownAfter(row.loading)} / ${shownAfter(row.loaded)} |`);
  }
  lines.push('', `Medians of ${rows[0]?.loading.runs ?? 0} runs; goal at most ${goalMs} ms, the tap doing its work every time (✗ where not).`);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// The browser

/** Runs in the page before its own scripts: keeps every Event Timing entry and the first contentful paint. */
function recordEventTiming() {
  const store = { entries: [], fcp: null };
  Object.defineProperty(window, '__interactionBench', { value: store });
  const keep = (list) => {
    for (const e of list.getEntries()) {
      store.entries.push({ entryType: e.entryType, name: e.name, interactionId: e.interactionId, duration: e.duration, startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd });
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver((list) => {
    const fcp = list.getEntriesByName('first-contentful-paint')[0];
    if (fcp) store.fcp = fcp.startTime;
  }).observe({ type: 'paint', buffered: true });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Resolves with the page's clock origin and first contentful paint (ms after it), polled from Node. */
async function firstPaint(page) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const seen = await page.evaluate(() => ({ origin: performance.timeOrigin, fcp: window.__interactionBench?.fcp ?? null }));
    if (seen.fcp !== null) return seen;
    if (Date.now() > deadline) throw new Error('no first contentful paint within 30 s');
    await sleep(20);
  }
}

/**
 * The centre of the element if it is shown now, brought into view first: one round trip to a page
 * that may be busy loading, so the tap can still come at its moment. Null if it is not shown yet.
 */
async function pointNow(locator) {
  return locator
    .evaluate(
      (element) => {
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return null;
        const before = element.getBoundingClientRect();
        const scrolled = before.top < 0 || before.bottom > innerHeight;
        if (scrolled) element.scrollIntoView({ block: 'center', behavior: 'instant' }); // the site scrolls smoothly: the box is read at once
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2, scrolled } : null;
      },
      undefined,
      { timeout: 5000 },
    )
    .catch(() => null);
}

/** The centre of the element, once it is shown (a control can be hidden until its script runs); null if never within the time. */
async function tapPoint(locator, timeout) {
  const now = await pointNow(locator);
  if (now) return now;
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch {
    return null;
  }
  return pointNow(locator);
}

/** Waits until the page has loaded and made no request for IDLE_MS, then for an idle moment of its main thread. */
async function loadedAndIdle(page) {
  await page.waitForLoadState('load');
  let last = Date.now();
  const seen = () => (last = Date.now());
  page.on('request', seen);
  page.on('requestfinished', seen);
  page.on('requestfailed', seen);
  while (Date.now() - last < IDLE_MS) await sleep(100);
  page.off('request', seen);
  page.off('requestfinished', seen);
  page.off('requestfailed', seen);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
}

/** Reads the entries once the frame after the tap (at `tapped`, Date.now()) has been presented (the entries follow it). */
async function entriesAfterTap(page, tapped) {
  await sleep(tapped + SETTLE_MS - Date.now());
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(window.__interactionBench.entries), 100)));
      }),
  );
}

/**
 * How long after the tap (at `tapped`, Date.now()) the page showed its result: what the visitor
 * waits, which INP does not see when the work comes later (a held click, code still on its way).
 * Null if not within OUTCOME_TIMEOUT_MS, or if the tap left the page.
 */
async function resultAfter(page, interaction, tapped, url) {
  for (;;) {
    if (page.url() !== url) return null;
    if (await interaction.done(page).catch(() => false)) return Date.now() - tapped;
    if (Date.now() > tapped + OUTCOME_TIMEOUT_MS) return null;
    await sleep(100);
  }
}

/** One tap of one interaction at one moment, on a fresh page (empty cache) of its own. */
async function tapOnce(browser, origin, interaction, moment) {
  const context = await browser.newContext({ viewport: MOBILE_PROFILE.viewport, deviceScaleFactor: MOBILE_PROFILE.deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(recordEventTiming);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', MOBILE_PROFILE.network);
    const url = `${origin}${interaction.path}`;
    await page.goto(url, { waitUntil: 'commit' });
    const { origin: timeOrigin, fcp } = await firstPaint(page);
    if (moment === 'loading') {
      const point = await tapPoint(interaction.locate(page), OUTCOME_TIMEOUT_MS);
      if (!point) return { inp: null, tapAfterFcpMs: null, done: false, note: 'never shown' };
      await sleep(timeOrigin + fcp + AFTER_FCP_MS - Date.now());
      return await tapAndRead(page, interaction, point, Date.now() - timeOrigin - fcp);
    }
    await loadedAndIdle(page);
    const point = await tapPoint(interaction.locate(page), OUTCOME_TIMEOUT_MS);
    if (!point) return { inp: null, tapAfterFcpMs: null, done: false, note: 'never shown' };
    // A visitor who scrolled to it taps a moment later: the work the scroll starts (entrance animations) is not the tap's.
    if (point.scrolled) await sleep(SCROLL_TO_TAP_MS);
    return await tapAndRead(page, interaction, point, Date.now() - timeOrigin - fcp);
  } finally {
    await context.close();
  }
}

async function tapAndRead(page, interaction, point, tapAfterFcpMs) {
  const before = page.url();
  const tapped = Date.now();
  await page.touchscreen.tap(point.x, point.y);
  if (interaction.type) await page.keyboard.type(interaction.type);
  const resultMs = await resultAfter(page, interaction, tapped, before);
  let entries = [];
  try {
    entries = await entriesAfterTap(page, tapped);
  } catch {
    // The tap took the visitor to another page (a link followed before its script ran): its entries went with it.
  }
  const navigated = page.url() !== before;
  return { inp: inpOf(entries), tapAfterFcpMs: Math.round(tapAfterFcpMs), done: resultMs !== null, resultMs, ...(navigated ? { note: `went to ${page.url()}` } : {}) };
}

/**
 * Measures each interaction ({ name, path, locate(page), type?, done(page) }; defaultInteractions()
 * are the issue's four) on the site served at `origin` (no trailing slash; paths start with /):
 * `runs` fresh pages for each interaction and moment, one at a time, round-robin so all share the
 * machine's ups and downs. Resolves to one row per interaction: { name, path, loading, loaded }
 * (summarizeRuns() of each moment, with its runs).
 */
export async function measureInteractions(origin, interactions = defaultInteractions(), { runs = 3, log = () => {}, executablePath = process.env.CHROME_PATH || '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const results = new Map(interactions.map((interaction) => [interaction.name, { loading: [], loaded: [] }]));
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const interaction of interactions) {
        for (const moment of MOMENTS) {
          const result = await tapOnce(browser, origin, interaction, moment);
          results.get(interaction.name)[moment].push(result);
          const inp = result.inp ? `${Math.round(result.inp.durationMs)} ms (${result.inp.event})` : 'no entry';
          log(`  run ${run}/${runs} ${interaction.name} ${moment}: INP ${inp}, tapped at FCP + ${result.tapAfterFcpMs} ms, ${result.done ? `shown after ${result.resultMs} ms` : 'NOT done'}${result.note ? ` (${result.note})` : ''}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return interactions.map(({ name, path: route }) => {
    const byMoment = results.get(name);
    return {
      name,
      path: route,
      loading: { ...summarizeRuns(byMoment.loading), all: byMoment.loading },
      loaded: { ...summarizeRuns(byMoment.loaded), all: byMoment.loaded },
    };
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      server: { type: 'string', default: 'hosts' },
      dir: { type: 'string', default: 'out' },
    },
  });
  const serverOptions = SERVERS.find((server) => server.id === values.server)?.options;
  if (!serverOptions) throw new Error(`unknown server "${values.server}" (${SERVERS.map((server) => server.id).join(', ')})`);
  const outDir = path.resolve(values.dir);
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`no export in ${outDir}: run npm run build:local first`);
  const server = await serveExport(outDir, serverOptions);
  const runs = Number(values.runs);
  console.log(`First-tap INP, ${runs} runs, mobile profile, ${values.server} server at ${server.origin}…`);
  let rows;
  try {
    rows = await measureInteractions(server.origin, defaultInteractions(), { runs, log: (line) => console.log(line) });
  } finally {
    await server.close();
  }
  console.log(`\n${markdownTable(rows)}`);
  const output = `${scratchDir('bench-results')}/interaction.json`;
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, `${JSON.stringify({ date: new Date().toISOString(), server: values.server, runs, profile: MOBILE_PROFILE, rows }, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), output)}`);
  if (!rows.every((row) => meetsGoal(row.loading) && meetsGoal(row.loaded))) process.exitCode = 1;
}

runAsCommand('bench/interaction.mjs', 'bench:interaction', main);
