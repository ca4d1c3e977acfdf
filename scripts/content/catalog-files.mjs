// The catalog as files, for the tooling that grows it (bench:scale, the large catalog in
// npm test): one file per product, content/products/<name>.json (lib/content reads them for the
// site, in list order; here the order does not matter).
import fs from 'node:fs';
import path from 'node:path';
import { formatContent } from './format.mjs';

export const PRODUCTS_DIR = 'content/products';

/** Every product of the project at `root`. */
export function readCatalog(root) {
  const dir = path.join(root, PRODUCTS_DIR);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const { $schema: _schema, ...product } = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')); // eslint-disable-line @typescript-eslint/no-unused-vars
      return product;
    });
}

/** Replaces the catalog of the project at `root` with these products, one file each. */
export function writeCatalog(root, products) {
  const dir = path.join(root, PRODUCTS_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const product of products) {
    fs.writeFileSync(path.join(dir, `${product.name}.json`), formatContent(JSON.stringify({ $schema: '../schemas/product.schema.json', ...product })));
  }
}

/**
 * The catalog grown to `count` entries: copies of the real ones under new names and titles,
 * without a list position (so they follow the real ones, by title).
 */
export function multiplyCatalog(products, count) {
  return Array.from({ length: count }, (_, index) => {
    const source = products[index % products.length];
    const round = Math.floor(index / products.length);
    if (round === 0) return source;
    const { order: _order, ...copy } = source; // eslint-disable-line @typescript-eslint/no-unused-vars
    return { ...copy, name: `${source.name}-${round + 1}`, title: `${source.title} ${round + 1}` };
  });
}
