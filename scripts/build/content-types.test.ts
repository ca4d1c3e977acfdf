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
    const file = path.join(root, 'content/schemas/product.schema.json');
    const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
    schema.properties.subtitle = { type: 'string', title: 'Subtitle' };
    fs.writeFileSync(file, JSON.stringify(schema));
    const products = (await generateContentTypes(root)).find(({ file: name }) => name.endsWith('product.ts'))!;
    expect(products.text).toMatch(/\nsubtitle\?: Subtitle\n/);
    expect(products.text).not.toBe(fs.readFileSync(products.file, 'utf8'));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('every field of every schema is used by the site\'s code (or it would be a field nothing shows)', () => {
  const names = (schema: Record<string, any>): string[] => [ // eslint-disable-line @typescript-eslint/no-explicit-any
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => (name === '$schema' ? [] : [name, ...names(property as object)])),
    ...(schema.items ? names(schema.items) : []),
  ];
  const source = (dir: string): string[] =>
    fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|mjs)$/.test(file) && !file.endsWith('.test.ts') && !file.startsWith('generated') && !/content[\\/]generated/.test(file))
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
  const code = [...source('app'), ...source('components'), ...source('lib')].join('\n');
  const unused = fs
    .readdirSync('content/schemas')
    .flatMap((file) => names(JSON.parse(fs.readFileSync(path.join('content/schemas', file), 'utf8'))).map((name) => `${file}: ${name}`))
    .filter((entry) => !new RegExp(`\\b${entry.split(': ')[1]}\\b`).test(code));
  expect(unused).toEqual([]);
});
