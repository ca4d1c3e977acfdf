import { medianRun, shortUrl, summarizeMainThread, traceTables } from './trace-summary.mjs';

const ORIGIN = 'http://127.0.0.1:4000';

// A made-up page: one task before the first paint (no blocking time), one long task after it whose
// blocking comes mostly from evaluating the framework's chunk, and a short style recalculation.
const tasks = [
  { id: 0, parentId: null, group: 'parseHTML', url: `${ORIGIN}/`, startMs: 100, durationMs: 30, selfMs: 30, selfTbtMs: 0, tbtMs: 0 },
  { id: 1, parentId: null, group: 'other', url: null, startMs: 900, durationMs: 120, selfMs: 10, selfTbtMs: 20, tbtMs: 230 },
  { id: 2, parentId: 1, group: 'scriptEvaluation', url: `${ORIGIN}/_next/static/chunks/main.js?v=1`, startMs: 905, durationMs: 80, selfMs: 80, selfTbtMs: 160, tbtMs: 160 },
  { id: 3, parentId: 1, group: 'scriptParseCompile', url: `${ORIGIN}/_next/static/chunks/main.js?v=1`, startMs: 985, durationMs: 30, selfMs: 30, selfTbtMs: 50, tbtMs: 50 },
  { id: 4, parentId: null, group: 'styleLayout', url: `${ORIGIN}/_next/static/css/site.css`, startMs: 1100, durationMs: 20, selfMs: 20, selfTbtMs: 0, tbtMs: 0 },
];

test('the trace summary splits the blocking time after the first paint by kind of work and by script', () => {
  const summary = summarizeMainThread(tasks, { fcpMs: 800, origin: ORIGIN });
  expect(summary.tbtMs).toBe(230);
  expect(summary.byGroup.scriptEvaluation).toEqual({ tbtMs: 160, selfMs: 80 });
  expect(summary.byGroup.scriptParseCompile).toEqual({ tbtMs: 50, selfMs: 30 });
  expect(summary.byGroup.styleLayout).toEqual({ tbtMs: 0, selfMs: 20 });
  // The HTML was parsed before the first paint: none of its time counts as after it.
  expect(summary.byGroup.parseHTML).toEqual({ tbtMs: 0, selfMs: 0 });
  expect(summary.byUrl[0]).toEqual({ url: '/_next/static/chunks/main.js', tbtMs: 210, selfMs: 110 });
  expect(summary.byUrl.map((entry) => entry.url)).toEqual(['/_next/static/chunks/main.js', 'unattributable', '/_next/static/css/site.css']);
  expect(summary.longTasks).toEqual([{ startMs: 900, durationMs: 120, tbtMs: 230, group: 'scriptEvaluation', url: '/_next/static/chunks/main.js' }]);
});

test('the median run is a real run, so the table shows one run\'s parts', () => {
  const runs = [300, 100, 200].map((tbtMs) => ({ tbtMs, summary: summarizeMainThread([], { fcpMs: tbtMs }) }));
  expect(medianRun(runs).summary.fcpMs).toBe(200);
});

test('a URL outside the site keeps its path; a task without one is unattributable', () => {
  expect(shortUrl('https://example.com/a.js?x', ORIGIN)).toBe('/a.js');
  expect(shortUrl(null, ORIGIN)).toBe('unattributable');
  expect(shortUrl('Browser GC', ORIGIN)).toBe('Browser GC');
});

test('the tables name every kind of work and each route\'s blocking tasks', () => {
  const summary = summarizeMainThread(tasks, { fcpMs: 800, origin: ORIGIN });
  const table = traceTables([{ route: '/', fcpMs: 800, lcpMs: 1000, median: summary }]);
  expect(table).toContain('| / | 230 | 160 (80) | 50 (30) | 0 (0) | 0 (20) |');
  expect(table).toContain('900: 230 script evaluation /_next/static/chunks/main.js');
});
