// The content admin at /admin/ (Decap CMS): writes public/admin/ (not in git) with the admin
// page, Decap's prebuilt bundle copied from node_modules (no script from a CDN), and its
// configuration, generated from the content's JSON Schemas, so the admin's fields, rules and
// messages are the ones the build checks. `npm run build` and `npm run cms` run it.
//   node scripts/build/admin-app.mjs [--local]   (--local: talk to decap-server on 127.0.0.1:8081)
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { writePreviewStyles } from './admin-preview.mjs';
import { isEntry } from '../shared/is-entry.mjs';

const SCHEMAS = 'content/schemas';
const ADMIN = 'public/admin';
const BUNDLE = 'node_modules/decap-cms/dist';
export const LOCAL_BACKEND_PORT = 8081;
/** Lists longer than this open folded (the size beyond which the site groups products: lib/catalog.ts). */
const LONG_LIST = 24;
/** Where editors' uploads go, and how the content refers to them. */
const MEDIA = { media_folder: 'public/images', public_folder: '/images' };
/** Our additions to Decap, loaded after its bundle: the URL-name field and the preview templates. */
const EXTENSIONS = 'scripts/build/admin-extensions';
export const EXTENSION_SCRIPTS = ['url-name.js', 'previews.js'];
/** The files with a preview template in scripts/build/admin-extensions/previews.js (besides the products). */
const PREVIEWED_FILES = new Set(['hero', 'services']);

/** A field name in words, for a field whose schema has no title: 'skipToContent' -> 'Skip to content'. */
export function humanLabel(name) {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A schema's wording for a field's label and hint. */
function words(name, schema) {
  return {
    name,
    label: schema.title ?? humanLabel(name),
    ...(schema.description ? { hint: schema.description } : {}),
  };
}

/** The icons an editor may choose from: the SVGs in public/images/icons/. */
function iconChoices(root) {
  return fs
    .readdirSync(path.join(root, 'public/images/icons'))
    .filter((file) => file.endsWith('.svg'))
    .sort()
    .map((file) => ({ label: file.replace(/\.svg$/, '').replace(/-/g, ' '), value: `/images/icons/${file}` }));
}

/** The Decap field for one property of a schema. */
export function fieldFor(name, schema, required, root) {
  const base = { ...words(name, schema), required };
  if (name === '$schema') return { name, label: name, widget: 'hidden', required: false };
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum };
  switch (schema.type) {
    case 'object':
      return { ...base, widget: 'object', collapsed: false, fields: fieldsOf(schema, root) };
    case 'array': {
      const limits = { ...(schema.minItems ? { min: schema.minItems } : {}), ...(schema.maxItems ? { max: schema.maxItems } : {}) };
      const items = schema.items ?? {};
      if (items.type === 'object') {
        const first = Object.keys(items.properties ?? {})[0];
        // Open: every entry's fields show at once, so an editor sees what there is to change.
        return { ...base, widget: 'list', ...limits, collapsed: false, summary: `{{fields.${first}}}`, label_singular: items.title ?? humanLabel(name.replace(/s$/, '')), fields: fieldsOf(items, root) };
      }
      return { ...base, widget: 'list', ...limits, field: fieldFor(name.replace(/s$/, ''), items, true, root) };
    }
    case 'number':
    case 'integer':
      return { ...base, widget: 'number', value_type: schema.type === 'integer' ? 'int' : 'float' };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    default:
      break;
  }
  if (name === 'icon') return { ...base, widget: 'select', options: iconChoices(root) };
  if (/A path under public\//.test(schema.description ?? '')) return { ...base, widget: 'image', choose_url: false };
  const long = (schema.maxLength ?? 0) > 200 || /paragraph|text about|statement|content/i.test(`${schema.title} ${schema.description}`);
  const field = { ...base, widget: long ? 'text' : 'string' };
  // The field named once, then what it needs in plain words (the schema's patternMessage).
  if (schema.pattern) field.pattern = [schema.pattern, `${base.label} ${schema.patternMessage ?? 'is not in the form this field needs'}`];
  return field;
}

function fieldsOf(schema, root) {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => fieldFor(name, property, required.has(name), root));
}

/** The backend: the one place the repository and branch are set (scripts/build/cms-backend.json). */
function backend(root, local) {
  const settings = JSON.parse(fs.readFileSync(path.join(root, 'scripts/build/cms-backend.json'), 'utf8'));
  const { name, repo, branch, ...rest } = settings;
  return {
    backend: { name, repo, branch, ...rest },
    // With --local (npm run cms) the admin saves through decap-server into the working copy.
    ...(local ? { local_backend: { url: `http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`, allowed_hosts: ['127.0.0.1', 'localhost'] } } : {}),
  };
}

/**
 * Schemas whose content is a folder of files, one entry each, rather than one file: the
 * products (content/products/<URL name>.json), so a catalog of any size opens, saves and
 * reviews one product at a time.
 */
const FOLDERS = {
  product: {
    name: 'products',
    label: 'Products',
    folder: 'content/products',
    identifier_field: 'name',
    slug: '{{slug}}',
    summary: '{{title}} · {{category}}',
    sortable_fields: ['title', 'category', 'order'],
  },
};

/** Decap's configuration: a folder collection per FOLDERS schema, and one "files" collection for the other content files. */
export function adminConfig(root = process.cwd(), { local = false } = {}) {
  const schemas = fs
    .readdirSync(path.join(root, SCHEMAS))
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => ({ file, name: file.replace('.schema.json', ''), schema: JSON.parse(fs.readFileSync(path.join(root, SCHEMAS, file), 'utf8')) }));
  const schemaField = (fields, value) => {
    const $schema = fields.find((field) => field.name === '$schema');
    if ($schema) $schema.default = value;
    return fields;
  };
  const folders = schemas
    .filter(({ name }) => FOLDERS[name])
    .map(({ file, name, schema }) => {
      const fields = schemaField(fieldsOf(schema, root), `../schemas/${file}`);
      // The field that names the file: unique, and fixed once the entry exists (url-name.js).
      const identifier = fields.find((field) => field.name === FOLDERS[name].identifier_field);
      if (identifier) identifier.widget = 'url-name';
      return { ...FOLDERS[name], label_singular: schema.title ?? name, description: schema.description, format: 'json', extension: 'json', create: true, delete: true, fields };
    });
  const files = schemas
    .filter(({ name }) => !FOLDERS[name])
    .map(({ file, name, schema }) => {
      const fields = schemaField(fieldsOf(schema, root), `./schemas/${file}`);
      // A long list opens with its entries folded to their summaries: open, every entry's fields
      // would make the editor a page too heavy to use.
      const content = JSON.parse(fs.readFileSync(path.join(root, 'content', `${name}.json`), 'utf8'));
      for (const field of fields) if (field.widget === 'list' && (content[field.name]?.length ?? 0) > LONG_LIST) field.collapsed = true;
      // Decap's default preview is a bare list of the values: only files with a template of ours show one.
      const editor = PREVIEWED_FILES.has(name) ? {} : { editor: { preview: false } };
      return { name, label: schema.title ?? name, ...(schema.description ? { description: schema.description } : {}), file: `content/${name}.json`, ...editor, fields };
    });
  return {
    ...backend(root, local),
    ...MEDIA,
    site_url: '/',
    collections: [...folders, { name: 'content', label: 'Site content', format: 'json', files }],
  };
}

/**
 * The admin's own Content-Security-Policy, for /admin/ alone: Decap evaluates code at run time
 * and injects its styles, so it needs 'unsafe-eval' and inline styles, which no public page gets.
 * It talks to the git host's API (and, locally, to decap-server).
 */
export function adminPolicy({ local = false, header = false } = {}) {
  // blob: and data: — an uploaded picture is read back from its in-page copy before it is saved.
  const connect = ["'self'", 'blob:', 'data:', 'https://api.github.com', 'https://gitlab.com', ...(local ? [`http://127.0.0.1:${LOCAL_BACKEND_PORT}`] : [])];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    ...(header ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

/** The admin page: Decap's bundle under the admin's own policy, never indexed. */
export function adminPage({ local = false } = {}) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${adminPolicy({ local })}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content admin</title>
<link rel="icon" href="../icon.svg" type="image/svg+xml">
<link href="config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="decap-cms.js"></script>
${EXTENSION_SCRIPTS.map((file) => `<script src="${file}"></script>`).join('\n')}
</body>
</html>
`;
}

export function writeAdmin({ root = process.cwd(), local = false } = {}) {
  const dir = path.join(root, ADMIN);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const bundle = path.join(root, BUNDLE);
  const scripts = fs.readdirSync(bundle).filter((file) => /^(\d+\.)?decap-cms\.js$/.test(file));
  if (!scripts.includes('decap-cms.js')) throw new Error(`${BUNDLE}/decap-cms.js is missing: run npm install`);
  for (const file of scripts) fs.copyFileSync(path.join(bundle, file), path.join(dir, file));
  for (const file of EXTENSION_SCRIPTS) fs.copyFileSync(path.join(root, EXTENSIONS, file), path.join(dir, file));
  writePreviewStyles(root, dir);
  fs.writeFileSync(path.join(dir, 'index.html'), adminPage({ local }));
  fs.writeFileSync(path.join(dir, 'config.yml'), yaml.dump(adminConfig(root, { local }), { lineWidth: 120, noRefs: true }));
  return { dir, scripts: scripts.length };
}

if (isEntry('build/admin-app.mjs')) {
  const { dir, scripts } = writeAdmin({ local: process.argv.includes('--local') });
  console.log(`Content admin: ${path.relative(process.cwd(), dir)}/ (${scripts} scripts, configuration from ${SCHEMAS})`);
}
