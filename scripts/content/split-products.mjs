// `npm run content:split-products`: the one-time move of a single-file catalog
// (content/product_details.json, { "products": [...] }) into one file per product,
// content/products/<name>.json, as the build and the admin now read it. Each file keeps the
// entry's fields in the default language's group (content/languages.json's first), with "$schema"
// first and its place in the list as "order" (so the site lists the products as before). It stops, changing nothing, when a product has no usable name or its
// file exists already.
//   node scripts/content/split-products.mjs [--from content/product_details.json] [--to content/products]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatContent } from './format.mjs';
import { contentDir } from '../../lib/content/content-dir.mjs';
import { languageCodes } from '../../lib/language-codes.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';

/**
 * The files to write: [path, text] for every product of the catalog, its fields in `language`'s group.
 * @returns {[string, string][]}
 */
export function productFiles(catalog, folder, language) {
  const products = catalog?.products;
  if (!Array.isArray(products)) throw new Error('the catalog has no "products" list');
  const seen = new Set();
  return products.map((product, index) => {
    const name = product?.name;
    if (typeof name !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) {
      throw new Error(`entry ${index + 1}: "name" must be the URL name (lower-case letters, digits and hyphens), not ${JSON.stringify(name)}`);
    }
    if (seen.has(name)) throw new Error(`entry ${index + 1}: the name "${name}" is used twice`);
    seen.add(name);
    const { $schema: _ignored, ...fields } = product; // eslint-disable-line @typescript-eslint/no-unused-vars
    // The old catalog had one language: the default (content/languages.json's first).
    const entry = { [language]: { $schema: '../schemas/product.schema.json', ...fields, order: product.order ?? index + 1 } };
    return [path.join(folder, `${name}.json`), formatContent(JSON.stringify(entry))];
  });
}

function main() {
  const { values } = parseArgs({ options: { from: { type: 'string', default: 'content/product_details.json' }, to: { type: 'string', default: 'content/products' } } });
  if (!fs.existsSync(values.from)) {
    console.log(`${values.from} does not exist: nothing to move.`);
    return;
  }
  const files = productFiles(JSON.parse(fs.readFileSync(values.from, 'utf8')), values.to, languageCodes(contentDir())[0]);
  const taken = files.filter(([file]) => fs.existsSync(file)).map(([file]) => file);
  if (taken.length) throw new Error(`these files exist already, so nothing was moved: ${taken.join(', ')}`);
  fs.mkdirSync(values.to, { recursive: true });
  for (const [file, text] of files) fs.writeFileSync(file, text);
  fs.rmSync(values.from);
  console.log(`Moved ${files.length} products from ${values.from} into ${values.to}/ (one file each).`);
}

runAsCommand('content/split-products.mjs', 'content:split-products', main);
