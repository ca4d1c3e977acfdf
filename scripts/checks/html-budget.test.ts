// The first-round-trip budget for exported HTML: what it measures and how it names a page over it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { HTML_BUDGET_BYTES, htmlSizes, overBudget } from './html-budget.mjs';
import { tempDir } from '../shared/temp-dir.test-helper';

type Size = { page: string; rawBytes: number; compressed: { name: string; bytes: number }[] };

function exportedSite(): string {
  const dir = tempDir('html-budget-');
  fs.mkdirSync(path.join(dir, 'gallery'));
  fs.mkdirSync(path.join(dir, '_next', 'static'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<!DOCTYPE html><title>Home</title>${'<p>water</p>'.repeat(2000)}`);
  // Random text barely compresses: this page is over the budget with any setting.
  fs.writeFileSync(path.join(dir, 'gallery', 'index.html'), `<!DOCTYPE html><p>${randomBytes(16 * 1024).toString('base64')}</p>`);
  fs.writeFileSync(path.join(dir, '_next', 'static', 'big.html'), randomBytes(64 * 1024).toString('base64'));
  return dir;
}

describe('htmlSizes', () => {
  it('measures every page (not _next) at Brotli 4 and gzip 6', () => {
    const dir = exportedSite();
    const sizes = htmlSizes(dir) as Size[];
    expect(sizes.map((size) => size.page)).toEqual(['/gallery/', '/']);
    const home = fs.readFileSync(path.join(dir, 'index.html'));
    const brotli4 = zlib.brotliCompressSync(home, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
    expect(sizes[1]!.rawBytes).toBe(home.length);
    expect(sizes[1]!.compressed).toEqual([
      { name: 'Brotli 4', bytes: brotli4 },
      { name: 'gzip 6', bytes: zlib.gzipSync(home, { level: 6 }).length },
    ]);
  });
});

describe('overBudget', () => {
  it('names each page over the budget, its size and the setting', () => {
    const problems = overBudget(htmlSizes(exportedSite())) as string[];
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^\/gallery\/: 1\d\.\d KiB \(\d+ bytes\) with Brotli 4$/);
    expect(problems[1]).toMatch(/^\/gallery\/: 1\d\.\d KiB \(\d+ bytes\) with gzip 6$/);
  });

  it('counts a page at exactly the budget as within it', () => {
    const at = [{ page: '/', rawBytes: 0, compressed: [{ name: 'gzip 6', bytes: HTML_BUDGET_BYTES }] }];
    expect(overBudget(at)).toEqual([]);
    expect(overBudget([{ ...at[0], compressed: [{ name: 'gzip 6', bytes: HTML_BUDGET_BYTES + 1 }] }])).toEqual(['/: 13.0 KiB (13313 bytes) with gzip 6']);
  });
});
