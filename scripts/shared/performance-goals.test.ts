// The goals every page is held to: what counts as a miss, on which profile, against the floor.
import { FLOOR_GOALS, floorComparison, floorMisses, gateMisses, goalMisses } from './performance-goals.mjs';

const scores = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };
const mobile = { scores, fcpMs: 700, lcpMs: 950, tbtMs: 20, cls: 0, transferBytes: 150 * 1024, requests: 15 };

test('a route within every absolute goal misses none', () => {
  expect(goalMisses({ path: '/', median: mobile, desktop: { ...mobile, lcpMs: 400 } })).toEqual([]);
});

test('each missed absolute goal is named with its profile and limit', () => {
  const slow = { ...mobile, scores: { ...scores, performance: 0.97 }, fcpMs: 910, lcpMs: 1440, tbtMs: 60, cls: 0.01 };
  expect(goalMisses({ path: '/about/', median: slow, desktop: { ...mobile, lcpMs: 620 } })).toEqual([
    'mobile performance 97',
    'mobile FCP 910 ms > 750',
    'mobile LCP 1440 ms > 1000',
    'mobile CLS 0.010 > 0',
    'desktop LCP 620 ms > 500',
  ]);
});

test("the home page's weight and requests count on the home page only", () => {
  const heavy = { ...mobile, transferBytes: 250 * 1024, requests: 31 };
  expect(goalMisses({ path: '/', median: heavy })).toEqual(['home transfer 250.0 KiB > 200', 'home requests 31 > 20']);
  expect(goalMisses({ path: '/contact/', median: heavy })).toEqual([]);
});

describe('the floor goals (issue 54)', () => {
  // A plain server's floor: slower paint and more blocking than the site's own goals allow alone.
  const floor = { scores: { ...scores, performance: 0.91 }, fcpMs: 900, lcpMs: 2400, tbtMs: 300, cls: 0, transferBytes: 230 * 1024, requests: 7 };
  // Exactly at every limit: TBT floor + 50, the floor's score, FCP 1.05x, LCP 1.5x the floor's FCP, the floor's weight.
  const atLimits = { ...floor, fcpMs: 945, lcpMs: 1350, tbtMs: 350 };

  it('compares a route with the floor measured beside it', () => {
    const c = floorComparison({ ...atLimits, scores: { ...scores, performance: 0.89 } }, floor);
    expect(c.fcp).toBeCloseTo(1.05, 5);
    expect(c.lcpOverFloorFcp).toBeCloseTo(1.5, 5);
    expect(c).toMatchObject({ tbtOverMs: 50, performanceBelow: 2, bytes: 1 });
  });

  it('a route at every limit misses none', () => {
    expect(floorMisses({ path: '/', median: atLimits, floor })).toEqual([]);
  });

  it('each goal fails on its own, in words', () => {
    const miss = (path: string, change: object) => floorMisses({ path, median: { ...atLimits, ...change }, floor });
    expect(miss('/gallery/', { tbtMs: 351 })).toEqual(["TBT 351 ms, 51 over the floor's > 50"]);
    expect(miss('/gallery/', { scores: { ...scores, performance: 0.9 } })).toEqual(["performance 90 < the floor's 91"]);
    expect(miss('/gallery/', { cls: 0.001 })).toEqual(['CLS 0.001 > 0']);
    expect(miss('/gallery/', { fcpMs: 950 })).toEqual(["FCP 1.06x the floor's > 1.05"]);
    expect(miss('/gallery/', { lcpMs: 1360 })).toEqual(["LCP 1.51x the floor's FCP > 1.5"]);
    expect(miss('/', { transferBytes: 231 * 1024 })).toEqual(["231.0 KiB, 1.00x the floor's 230.0 > 1"]);
  });

  it("holds the home page's weight on the home page only", () => {
    expect(floorMisses({ path: '/gallery/', median: { ...atLimits, transferBytes: 400 * 1024 }, floor })).toEqual([]);
  });

  it('holds only the goals it is given (the gate switches them on one by one)', () => {
    const bad = { ...atLimits, tbtMs: 900, cls: 0.2, fcpMs: 2000, lcpMs: 5000, transferBytes: 900 * 1024, scores: { ...scores, performance: 0.5 } };
    expect(floorMisses({ path: '/', median: bad, floor }, {})).toEqual([]);
    expect(floorMisses({ path: '/', median: bad, floor }, { cls: 0, tbtOverFloorMs: 50 })).toEqual(["TBT 900 ms, 600 over the floor's > 50", 'CLS 0.200 > 0']);
    expect(floorMisses({ path: '/', median: bad, floor }, { ...FLOOR_GOALS, fcpOverFloor: 2.5, tbtOverFloorMs: 600 })).toHaveLength(4);
  });
});

test("the gate's request limit holds the home page only", () => {
  const median = { cls: 0, fcpMs: 700, requests: 21 };
  expect(gateMisses({ path: '/', median }, { homeRequests: 20 })).toEqual(['21 requests > 20']);
  expect(gateMisses({ path: '/', median: { ...median, requests: 20 } }, { homeRequests: 20 })).toEqual([]);
  expect(gateMisses({ path: '/gallery/', median }, { homeRequests: 20 })).toEqual([]);
});

test("the gate's weight limit holds the home page only", () => {
  const median = { cls: 0, fcpMs: 700, requests: 20, transferBytes: 226 * 1024 };
  expect(gateMisses({ path: '/', median }, { homeKiB: 225 })).toEqual(['226.0 KiB > 225 KiB']);
  expect(gateMisses({ path: '/', median: { ...median, transferBytes: 225 * 1024 } }, { homeKiB: 225 })).toEqual([]);
  expect(gateMisses({ path: '/gallery/', median }, { homeKiB: 225 })).toEqual([]);
});

test("without desktopPaths the gate's desktop LCP limit holds every route, and a gate that asks for it without a desktop run fails", () => {
  const median = { cls: 0, fcpMs: 700 };
  const goals = { desktopLcpMs: 500 };
  expect(gateMisses({ path: '/gallery/', median, desktop: { ...median, lcpMs: 500 } }, goals)).toEqual([]);
  expect(gateMisses({ path: '/gallery/', median, desktop: { ...median, lcpMs: 612.4 } }, goals)).toEqual(['desktop LCP 612 ms > 500']);
  expect(gateMisses({ path: '/gallery/', median }, goals)).toEqual(['no desktop run to hold its LCP']);
  expect(gateMisses({ path: '/gallery/', median, desktop: { ...median, lcpMs: 900 } }, {})).toEqual([]);
});

test("the gate's desktop LCP limit holds only the desktopPaths when it names them", () => {
  const median = { cls: 0, fcpMs: 700 };
  const goals = { desktopLcpMs: 500, desktopPaths: ['/'] };
  expect(gateMisses({ path: '/', median, desktop: { ...median, lcpMs: 612.4 } }, goals)).toEqual(['desktop LCP 612 ms > 500']);
  expect(gateMisses({ path: '/', median }, goals)).toEqual(['no desktop run to hold its LCP']);
  expect(gateMisses({ path: '/gallery/', median }, goals)).toEqual([]);
});

test("the gate's mobile LCP limit holds the pages it names", () => {
  const median = { cls: 0, fcpMs: 700, lcpMs: 1057.4 };
  const goals = { lcpMs: 1000, lcpPaths: ['/', '/contact/'] };
  expect(gateMisses({ path: '/', median }, goals)).toEqual(['LCP 1057 ms > 1000']);
  expect(gateMisses({ path: '/contact/', median: { ...median, lcpMs: 1000 } }, goals)).toEqual([]);
  expect(gateMisses({ path: '/gallery/', median }, goals)).toEqual([]);
  expect(gateMisses({ path: '/', median }, { lcpMs: 1000 })).toEqual([]);
});
