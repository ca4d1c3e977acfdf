// The content's shape has one source: the JSON Schemas in content/schemas/. This script writes
// the TypeScript types of each content file from its schema into lib/content/generated/, which
// lib/content/types.ts names for the code. Run it after changing a schema (`npm run content-types`);
// scripts/build/content-types.test.ts fails while a generated file is stale.
//   node scripts/build/content-types.mjs [--check]
import fs from 'node:fs';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { runAsCommand } from '../shared/is-entry.mjs';

const SCHEMAS = 'content/schemas';
export const GENERATED = 'lib/content/generated';

/** Every generated file's path and text, from the schemas as they are now. */
export async function generateContentTypes(root = process.cwd()) {
  const files = fs.readdirSync(path.join(root, SCHEMAS)).filter((name) => name.endsWith('.schema.json')).sort();
  const out = [];
  for (const file of files) {
    const schema = JSON.parse(fs.readFileSync(path.join(root, SCHEMAS, file), 'utf8'));
    const name = file.replace('.schema.json', '');
    // The root type is always ContentFile; lib/content/types.ts names the parts the code uses.
    const ts = await compile({ ...schema, title: 'ContentFile' }, 'ContentFile', {
      bannerComment: `// Generated from ${SCHEMAS}/${file} by scripts/build/content-types.mjs: do not edit; change the schema.`,
      additionalProperties: false,
      ignoreMinAndMaxItems: true,
      declareExternallyReferenced: true,
      // Unformatted (prettier cannot load inside Jest); the output is plain and stable.
      format: false,
    });
    out.push({ file: path.join(GENERATED, `${name}.ts`), text: ts });
  }
  return out;
}

async function main() {
  const check = process.argv.includes('--check');
  const generated = await generateContentTypes();
  const stale = generated.filter(({ file, text }) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text);
  if (check) {
    for (const { file } of stale) console.error(`${file} is stale: run npm run content-types`);
    process.exitCode = stale.length ? 1 : 0;
    return;
  }
  fs.mkdirSync(GENERATED, { recursive: true });
  for (const { file, text } of stale) fs.writeFileSync(file, text);
  console.log(`Content types: ${generated.length} files, ${stale.length} rewritten`);
}

runAsCommand('build/content-types.mjs', 'content-types', main);
