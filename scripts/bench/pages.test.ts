// The benchmark's report: each page's HTML as the chosen host sends it, in the table and among the targets.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { htmlTransfer, markdownTable, targetMisses } from './pages.mjs';
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
