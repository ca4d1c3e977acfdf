// The content admin (/admin/, Decap CMS) in the real browser, against the real decap-server working
// on a copy of the repository: an editor logs in to the local backend, changes a product's
// title (one file per product), puts an uploaded picture in the gallery and publishes; the files on disk change, still
// pass the build's checks, and a rebuild of the copy shows the change. Edits that break a rule
// are refused in the admin. A blog post and a case study are written in Markdown (Decap's raw mode)
// and saved as typed; an existing post's text survives an edit of another field. Then the exported
// admin's own policy, and the public pages without it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { balancedColumns } from '../components/ui/gridColumns';
import { getCaseStudies, getLanguages, getPosts, getProducts, validateAllContent } from '../lib/content';
import { styledText } from '../lib/content/file-style';
import { splitFrontMatter } from '../lib/content/front-matter-fence.mjs';
import { renderMarkdown } from '../lib/markdown/render';
import { writeAdmin } from '../scripts/build/admin-app.mjs';
import { startContentEditing } from '../scripts/servers/cms.mjs';
import { SECOND_CONTENT_SOURCE, swapInContentSet } from '../scripts/checks/second-content.mjs';
import { copyProject } from '../scripts/shared/project-copy.mjs';
import { createStaticServer } from '../scripts/shared/static-server.mjs';
import { scratchDir } from '../scripts/shared/scratch.mjs';
import { LOCAL_BUILD_ENV } from '../scripts/shared/local-env.mjs';

// Decap's editor is a heavy page (every product's fields at once): on a busy machine a test takes
// well over Playwright's default 30 s.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// Inside the repository (see scripts/shared/project-copy.mjs).
const copy = path.resolve(scratchDir('cms-test'), `copy-${process.pid}`);
/** A content file's default-language group (every file but languages.json holds one per language). */
const json = (file: string) => {
  const data = JSON.parse(fs.readFileSync(path.join(copy, 'content', file), 'utf8'));
  return file === 'languages.json' ? data : Object.values(data)[0];
};
/** The file's JSON, or undefined while decap-server is still writing it (a poll tries again). */
const jsonOnceWritten = (file: string) => {
  try {
    return json(file);
  } catch {
    return undefined;
  }
};
let server: ReturnType<typeof createStaticServer>;
let editing: Awaited<ReturnType<typeof startContentEditing>>;
let adminUrl = '';

test.beforeAll(async () => {
  copyProject(process.cwd(), copy);
  // Not the exported site: the copy's public/ with its admin page, as `npm run cms` has it.
  fs.writeFileSync(path.join(copy, 'public', '404.html'), '<!doctype html><title>Not found</title>');
  editing = await startContentEditing(copy);
  server = createStaticServer({ dir: path.join(copy, 'public'), basePath: '' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  adminUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/`;
});

test.afterAll(async () => {
  await editing?.stop();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  fs.rmSync(copy, { recursive: true, force: true });
});

async function openCollection(page: Page, label: string) {
  await page.goto(adminUrl);
  const login = page.getByRole('button', { name: /login/i });
  const collection = page.getByRole('link', { name: label, exact: true });
  await expect(login.or(collection).first()).toBeVisible({ timeout: 20_000 });
  if (await login.isVisible()) await login.click(); // once per browser session
  await collection.click();
}

/** A file of the "Site content" collection (Gallery, Clients, ...). */
async function openFile(page: Page, label: string) {
  await openCollection(page, 'Site content');
  await page.getByRole('link', { name: label, exact: true }).click();
}

/** One product of the "Products" folder collection, by its title. */
async function openProduct(page: Page, title: string) {
  await openCollection(page, 'Products');
  await page.getByRole('link', { name: title }).first().click();
}

/** The products of the copy, one file each. */
const productFiles = () => fs.readdirSync(path.join(copy, 'content/products')).filter((file) => file.endsWith('.json')).sort();

/**
 * The preview beside the form. Where the site has another language, an entry that is translated
 * opens with that language's form on the right; the eye button ("Toggle preview") shows the preview there.
 */
async function showPreview(page: Page) {
  const toggle = page.getByRole('button', { name: 'Toggle preview' });
  await expect(toggle).toBeVisible();
  if (!(await page.locator('#preview-pane').isVisible())) await toggle.click();
  await expect(page.locator('#preview-pane')).toBeVisible();
}

/** Publish → Publish now. The menu opens with an animation; on a busy machine it is tried again. */
async function publish(page: Page) {
  const menuItem = page.getByRole('menuitem', { name: 'Publish now' });
  await expect(async () => {
    if (!(await menuItem.isVisible())) await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await menuItem.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test('an edit that breaks a rule is refused in the admin, naming the field', async ({ page }) => {
  const file = productFiles()[0]!;
  const before = fs.readFileSync(path.join(copy, 'content/products', file), 'utf8');
  const product = json(`products/${file}`);
  await openProduct(page, product.title);
  await page.locator(`input[value="${product.title}"]`).fill('');
  // The default language's pane comes first; the URL name is shared, shown greyed in the other's.
  await page.locator(`input[value="${product.name}"]`).first().fill('Solar Pumps');
  await publish(page);
  await expect(page.getByText(/Title is required/i).first()).toBeVisible();
  await expect(page.getByText('URL name may use only lower-case letters, digits and single hyphens', { exact: false }).first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(fs.readFileSync(path.join(copy, 'content/products', file), 'utf8')).toBe(before);
  expect(productFiles()).toContain(file);
});

test('a URL name another product has, or a changed one, is refused before anything is saved', async ({ page }) => {
  const [first, second] = productFiles().map((file) => json(`products/${file}`));
  const before = productFiles();
  await openCollection(page, 'Products');
  await page.locator('a[href$="/collections/products/new"]').click(); // "+ Product"
  await page.getByLabel('Title', { exact: true }).first().fill('A second copy');
  await page.getByLabel('URL name', { exact: true }).first().fill(first.name);
  await publish(page);
  await expect(page.getByText(`URL name "${first.name}" is already used by "${first.title}": every product needs its own.`)).toBeVisible();
  await page.waitForTimeout(1000);
  expect(productFiles()).toEqual(before);

  // An existing product keeps its name: Decap would keep the old file, which the build refuses.
  const file = `${second.name}.json`;
  const saved = fs.readFileSync(path.join(copy, 'content/products', file), 'utf8');
  await openProduct(page, second.title);
  await page.locator(`input[value="${second.name}"]`).first().fill(`${second.name}-renamed`);
  await publish(page);
  await expect(page.getByText(`URL name cannot change once a product exists`, { exact: false }).first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(fs.readFileSync(path.join(copy, 'content/products', file), 'utf8')).toBe(saved);
});

test('the preview pane shows a product, the service tiles and the hero in the site\'s look', async ({ page }) => {
  // Policy refusals and script errors; failed requests by URL.
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
  const preview = page.frameLocator('#preview-pane');
  // The site's own stylesheet: its tokens and the component's rules, in the site's font.
  const style = (locator: ReturnType<typeof preview.locator>, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

  const product = json(`products/${productFiles()[1]}`);
  await openProduct(page, product.title);
  await showPreview(page);
  const heading = preview.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(product.title);
  expect(await style(preview.locator('header'), 'background-image')).toContain('linear-gradient');
  expect(await style(heading, 'color')).toBe('rgb(255, 255, 255)');
  await expect(preview.locator('article p')).toHaveText(product.commonContent);
  expect(await style(preview.locator('article p'), 'font-size')).toBe('18px');
  expect(await style(preview.locator('article p'), 'font-family')).toMatch(/^"?Site body"?,/);
  await expect(preview.locator('article li')).toHaveCount(product.detailedInformation?.length ?? 0);
  await expect.poll(() => preview.locator('article img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  // It follows the editor's typing.
  await page.locator(`input[value="${product.title}"]`).fill(`${product.title} (draft)`);
  await expect(heading).toHaveText(`${product.title} (draft)`);

  const services = json('services.json').services;
  await openFile(page, 'Services');
  await showPreview(page);
  const tiles = preview.locator('ul > li');
  await expect(tiles).toHaveCount(services.length);
  await expect(tiles.first().getByRole('heading')).toHaveText(services[0].name);
  expect(await style(tiles.first(), 'border-top-color')).toBe('rgb(31, 138, 76)');
  // TileGrid's rows: the columns chosen for the count, as on the site.
  expect(await style(preview.locator('ul').first(), 'display')).toBe('flex');
  await expect(preview.locator('ul').first()).toHaveAttribute('data-cols-at-4', String(balancedColumns(services.length, 4)));

  const site = json('site.json');
  const [slide] = json('hero.json').slides;
  await openFile(page, 'Home page hero');
  await showPreview(page);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
  await expect(preview.getByText(site.slogan, { exact: true })).toBeVisible();
  expect(await style(preview.getByText(site.slogan, { exact: true }), 'text-transform')).toBe('uppercase');
  await expect(preview.getByAltText(slide.alt)).toBeVisible();
  await expect.poll(() => preview.getByAltText(slide.alt).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  // Within the admin's policy: nothing refused, nothing broken.
  expect(problems).toEqual([]);
});

/** The Markdown files of a folder of the copy's content (none while the folder is not there). */
const markdownFiles = (folder: string) => (fs.existsSync(path.join(copy, 'content', folder)) ? fs.readdirSync(path.join(copy, 'content', folder)).filter((file) => file.endsWith('.md')).sort() : []);
/** The content roots of the copy, for the site's own loaders; every entry, as the preview has them. */
const copyRoots = () => ({ contentDir: path.join(copy, 'content'), publicDir: path.join(copy, 'public') });
const everything = { today: '9999-12-31', preview: true };

/**
 * Markdown that Decap's rich-text mode would rewrite (list markers, escapes, raw HTML, a table's
 * alignment row), with a picture of the site in the text: saved, it must be exactly this.
 */
function markdownBody(picture: string) {
  return [
    'Written in the admin, in Markdown.',
    '',
    '## What to check',
    '',
    '- The float switch, *by hand*',
    '- The non-return valve',
    '',
    '* Another list, another marker',
    '',
    '1. Start the pump',
    '2. Listen for rattles',
    '',
    '| Part | Interval |',
    '| --- | ---: |',
    '| Strainer | Monthly |',
    '| Seal | __Yearly__ |',
    '',
    'Kept as typed: 5 * 3 = 15, snake_case_name, <kbd>Ctrl</kbd> and a [link](/contact/).',
    '',
    `![A picture of the site](${picture})`,
  ].join('\n');
}

/** What follows a Markdown file's front matter (as the site reads it). */
const textOf = (file: string) => splitFrontMatter(file)?.body;

/** A picture of the copy's gallery, as an upload: a new file in public/images/ once saved. */
function galleryPicture(name: string) {
  const folder = path.join(copy, 'public/images/gallery');
  const file = fs.readdirSync(folder).find((f) => f.endsWith('.jpg'))!;
  return { name, mimeType: 'image/jpeg', buffer: fs.readFileSync(path.join(folder, file)), inText: `/images/gallery/${file}` };
}

/** The cover picture: "Choose an image" → upload → "Choose selected" (the only image field of a post or case study). */
async function uploadPicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: /choose an image/i }).first().click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: /choose selected/i }).click();
}

/** The text's editor: a plain text box (admin-extensions/site-admin.ts). */
const textBox = (page: Page) => page.getByRole('textbox', { name: 'Text', exact: true });

/** Types the text into the Markdown field. */
async function typeMarkdown(page: Page, text: string) {
  await textBox(page).fill(text);
}

/** Whether a saved file is written as the repository's files are (scripts/checks/content-style.mjs). */
const schemaOf = (name: string) => JSON.parse(fs.readFileSync(path.join('content/schemas', `${name}.schema.json`), 'utf8'));
const inRepositoryStyle = (file: string) => styledText(file, fs.readFileSync(file, 'utf8'), schemaOf) === fs.readFileSync(file, 'utf8');

/** The lines that differ between two versions of a file with as many lines (else every line of both). */
function changedLines(before: string, after: string): string[] {
  const [a, b] = [before.split('\n'), after.split('\n')];
  if (a.length !== b.length) return [...a, ...b];
  return b.filter((line, index) => line !== a[index]);
}

/** The new file a save wrote into the folder, once it is there and complete. */
async function newMarkdownFile(folder: string, before: string[]) {
  let file = '';
  await expect
    .poll(
      () => {
        file = markdownFiles(folder).find((name) => !before.includes(name)) ?? '';
        return file && fs.readFileSync(path.join(copy, 'content', folder, file), 'utf8').length > 0;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  // Named from the title as the site's URL names are.
  expect(file).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.md$/);
  return { slug: file.replace(/\.md$/, ''), text: () => fs.readFileSync(path.join(copy, 'content', folder, file), 'utf8') };
}

/** The walk-through's pictures: docs/publishing.md shows them, this test makes them, so they show today's admin. */
const GUIDE_PICTURES = 'docs/images/publishing';

test('docs/publishing.md\'s first post, step by step: an editor writes, previews as a draft and publishes it (the guide\'s screenshots)', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  fs.mkdirSync(GUIDE_PICTURES, { recursive: true });
  const shot = (name: string) => page.screenshot({ path: path.join(GUIDE_PICTURES, name), animations: 'disabled', caret: 'hide' });
  const before = markdownFiles('blog');
  const title = 'Sizing an overhead tank';

  await openCollection(page, 'Blog posts');
  await expect(page.locator('a[href$="/collections/blog/new"]')).toBeVisible();
  await shot('1-blog-posts.png');
  await page.locator('a[href$="/collections/blog/new"]').click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Summary', { exact: true }).fill('How much storage a building needs, and where to put it.');
  await page.getByLabel('Publication date', { exact: true }).fill('2026-03-14');
  await page.getByLabel('Author', { exact: true }).fill('Design office');
  await page.getByRole('button', { name: /add tag/i }).click();
  await page.locator('[id^="tags-field"] input, [class*="ListItem"] input').first().fill('Water storage');
  await uploadPicture(page, galleryPicture('overhead-tank-guide.jpg'));
  await page.getByLabel('Cover picture description', { exact: true }).fill('Three storage tanks on a roof');
  await textBox(page).fill('A building needs storage for a day of its water.\n\nHow much');
  await textBox(page).evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(element.value.length, element.value.length));
  await page.getByRole('button', { name: 'Heading' }).click();
  // Decap's switch, by its field's id.
  const draftSwitch = page.locator('[id^="draft-field"]');
  await draftSwitch.click();
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('note')).toHaveText(/^Draft/);
  await expect(preview.getByRole('heading', { level: 2, name: 'How much' })).toBeVisible();
  await textBox(page).scrollIntoViewIfNeeded();
  await shot('2-write-and-preview.png');

  await draftSwitch.click();
  await expect(preview.getByRole('note')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Publish now' })).toBeVisible();
  await shot('3-publish.png');
  await publish(page);
  const saved = await newMarkdownFile('blog', before);
  await expect.poll(() => readMarkdownTitle(saved.text()), { timeout: 20_000 }).toBe(title);

  // The guide shows exactly the pictures this test makes.
  const shown = [...fs.readFileSync('docs/publishing.md', 'utf8').matchAll(/\]\((images\/publishing\/[^)]+)\)/g)].map((match) => match[1]);
  expect(shown.sort()).toEqual(fs.readdirSync(GUIDE_PICTURES).map((file) => `images/publishing/${file}`).sort());
  fs.rmSync(path.join(copy, 'content/blog', `${saved.slug}.md`));
});

const readMarkdownTitle = (text: string) => /^title: "(.*)"$/m.exec(text)?.[1];

test('an editor writes a blog post in Markdown and publishes it: the file keeps the text as typed and passes the build\'s checks', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const before = markdownFiles('blog');
  const picture = galleryPicture('admin-test-post-cover.jpg');
  const body = markdownBody(picture.inText);
  const post = { title: 'Admin test: checking a pump room before the rains', summary: 'What to look at in a pump room before the monsoon.', date: '2025-06-02', author: 'Service team', tags: ['Maintenance', 'Pumps'], coverAlt: 'A pump room' };

  // No post yet on the default content, not even the folder: the collection opens empty all the same.
  await openCollection(page, 'Blog posts');
  await page.locator('a[href$="/collections/blog/new"]').click();
  await page.getByLabel('Title', { exact: true }).fill(post.title);
  await page.getByLabel('Summary', { exact: true }).fill(post.summary);
  await page.getByLabel('Publication date', { exact: true }).fill(post.date);
  await page.getByLabel('Author', { exact: true }).fill(post.author);
  // A list of free texts: "Add tag", then the new entry's box (the hint names the tags in use).
  for (const [index, tag] of post.tags.entries()) {
    await page.getByRole('button', { name: /add tag/i }).click();
    await page.locator('[id^="tags-field"] input, [class*="ListItem"] input').nth(index).fill(tag);
  }
  await uploadPicture(page, picture);
  await page.getByLabel('Cover picture description', { exact: true }).fill(post.coverAlt);
  await typeMarkdown(page, body);

  // The preview pane: the post's page in the site's look, the Markdown rendered.
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(preview.locator('article table tr')).toHaveCount(3);
  await expect(preview.locator('article ul li').filter({ hasText: 'The non-return valve' })).toHaveCount(1);
  await expect(preview.locator('article time').first()).toHaveText('2 June 2025');
  await expect(preview.getByText(post.tags[1]!, { exact: true })).toBeVisible();
  // In the site's look: its banner, its article text (components/publishing/ArticleBody.module.css).
  expect(await preview.locator('header').evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('linear-gradient');
  expect(await preview.locator('article th').first().evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
  await publish(page);

  const saved = await newMarkdownFile('blog', before);
  // decap-server writes the picture in a request of its own.
  await expect.poll(() => fs.existsSync(path.join(copy, 'public/images/gallery', picture.name)), { timeout: 20_000 }).toBe(true);
  // The text below the front matter is exactly what was typed, the table and the lists byte for byte
  // (and the line break Decap ends every file with).
  await expect.poll(() => textOf(saved.text()), { timeout: 20_000 }).toBe(`${body}\n`);
  expect(saved.text()).toMatch(/^---\n[\s\S]*^date: "2025-06-02"\n[\s\S]*\n---\n/m);
  // Written as every file of the repository is, so the next edit changes only what it changes.
  expect(inRepositoryStyle(path.join(copy, 'content/blog', `${saved.slug}.md`))).toBe(true);
  // Read by the site's own loader and checked against the schema, as the build does.
  const entry = getPosts(copyRoots(), everything).find((p) => p.slug === saved.slug)!;
  expect(entry.data).toEqual({ ...post, cover: `/images/gallery/${picture.name}`, draft: false });
  expect(entry.body).toBe(`${body}\n`);
  expect(() => validateAllContent(copyRoots())).not.toThrow();
  expect(errors).toEqual([]);
});

test('an existing post keeps its text byte for byte when an editor changes another field', async ({ page }) => {
  test.setTimeout(180_000);
  // A post pasted from a word processor (raw HTML, lists, a link): Markdown that a rich-text editor would rewrite.
  const fixture = fs.readFileSync('e2e/fixtures/second-content/blog/pasted-from-a-word-processor.md', 'utf8');
  const original = fixture.replace(/^cover: .*$/m, `cover: "${galleryPicture('').inText}"`);
  const slug = 'admin-test-pasted-text';
  fs.mkdirSync(path.join(copy, 'content/blog'), { recursive: true });
  fs.writeFileSync(path.join(copy, 'content/blog', `${slug}.md`), original);
  const readPost = () => getPosts(copyRoots(), everything).find((post) => post.slug === slug)!;
  const before = readPost();
  const summary = `${before.data.summary} Checked again.`;

  await openCollection(page, 'Blog posts');
  await page.getByRole('link', { name: before.data.title }).first().click();
  // The caret in the text, the summary changed.
  await textBox(page).click();
  await page.getByLabel('Summary', { exact: true }).fill(summary);
  await publish(page);

  await expect.poll(() => textOf(fs.readFileSync(path.join(copy, 'content/blog', `${slug}.md`), 'utf8')) === before.body && readPost().data.summary, { timeout: 20_000 }).toBe(summary);
  expect(readPost().body).toBe(before.body);
  expect(readPost().data).toEqual({ ...before.data, summary });
});

/** A case study of the second content set, put in the copy under a slug of the test's (dated in the past, not a draft). */
function caseStudyInCopy(slug: string, change: (text: string) => string = (text) => text) {
  const folder = 'e2e/fixtures/second-content/case-studies';
  const source = fs.readdirSync(folder).map((file) => fs.readFileSync(path.join(folder, file), 'utf8')).find((text) => !/^draft: true$/m.test(text) && /^figures:$/m.test(text))!;
  const text = change(source.replace(/^title: .*$/m, `title: "Admin test: ${slug}"`).replace(/^cover: .*$/m, `cover: "${galleryPicture('').inText}"`).replace(/^products: .*$/m, `products: ["${json(`products/${productFiles()[0]}`).name}"]`));
  fs.mkdirSync(path.join(copy, 'content/case-studies'), { recursive: true });
  fs.writeFileSync(path.join(copy, 'content/case-studies', `${slug}.md`), text);
  return { file: path.join(copy, 'content/case-studies', `${slug}.md`), text, data: getCaseStudies(copyRoots(), everything).find((study) => study.slug === slug)!.data };
}

test('an edit of one field changes that field\'s lines only: a case study\'s key figure, a product\'s title, a text of the site', async ({ page }) => {
  test.setTimeout(240_000);
  const study = caseStudyInCopy('admin-test-one-figure');
  const figure = study.data.figures![study.data.figures!.length - 1]!;
  await openCollection(page, 'Case studies');
  await page.getByRole('link', { name: study.data.title }).first().click();
  await page.locator(`input[value="${figure.value}"]`).fill(`${figure.value}0`);
  await publish(page);
  await expect.poll(() => changedLines(study.text, fs.readFileSync(study.file, 'utf8')), { timeout: 20_000 }).toEqual([`    value: "${figure.value}0"`]);

  const productFile = path.join(copy, 'content/products', productFiles()[1]!);
  const productBefore = fs.readFileSync(productFile, 'utf8');
  const product = Object.values(JSON.parse(productBefore))[0] as { title: string };
  await openProduct(page, product.title);
  await page.locator(`input[value="${product.title}"]`).fill(`${product.title} II`);
  await publish(page);
  await expect.poll(() => changedLines(productBefore, fs.readFileSync(productFile, 'utf8')), { timeout: 20_000 }).toEqual([`    "title": ${JSON.stringify(`${product.title} II`)},`]);

  // The interface text: a file of nested groups, some of more than eight fields (Decap's data keeps
  // no order past eight keys; the format puts them back in the schema's).
  const uiFile = path.join(copy, 'content/ui.json');
  const uiBefore = fs.readFileSync(uiFile, 'utf8');
  const ui = Object.values(JSON.parse(uiBefore))[0] as Record<string, unknown>;
  const [group, words] = Object.entries(ui).find(([, value]) => value && typeof value === 'object' && Object.keys(value).length > 8) as [string, Record<string, unknown>];
  // A short text (a one-line box) that appears once in the file.
  const [key, value] = Object.entries(words).find(([, text]) => typeof text === 'string' && text.length < 40 && uiBefore.split(JSON.stringify(text)).length === 2)! as [string, string];
  await openFile(page, 'Interface text');
  await page.locator(`input[value=${JSON.stringify(value)}]`).fill(`${value}!`);
  await publish(page);
  await expect.poll(() => changedLines(uiBefore, fs.readFileSync(uiFile, 'utf8')), { timeout: 20_000, message: `${group}.${key}` }).toEqual([expect.stringContaining(`"${key}": ${JSON.stringify(`${value}!`)}`)]);

  // A page's heading: each page's fields are one definition of the schema that every page refers to.
  const pagesFile = path.join(copy, 'content/pages.json');
  const pagesBefore = fs.readFileSync(pagesFile, 'utf8');
  const heading = Object.values((Object.values(JSON.parse(pagesBefore))[0] as { pages: Record<string, { heading: string }> }).pages)
    .map((entry) => entry.heading)
    .find((text) => pagesBefore.split(JSON.stringify(text)).length === 2)!;
  await openFile(page, 'Pages and navigation');
  await page.locator(`input[value=${JSON.stringify(heading)}]`).fill(`${heading}!`);
  await publish(page);
  await expect.poll(() => changedLines(pagesBefore, fs.readFileSync(pagesFile, 'utf8')), { timeout: 20_000 }).toEqual([`        "heading": ${JSON.stringify(`${heading}!`)},`]);
});

test("an editor writes a product's title in another language beside the default's: only that line changes, and the build reads it", async ({ page }) => {
  test.setTimeout(120_000);
  const [main, other] = getLanguages(copyRoots());
  test.skip(!other, 'the content has one language');
  const productFile = productFiles()
    .map((file) => path.join(copy, 'content/products', file))
    .find((file) => (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { title?: string }>)[other!.code]?.title);
  test.skip(!productFile, `no product has a title in ${other!.name}`);
  const before = fs.readFileSync(productFile!, 'utf8');
  const groups = JSON.parse(before) as Record<string, { name: string; title: string }>;
  const title = groups[other!.code]!.title;
  await openProduct(page, groups[main!.code]!.title);
  // The other language's pane, beside the default's: its own title box.
  await page.locator(`input[value=${JSON.stringify(title)}]`).fill(`${title} २`);
  await publish(page);
  await expect.poll(() => changedLines(before, fs.readFileSync(productFile!, 'utf8')), { timeout: 20_000 }).toEqual([`    "title": ${JSON.stringify(`${title} २`)},`]);
  const inLanguage = getProducts({ ...copyRoots(), language: other!.code }).find((product) => product.name === groups[main!.code]!.name);
  expect(inLanguage?.title).toBe(`${title} २`);
  fs.writeFileSync(productFile!, before);
});

test('the text\'s editor: the hint shows its examples as typed, the buttons insert Markdown, the preview is the page\'s own rendering', async ({ page }) => {
  test.setTimeout(180_000);
  await openCollection(page, 'Blog posts');
  await page.locator('a[href$="/collections/blog/new"]').click();
  // Decap renders a hint as Markdown: the examples are code, not a link or an invisible picture.
  const hint = page.getByText('starts a heading', { exact: false }).first();
  await expect(hint).toContainText('[a link](/contact/)');
  await expect(hint).toContainText('![what it shows](/images/name.jpg)');
  await expect(hint.locator('a, img')).toHaveCount(0);

  const box = textBox(page);
  await box.fill('Results\nwell worth it');
  await box.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(8, 12));
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.getByRole('button', { name: 'Heading' }).click(); // the line with the selection: the second
  await expect(box).toHaveValue('Results\n## **well** worth it');
  await box.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(0, 0));
  await page.getByRole('button', { name: 'List' }).first().click();
  await expect(box).toHaveValue('- Results\n## **well** worth it');
  for (const name of ['Heading', 'Bold', 'Link', 'List', 'Numbered list', 'Picture']) await expect(page.getByRole('button', { name, exact: true })).toBeEnabled();

  // Pasted markup the site removes: the preview removes it too, and shows exactly the page's HTML.
  const pasted = [
    'Before the markup.',
    '',
    '<img src="x" onerror="document.title=\'hacked\'">',
    '',
    '<div style="position:fixed;inset:0;background:red">An overlay</div>',
    '',
    '<svg width="100" height="100"><circle r="40"/></svg>',
    '',
    '<iframe src="https://example.com/"></iframe>',
    '',
    'A [harmless link](/contact/) and a [bad one](javascript:alert(1)).',
  ].join('\n');
  await box.fill(pasted);
  const prose = page.frameLocator('#preview-pane').locator('article [class*="ArticleBody__prose"] > div > div');
  // What the page leaves out is listed by its line in the box, as the build warns of it.
  const removed = page.frameLocator('#preview-pane').getByRole('status', { name: 'Left out of the page' });
  await expect(removed.getByRole('listitem')).toHaveText(renderMarkdown(pasted).dropped.map((item) => `line ${item.line} of the text: ${item.what} (${item.why})`));
  await expect(removed).toContainText('line 9 of the text: an <iframe>');
  await expect(prose.getByText('Before the markup.')).toBeVisible();
  await expect(prose.locator('img, svg, iframe, [style]')).toHaveCount(0);
  await expect(prose.getByRole('link', { name: 'harmless link' })).toHaveAttribute('href', '/contact/');
  const expected = await page.evaluate((html) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.innerHTML;
  }, renderMarkdown(pasted).html);
  expect(await prose.evaluate((element) => element.innerHTML)).toBe(expected);
});

test('a draft and a post dated after today are marked as not on the site in the preview', async ({ page }) => {
  test.setTimeout(120_000);
  const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const draft = caseStudyInCopy('admin-test-draft', (text) => text.replace(/^---\n([\s\S]*?)\n---/, '---\n$1\ndraft: true\n---'));
  const scheduled = caseStudyInCopy('admin-test-scheduled', (text) => text.replace(/^date: .*$/m, `date: "${future}"`));
  const notice = page.frameLocator('#preview-pane').getByRole('note');
  for (const [study, kind] of [[draft, /^Draft: not on the site/], [scheduled, /^Scheduled: on the site from/]] as const) {
    await openCollection(page, 'Case studies');
    await page.getByRole('link', { name: study.data.title }).first().click();
    await expect(notice).toHaveText(kind);
  }
  const published = caseStudyInCopy('admin-test-published');
  await openCollection(page, 'Case studies');
  await page.getByRole('link', { name: published.data.title }).first().click();
  await expect(page.frameLocator('#preview-pane').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('an editor writes a case study with products chosen from the catalog; the file passes the build\'s checks', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const before = markdownFiles('case-studies');
  const [first, second] = productFiles().map((file) => json(`products/${file}`));
  const picture = galleryPicture('admin-test-case-study-cover.jpg');
  const body = markdownBody(picture.inText);
  const study = {
    title: 'Admin test: a pump room for a housing society',
    summary: 'Two pumps and a new panel for a housing society.',
    date: '2025-05-20',
    client: 'A housing society',
    location: 'Pune, Maharashtra',
    sector: 'Housing',
    figures: [{ label: 'Flats served', value: '120' }],
    coverAlt: 'A pump room',
  };

  await openCollection(page, 'Case studies');
  await page.locator('a[href$="/collections/case-studies/new"]').click();
  await page.getByLabel('Title', { exact: true }).fill(study.title);
  await page.getByLabel('Summary', { exact: true }).fill(study.summary);
  await page.getByLabel('Date', { exact: true }).fill(study.date);
  await page.getByLabel('Client', { exact: true }).fill(study.client);
  await page.getByLabel('Location', { exact: true }).fill(study.location);
  await page.getByLabel('Sector', { exact: true }).fill(study.sector);
  // Products: found by title in the catalog, saved by URL name.
  const products = page.getByLabel('Products installed', { exact: true });
  for (const product of [first, second]) {
    await products.fill(product.title);
    await page.getByRole('option', { name: product.title, exact: true }).click();
  }
  await page.getByRole('button', { name: /add figure/i }).click();
  await page.getByLabel('Label', { exact: true }).fill(study.figures[0]!.label);
  await page.getByLabel('Value', { exact: true }).fill(study.figures[0]!.value);
  await uploadPicture(page, picture);
  await page.getByLabel('Cover picture description', { exact: true }).fill(study.coverAlt);
  await typeMarkdown(page, body);

  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(study.title);
  await expect(preview.locator('article dd')).toHaveText([study.client, study.location, study.sector]);
  // The products by their titles, as the page lists them.
  await expect(preview.getByRole('link', { name: second.title, exact: true })).toBeVisible();
  await expect(preview.locator('article table tr')).toHaveCount(3);
  await publish(page);

  const saved = await newMarkdownFile('case-studies', before);
  await expect.poll(() => textOf(saved.text()), { timeout: 20_000 }).toBe(`${body}\n`);
  await expect.poll(() => fs.existsSync(path.join(copy, 'public/images/gallery', picture.name)), { timeout: 20_000 }).toBe(true);
  expect(inRepositoryStyle(path.join(copy, 'content/case-studies', `${saved.slug}.md`))).toBe(true);
  const entry = getCaseStudies(copyRoots(), everything).find((s) => s.slug === saved.slug)!;
  expect(entry.data).toEqual({ ...study, products: [first.name, second.name], cover: `/images/gallery/${picture.name}`, draft: false });
  expect(entry.body).toBe(`${body}\n`);
  expect(() => validateAllContent(copyRoots())).not.toThrow();
  expect(errors).toEqual([]);
});

test('an editor changes a title, uploads a gallery picture and publishes; a rebuild shows it', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const file = productFiles()[0]!;
  const product = json(`products/${file}`);
  const newTitle = `${product.title} Plus`;
  const others = Object.fromEntries(productFiles().filter((name) => name !== file).map((name) => [name, fs.statSync(path.join(copy, 'content/products', name)).mtimeMs]));

  await openProduct(page, product.title);
  await page.locator(`input[value="${product.title}"]`).fill(newTitle);
  await publish(page);
  await expect.poll(() => jsonOnceWritten(`products/${file}`)?.title, { timeout: 20_000 }).toBe(newTitle);
  // Saving one product writes only its own file.
  for (const [name, mtime] of Object.entries(others)) expect(fs.statSync(path.join(copy, 'content/products', name)).mtimeMs, name).toBe(mtime);

  await openFile(page, 'Gallery');
  await page.getByRole('button', { name: 'Choose different image' }).first().click();
  const picture = path.join(copy, 'public/images/gallery', fs.readdirSync(path.join(copy, 'public/images/gallery')).find((f) => f.endsWith('.jpg'))!);
  await page.locator('input[type="file"]').setInputFiles({ name: 'new-site-visit.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(picture) });
  await page.getByRole('button', { name: /choose selected/i }).click();
  await publish(page);
  await expect.poll(() => jsonOnceWritten('gallery.json')?.images[0].itemImageSrc, { timeout: 20_000 }).toBe('/images/gallery/new-site-visit.jpg');
  // decap-server writes the picture in a request of its own, which may finish after the JSON's.
  await expect.poll(() => fs.existsSync(path.join(copy, 'public/images/gallery/new-site-visit.jpg')), { timeout: 20_000 }).toBe(true);

  // The files keep the repository's form and pass the build's checks.
  for (const [saved, schema] of [[`products/${file}`, '../schemas/product.schema.json'], ['gallery.json', './schemas/gallery.schema.json']]) {
    await expect.poll(() => fs.readFileSync(path.join(copy, 'content', saved!), 'utf8').endsWith('}\n')).toBe(true);
    expect(fs.readFileSync(path.join(copy, 'content', saved!), 'utf8').startsWith(`{\n  "en": {\n    "$schema": "${schema}",\n`)).toBe(true);
  }
  expect(() => validateAllContent({ contentDir: path.join(copy, 'content'), publicDir: path.join(copy, 'public') })).not.toThrow();
  expect(errors).toEqual([]);

  fs.rmSync(path.join(copy, 'public', '404.html')); // the test server's, not the site's
  const build = spawnSync('npm', ['run', 'build'], { cwd: copy, encoding: 'utf8', env: { ...process.env, ...LOCAL_BUILD_ENV } });
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  // The build wrote the hosts' admin (the GitHub backend) into public/admin/: the tests after this one edit locally again.
  writeAdmin({ root: copy, local: true });
  fs.writeFileSync(path.join(copy, 'public', '404.html'), '<!doctype html><title>Not found</title>');
  const out = (file: string) => fs.readFileSync(path.join(copy, 'out', file), 'utf8');
  expect(out(`product-details/${product.name}/index.html`)).toContain(newTitle);
  expect(out('products/index.html')).toContain(newTitle);
  expect(out('sitemap.xml')).toContain(`/product-details/${product.name}/`);
  expect(out('gallery/index.html')).toMatch(/new-site-visit/);
  // Every post and case study the build publishes has its page (those the tests above wrote in the
  // admin among them), the Markdown's tables rendered.
  const published = { today: new Date().toISOString().slice(0, 10), preview: false };
  for (const [section, entries] of [
    ['blog', getPosts(copyRoots(), published)],
    ['case-studies', getCaseStudies(copyRoots(), published)],
  ] as const) {
    for (const entry of entries) {
      const html = out(`${section}/${entry.slug}/index.html`);
      if (/^\|.*\|$/m.test(entry.body)) expect(html, entry.file).toContain('<table');
    }
  }
});

/** A new post with its fields but the cover and the text filled in. */
async function newPost(page: Page, { title, summary, date }: { title: string; summary: string; date: string }) {
  await openCollection(page, 'Blog posts');
  await page.locator('a[href$="/collections/blog/new"]').click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Summary', { exact: true }).fill(summary);
  await page.getByLabel('Publication date', { exact: true }).fill(date);
  await page.getByLabel('Author', { exact: true }).fill('Service team');
  await page.getByRole('button', { name: /add tag/i }).click();
  await page.locator('[id^="tags-field"] input, [class*="ListItem"] input').first().fill('Maintenance');
}

/** The site's posts in the copy as the preview lists them, from the copy's own content. */
const copyPosts = () => getPosts(copyRoots(), everything);

test('the list shows posts newest first with drafts and scheduled posts marked; "View Live" opens the entry\'s page', async ({ page, context }) => {
  const fixtures = 'e2e/fixtures/second-content/blog';
  fs.mkdirSync(path.join(copy, 'content/blog'), { recursive: true });
  for (const file of ['draft-notes-on-sludge.md', 'next-seasons-maintenance-plan.md', 'comparing-pump-types.md']) fs.copyFileSync(path.join(fixtures, file), path.join(copy, 'content/blog', file));
  const posts = copyPosts();
  const newest = [...posts].sort((a, b) => b.data.date.localeCompare(a.data.date))[0]!;
  const draft = posts.find((post) => post.data.draft)!;
  await openCollection(page, 'Blog posts');
  const entries = page.locator('a[href*="/collections/blog/entries/"]');
  await expect(entries.first()).toContainText(newest.data.title);
  await expect(entries.filter({ hasText: draft.data.title })).toContainText(`Draft · ${draft.data.title}`);
  await expect(entries.filter({ hasText: newest.data.title })).not.toContainText('Draft ·');
  const today = new Date().toISOString().slice(0, 10);
  for (const post of posts.filter((entry) => !entry.data.draft)) {
    await expect(entries.filter({ hasText: post.data.title })).toContainText(`${post.data.date > today ? 'Scheduled · ' : ''}${post.data.title}`);
  }
  expect(posts.some((post) => post.data.date > today && !post.data.draft)).toBe(true);

  await entries.filter({ hasText: newest.data.title }).click();
  const live = context.waitForEvent('page');
  await page.getByRole('link', { name: /view live/i }).or(page.getByRole('button', { name: /view live/i })).first().click();
  expect(new URL((await live).url()).pathname).toBe(`/blog/${newest.slug}/`);
});

/** The files under the copy's public/images/. */
const siteImages = () => (fs.readdirSync(path.join(copy, 'public/images'), { recursive: true }) as string[]).sort();

/**
 * An editor writes a post whose cover is a picture the site already has, chosen by `choose`, and
 * publishes it: the saved post names that picture, and public/images/ gains no file.
 */
async function publishWithSitePicture(page: Page, post: { title: string; summary: string; date: string }, choose: (picture: ReturnType<typeof galleryPicture>) => Promise<void>) {
  const picture = galleryPicture('');
  const imagesBefore = siteImages();
  const before = markdownFiles('blog');
  await newPost(page, post);
  await choose(picture);
  await page.getByLabel('Cover picture description', { exact: true }).fill('A site visit');
  await typeMarkdown(page, `${post.summary} Its text.`);
  await publish(page);
  const saved = await newMarkdownFile('blog', before);
  await expect.poll(() => copyPosts().find((entry) => entry.slug === saved.slug)?.data.cover, { timeout: 20_000 }).toBe(picture.inText);
  expect(siteImages()).toEqual(imagesBefore);
}

test('an editor reuses a picture of the site for a cover by its path: no new file in public/images/', async ({ page }) => {
  test.setTimeout(180_000);
  await publishWithSitePicture(page, { title: 'Admin test: a library picture', summary: 'A post whose cover is a picture the site already has.', date: '2025-06-03' }, async (picture) => {
    page.once('dialog', (dialog) => dialog.accept(picture.inText));
    await page.getByRole('button', { name: /insert from url/i }).first().click();
    // The chosen picture shows in the field and in the preview.
    await expect.poll(() => page.locator(`img[src$="${path.basename(picture.inText)}"], [class*="Image"] img`).first().evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  });
});

test('an editor reuses a picture of the site from the media library: it lists the photos, and nothing new is saved', async ({ page }) => {
  test.setTimeout(180_000);
  await publishWithSitePicture(page, { title: 'Admin test: a picture from the library', summary: 'A post whose cover is chosen in the media library.', date: '2025-06-06' }, async (picture) => {
    await page.getByRole('button', { name: /choose an image/i }).first().click();
    // The library opens on the folder the covers are in, its photos there to find (it draws the cards in view).
    const gallery = fs.readdirSync(path.join(copy, 'public/images/gallery')).filter((file) => /\.(jpe?g|png)$/.test(file));
    await expect(page.getByText(/no assets found/i)).toHaveCount(0);
    const search = page.getByPlaceholder('Search...');
    for (const file of [gallery.at(-1)!, path.basename(picture.inText)]) {
      await search.fill(file);
      await expect(page.getByText(file, { exact: true })).toBeVisible();
    }
    await page.getByText(path.basename(picture.inText), { exact: true }).click();
    await page.getByRole('button', { name: /choose selected/i }).click();
    await expect.poll(() => page.locator(`img[src$="${picture.inText}"]`).first().evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  });
});

test('a picture uploaded for a cover gets its variants with no step of the editor\'s', async ({ page }) => {
  test.setTimeout(180_000);
  const picture = galleryPicture('admin-test-fresh-upload.jpg');
  const before = markdownFiles('blog');
  await newPost(page, { title: 'Admin test: a fresh upload', summary: 'A post whose cover is uploaded in the admin.', date: '2025-06-04' });
  await uploadPicture(page, picture);
  await page.getByLabel('Cover picture description', { exact: true }).fill('A site visit');
  await typeMarkdown(page, 'A post with an uploaded picture.');
  await publish(page);
  await newMarkdownFile('blog', before);
  // npm run cms (startContentEditing) runs the images step for the new file.
  const manifest = () => JSON.parse(fs.readFileSync(path.join(copy, 'lib/generated/images.json'), 'utf8'));
  await expect.poll(() => manifest()[`/images/gallery/${picture.name}`]?.webp?.length ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);
});

// Decap 3.16 alone draws an upload's thumbnail and the preview's cover from its path on the site,
// which does not exist until the entry is published: site-admin.ts shows the draft's own copy.
test('a picture uploaded for a cover shows at once in the field and the preview', async ({ page }) => {
  await newPost(page, { title: 'Admin test: a thumbnail', summary: 'A post whose cover is uploaded in the admin.', date: '2025-06-05' });
  await uploadPicture(page, galleryPicture('admin-test-thumbnail.jpg'));
  const loaded = (locator: ReturnType<Page['locator']>) => expect.poll(() => locator.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  await loaded(page.locator('img').first());
  await loaded(page.frameLocator('#preview-pane').locator('img').first());
});

test.describe('npm run cms, as an editor starts it', () => {
  // npm gives every script NODE_ENV=production (.npmrc's omit=dev): the preview must show drafts and future posts all the same.
  const second = path.resolve(scratchDir('cms-test'), `second-${process.pid}`);
  let cms: ReturnType<typeof spawn> | undefined;
  let siteUrl = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await editing?.stop(); // its decap-server holds the local backend's port until it has exited
    copyProject(process.cwd(), second);
    swapInContentSet(second, path.resolve(SECOND_CONTENT_SOURCE));
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    siteUrl = `http://127.0.0.1:${port}`;
    // Its output in a file: a start that fails says why in the test's message.
    const log = path.join(second, 'cms.log');
    const output = fs.openSync(log, 'w');
    cms = spawn('npm', ['run', 'cms'], { cwd: second, detached: true, stdio: ['ignore', output, output], env: { ...process.env, NODE_ENV: 'production', PORT: String(port) } });
    fs.closeSync(output);
    try {
      await expect.poll(() => (cms!.exitCode === null ? fetch(`${siteUrl}/`).then((response) => response.status, () => 0) : -1), { timeout: 240_000, intervals: [1000] }).toBe(200);
    } catch (error) {
      throw new Error(`npm run cms did not serve ${siteUrl}/ (exit code ${cms.exitCode}); its output ends:\n${fs.readFileSync(log, 'utf8').slice(-3000)}\n${error}`);
    }
  });

  test.afterAll(async () => {
    if (cms?.pid && cms.exitCode === null) {
      const exited = new Promise((resolve) => cms!.on('exit', resolve));
      process.kill(-cms.pid, 'SIGTERM'); // npm, cms.mjs, next dev and decap-server: one group
      await exited;
    }
    // next dev's workers may still be writing their cache as they stop.
    await expect(() => fs.rmSync(second, { recursive: true, force: true })).toPass({ timeout: 30_000 });
  });

  test('the preview shows a draft and a post dated in the future', async () => {
    test.setTimeout(240_000);
    const today = new Date().toISOString().slice(0, 10);
    const posts = getPosts({ contentDir: path.join(second, 'content'), publicDir: path.join(second, 'public') }, everything);
    const draft = posts.find((post) => post.data.draft)!;
    const future = posts.find((post) => post.data.date > today)!;
    for (const post of [draft, future]) {
      const response = await fetch(`${siteUrl}/blog/${post.slug}/`);
      expect(response.status, post.slug).toBe(200);
      expect(await response.text()).toContain(post.data.title.replace(/'/g, '&#x27;'));
    }
  });
});

test.describe('the exported admin', () => {
  test('/admin/ loads under its own policy, never indexed, with no console errors', async ({ page, baseURL }) => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto('/admin/');
    const policy = response!.headers()['content-security-policy']!;
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response!.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // Decap starts: it reads its configuration and shows the sign-in of the git host's backend.
    await expect(page.getByRole('button', { name: /login with github/i })).toBeVisible({ timeout: 20_000 });
    expect(problems).toEqual([]);
    const sitemap = await (await page.request.get(`${baseURL}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/admin');
  });

  test('no public page loads or names the admin\'s code, and none gets its policy', () => {
    const pages = (fs.readdirSync('out', { recursive: true }) as string[]).filter((file) => file.endsWith('.html') && !file.startsWith('admin'));
    expect(pages.length).toBeGreaterThan(20);
    for (const file of pages) {
      const html = fs.readFileSync(path.join('out', file), 'utf8');
      expect(html, file).not.toMatch(/decap|\/admin\//i);
      expect(html, file).not.toContain("'unsafe-eval'"); // the search page's 'wasm-unsafe-eval' is another source
    }
    const chunks = fs.readdirSync('out/_next/static/chunks').filter((file) => file.endsWith('.js'));
    for (const file of chunks) expect(fs.readFileSync(path.join('out/_next/static/chunks', file), 'utf8'), file).not.toMatch(/decap-cms/i);
  });
});
