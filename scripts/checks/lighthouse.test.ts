// The Lighthouse gate: which pages it measures in an export, and what fails it on each server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failures, readConfig, resolvePaths, serverRules } from './lighthouse.mjs';

// Lighthouse and chrome-launcher are ES modules Jest does not load; these functions need neither.
jest.mock('lighthouse', () => ({}));
jest.mock('chrome-launcher', () => ({}));
jest.mock('lighthouse/core/config/desktop-config.js', () => ({}));

const routes = ['/', '/blog/', '/blog/tag/pumps/', '/blog/page/2/', '/blog/borewell-yield/', '/contact/', '/case-studies/', '/product-details/a/', '/product-details/b/'];

describe('resolvePaths', () => {
  it("replaces each placeholder with the export's first page of its kind, not a list page", () => {
    expect(resolvePaths(['/', '{firstProduct}', '{firstPost}'], routes)).toEqual({ paths: ['/', '/product-details/a/', '/blog/borewell-yield/'], skipped: [] });
  });

  it("replaces {translatedHome} with the second language's home page, and skips it on a site in one language", () => {
    expect(resolvePaths(['{translatedHome}'], [...routes, '/mr/'], { languages: ['en', 'mr'] })).toEqual({ paths: ['/mr/'], skipped: [] });
    expect(resolvePaths(['{translatedHome}'], routes, { languages: ['en'] })).toEqual({ paths: [], skipped: ['{translatedHome}'] });
  });

  it('skips a placeholder the export has no page for, unless it is required', () => {
    expect(resolvePaths(['/', '{firstCaseStudy}'], routes)).toEqual({ paths: ['/'], skipped: ['{firstCaseStudy}'] });
    expect(() => resolvePaths(['{firstCaseStudy}'], routes, { required: true })).toThrow('the export has no page for {firstCaseStudy}');
  });

  it('names every gated route of the thresholds file, a post and a case study among them', () => {
    const { paths } = JSON.parse(fs.readFileSync('scripts/checks/lighthouse-thresholds.json', 'utf8'));
    expect(paths).toEqual(expect.arrayContaining(['/', '/products/', '/gallery/', '/contact/', '/search/', '{firstProduct}', '{firstPost}', '{firstCaseStudy}']));
  });
});

describe('failures', () => {
  const scores = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };
  const floor = { median: { scores: { ...scores, performance: 0.92 }, fcpMs: 900, lcpMs: 900, tbtMs: 300, cls: 0, transferBytes: 230 * 1024, requests: 7 } };
  const page = (change = {}) => ({ path: '/gallery/', median: { ...floor.median, tbtMs: 320, lostInSomeRun: [{ category: 'accessibility', id: 'color-contrast' }], ...change } });

  it('holds the floor goals switched on, the categories and the goals of the server measured', () => {
    const result = { server: { id: 'plain' }, floor, rows: [page({ tbtMs: 400, scores: { ...scores, accessibility: 0.96 } })] };
    expect(failures(result, { floorGoals: {}, categories: {} })).toEqual([]);
    expect(failures(result, { floorGoals: { tbtOverFloorMs: 50 }, categories: { accessibility: 1 } })).toEqual([
      "/gallery/ (plain) TBT 400 ms, 100 over the floor's > 50",
      '/gallery/ (plain) accessibility 0.96 < 1 (color-contrast)',
    ]);
    expect(failures({ ...result, rows: [{ ...page(), path: '/' }] }, { goals: { homeRequests: 5 } })).toEqual(['/ (plain) 7 requests > 5']);
  });
});

describe('serverRules', () => {
  it("holds the shared floor goals on every server, a server's own over them", () => {
    const config = { floorGoals: { cls: 0, fcpOverFloor: 1.2 }, servers: { hosts: { categories: { seo: 1 }, goals: { homeKiB: 215 } }, plain: { floorGoals: { fcpOverFloor: 1.3 } } } };
    expect(serverRules(config, 'hosts')).toEqual({ floorGoals: { cls: 0, fcpOverFloor: 1.2 }, categories: { seo: 1 }, goals: { homeKiB: 215 } });
    expect(serverRules(config, 'plain')).toEqual({ floorGoals: { cls: 0, fcpOverFloor: 1.3 }, categories: {}, goals: {} });
  });
});

describe('readConfig', () => {
  const file = 'scripts/checks/lighthouse-thresholds.json';

  it("reads the gate's thresholds file, every floor goal in it one the goals know", () => {
    expect(readConfig(file).servers).toHaveProperty('plain');
  });

  it('refuses a misspelt floor goal, which would hold nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-thresholds-'));
    try {
      const config = JSON.parse(fs.readFileSync(file, 'utf8'));
      const copy = path.join(dir, 'thresholds.json');
      fs.writeFileSync(copy, JSON.stringify({ ...config, floorGoals: { ...config.floorGoals, tbtOverFloor: 50 } }));
      expect(() => readConfig(copy)).toThrow('unknown floor goal tbtOverFloor');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
