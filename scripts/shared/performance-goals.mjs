// What every page must reach on Lighthouse, as medians of several runs: the benchmark
// (scripts/bench/pages.mjs) names each goal a route misses. The gate of npm test
// (scripts/checks/lighthouse.mjs) holds those the site already meets (lighthouse-thresholds.json:
// the category scores, CLS, FCP against the floor, the home page's requests and weight, desktop
// LCP, with the margin a shared machine needs)
// until it meets the rest. docs/benchmarks.md explains them.

export const GOALS = {
  /** Every category, both profiles. */
  scores: { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 },
  /** Mobile profile (simulated slow 4G, 4x slower CPU). */
  mobile: { fcpMs: 750, lcpMs: 1000, tbtMs: 50, cls: 0 },
  desktop: { lcpMs: 500 },
  /** The home page's first visit, before the visitor scrolls (mobile). */
  home: { transferBytes: 200 * 1024, requests: 20 },
  /** Against the bare Next.js export measured in the same run (mobile): at most, below. */
  floor: { fcpRatio: 1.0, lcpRatioBelow: 0.6 },
};

const score = (value) => Math.round(value * 100);

/**
 * The goals a route's medians miss, in words. `row`: { path, median, desktop?, floorRatios? } where
 * median and desktop are lighthouseMedians() medians and floorRatios { fcp, lcp } the route's
 * mobile times over the floor's.
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
    if (limits.tbtMs !== undefined && m.tbtMs > limits.tbtMs) misses.push(`${profile} TBT ${Math.round(m.tbtMs)} ms > ${limits.tbtMs}`);
    if (limits.cls !== undefined && m.cls > limits.cls) misses.push(`${profile} CLS ${m.cls.toFixed(3)} > ${limits.cls}`);
  }
  if (row.path === '/' && row.median) {
    if (row.median.transferBytes > goals.home.transferBytes) misses.push(`home transfer ${(row.median.transferBytes / 1024).toFixed(1)} KiB > ${goals.home.transferBytes / 1024}`);
    if (row.median.requests > goals.home.requests) misses.push(`home requests ${row.median.requests} > ${goals.home.requests}`);
  }
  if (row.floorRatios) {
    if (row.floorRatios.fcp > goals.floor.fcpRatio) misses.push(`FCP ${row.floorRatios.fcp.toFixed(2)}x the floor > ${goals.floor.fcpRatio}`);
    if (row.floorRatios.lcp >= goals.floor.lcpRatioBelow) misses.push(`LCP ${row.floorRatios.lcp.toFixed(2)}x the floor, not below ${goals.floor.lcpRatioBelow}`);
  }
  return misses;
}

/** A route's mobile FCP and LCP over the floor's (the bare export measured in the same run). */
export function floorRatios(median, floorMedian) {
  return { fcp: median.fcpMs / floorMedian.fcpMs, lcp: median.lcpMs / floorMedian.lcpMs };
}

/**
 * The gate's goals a route misses, in words. `row` is shaped as for goalMisses() (its `desktop`
 * medians only when the gate ran that profile); `goals` { cls, fcpOverFloor, homeRequests, homeKiB,
 * lcpMs, lcpPaths, desktopLcpMs } come from lighthouse-thresholds.json (any may be absent;
 * homeRequests and homeKiB hold `/` only, lcpMs the `lcpPaths`).
 * @param {{ path?: string, median: any, desktop?: any, floorRatios: { fcp: number, lcp: number } }} row
 * @param {{ cls?: number, fcpOverFloor?: number, homeRequests?: number, homeKiB?: number, lcpMs?: number, lcpPaths?: string[], desktopLcpMs?: number }} goals
 */
export function gateMisses({ path = '', median, desktop, floorRatios: ratios }, goals) {
  const misses = [];
  if (goals.cls !== undefined && median.cls > goals.cls) misses.push(`CLS ${median.cls.toFixed(3)} > ${goals.cls}`);
  if (goals.fcpOverFloor !== undefined && ratios.fcp > goals.fcpOverFloor) misses.push(`FCP ${ratios.fcp.toFixed(2)}x the floor's > ${goals.fcpOverFloor}`);
  if (goals.homeRequests !== undefined && path === '/' && median.requests > goals.homeRequests) misses.push(`${median.requests} requests > ${goals.homeRequests}`);
  const kib = median.transferBytes / 1024;
  if (goals.homeKiB !== undefined && path === '/' && kib > goals.homeKiB) misses.push(`${kib.toFixed(1)} KiB > ${goals.homeKiB} KiB`);
  if (goals.lcpMs !== undefined && (goals.lcpPaths ?? []).includes(path) && median.lcpMs > goals.lcpMs) misses.push(`LCP ${Math.round(median.lcpMs)} ms > ${goals.lcpMs}`);
  if (goals.desktopLcpMs !== undefined) {
    if (!desktop) misses.push('no desktop run to hold its LCP');
    else if (desktop.lcpMs > goals.desktopLcpMs) misses.push(`desktop LCP ${Math.round(desktop.lcpMs)} ms > ${goals.desktopLcpMs}`);
  }
  return misses;
}
