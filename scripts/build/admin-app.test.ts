// The admin's configuration, generated from the content's schemas: the products, posts and case
// studies folder collections (one file each), the other files one form each, long lists folded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productPath } from '../../lib/routes';
import { ADMIN_SCRIPTS, adminConfig, adminPage, datesAfter, EXTENSION_SCRIPTS, humanLabel, valuesInUse } from './admin-app.mjs';
import { mostUsedPictureFolder } from './admin-pictures.mjs';

type Field = {
  name: string;
  label?: string;
  widget?: string;
  hint?: string;
  required?: boolean;
  collapsed?: boolean;
  summary?: string;
  default?: unknown;
  pattern?: [string, string];
  fields?: Field[];
  field?: Field;
  [option: string]: unknown;
};
type Editor = { editor?: { preview: boolean } };
type Collection = Editor & {
  name: string;
  label?: string;
  folder?: string;
  file?: string;
  format?: string;
  extension?: string;
  identifier_field?: string;
  create?: boolean;
  delete?: boolean;
  fields?: Field[];
  files?: (Editor & { name: string; file: string; fields: Field[] })[];
  summary?: string;
  preview_path?: string;
};
type Config = { collections: Collection[]; slug?: Record<string, unknown> };

const collectionOf = (config: unknown, name: string) => (config as Config).collections.find((collection) => collection.name === name)!;
const fieldOf = (collection: Collection, name: string) => collection.fields!.find((field) => field.name === name)!;

/** A copy of what adminConfig reads (the content, its icons, the backend's settings) in a temporary folder. */
function projectCopy() {
  const root = process.cwd();
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-'));
  for (const part of ['content', 'public/images/icons', 'scripts/build/cms-backend.json']) fs.cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
  return copy;
}

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
    // The bundled extension (the formats, the text's editor) before the preview templates that use it.
    expect(ADMIN_SCRIPTS[0]).toBe('site-admin.js');
    expect(page.indexOf('src="site-admin.js"')).toBeGreaterThan(page.indexOf('src="decap-cms.js"'));
    expect(page.indexOf('src="site-admin.js"')).toBeLessThan(page.indexOf('src="previews.js"'));
  });

  it('folds a list past 24 entries, whatever its content holds today', () => {
    const copy = projectCopy();
    try {
      const clientsField = (dir: string) =>
        (adminConfig(dir) as Config).collections.find((collection) => collection.name === 'content')!.files!.find((file) => file.name === 'clients')!.fields.find((field) => field.name === 'clients')!;
      const file = path.join(copy, 'content/clients.json');
      const whole = JSON.parse(fs.readFileSync(file, 'utf8'));
      const data = Object.values(whole)[0] as { clients: object[] };
      data.clients = Array.from({ length: 30 }, (_, index) => ({ ...data.clients[0], name: `Client ${index + 1}` }));
      fs.writeFileSync(file, JSON.stringify(whole));
      expect(clientsField(copy)).toMatchObject({ widget: 'list', collapsed: true });
      data.clients = data.clients.slice(0, 3);
      fs.writeFileSync(file, JSON.stringify(whole));
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

  it('edits the posts and case studies as folders of Markdown files with YAML front matter, named from the title', () => {
    const config = adminConfig(process.cwd(), { env: {} }) as Config;
    expect(config.collections.map((collection) => collection.name).slice(0, 3)).toEqual(['products', 'blog', 'case-studies']);
    for (const [name, folder, schema] of [
      ['blog', 'content/blog', 'post'],
      ['case-studies', 'content/case-studies', 'case-study'],
    ] as const) {
      const collection = collectionOf(config, name);
      // Written by the admin's own format for the schema (admin-extensions/site-admin.ts), as the repository's files are.
      expect(collection).toMatchObject({ folder, extension: 'md', format: `markdown-${schema}`, create: true, slug: '{{slug}}' });
      // The schema's fields, then the text.
      expect(collection.fields!.at(-1)).toMatchObject({ name: 'body', label: 'Text', widget: 'markdown-source' });
      expect(collection.fields!.map((field) => field.name)).toEqual(expect.arrayContaining(['title', 'summary', 'date', 'cover', 'coverAlt', 'draft']));
      // A date picker that writes the day as YYYY-MM-DD, the same day in every time zone.
      expect(fieldOf(collection, 'date')).toMatchObject({ widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD', picker_utc: true, required: true });
      expect(fieldOf(collection, 'draft')).toMatchObject({ widget: 'boolean', default: false, required: false });
      expect(fieldOf(collection, 'cover')).toMatchObject({ widget: 'image' });
    }
    expect(collectionOf(config, 'blog').label).toBe('Blog posts');
    expect(fieldOf(collectionOf(config, 'blog'), 'updated')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', required: false });
    expect(fieldOf(collectionOf(config, 'blog'), 'updated').default).toBeUndefined();
    // File names as the site's URL names: ASCII, accents removed, '-' between words.
    expect(config.slug).toEqual({ encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' });
  });

  it('chooses a case study\'s products from the catalog, and keeps the client a free text', () => {
    const studies = collectionOf(adminConfig(process.cwd(), { env: {} }), 'case-studies');
    const products = fieldOf(studies, 'products');
    expect(products).toMatchObject({ widget: 'relation', collection: 'products', search_fields: ['title'], value_field: 'name', display_fields: ['title'], multiple: true });
    expect(products.field).toBeUndefined();
    expect(fieldOf(studies, 'client').widget).toBe('string');
  });

  it('names the tags and sectors in use in the hints, from the content folder CONTENT_DIR names', () => {
    const copy = projectCopy();
    try {
      const content = path.join(copy, 'other-content');
      fs.cpSync(path.join(copy, 'content'), content, { recursive: true });
      // Only the posts and case studies below, whatever the content holds.
      for (const folder of ['blog', 'case-studies']) fs.rmSync(path.join(content, folder), { recursive: true, force: true });
      const post = (slug: string, tags: string) => `---\ntitle: "${slug}"\ndate: 2026-01-05\ntags: ${tags}\n---\nText.\n`;
      // Only these posts, whatever the content set holds.
      fs.rmSync(path.join(content, 'blog'), { recursive: true, force: true });
      fs.mkdirSync(path.join(content, 'blog'));
      fs.writeFileSync(path.join(content, 'blog', 'first.md'), post('first', '["Pumps", "Water treatment"]'));
      fs.writeFileSync(path.join(content, 'blog', 'second.md'), post('second', '\n  - pumps\n  - Solar'));
      fs.writeFileSync(path.join(content, 'blog', 'broken.md'), '---\ntags: [unclosed\n---\n');
      fs.rmSync(path.join(content, 'case-studies'), { recursive: true, force: true });
      fs.mkdirSync(path.join(content, 'case-studies'));
      fs.writeFileSync(path.join(content, 'case-studies', 'one.md'), '---\nsector: Healthcare\ndate: 2026-01-05\n---\n');
      // Not published: their values stay out of the public admin's hints, and show in the local one's.
      fs.writeFileSync(path.join(content, 'blog', 'draft.md'), `${post('draft', '[Sludge handling]').replace('---\nText', 'draft: true\n---\nText')}`);
      fs.writeFileSync(path.join(content, 'blog', 'later.md'), post('later', '[Season planning]').replace('2026-01-05', '2999-01-01'));
      fs.writeFileSync(path.join(content, 'case-studies', 'draft.md'), '---\nsector: Heritage hotels\ndate: 2026-01-05\ndraft: true\n---\n');
      const local = adminConfig(copy, { local: true, env: { CONTENT_DIR: 'other-content' } });
      expect(fieldOf(collectionOf(local, 'blog'), 'tags').hint).toMatch(/ In use: Pumps, Season planning, Sludge handling, Solar, Water treatment\.$/);
      expect(fieldOf(collectionOf(local, 'case-studies'), 'sector').hint).toMatch(/ In use: Healthcare, Heritage hotels\.$/);

      const config = adminConfig(copy, { env: { CONTENT_DIR: 'other-content' } });
      const blog = collectionOf(config, 'blog');
      expect(blog.folder).toBe('other-content/blog');
      expect(collectionOf(config, 'products').folder).toBe('other-content/products');
      expect(collectionOf(config, 'content').files!.find((file) => file.name === 'site')!.file).toBe('other-content/site.json');
      // Still a list an editor may add a new tag to; the most used first, one spelling per tag.
      const tags = fieldOf(blog, 'tags');
      expect(tags).toMatchObject({ widget: 'list', field: { widget: 'string' } });
      expect(tags.hint).toMatch(/ In use: Pumps, Solar, Water treatment\.$/);
      expect(fieldOf(collectionOf(config, 'case-studies'), 'sector').hint).toMatch(/ In use: Healthcare\.$/);

      // No post yet (the folder is not even there): no list in the hint.
      fs.rmSync(path.join(copy, 'content', 'blog'), { recursive: true, force: true });
      expect(fieldOf(collectionOf(adminConfig(copy, { env: {} }), 'blog'), 'tags').hint).not.toContain('In use');
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it('lists posts and case studies newest first with drafts marked, and "View Live" opens the entry\'s page', () => {
    const config = adminConfig(process.cwd(), { env: { NEXT_PUBLIC_BASE_PATH: '/website' }, today: '2026-11-27' }) as Config & { site_url: string };
    expect(config.site_url).toBe('/website/');
    expect(`/${collectionOf(config, 'products').preview_path}`).toBe(productPath({ name: '{{slug}}' }));
    for (const name of ['blog', 'case-studies']) {
      const collection = collectionOf(config, name) as Collection & { sortable_fields: unknown[]; view_filters: { field: string; pattern: string }[] };
      expect(collection.preview_path).toBe(`${name}/{{slug}}/`);
      expect(collection.sortable_fields[0]).toEqual({ field: 'date', default_sort: 'desc' });
      // "Draft · " or "Scheduled · " before the title of an entry not on the site yet (admin-extensions/list-mark.ts).
      expect(collection.summary).toBe('{{listMark}}{{title}} · {{date}}');
      const [drafts, later] = collection.view_filters;
      expect(drafts).toMatchObject({ field: 'draft', pattern: 'true' });
      expect(later).toMatchObject({ field: 'date', pattern: datesAfter('2026-11-27') });
    }
    expect(adminConfig(process.cwd(), { env: {} }).site_url).toBe('/');
  });

  it('matches exactly the days after a given day', () => {
    const later = new RegExp(datesAfter('2026-11-27'));
    for (const day of ['2026-11-28', '2026-11-30', '2026-12-01', '2027-01-01', '2100-05-05']) expect([day, later.test(day)]).toEqual([day, true]);
    for (const day of ['2026-11-27', '2026-11-26', '2026-10-31', '2025-12-31', '1999-12-31']) expect([day, later.test(day)]).toEqual([day, false]);
    expect(new RegExp(datesAfter('2029-09-19')).test('2029-09-20')).toBe(true);
  });

  it('says in a date\'s hint how the box shows the day, and offers a typed path to reuse a picture of another folder', () => {
    const config = adminConfig(process.cwd(), { env: {} }) as Config;
    for (const name of ['blog', 'case-studies']) {
      for (const field of collectionOf(config, name).fields!.filter((f) => f.widget === 'datetime')) {
        expect(field.hint).not.toMatch(/as YYYY-MM-DD/);
        expect(field.hint).toContain("shown in your browser's order; the file gets YYYY-MM-DD");
      }
      expect(fieldOf(collectionOf(config, name), 'cover')).toMatchObject({ widget: 'image', choose_url: true, hint: expect.stringContaining("'Insert from URL'") });
    }
  });

  it("says how each field is translated in a form Decap takes: words per language, a shared value copied, a shared group or list only in the default's pane", () => {
    const config = adminConfig(process.cwd(), { env: {} }) as Config;
    const allFields = (fields: Field[] = []): Field[] => fields.flatMap((field) => [field, ...allFields(field.fields), ...(field.field ? allFields([field.field]) : [])]);
    const fields = config.collections.flatMap((collection) => [...allFields(collection.fields), ...(collection.files ?? []).flatMap((file) => allFields(file.fields))]);
    // Decap refuses the whole configuration when an object or a list has another value than true or false.
    const groups = fields.filter((field) => field.widget === 'object' || field.widget === 'list');
    expect(groups.filter((field) => field.i18n !== undefined && typeof field.i18n !== 'boolean').map((field) => field.name)).toEqual([]);
    const site = collectionOf(config, 'content').files!.find((file) => file.name === 'site')!;
    expect(site.fields.find((field) => field.name === 'social')!.i18n).toBe(false);
    expect(site.fields.find((field) => field.name === 'companyName')!.i18n).toBe(true);
    expect(site.fields.find((field) => field.name === 'ogImage')!.i18n).toBe('duplicate');
  });

  it("gives a field that refers to a definition of its schema ($ref) that definition's widget, rule and fields", () => {
    const config = adminConfig(process.cwd(), { env: {} }) as Config;
    const pagesFile = collectionOf(config, 'content').files!.find((file) => file.name === 'pages')!;
    const schema = JSON.parse(fs.readFileSync('content/schemas/pages.schema.json', 'utf8'));
    const pages = pagesFile.fields.find((field) => field.name === 'pages')!;
    const pageFields = Object.keys(schema.properties.pages.properties).map((page) => {
      const field = pages.fields!.find((entry) => entry.name === page)!;
      return [page, field.widget, field.fields?.map((entry) => entry.name)];
    });
    expect(pageFields).toEqual(Object.keys(schema.properties.pages.properties).map((page) => [page, 'object', Object.keys(schema.definitions.page.properties)]));
    // An optional group's fields do not stop a save that leaves the group out (Decap checks them anyway).
    const comingSoon = pages.fields![0]!.fields!.find((field) => field.name === 'comingSoon')!;
    expect(comingSoon.required).toBe(false);
    expect(comingSoon.fields!.map((field) => field.required)).toEqual(comingSoon.fields!.map(() => false));
    const navigationPath = pagesFile.fields.find((field) => field.name === 'navigation')!.fields!.find((field) => field.name === 'path')!;
    expect(navigationPath.pattern?.[0]).toBe(schema.definitions.path.pattern);
  });

  it('opens each picture field\'s media library on the folder its pictures are in, where uploads go too', () => {
    const config = adminConfig(process.cwd(), { env: {} }) as Config;
    const folderOf = (value: string) => value.replace(/^\/images\/?/, '').replace(/\/?[^/]+$/, '');
    const inDefaultLanguage = <T,>(file: string) => Object.values(JSON.parse(fs.readFileSync(file, 'utf8')))[0] as T;
    const product = inDefaultLanguage<{ image: string }>(path.join('content/products', fs.readdirSync('content/products')[0]!));
    expect(fieldOf(collectionOf(config, 'products'), 'image')).toMatchObject({ media_folder: `/public/images/${folderOf(product.image)}`, public_folder: `/images/${folderOf(product.image)}` });
    const gallery = inDefaultLanguage<{ images: { itemImageSrc: string }[] }>('content/gallery.json');
    const galleryFile = collectionOf(config, 'content').files!.find((file) => file.name === 'gallery')!;
    const item = galleryFile.fields.find((field) => field.name === 'images')!.fields!.find((field) => field.name === 'itemImageSrc')!;
    expect(item.public_folder).toBe(`/images/${folderOf(gallery.images[0]!.itemImageSrc)}`);
  });

  it('takes the folder most of the pictures use, /images/ itself as one, and the gallery when there are none', () => {
    expect(mostUsedPictureFolder(['/images/products/a.jpg', '/images/gallery/b.jpg', '/images/products/c.jpg'])).toBe('products');
    expect(mostUsedPictureFolder(['/images/a.jpg', '/images/b.jpg', '/images/gallery/c.jpg'])).toBe('');
    expect(mostUsedPictureFolder(['/images/gallery/thumbs/a.jpg'])).toBe('gallery/thumbs');
    expect(mostUsedPictureFolder([undefined, ''])).toBe('gallery');
  });

  it('names the folder CONTENT_DIR sets in every hint and description, not content/', () => {
    const text = JSON.stringify(adminConfig(process.cwd(), { env: { CONTENT_DIR: 'e2e/fixtures/second-content' } }));
    expect(text).toContain('a Markdown file e2e/fixtures/second-content/blog/<URL name>.md');
    expect(text).not.toMatch(/(?<![\w./-])content\//);
  });

  it('counts the values in use, the most used first, one per spelling', () => {
    expect(valuesInUse([{ tags: ['B', 'a'] }, { tags: ['b'] }, { tags: 'C' }, {}, { tags: [3, ' '] }], 'tags')).toEqual(['B', 'a', 'C']);
  });
});
