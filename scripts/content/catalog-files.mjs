// The catalog as files, for the tooling that grows it (bench:scale, the large catalog in
// npm test): one file per product, content/products/<name>.json (lib/content reads them for the
// site, in list order; here the order does not matter).
import fs from 'node:fs';
import path from 'node:path';
import { formatContent } from './format.mjs';

export const PRODUCTS_DIR = 'content/products';

/**
 * Every product file of the project at `root`, as its data: one group of fields per language
 * ({ "en": {…}, "mr": {…} }, the default language first).
 */
export function readCatalog(root) {
  const dir = path.join(root, PRODUCTS_DIR);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
}

/** A product file's default-language group (its URL name is every language's). */
export const defaultProduct = (file) => Object.values(file)[0];

/** Replaces the catalog of the project at `root` with these product files. */
export function writeCatalog(root, files) {
  const dir = path.join(root, PRODUCTS_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const file of files) fs.writeFileSync(path.join(dir, `${defaultProduct(file).name}.json`), formatContent(JSON.stringify(file)));
}

/**
 * The catalog grown to `count` product files: copies of the real ones under new names and titles
 * (in every language), without a list position (so they follow the real ones, by title).
 */
export function multiplyCatalog(files, count) {
  return Array.from({ length: count }, (_, index) => {
    const source = files[index % files.length];
    const round = Math.floor(index / files.length);
    if (round === 0) return source;
    const copyOf = ({ order: _order, ...group }) => ({ ...group, name: `${group.name}-${round + 1}`, title: `${group.title} ${round + 1}` }); // eslint-disable-line @typescript-eslint/no-unused-vars
    return Object.fromEntries(Object.entries(source).map(([language, group]) => [language, copyOf(group)]));
  });
}
