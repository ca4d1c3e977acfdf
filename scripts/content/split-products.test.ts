import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { productFiles } from './split-products.mjs';

test('one file per product, named by its URL name, in the default language\'s group, "$schema" first and its place kept as "order"', () => {
  const files = productFiles({ products: [{ name: 'pump', title: 'Pump' }, { name: 'plant', title: 'Plant', order: 7 }] }, 'content/products', 'en');
  expect(files.map(([file]) => file)).toEqual([path.join('content/products', 'pump.json'), path.join('content/products', 'plant.json')]);
  expect(JSON.parse(files[0]![1])).toEqual({ en: { $schema: '../schemas/product.schema.json', name: 'pump', title: 'Pump', order: 1 } });
  expect(JSON.parse(files[1]![1]).en.order).toBe(7);
  expect(files[0]![1].endsWith('}\n')).toBe(true);
});

test('refuses names that cannot be file names or URLs, and a name used twice', () => {
  expect(() => productFiles({ products: [{ name: 'Solar Pumps' }] }, 'x', 'en')).toThrow(/entry 1: "name" must be the URL name/);
  expect(() => productFiles({ products: [{ name: 'a' }, { name: 'a' }] }, 'x', 'en')).toThrow(/entry 2: the name "a" is used twice/);
  expect(() => productFiles({}, 'x', 'en')).toThrow(/no "products" list/);
});

test('moves a single-file catalog into the folder, and changes nothing when a file is in the way', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'split-products-'));
  try {
    const from = path.join(dir, 'product_details.json');
    const to = path.join(dir, 'products');
    fs.writeFileSync(from, JSON.stringify({ products: [{ name: 'pump', title: 'Pump' }, { name: 'plant', title: 'Plant' }] }));
    fs.mkdirSync(to);
    fs.writeFileSync(path.join(to, 'plant.json'), '{}');
    const refused = spawnSync('node', ['scripts/content/split-products.mjs', '--from', from, '--to', to], { encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/exist already, so nothing was moved/);
    expect(fs.existsSync(from)).toBe(true);
    fs.rmSync(path.join(to, 'plant.json'));
    const moved = spawnSync('node', ['scripts/content/split-products.mjs', '--from', from, '--to', to], { encoding: 'utf8' });
    expect(moved.status).toBe(0);
    expect(fs.readdirSync(to).sort()).toEqual(['plant.json', 'pump.json']);
    expect(fs.existsSync(from)).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
