// The admin's configuration, generated from the content's schemas: the products a folder
// collection (one file each), the other files one form each, long lists folded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminConfig, adminPage, EXTENSION_SCRIPTS, humanLabel } from './admin-app.mjs';

type Field = { name: string; label?: string; widget?: string; collapsed?: boolean; summary?: string; default?: string; pattern?: [string, string]; fields?: Field[]; field?: Field };
type Editor = { editor?: { preview: boolean } };
type Collection = Editor & { name: string; folder?: string; identifier_field?: string; create?: boolean; delete?: boolean; fields?: Field[]; files?: (Editor & { name: string; fields: Field[] })[] };
type Config = { collections: Collection[] };

describe('adminConfig', () => {
  it('edits the products as a folder collection: one file per product, named by its URL name', () => {
    const products = (adminConfig(process.cwd()) as Config).collections.find((collection) => collection.name === 'products')!;
    expect(products).toMatchObject({ folder: 'content/products', identifier_field: 'name', create: true, delete: true });
    expect(products.fields!.find((field) => field.name === '$schema')!.default).toBe('../schemas/product.schema.json');
    expect(products.fields!.map((field) => field.name)).toEqual(expect.arrayContaining(['name', 'title', 'image', 'commonContent']));
    // The URL name is checked against the other products before saving (admin-extensions/url-name.js).
    expect(products.fields!.find((field) => field.name === 'name')!.widget).toBe('url-name');
  });

  it('shows a preview pane only where a template of ours draws it, and loads our scripts after Decap', () => {
    const { collections } = adminConfig(process.cwd()) as Config;
    expect(collections.find((collection) => collection.name === 'products')!.editor).toBeUndefined();
    const files = collections.find((collection) => collection.name === 'content')!.files!;
    expect(files.filter((file) => !file.editor).map((file) => file.name).sort()).toEqual(['hero', 'services']);
    expect(files.filter((file) => file.editor).every((file) => file.editor!.preview === false)).toBe(true);
    const page = adminPage();
    for (const script of EXTENSION_SCRIPTS) expect(page.indexOf(`src="${script}"`)).toBeGreaterThan(page.indexOf('src="decap-cms.js"'));
  });

  it('folds a list past 24 entries, whatever its content holds today', () => {
    const root = process.cwd();
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-'));
    try {
      for (const part of ['content', 'public/images/icons', 'scripts/build/cms-backend.json']) fs.cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
      const clientsField = (dir: string) =>
        (adminConfig(dir) as Config).collections.find((collection) => collection.name === 'content')!.files!.find((file) => file.name === 'clients')!.fields.find((field) => field.name === 'clients')!;
      const file = path.join(copy, 'content/clients.json');
      const data = JSON.parse(fs.readFileSync(file, 'utf8'));
      data.clients = Array.from({ length: 30 }, (_, index) => ({ ...data.clients[0], name: `Client ${index + 1}` }));
      fs.writeFileSync(file, JSON.stringify(data));
      expect(clientsField(copy)).toMatchObject({ widget: 'list', collapsed: true });
      data.clients = data.clients.slice(0, 3);
      fs.writeFileSync(file, JSON.stringify(data));
      expect(clientsField(copy)).toMatchObject({ widget: 'list', collapsed: false });
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it('labels every field and list item in words, and names the field once in a pattern message', () => {
    const config = adminConfig(process.cwd()) as Config;
    const all: Field[] = [];
    const collect = (fields: Field[] = []) => {
      for (const field of fields) {
        all.push(field);
        collect(field.fields);
        if (field.field) collect([field.field]);
      }
    };
    for (const collection of config.collections) {
      collect(collection.fields);
      for (const file of collection.files ?? []) collect(file.fields);
    }
    const raw = all.filter((field) => field.name !== '$schema' && (!field.label || (field.label === field.name && /[A-Z_]/.test(field.name))));
    expect(raw.map((field) => field.name)).toEqual([]);
    const name = config.collections.find((collection) => collection.name === 'products')!.fields!.find((field) => field.name === 'name')!;
    expect(name.pattern![1]).toBe('URL name may use only lower-case letters, digits and single hyphens, e.g. solar-water-pumping-system');
    expect(humanLabel('skipToContent')).toBe('Skip to content');
    expect(humanLabel('homeSections')).toBe('Home sections');
  });
});
