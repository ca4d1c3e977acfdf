// The goals every page is held to: what counts as a miss, on which profile, against the floor.
import { floorRatios, gateMisses, goalMisses } from './performance-goals.mjs';

const scores = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };
const mobile = { scores, fcpMs: 700, lcpMs: 950, tbtMs: 20, cls: 0, transferBytes: 150 * 1024, requests: 15 };

test('a route within every goal misses none', () => {
  expect(goalMisses({ path: '/', median: mobile, desktop: { ...mobile, lcpMs: 400 }, floorRatios: { fcp: 0.95, lcp: 0.55 } })).toEqual([]);
});

test('each missed goal is named with its profile and limit', () => {
  const slow = { ...mobile, scores: { ...scores, performance: 0.97 }, fcpMs: 910, lcpMs: 1440, tbtMs: 60, cls: 0.01 };
  expect(goalMisses({ path: '/about/', median: slow, desktop: { ...mobile, lcpMs: 620 } })).toEqual([
    'mobile performance 97',
    'mobile FCP 910 ms > 750',
    'mobile LCP 1440 ms > 1000',
    'mobile TBT 60 ms > 50',
    'mobile CLS 0.010 > 0',
    'desktop LCP 620 ms > 500',
  ]);
});

test("the home page's weight and requests count on the home page only", () => {
  const heavy = { ...mobile, transferBytes: 250 * 1024, requests: 31 };
  expect(goalMisses({ path: '/', median: heavy })).toEqual(['home transfer 250.0 KiB > 200', 'home requests 31 > 20']);
  expect(goalMisses({ path: '/contact/', median: heavy })).toEqual([]);
});

test('against the floor: FCP at most its own, LCP below 0.6 of it', () => {
  const ratios = floorRatios({ ...mobile, fcpMs: 930, lcpMs: 1380 }, { ...mobile, fcpMs: 750, lcpMs: 1500 });
  expect(ratios.fcp).toBeCloseTo(1.24, 2);
  expect(ratios.lcp).toBeCloseTo(0.92, 2);
  expect(goalMisses({ path: '/contact/', median: mobile, floorRatios: ratios })).toEqual(['FCP 1.24x the floor > 1', 'LCP 0.92x the floor, not below 0.6']);
  expect(goalMisses({ path: '/contact/', median: mobile, floorRatios: { fcp: 1, lcp: 0.6 } })).toEqual(['LCP 0.60x the floor, not below 0.6']);
});

test("the gate's goals: a CLS above its limit and an FCP too far over the floor's each fail, in words", () => {
  const median = { cls: 0, fcpMs: 700 };
  const goals = { cls: 0, fcpOverFloor: 1.2 };
  expect(gateMisses({ median, floorRatios: { fcp: 1.19, lcp: 0.8 } }, goals)).toEqual([]);
  expect(gateMisses({ median: { ...median, cls: 0.002 }, floorRatios: { fcp: 1.21, lcp: 0.8 } }, goals)).toEqual(["CLS 0.002 > 0", "FCP 1.21x the floor's > 1.2"]);
  expect(gateMisses({ median: { ...median, cls: 0.5 }, floorRatios: { fcp: 3, lcp: 3 } }, {})).toEqual([]);
});

test("the gate's request limit holds the home page only", () => {
  const median = { cls: 0, fcpMs: 700, requests: 21 };
  const floorRatios = { fcp: 1, lcp: 1 };
  expect(gateMisses({ path: '/', median, floorRatios }, { homeRequests: 20 })).toEqual(['21 requests > 20']);
  expect(gateMisses({ path: '/', median: { ...median, requests: 20 }, floorRatios }, { homeRequests: 20 })).toEqual([]);
  expect(gateMisses({ path: '/gallery/', median, floorRatios }, { homeRequests: 20 })).toEqual([]);
});

test("the gate's weight limit holds the home page only", () => {
  const median = { cls: 0, fcpMs: 700, requests: 20, transferBytes: 226 * 1024 };
  const floorRatios = { fcp: 1, lcp: 1 };
  expect(gateMisses({ path: '/', median, floorRatios }, { homeKiB: 225 })).toEqual(['226.0 KiB > 225 KiB']);
  expect(gateMisses({ path: '/', median: { ...median, transferBytes: 225 * 1024 }, floorRatios }, { homeKiB: 225 })).toEqual([]);
  expect(gateMisses({ path: '/gallery/', median, floorRatios }, { homeKiB: 225 })).toEqual([]);
});

test("the gate's desktop LCP limit holds every route, and a gate that asks for it without a desktop run fails", () => {
  const median = { cls: 0, fcpMs: 700 };
  const floorRatios = { fcp: 1, lcp: 1 };
  const goals = { desktopLcpMs: 500 };
  expect(gateMisses({ path: '/gallery/', median, floorRatios, desktop: { ...median, lcpMs: 500 } }, goals)).toEqual([]);
  expect(gateMisses({ path: '/gallery/', median, floorRatios, desktop: { ...median, lcpMs: 612.4 } }, goals)).toEqual(['desktop LCP 612 ms > 500']);
  expect(gateMisses({ path: '/gallery/', median, floorRatios }, goals)).toEqual(['no desktop run to hold its LCP']);
  expect(gateMisses({ path: '/gallery/', median, floorRatios, desktop: { ...median, lcpMs: 900 } }, {})).toEqual([]);
});

test("the gate's mobile LCP limit holds the pages it names", () => {
  const median = { cls: 0, fcpMs: 700, lcpMs: 1057.4 };
  const floorRatios = { fcp: 1, lcp: 1 };
  const goals = { lcpMs: 1000, lcpPaths: ['/', '/contact/'] };
  expect(gateMisses({ path: '/', median, floorRatios }, goals)).toEqual(['LCP 1057 ms > 1000']);
  expect(gateMisses({ path: '/contact/', median: { ...median, lcpMs: 1000 }, floorRatios }, goals)).toEqual([]);
  expect(gateMisses({ path: '/gallery/', median, floorRatios }, goals)).toEqual([]);
  expect(gateMisses({ path: '/', median, floorRatios }, { lcpMs: 1000 })).toEqual([]);
});
