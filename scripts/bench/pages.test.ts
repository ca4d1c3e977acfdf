// The benchmark's report: each page's HTML as the chosen host sends it, in the table and among the targets.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { benchServers, htmlTransfer, markdownTable, tableRows, targetMisses } from './pages.mjs';
import { exportedRoutes } from '../shared/lighthouse.mjs';
import { tempDir } from '../shared/temp-dir.test-helper';

// Lighthouse and chrome-launcher are ES modules Jest does not load; the report needs neither.
jest.mock('lighthouse', () => ({}));
jest.mock('chrome-launcher', () => ({}));
jest.mock('lighthouse/core/config/desktop-config.js', () => ({}));

type Transfer = Map<string, { encoding: string; bytes: number }>;

const median = { scores: { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 }, fcpMs: 700, lcpMs: 900, tbtMs: 10, cls: 0, transferBytes: 150 * 1024, requests: 12, jsBytes: 100 * 1024 };

describe('htmlTransfer', () => {
  it("measures each route's HTML the way the host compresses it", () => {
    const dir = tempDir('bench-');
    fs.mkdirSync(path.join(dir, 'about'));
    const html = `<!DOCTYPE html>${'<p>water</p>'.repeat(1000)}`;
    for (const file of ['index.html', 'about/index.html']) fs.writeFileSync(path.join(dir, file), html);
    const brotli = (quality: number) => zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } }).length;
    expect([...(htmlTransfer(dir, 'br11') as Transfer)]).toEqual([
      ['/', { encoding: 'br', bytes: brotli(11) }],
      ['/about/', { encoding: 'br', bytes: brotli(11) }],
    ]);
    expect((htmlTransfer(dir, 'br4') as Transfer).get('/')).toEqual({ encoding: 'br', bytes: brotli(4) });
    expect((htmlTransfer(dir, 'gzip') as Transfer).get('/')).toEqual({ encoding: 'gzip', bytes: zlib.gzipSync(html, { level: 6 }).length });
  });
});

describe('the report', () => {
  const row = (bytes: number) => ({ path: '/', median, js: null, html: { encoding: 'gzip', bytes } });

  it('shows the HTML size in its column', () => {
    const [header, , line] = markdownTable([row(8.3 * 1024)]).split('\n');
    const cells = (text: string) => text.split('|').map((cell) => cell.trim());
    expect(cells(line!)[cells(header!).indexOf('HTML KiB')]).toBe('8.3');
  });

  it('counts HTML over the 13 KiB budget as a missed target', () => {
    expect(targetMisses(row(13 * 1024))).toEqual([]);
    expect(targetMisses(row(16.1 * 1024))).toEqual(['HTML 16.1 KiB gzip']);
  });
});

describe('the two servers (issue 54)', () => {
  const cells = (text: string) => text.split('|').map((cell) => cell.trim());
  // The plain server's floor blocks longer and scores lower than the hosts'.
  const hostsFloor = { ...median, fcpMs: 650, lcpMs: 650, tbtMs: 60, transferBytes: 211 * 1024 };
  const plainFloor = { ...median, scores: { ...median.scores, performance: 0.91 }, fcpMs: 900, lcpMs: 900, tbtMs: 300, transferBytes: 230 * 1024 };
  const results = [
    { server: { id: 'hosts' }, floor: { path: 'floor', median: hostsFloor }, rows: [{ path: '/', median: { ...median, fcpMs: 680, lcpMs: 900, tbtMs: 100 } }, { path: '/gallery/', median }] },
    { server: { id: 'plain' }, floor: { path: 'floor', median: plainFloor }, rows: [{ path: '/', median: { ...median, fcpMs: 920, lcpMs: 1300, tbtMs: 360, scores: { ...median.scores, performance: 0.9 } } }, { path: '/gallery/', median }] },
  ];

  it('lists each page on both servers in turn, the floor first, each route with its own server\'s floor', () => {
    const rows = tableRows(results);
    expect(rows.map((row: { path: string; server: string }) => `${row.path} ${row.server}`)).toEqual([
      'floor: bare Next.js export hosts',
      'floor: bare Next.js export plain',
      '/ hosts',
      '/ plain',
      '/gallery/ hosts',
      '/gallery/ plain',
    ]);
    expect(rows[3].floor).toBe(plainFloor);
  });

  it("shows each route's FCP and LCP over its floor's FCP and its TBT over the floor's", () => {
    const [header, , , , hosts, plain] = markdownTable(tableRows(results)).split('\n');
    const column = (line: string, name: string) => cells(line)[cells(header!).indexOf(name)];
    expect(column(hosts!, 'Server')).toBe('hosts');
    expect(column(hosts!, 'FCP / floor')).toBe('1.05x');
    expect(column(hosts!, 'LCP / floor FCP')).toBe('1.38x');
    expect(column(hosts!, 'TBT − floor ms')).toBe('+40');
    expect(column(plain!, 'Server')).toBe('plain');
    expect(column(plain!, 'TBT − floor ms')).toBe('+60');
    expect(column(plain!, 'LCP / floor FCP')).toBe('1.44x');
  });

  it("names the floor goals a route misses on each server, issue 35's absolute goals on the hosts' only", () => {
    const [, , home, plainHome] = tableRows(results);
    expect(targetMisses(home)).toEqual([]);
    expect(targetMisses(plainHome)).toEqual(["TBT 360 ms, 60 over the floor's > 50", "performance 90 < the floor's 91"]);
    const slowOnHosts = { ...home, median: { ...home.median, fcpMs: 800 } };
    expect(targetMisses(slowOnHosts)).toEqual(["FCP 1.23x the floor's > 1.05", 'mobile FCP 800 ms > 750']);
    expect(targetMisses({ ...slowOnHosts, server: 'plain' })).toEqual(["FCP 1.23x the floor's > 1.05"]);
  });

  it('serves the hosts\' way with the compression asked for, the plain way with gzip and no _headers', () => {
    expect(benchServers(['hosts', 'plain'], 'br4').map((server: { id: string; options: object }) => [server.id, server.options])).toEqual([
      ['hosts', { compression: 'br4' }],
      ['plain', { compression: 'gzip', headersFile: false }],
    ]);
    expect(() => benchServers(['cdn'], 'br11')).toThrow('unknown server "cdn" (hosts, plain)');
  });
});

describe('exportedRoutes', () => {
  it('lists the public pages, home first and product pages last, without the admin or the 404 copy', () => {
    const dir = tempDir('routes-');
    for (const page of ['', 'about/', 'product-details/a/', 'admin/', '404/', '_not-found/', '_next/x/']) {
      fs.mkdirSync(path.join(dir, page), { recursive: true });
      fs.writeFileSync(path.join(dir, page, 'index.html'), '<p>x</p>');
    }
    expect(exportedRoutes(dir)).toEqual(['/', '/about/', '/product-details/a/']);
  });
});
