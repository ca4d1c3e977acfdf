// The content's TypeScript types are generated from its JSON Schemas: this fails while a
// generated file differs from what the schemas give today (run `npm run content-types`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GENERATED, generateContentTypes } from './content-types.mjs';

test('lib/content/generated/ is what the schemas give', async () => {
  const generated = await generateContentTypes();
  expect(generated.map(({ file }) => file).sort()).toEqual(fs.readdirSync(GENERATED).map((name) => `${GENERATED}/${name}`).sort());
  for (const { file, text } of generated) expect({ file, text: fs.readFileSync(file, 'utf8') }).toEqual({ file, text });
});

test('a schema change makes the committed types stale', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-types-'));
  try {
    fs.cpSync('content/schemas', path.join(root, 'content/schemas'), { recursive: true });
    const file = path.join(root, 'content/schemas/product_details.schema.json');
    const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
    schema.properties.products.items.properties.category = { type: 'string', title: 'Category' };
    fs.writeFileSync(file, JSON.stringify(schema));
    const products = (await generateContentTypes(root)).find(({ file: name }) => name.endsWith('product_details.ts'))!;
    expect(products.text).toMatch(/\ncategory\?: Category\n/);
    expect(products.text).not.toBe(fs.readFileSync(products.file, 'utf8'));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
