// The content admin at /admin/ (Decap CMS): writes public/admin/ (not in git) with the admin
// page, Decap's prebuilt bundle copied from node_modules (no script from a CDN), and its
// configuration, generated from the content's JSON Schemas, so the admin's fields, rules and
// messages are the ones the build checks. `npm run build` and `npm run cms` run it.
//   node scripts/build/admin-app.mjs [--local]   (--local: talk to decap-server on 127.0.0.1:8081)
import fs from 'node:fs';
import path from 'node:path';
import esbuild from 'esbuild';
import yaml from 'js-yaml';
import { withPictureFolders } from './admin-pictures.mjs';
import { writePreviewStyles } from './admin-preview.mjs';
import { contentDir } from '../../lib/content/content-dir.mjs';
import { inDefaultLanguage, languageCodes } from '../../lib/language-codes.mjs';
import { splitFrontMatter } from '../../lib/content/front-matter-fence.mjs';
import { dayOf, isPublished } from '../../lib/content/publication.mjs';
import { LOCAL_BACKEND_PORT, LOCAL_HOST, readBasePath } from '../../lib/public-settings.mjs';
import { isEntry } from '../shared/is-entry.mjs';

const SCHEMAS = 'content/schemas';
const ADMIN = 'public/admin';
const BUNDLE = 'node_modules/decap-cms/dist';
/** Lists longer than this open folded (the size beyond which the site groups products: lib/catalog.ts). */
const LONG_LIST = 24;
/** Where editors' uploads go, and how the content refers to them. */
const MEDIA = { media_folder: 'public/images', public_folder: '/images' };
/** Our additions to Decap, loaded after its bundle: the URL-name field and the preview templates. */
const EXTENSIONS = 'scripts/build/admin-extensions';
export const EXTENSION_SCRIPTS = ['url-name.js', 'previews.js'];
/**
 * Our additions that share the site's code (the content files' style, the Markdown renderer),
 * bundled for the browser: loaded after Decap's bundle, before the preview templates that use it.
 */
const BUNDLED_EXTENSION = { entry: 'site-admin.ts', script: 'site-admin.js' };
/** The scripts the admin page loads after Decap's bundle, in order. */
export const ADMIN_SCRIPTS = [BUNDLED_EXTENSION.script, ...EXTENSION_SCRIPTS];
/** The files with a preview template in scripts/build/admin-extensions/previews.js (besides the folders: products, posts, case studies). */
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

/** content/languages.json: the one content file that is not written per language. */
const LANGUAGES_FILE = 'languages';

/** Fields for a collection or file that is one language's: no field says how it is translated. */
function withoutLanguages(fields) {
  return fields.map(({ i18n: _i18n, ...field }) => ({ ...field, ...(field.fields ? { fields: withoutLanguages(field.fields) } : {}), ...(field.field ? { field: withoutLanguages([field.field])[0] } : {}) })); // eslint-disable-line @typescript-eslint/no-unused-vars
}

/** Whether a schema node holds words (`"i18n": true` on it or inside it): each language has its own. */
function holdsWords(schema) {
  if (!schema || typeof schema !== 'object') return false;
  return schema.i18n === true || Object.values(schema.properties ?? {}).some(holdsWords) || holdsWords(schema.items);
}

/** The Decap field for one property of a schema. */
function fieldFor(name, schema, required, root) {
  // Words are written per language; everything else is the default language's: a single value is
  // copied to the others ('duplicate'), a group or list of them is not shown there (Decap takes only
  // true or false on an object or a list, and refuses the whole configuration otherwise); the
  // build reads a language's missing shared fields from the default's (lib/content/localise.ts).
  const shared = schema.type === 'object' || schema.type === 'array' ? false : 'duplicate';
  const base = { ...words(name, schema), required, i18n: holdsWords(schema) ? true : shared };
  if (name === '$schema') return { name, label: name, widget: 'hidden', required: false };
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum };
  switch (schema.type) {
    case 'object': {
      // Decap checks an optional group's required fields even when the group is left out (a page
      // without "While nothing is published" could not be saved): they are required only by the
      // build's check then, which names them when the group is given without them.
      const fields = fieldsOf(schema, root);
      return { ...base, widget: 'object', collapsed: false, fields: required ? fields : fields.map((field) => ({ ...field, required: false })) };
    }
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
  // "Insert from URL" takes a path typed in: the way to reuse a picture in a folder under public/images/
  // (gallery/, products/, ...), which Decap's media library does not open (it lists public/images/ itself).
  if (/A path under public\//.test(schema.description ?? '')) return { ...base, widget: 'image', choose_url: true };
  const long = (schema.maxLength ?? 0) > 200 || /paragraph|text about|statement|content(?!\/)/i.test(`${schema.title} ${schema.description}`);
  const field = { ...base, widget: long ? 'text' : 'string' };
  // The field named once, then what it needs in plain words (the schema's patternMessage).
  if (schema.pattern) field.pattern = [schema.pattern, `${base.label} ${schema.patternMessage ?? 'is not in the form this field needs'}`];
  return field;
}

/** The schema with its local references ($ref: '#/definitions/…') written out: Decap's fields need each one whole. */
export function inlineReferences(schema, root = schema) {
  if (Array.isArray(schema)) return schema.map((item) => inlineReferences(item, root));
  if (!schema || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema;
  const target = typeof $ref === 'string' && $ref.startsWith('#/') ? $ref.slice(2).split('/').reduce((node, key) => node?.[key], root) : undefined;
  if (target) return inlineReferences({ ...target, ...rest }, root);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlineReferences(value, root)]));
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
    ...(local ? { local_backend: { url: `http://${LOCAL_HOST}:${LOCAL_BACKEND_PORT}/api/v1`, allowed_hosts: ['127.0.0.1', 'localhost'] } } : {}),
  };
}

/**
 * Schemas whose content is a folder of files, one entry each, rather than one file (`folder`: under
 * the content folder): the products (content/products/<URL name>.json), so a catalog of any size
 * opens, saves and reviews one product at a time; the blog posts and case studies
 * (content/blog/<URL name>.md, content/case-studies/<URL name>.md), Markdown with YAML front matter,
 * each file named from its title. `inUse`: fields whose hint lists the values in use; `relations`:
 * fields whose values are entries of another collection, chosen from it.
 */
const FOLDERS = {
  product: {
    name: 'products',
    label: 'Products',
    folder: 'products',
    identifier_field: 'name',
    slug: '{{slug}}',
    summary: '{{title}} · {{category}}',
    sortable_fields: ['title', 'category', 'order'],
    preview_path: 'product-details/{{slug}}/',
  },
  post: { name: 'blog', label: 'Blog posts', folder: 'blog', ...markdownFolder('blog', 'post'), inUse: ['tags'] },
  'case-study': { name: 'case-studies', label: 'Case studies', folder: 'case-studies', ...markdownFolder('case-studies', 'case-study'), inUse: ['sector'], relations: { products: 'products' } },
};

/**
 * A folder of Markdown entries, written in the repository's style: newest first (as the site lists them), a draft marked in the list,
 * "View Live" on the entry's page (the routes of lib/routes.ts and app/<section>/[slug]/).
 */
function markdownFolder(section, schemaName) {
  return {
    // Written by the admin's own format for the schema (admin-extensions/site-admin.ts).
    format: `markdown-${schemaName}`,
    extension: 'md',
    slug: '{{slug}}',
    // listMark: 'Draft · ' or 'Scheduled · ', noted by the admin's format as it reads the entry (admin-extensions/list-mark.ts).
    summary: '{{listMark}}{{title}} · {{date}}',
    sortable_fields: [{ field: 'date', default_sort: 'desc' }, 'title'],
    preview_path: `${section}/{{slug}}/`,
  };
}

/**
 * A pattern matching the YYYY-MM-DD dates after `today`, for the list's filter of entries the site
 * does not show yet: the build leaves them out until its day is theirs, so a config written by that
 * build (or by npm run cms, on the day it starts) names exactly those.
 */
export function datesAfter(today) {
  const digits = [...today.replace(/-/g, '')];
  // Later: the same first digits, then a greater one, then any.
  const later = digits.flatMap((digit, index) =>
    digit === '9' ? [] : [[...digits.slice(0, index), `[${Number(digit) + 1}-9]`, ...Array(digits.length - index - 1).fill('\\d')]],
  );
  const dated = (tokens) => `${tokens.slice(0, 4).join('')}-${tokens.slice(4, 6).join('')}-${tokens.slice(6).join('')}`;
  return `^(?:${later.map(dated).join('|')})$`;
}

/** The file names Decap makes from a title: ASCII letters, digits and hyphens, as the site's URL names (Decap lower-cases them). */
const SLUG = { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' };

/**
 * The text below the front matter, in our own editor (admin-extensions/site-admin.ts). Decap's
 * `markdown` widget rewrites the Markdown it saves in its rich-text mode (escapes, list markers,
 * raw HTML, tables), and in its raw mode every toolbar button is disabled: ours saves the text as
 * typed, its buttons insert Markdown, and its preview is the page's own rendering.
 */
const BODY_FIELD = {
  name: 'body',
  label: 'Text',
  widget: 'markdown-source',
  required: true,
  // Decap renders a hint as Markdown: the examples are code, so they show as typed.
  hint:
    "Markdown, saved as typed (the buttons insert it): `## ` starts a heading, `- ` a list item, `1. ` a numbered one; `**bold**`, `[a link](/contact/)`, a table as `| Column | Column |` rows. " +
    "A picture: `![what it shows](/images/name.jpg)`, with a picture of the media library (the cover picture's 'Choose an image' lists them and uploads new ones).",
};

/** The data of a folder's entries: JSON files, or Markdown files' front matter. */
function folderDocuments(dir, extension, contentFolder) {
  if (extension === 'md') return frontMatters(dir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      try {
        return [inDefaultLanguage(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), contentFolder)];
      } catch {
        return []; // the build names the broken file
      }
    });
}

/** A folder's front matter, file by file. Files the build would refuse are left out (the build reports them). */
function frontMatters(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .flatMap((file) => {
      const parts = splitFrontMatter(fs.readFileSync(path.join(dir, file), 'utf8'));
      try {
        // YAML's core schema, as the site reads it: 2026-03-14 stays text.
        const data = parts ? yaml.load(parts.yaml, { schema: yaml.CORE_SCHEMA }) : null;
        return data && typeof data === 'object' ? [data] : [];
      } catch {
        return [];
      }
    });
}

/** A field's values in use (a text or a list of texts per entry), the most used first; spellings that differ only in case are one. */
export function valuesInUse(entries, name) {
  const counts = new Map();
  for (const value of entries.flatMap((entry) => [entry[name]].flat())) {
    if (typeof value !== 'string' || !value.trim()) continue;
    const key = value.trim().toLowerCase();
    const known = counts.get(key) ?? { value: value.trim(), count: 0 };
    counts.set(key, { ...known, count: known.count + 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).map(({ value }) => value);
}

/** How many values in use a hint names at most. */
const HINT_VALUES = 30;

/** A field without some of its keys. */
const without = (field, ...keys) => Object.fromEntries(Object.entries(field).filter(([key]) => !keys.includes(key)));

/**
 * A Markdown folder's fields beyond the schema's: a date as a date picker that writes YYYY-MM-DD,
 * "draft" off unless set, the values in use in a hint, products chosen from the catalog, and the
 * text itself (`body`) last.
 */
function markdownFields(fields, { schema, dir, folder, productCount, local = false }) {
  // A production build's admin is public (out/admin/config.yml): its hints name only the values of
  // what the site publishes, never a draft's or a future entry's; the local admin (npm run cms) all.
  const publication = { today: dayOf(), preview: local };
  const entries = frontMatters(dir).filter((entry) => isPublished(entry, publication));
  const adapt = (field) => {
    const property = schema.properties?.[field.name] ?? {};
    if (property.format === 'date') {
      // In UTC, so every editor sees the same day; no pattern to check: the picker writes the form,
      // and shows the day in the browser's own order (mm/dd/yyyy in the US), so the hint says so.
      const hint = field.hint?.replace(/,? as YYYY-MM-DD/, ', picked in the box (shown in your browser\'s order; the file gets YYYY-MM-DD)');
      return { ...without(field, 'pattern', 'hint'), ...(hint ? { hint } : {}), widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD', picker_utc: true, ...(field.required ? { default: '{{now}}' } : {}) };
    }
    if (field.name === 'draft') return { ...field, required: false, default: false };
    if (folder.relations?.[field.name]) {
      // Found by title, saved as the product's URL name; the whole catalog listed before any typing.
      return {
        ...without(field, 'field', 'pattern'),
        hint: 'Type to search the catalog by title. Each product chosen links to its page, and the project is listed on it.',
        widget: 'relation',
        collection: folder.relations[field.name],
        search_fields: ['title'],
        value_field: 'name',
        display_fields: ['title'],
        multiple: true,
        options_length: Math.max(20, productCount),
      };
    }
    if (folder.inUse?.includes(field.name)) {
      // Decap cannot suggest values for a free text, and a fixed choice (select) would refuse a new tag: the hint names those in use.
      const values = valuesInUse(entries, field.name);
      if (!values.length) return field;
      const named = values.slice(0, HINT_VALUES).join(', ') + (values.length > HINT_VALUES ? ', …' : '');
      return { ...field, hint: `${field.hint ? `${field.hint} ` : ''}In use: ${named}.` };
    }
    return field;
  };
  return [...fields.map(adapt), BODY_FIELD];
}

/** The content folder as the backend sees it: relative to the repository root, with '/'. */
function contentPath(root, env) {
  const dir = contentDir(root, env);
  const relative = path.relative(root, dir).split(path.sep).join('/');
  if (relative === '..' || relative.startsWith('../') || path.isAbsolute(relative)) {
    console.warn(`Content admin: CONTENT_DIR (${dir}) is outside the repository, where the admin cannot save.`);
  }
  return relative || '.';
}

/**
 * Decap's configuration: a folder collection per FOLDERS schema, and one "files" collection for the
 * other content files, all in the content folder (CONTENT_DIR: lib/content/content-dir.mjs).
 * @param {string} [root] the repository root
 * `today` (YYYY-MM-DD, UTC as the build's day): entries dated after it are filtered as not yet on the site.
 * @param {{ local?: boolean, env?: Record<string, string | undefined>, today?: string }} [options]
 */
export function adminConfig(root = process.cwd(), { local = false, env = process.env, today = new Date().toISOString().slice(0, 10) } = {}) {
  const dir = contentDir(root, env);
  const where = contentPath(root, env);
  const schemas = fs
    .readdirSync(path.join(root, SCHEMAS))
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => ({ file, name: file.replace('.schema.json', ''), schema: inlineReferences(JSON.parse(fs.readFileSync(path.join(root, SCHEMAS, file), 'utf8'))) }));
  const schemaField = (fields, value) => {
    const $schema = fields.find((field) => field.name === '$schema');
    if ($schema) $schema.default = value;
    return fields;
  };
  const productsDir = path.join(dir, FOLDERS.product.folder);
  const productCount = fs.existsSync(productsDir) ? fs.readdirSync(productsDir).filter((file) => file.endsWith('.json')).length : 0;
  // In the sidebar as in FOLDERS: the products, then the posts and case studies.
  const folders = schemas
    .filter(({ name }) => FOLDERS[name])
    .sort((a, b) => Object.keys(FOLDERS).indexOf(a.name) - Object.keys(FOLDERS).indexOf(b.name))
    .map(({ file, name, schema }) => {
      const folder = without(FOLDERS[name], 'inUse', 'relations');
      let fields = schemaField(fieldsOf(schema, root), `../schemas/${file}`);
      // The field that names the file: unique, and fixed once the entry exists (url-name.js).
      const identifier = fields.find((field) => field.name === folder.identifier_field);
      if (identifier) identifier.widget = 'url-name';
      if (folder.extension === 'md') {
        fields = markdownFields(fields, { schema, dir: path.join(dir, folder.folder), folder: FOLDERS[name], productCount, local });
        // What the site leaves out, a click away in the list.
        folder.view_filters = [
          { label: 'Drafts', field: 'draft', pattern: 'true' },
          { label: `Dated after ${today} (not on the site yet)`, field: 'date', pattern: datesAfter(today) },
        ];
      }
      withPictureFolders(fields, folderDocuments(path.join(dir, folder.folder), folder.extension ?? 'json', dir));
      // Products hold every language in one file (the top level's i18n); posts and case studies are one language's for now.
      const languages = folder.extension === 'md' ? { fields: withoutLanguages(fields) } : { i18n: true, fields };
      // A folder that is not there yet (no post so far) is fine: Decap lists it empty, and the first save makes it.
      return { format: 'site-json', extension: 'json', ...folder, folder: `${where}/${folder.folder}`, label_singular: schema.title ?? name, description: schema.description, create: true, delete: true, ...languages };
    });
  const files = schemas
    .filter(({ name }) => !FOLDERS[name])
    .map(({ file, name, schema }) => {
      const fields = schemaField(fieldsOf(schema, root), `./schemas/${file}`);
      // A long list opens with its entries folded to their summaries: open, every entry's fields
      // would make the editor a page too heavy to use.
      const whole = JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8'));
      const content = name === LANGUAGES_FILE ? whole : inDefaultLanguage(whole, dir);
      for (const field of fields) if (field.widget === 'list' && (content[field.name]?.length ?? 0) > LONG_LIST) field.collapsed = true;
      withPictureFolders(fields, [content]);
      // Decap's default preview is a bare list of the values: only files with a template of ours show one.
      const editor = PREVIEWED_FILES.has(name) ? {} : { editor: { preview: false } };
      // Every file but the list of languages holds one group of fields per language.
      const languages = name === LANGUAGES_FILE ? { fields: withoutLanguages(fields) } : { i18n: true, fields };
      return { name, label: schema.title ?? name, ...(schema.description ? { description: schema.description } : {}), file: `${where}/${name}.json`, ...editor, ...languages };
    });
  const locales = languageCodes(dir);
  return namingContentFolder(
    {
      ...backend(root, local),
      ...MEDIA,
      // "View Live" opens the entry's page (preview_path) under the site's base path.
      site_url: `${readBasePath(env)}/`,
      slug: SLUG,
      // Each language's fields side by side; one file holds them all (content/languages.json lists them).
      i18n: { structure: 'single_file', locales, default_locale: locales[0] },
      collections: [...folders, { name: 'content', label: 'Site content', format: 'site-json', extension: 'json', i18n: true, files }],
    },
    where,
  );
}

/** The schemas' wording names content/...; the hints and descriptions name the folder the admin edits (CONTENT_DIR). */
function namingContentFolder(value, where) {
  if (where === 'content') return value;
  const renamed = (text) => text.replace(/(?<![\w./-])content\//g, `${where}/`);
  const walk = (node) => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, (key === 'hint' || key === 'description') && typeof item === 'string' ? renamed(item) : walk(item)]));
  };
  return walk(value);
}

/**
 * The admin's own Content-Security-Policy, for /admin/ alone: Decap evaluates code at run time
 * and injects its styles, so it needs 'unsafe-eval' and inline styles, which no public page gets.
 * It talks to the git host's API (and, locally, to decap-server).
 */
export function adminPolicy({ local = false, header = false } = {}) {
  // blob: and data: — an uploaded picture is read back from its in-page copy before it is saved.
  const connect = ["'self'", 'blob:', 'data:', 'https://api.github.com', 'https://gitlab.com', ...(local ? [`http://${LOCAL_HOST}:${LOCAL_BACKEND_PORT}`] : [])];
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
${ADMIN_SCRIPTS.map((file) => `<script src="${file}"></script>`).join('\n')}
</body>
</html>
`;
}

/** The content's schemas by name ('post', 'site'): the order the admin's formats write fields in. */
function schemasByName(root) {
  return Object.fromEntries(
    fs
      .readdirSync(path.join(root, SCHEMAS))
      .filter((file) => file.endsWith('.schema.json'))
      .map((file) => [file.replace('.schema.json', ''), JSON.parse(fs.readFileSync(path.join(root, SCHEMAS, file), 'utf8'))]),
  );
}

/** site-admin.js: BUNDLED_EXTENSION with the site's modules it imports, for the browsers Decap supports. */
function bundleExtension(root, dir) {
  esbuild.buildSync({
    entryPoints: [path.join(root, EXTENSIONS, BUNDLED_EXTENSION.entry)],
    outfile: path.join(dir, BUNDLED_EXTENSION.script),
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    define: { SITE_SCHEMAS: JSON.stringify(schemasByName(root)) },
    logLevel: 'warning',
  });
}

/** @param {{ root?: string, local?: boolean, env?: Record<string, string | undefined> }} [options] */
export function writeAdmin({ root = process.cwd(), local = false, env = process.env } = {}) {
  const dir = path.join(root, ADMIN);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const bundle = path.join(root, BUNDLE);
  const scripts = fs.readdirSync(bundle).filter((file) => /^(\d+\.)?decap-cms\.js$/.test(file));
  if (!scripts.includes('decap-cms.js')) throw new Error(`${BUNDLE}/decap-cms.js is missing: run npm install`);
  for (const file of scripts) fs.copyFileSync(path.join(bundle, file), path.join(dir, file));
  for (const file of EXTENSION_SCRIPTS) fs.copyFileSync(path.join(root, EXTENSIONS, file), path.join(dir, file));
  bundleExtension(root, dir);
  writePreviewStyles(root, dir);
  fs.writeFileSync(path.join(dir, 'index.html'), adminPage({ local }));
  fs.writeFileSync(path.join(dir, 'config.yml'), yaml.dump(adminConfig(root, { local, env }), { lineWidth: 120, noRefs: true }));
  return { dir, scripts: scripts.length };
}

if (isEntry('build/admin-app.mjs')) {
  const { dir, scripts } = writeAdmin({ local: process.argv.includes('--local') });
  console.log(`Content admin: ${path.relative(process.cwd(), dir)}/ (${scripts} scripts, configuration from ${SCHEMAS})`);
}
