// The admin's configuration, generated from the content's schemas: long lists open folded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminConfig } from './admin.mjs';
import { multiplyCatalog } from './bench-scale.mjs';

type Field = { name: string; widget?: string; collapsed?: boolean; summary?: string };
type Config = { collections: { files: { name: string; fields: Field[] }[] }[] };

const productsField = (config: Config) => config.collections[0]!.files.find((file) => file.name === 'product_details')!.fields.find((f) => f.name === 'products')!;

describe('adminConfig', () => {
  it("opens a short list with every entry's fields, and folds a catalog of hundreds to its entries' names", () => {
    const root = process.cwd();
    const count = JSON.parse(fs.readFileSync(path.join(root, 'content/product_details.json'), 'utf8')).products.length;
    // Folded past 24 entries (lib/catalog.ts's page size), whatever today's catalog holds.
    expect(productsField(adminConfig(root) as Config)).toMatchObject({ widget: 'list', collapsed: count > 24, summary: '{{fields.name}}' });

    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-'));
    for (const part of ['content', 'public/images/icons', 'scripts/cms-backend.json']) fs.cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
    const file = path.join(copy, 'content/product_details.json');
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    data.products = multiplyCatalog(data.products, 300);
    fs.writeFileSync(file, JSON.stringify(data));
    expect(productsField(adminConfig(copy) as Config)).toMatchObject({ widget: 'list', collapsed: true });
    fs.rmSync(copy, { recursive: true, force: true });
  });
});
