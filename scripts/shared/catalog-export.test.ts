// The catalog at any size: the grown catalog (N entries, the real ones first, copies under new
// names and titles), what an export of it costs, and the goals a large build is held to.
import fs from 'node:fs';
import path from 'node:path';
import { goalMisses, measureExport, SCALE_GOALS } from './catalog-export.mjs';
import { multiplyCatalog } from '../content/catalog-files.mjs';
import { headersFile } from '../postbuild/headers-file.mjs';
import { tempDir } from './test-temp-dir';

test('multiplies the catalog with unique names and titles', () => {
  const products = [
    { name: 'pump', title: 'Pump', image: '/images/p.jpg' },
    { name: 'plant', title: 'Plant', image: '/images/q.jpg' },
  ];
  const grown = multiplyCatalog(products, 5);
  expect(grown.map((p) => p.name)).toEqual(['pump', 'plant', 'pump-2', 'plant-2', 'pump-3']);
  expect(grown.map((p) => p.title)).toEqual(['Pump', 'Plant', 'Pump 2', 'Plant 2', 'Pump 3']);
  expect(grown[4]!.image).toBe('/images/p.jpg');
  expect(new Set(grown.map((p) => p.name)).size).toBe(5);
});

describe('measureExport and goalMisses', () => {
  function exported(pages: Record<string, number>, headers: string) {
    const dir = tempDir('scale-');
    for (const [file, bytes] of Object.entries(pages)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), 'x'.repeat(bytes));
    }
    fs.writeFileSync(path.join(dir, '_headers'), headers);
    return dir;
  }

  it('passes an export within every goal', () => {
    const result = { buildSeconds: 40, ...measureExport(exported({ 'index.html': 1000, 'product-details/a/index.html': 2000 }, headersFile())) };
    expect(result.pages).toBe(2);
    expect(result.largestPage.page).toBe('product-details/a/index.html');
    expect(result.largest['product page']!.raw).toBe(2000);
    expect(goalMisses(result, 10)).toEqual([]);
  });

  it('names each goal missed: a page too large, too many _headers rules, a build too slow', () => {
    const perPage = Array.from({ length: 101 }, (_, i) => `/p${i}/\n  X-A: b`).join('\n');
    const big = SCALE_GOALS.pageRawBytes + 1;
    const result = { buildSeconds: 60, ...measureExport(exported({ 'index.html': 10, 'products/index.html': big }, perPage)) };
    const misses = goalMisses(result, 10);
    expect(misses).toHaveLength(3);
    expect(misses[0]).toBe('_headers: 101 rules (at most 100)');
    expect(misses[1]).toMatch(/^products\/index\.html is 150\.0 KiB of HTML \(at most 150\)/);
    expect(misses[2]).toBe('the build took 60.0 s, over 5 × 10.0 s');
  });

  it("names a deployment past Cloudflare Pages' limits: too many files, a file too large", () => {
    const result = { buildSeconds: 1, ...measureExport(exported({ 'index.html': 10 }, headersFile())) };
    expect(result.out).toMatchObject({ files: 2, largestFile: headersFile().length });
    const over = { ...result, out: { ...result.out, files: SCALE_GOALS.files + 1, largestFile: SCALE_GOALS.fileBytes + 1 } };
    expect(goalMisses(over, 10)).toEqual([
      `out/ has ${SCALE_GOALS.files + 1} files (Cloudflare Pages takes at most 20000)`,
      'out/ has a file of 25.0 MiB (Cloudflare Pages takes at most 25)',
    ]);
  });
});
