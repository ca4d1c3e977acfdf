// The pure half of scripts/bench/trace.mjs: one Lighthouse run's main-thread tasks (its TBT-impact
// tasks, flattened) summarised as the blocking time after the first paint by kind of work, by script
// and by blocking task, and the markdown tables of those summaries.
//
//   import { summarizeMainThread, traceTables } from './trace-summary.mjs';

export const GROUPS = ['scriptEvaluation', 'scriptParseCompile', 'parseHTML', 'styleLayout', 'paintCompositeRender', 'garbageCollection', 'other'];
const GROUP_NAMES = {
  scriptEvaluation: 'script evaluation',
  scriptParseCompile: 'script parse & compile',
  parseHTML: 'HTML & CSS parsing',
  styleLayout: 'style & layout',
  paintCompositeRender: 'paint & composite',
  garbageCollection: 'GC',
  other: 'other',
};

/** A URL as short as the table needs: its path without the base path and query, or a name as it is. */
export function shortUrl(url, origin = '') {
  if (!url) return 'unattributable';
  if (origin && url.startsWith(origin)) return url.slice(origin.length).split('?')[0] || '/';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/**
 * One run's main-thread work after the first paint. `tasks` is Lighthouse's task tree flattened:
 * { id, parentId (null for a top-level task), group, url (what it is attributed to), startMs,
 * durationMs, selfMs (observed), selfTbtMs (its own share of TBT), tbtMs (with its children) }.
 * Returns the TBT and observed time after `fcpMs` by group and by URL, and the top-level tasks
 * that block (tbtMs > 0), each with the group and URL of most of its blocking time.
 */
export function summarizeMainThread(tasks, { fcpMs, origin = '' }) {
  const byGroup = Object.fromEntries(GROUPS.map((group) => [group, { tbtMs: 0, selfMs: 0 }]));
  const byUrl = new Map();
  const children = new Map();
  for (const task of tasks) {
    const group = byGroup[task.group] ? task.group : 'other';
    const url = shortUrl(task.url, origin);
    const after = task.startMs >= fcpMs;
    byGroup[group].tbtMs += task.selfTbtMs;
    if (after) byGroup[group].selfMs += task.selfMs;
    const entry = byUrl.get(url) ?? { url, tbtMs: 0, selfMs: 0 };
    entry.tbtMs += task.selfTbtMs;
    if (after) entry.selfMs += task.selfMs;
    byUrl.set(url, entry);
    if (task.parentId !== null) children.set(task.parentId, [...(children.get(task.parentId) ?? []), task]);
  }
  const descendants = (task) => [task, ...(children.get(task.id) ?? []).flatMap(descendants)];
  const longTasks = tasks
    .filter((task) => task.parentId === null && task.tbtMs > 0)
    .map((task) => {
      const weight = new Map();
      for (const part of descendants(task)) {
        const key = `${byGroup[part.group] ? part.group : 'other'} ${shortUrl(part.url, origin)}`;
        weight.set(key, (weight.get(key) ?? 0) + part.selfTbtMs);
      }
      const [top] = [...weight].sort((a, b) => b[1] - a[1]);
      const [group, url] = top[0].split(' ');
      return { startMs: task.startMs, durationMs: task.durationMs, tbtMs: task.tbtMs, group, url };
    })
    .sort((a, b) => a.startMs - b.startMs);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    fcpMs,
    tbtMs: round(tasks.reduce((sum, task) => sum + task.selfTbtMs, 0)),
    byGroup: Object.fromEntries(Object.entries(byGroup).map(([group, value]) => [group, { tbtMs: round(value.tbtMs), selfMs: round(value.selfMs) }])),
    byUrl: [...byUrl.values()]
      .map((entry) => ({ url: entry.url, tbtMs: round(entry.tbtMs), selfMs: round(entry.selfMs) }))
      .filter((entry) => entry.tbtMs > 0 || entry.selfMs >= 5)
      .sort((a, b) => b.tbtMs - a.tbtMs || b.selfMs - a.selfMs),
    longTasks: longTasks.map((task) => ({ ...task, startMs: round(task.startMs), durationMs: round(task.durationMs), tbtMs: round(task.tbtMs) })),
  };
}

/** The median run of a route ({ tbtMs } each): the one whose TBT is the median, so the table shows one real run's parts. */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.tbtMs - b.tbtMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The markdown tables: TBT by kind of work per route, then each route's scripts and blocking tasks. */
export function traceTables(rows) {
  const ms = (value) => String(Math.round(value));
  const lines = [
    `| Route | TBT | ${GROUPS.map((group) => GROUP_NAMES[group]).join(' | ')} | FCP | LCP |`,
    `| --- | ${['---:', ...GROUPS.map(() => '---:'), '---:', '---:'].join(' | ')} |`,
    ...rows.map((row) => `| ${row.route} | ${ms(row.median.tbtMs)} | ${GROUPS.map((group) => `${ms(row.median.byGroup[group].tbtMs)} (${ms(row.median.byGroup[group].selfMs)})`).join(' | ')} | ${ms(row.fcpMs)} | ${ms(row.lcpMs)} |`),
    '',
    'TBT: the median run\'s blocking time split by Lighthouse (its TBT-impact tasks, counted from its earliest FCP to its latest TTI, so a little over the reported TBT). Each cell: that split\'s ms for the kind of work (observed main-thread ms after FCP, unthrottled). FCP, LCP: medians.',
    '',
    '| Route | Blocking by script (TBT ms, observed ms after FCP) | Blocking tasks (start ms: TBT ms, kind, script) |',
    '| --- | --- | --- |',
    ...rows.map((row) => {
      const scripts = row.median.byUrl.filter((entry) => entry.tbtMs > 0).slice(0, 5).map((entry) => `${entry.url} ${ms(entry.tbtMs)} (${ms(entry.selfMs)})`);
      const tasks = row.median.longTasks.map((task) => `${ms(task.startMs)}: ${ms(task.tbtMs)} ${GROUP_NAMES[task.group] ?? task.group} ${task.url}`);
      return `| ${row.route} | ${scripts.join('; ') || '-'} | ${tasks.join('; ') || '-'} |`;
    }),
  ];
  return lines.join('\n');
}
