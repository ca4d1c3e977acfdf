// The one way a content file is written: the repository's files, the admin's saves (its custom
// formats, scripts/build/admin-extensions/site-admin.ts, with any backend, GitHub's too) and the
// editors' tools all write this text, so an edit of one field changes that field's lines only.
// `npm test` checks every content file is in it (scripts/checks/content-style.mjs).
//   JSON: two-space indentation, keys in the schema's order, a final newline.
//   Markdown: front matter in the schema's order, texts in double quotes, a list of texts on one
//   line (["a", "b"]), a list of objects as a block; then the text, ending in one newline.
import yaml from 'js-yaml';
import { splitFrontMatter } from './front-matter-fence.mjs';

/** The order of an object's keys as its schema lists them, and the same for what they hold. */
export interface KeyOrder {
  keys: string[];
  children: Record<string, KeyOrder>;
  items?: KeyOrder;
}

type Schema = { properties?: Record<string, Schema>; items?: Schema; $ref?: string; definitions?: Record<string, Schema>; $defs?: Record<string, Schema> };

/** The key order a JSON Schema gives (its local `$ref`s followed). */
export function keyOrderOf(schema: Schema, root: Schema = schema): KeyOrder {
  const resolved = schema.$ref?.startsWith('#/') ? (schema.$ref.slice(2).split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root) as Schema) : schema;
  const properties = resolved?.properties ?? {};
  return {
    keys: Object.keys(properties),
    children: Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, keyOrderOf(property, root)])),
    ...(resolved?.items ? { items: keyOrderOf(resolved.items, root) } : {}),
  };
}

/** A value with every object's keys in `order` (keys the schema does not name keep their place, after). */
function ordered(value: unknown, order: KeyOrder | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => ordered(item, order?.items));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const rank = (key: string) => {
    const index = order?.keys.indexOf(key) ?? -1;
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const sorted = entries.map((entry, index) => ({ entry, index })).sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.index - b.index);
  return Object.fromEntries(sorted.map(({ entry: [key, item] }) => [key, ordered(item, order?.children[key])]));
}

/**
 * A JSON content file's key order: its schema's (the one its "$schema" names), inside each
 * language's group when the file holds one per language ({ "en": {…}, "mr": {…} }, the groups in
 * the file's order; the default language's names the schema).
 */
export function jsonOrderOf(data: unknown, schemaOf: (name: string) => Schema | undefined): KeyOrder | undefined {
  const named = (value: unknown) => {
    const reference = isPlainObject(value) ? value.$schema : undefined;
    const name = typeof reference === 'string' ? /([^/]+)\.schema\.json$/.exec(reference)?.[1] : undefined;
    const schema = name ? schemaOf(name) : undefined;
    return schema ? keyOrderOf(schema) : undefined;
  };
  if (!isPlainObject(data)) return undefined;
  const own = named(data);
  if (own) return own;
  const languages = Object.keys(data);
  const each = named(data[languages[0] ?? '']);
  return each ? { keys: languages, children: Object.fromEntries(languages.map((code) => [code, each])) } : undefined;
}

/** A JSON content file's text. */
export function jsonFileText(data: unknown, order?: KeyOrder): string {
  return `${JSON.stringify(ordered(data, order), null, 2)}\n`;
}

/** Not written: a field left empty in the admin means "not given", as the site reads it (lib/content/entries.ts). */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const isPlainObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** One YAML value: a text in double quotes (JSON's escapes are YAML's), numbers and true/false plain. */
function scalar(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** The YAML lines of an object's fields, each key indented by `indent`. */
function yamlLines(data: Record<string, unknown>, indent: string): string[] {
  return Object.entries(data).flatMap(([key, value]) => {
    if (isEmpty(value)) return [];
    if (isPlainObject(value)) return [`${indent}${key}:`, ...yamlLines(value, `${indent}  `)];
    if (Array.isArray(value) && value.some(isPlainObject)) {
      return [
        `${indent}${key}:`,
        ...value.flatMap((item) => {
          const lines = isPlainObject(item) ? yamlLines(item, `${indent}    `) : [`${indent}    ${scalar(item)}`];
          const [first = `${indent}    {}`, ...rest] = lines;
          return [`${indent}  - ${first.slice(indent.length + 4)}`, ...rest];
        }),
      ];
    }
    if (Array.isArray(value)) return [`${indent}${key}: [${value.map(scalar).join(', ')}]`];
    return [`${indent}${key}: ${scalar(value)}`];
  });
}

/** A Markdown content file's text: `data` without `body` as front matter, then `body`. */
export function markdownFileText(data: Record<string, unknown>, order?: KeyOrder): string {
  const { body = '', ...fields } = data;
  const front = yamlLines(ordered(fields, order) as Record<string, unknown>, '');
  const text = String(body).replace(/\r\n/g, '\n').replace(/\n*$/, '\n');
  return `---\n${front.join('\n')}\n---\n${text === '\n' ? '' : text}`;
}

/** A Markdown content file's fields and text, as the admin edits them (`body`: the text). */
export function readMarkdownFile(text: string): Record<string, unknown> {
  const parts = splitFrontMatter(text);
  if (!parts) return { body: text };
  // YAML's core schema, as the site reads it: 2026-03-14 stays text.
  const data = yaml.load(parts.yaml, { schema: yaml.CORE_SCHEMA });
  return { ...(isPlainObject(data) ? data : {}), body: parts.body };
}

/** The schema of each Markdown folder's entries (content/<folder>/*.md). */
export const MARKDOWN_SCHEMAS: Readonly<Record<string, string>> = { blog: 'post', 'case-studies': 'case-study' };

/**
 * A content file's text in the one style, read from its current text. `schemaOf` gives a schema by
 * name ('post', 'site'); a JSON file names its own in "$schema", a Markdown file's folder does.
 */
export function styledText(relativePath: string, text: string, schemaOf: (name: string) => Schema | undefined): string {
  const order = (name: string | undefined) => {
    const schema = name ? schemaOf(name) : undefined;
    return schema ? keyOrderOf(schema) : undefined;
  };
  if (relativePath.endsWith('.md')) {
    const folder = relativePath.split('/').slice(-2, -1)[0] ?? '';
    return markdownFileText(readMarkdownFile(text), order(MARKDOWN_SCHEMAS[folder]));
  }
  const data: unknown = JSON.parse(text);
  return jsonFileText(data, jsonOrderOf(data, schemaOf));
}
