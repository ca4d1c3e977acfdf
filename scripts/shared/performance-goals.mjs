// What every page must reach on Lighthouse, as medians of several runs: the benchmark
// (scripts/bench/pages.mjs) names each goal a route misses. The gate of npm test
// (scripts/checks/lighthouse.mjs) holds those lighthouse-thresholds.json switches on (the category
// scores, the floor goals it names, the home page's requests and weight, desktop LCP).
// docs/benchmarks.md explains them.

/**
 * Issue 54: each route against the floor (the bare Next.js export, scripts/shared/floor.mjs)
 * measured in the same sequence on the same server, mobile medians. Absolute times move with the
 * machine's load and with the server (Brotli or gzip, _headers or none); the floor moves with them.
 */
export const FLOOR_GOALS = {
  /** TBT at most the floor's plus this many ms. */
  tbtOverFloorMs: 50,
  /** The performance score at most this many points (0-100) below the floor's. */
  performanceBelowFloor: 0,
  /** CLS at most. */
  cls: 0,
  /** FCP at most this times the floor's FCP. */
  fcpOverFloor: 1.05,
  /** LCP at most this times the floor's FCP (the floor paints its heading first: its own LCP swings). */
  lcpOverFloorFcp: 1.5,
  /** The home page's transfer at most this times the floor's. */
  homeBytesOverFloor: 1,
};

/** Issue 35's absolute goals, held on the hosts' server (the plain server's floor alone misses them). */
export const GOALS = {
  /** Every category, both profiles. */
  scores: { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 },
  /** Mobile profile (simulated slow 4G, 4x slower CPU). TBT is a floor goal since issue 54. */
  mobile: { fcpMs: 750, lcpMs: 1000, cls: 0 },
  desktop: { lcpMs: 500 },
  /** The home page's first visit, before the visitor scrolls (mobile). */
  home: { transferBytes: 200 * 1024, requests: 20 },
};

const score = (value) => Math.round(value * 100);

/**
 * A route's mobile medians against the floor's (lighthouseMedians() medians, same sequence, same
 * server): FCP and LCP over the floor's FCP, TBT and the performance score as differences, the
 * transfer as a ratio.
 */
export function floorComparison(median, floor) {
  return {
    fcp: median.fcpMs / floor.fcpMs,
    lcpOverFloorFcp: median.lcpMs / floor.fcpMs,
    tbtOverMs: median.tbtMs - floor.tbtMs,
    performanceBelow: score(floor.scores.performance) - score(median.scores.performance),
    bytes: median.transferBytes / floor.transferBytes,
  };
}

/**
 * The floor goals a route misses, in words. `row` { path, median, floor } holds the route's and the
 * floor's mobile medians; `goals` any of FLOOR_GOALS' keys: a goal left out holds nothing (the gate
 * switches them on one by one).
 * @param {{ path: string, median: any, floor: any }} row
 * @param {Partial<typeof FLOOR_GOALS>} [goals]
 */
export function floorMisses({ path, median, floor }, goals = FLOOR_GOALS) {
  const c = floorComparison(median, floor);
  const misses = [];
  if (goals.tbtOverFloorMs !== undefined && c.tbtOverMs > goals.tbtOverFloorMs) misses.push(`TBT ${Math.round(median.tbtMs)} ms, ${Math.round(c.tbtOverMs)} over the floor's > ${goals.tbtOverFloorMs}`);
  if (goals.performanceBelowFloor !== undefined && c.performanceBelow > goals.performanceBelowFloor) misses.push(`performance ${score(median.scores.performance)} < the floor's ${score(floor.scores.performance)}${goals.performanceBelowFloor ? ` - ${goals.performanceBelowFloor}` : ''}`);
  if (goals.cls !== undefined && median.cls > goals.cls) misses.push(`CLS ${median.cls.toFixed(3)} > ${goals.cls}`);
  if (goals.fcpOverFloor !== undefined && c.fcp > goals.fcpOverFloor) misses.push(`FCP ${c.fcp.toFixed(2)}x the floor's > ${goals.fcpOverFloor}`);
  if (goals.lcpOverFloorFcp !== undefined && c.lcpOverFloorFcp > goals.lcpOverFloorFcp) misses.push(`LCP ${c.lcpOverFloorFcp.toFixed(2)}x the floor's FCP > ${goals.lcpOverFloorFcp}`);
  if (goals.homeBytesOverFloor !== undefined && path === '/' && c.bytes > goals.homeBytesOverFloor) {
    misses.push(`${(median.transferBytes / 1024).toFixed(1)} KiB, ${c.bytes.toFixed(2)}x the floor's ${(floor.transferBytes / 1024).toFixed(1)} > ${goals.homeBytesOverFloor}`);
  }
  return misses;
}

/**
 * Issue 35's absolute goals a route's medians miss, in words. `row`: { path, median, desktop? }
 * where median and desktop are lighthouseMedians() medians.
 */
export function goalMisses(row, goals = GOALS) {
  const misses = [];
  const profiles = [
    ['mobile', row.median],
    ['desktop', row.desktop],
  ];
  for (const [profile, m] of profiles) {
    if (!m) continue;
    for (const [id, min] of Object.entries(goals.scores)) {
      if (m.scores[id] === null || m.scores[id] === undefined || m.scores[id] < min) misses.push(`${profile} ${id} ${m.scores[id] == null ? 'n/a' : score(m.scores[id])}`);
    }
    const limits = goals[profile];
    if (limits.fcpMs !== undefined && m.fcpMs > limits.fcpMs) misses.push(`${profile} FCP ${Math.round(m.fcpMs)} ms > ${limits.fcpMs}`);
    if (limits.lcpMs !== undefined && m.lcpMs > limits.lcpMs) misses.push(`${profile} LCP ${Math.round(m.lcpMs)} ms > ${limits.lcpMs}`);
    if (limits.cls !== undefined && m.cls > limits.cls) misses.push(`${profile} CLS ${m.cls.toFixed(3)} > ${limits.cls}`);
  }
  if (row.path === '/' && row.median) {
    if (row.median.transferBytes > goals.home.transferBytes) misses.push(`home transfer ${(row.median.transferBytes / 1024).toFixed(1)} KiB > ${goals.home.transferBytes / 1024}`);
    if (row.median.requests > goals.home.requests) misses.push(`home requests ${row.median.requests} > ${goals.home.requests}`);
  }
  return misses;
}

/**
 * The gate's absolute goals a route misses, in words (its floor goals are floorMisses()'). `goals`
 * { homeRequests, homeKiB, lcpMs, lcpPaths, desktopLcpMs, desktopPaths } come from
 * lighthouse-thresholds.json (any may be absent; homeRequests and homeKiB hold `/` only, lcpMs the
 * `lcpPaths`, desktopLcpMs the `desktopPaths`, every page when that is absent).
 * @param {{ path?: string, median: any, desktop?: any }} row
 * @param {{ homeRequests?: number, homeKiB?: number, lcpMs?: number, lcpPaths?: string[], desktopLcpMs?: number, desktopPaths?: string[] }} goals
 */
export function gateMisses({ path = '', median, desktop }, goals) {
  const misses = [];
  if (goals.homeRequests !== undefined && path === '/' && median.requests > goals.homeRequests) misses.push(`${median.requests} requests > ${goals.homeRequests}`);
  const kib = median.transferBytes / 1024;
  if (goals.homeKiB !== undefined && path === '/' && kib > goals.homeKiB) misses.push(`${kib.toFixed(1)} KiB > ${goals.homeKiB} KiB`);
  if (goals.lcpMs !== undefined && (goals.lcpPaths ?? []).includes(path) && median.lcpMs > goals.lcpMs) misses.push(`LCP ${Math.round(median.lcpMs)} ms > ${goals.lcpMs}`);
  if (goals.desktopLcpMs !== undefined && (goals.desktopPaths ?? [path]).includes(path)) {
    if (!desktop) misses.push('no desktop run to hold its LCP');
    else if (desktop.lcpMs > goals.desktopLcpMs) misses.push(`desktop LCP ${Math.round(desktop.lcpMs)} ms > ${goals.desktopLcpMs}`);
  }
  return misses;
}
