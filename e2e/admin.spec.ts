// The content admin (/admin/, Decap CMS) in the real browser, against the real decap-server working
// on a copy of the repository: an editor logs in to the local backend, changes a product's
// title (one file per product), puts an uploaded picture in the gallery and publishes; the files on disk change, still
// pass the build's checks, and a rebuild of the copy shows the change. Edits that break a rule
// are refused in the admin. Then the exported admin's own policy, and the public pages without it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { balancedColumns } from '../components/ui/gridColumns';
import { validateAllContent } from '../lib/content';
import { startContentEditing } from '../scripts/servers/cms.mjs';
import { copyProject } from '../scripts/shared/project-copy.mjs';
import { createStaticServer } from '../scripts/servers/serve.mjs';

// Decap's editor is a heavy page (every product's fields at once): on a busy machine a test takes
// well over Playwright's default 30 s.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// Inside the repository (see scripts/shared/project-copy.mjs).
const copy = path.resolve('.cms-test', `copy-${process.pid}`);
const json = (file: string) => JSON.parse(fs.readFileSync(path.join(copy, 'content', file), 'utf8'));
/** The file's JSON, or undefined while decap-server is still writing it (a poll tries again). */
const jsonOnceWritten = (file: string) => {
  try {
    return json(file);
  } catch {
    return undefined;
  }
};
let server: ReturnType<typeof createStaticServer>;
let editing: ReturnType<typeof startContentEditing>;
let adminUrl = '';

test.beforeAll(async () => {
  copyProject(process.cwd(), copy);
  // Not the exported site: the copy's public/ with its admin page, as `npm run cms` has it.
  fs.writeFileSync(path.join(copy, 'public', '404.html'), '<!doctype html><title>Not found</title>');
  editing = startContentEditing(copy);
  server = createStaticServer({ dir: path.join(copy, 'public'), basePath: '' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  adminUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/`;
});

test.afterAll(async () => {
  editing?.stop();
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
  await page.locator(`input[value="${product.name}"]`).fill('Solar Pumps');
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
  await page.getByLabel('Title', { exact: true }).fill('A second copy');
  await page.getByLabel('URL name', { exact: true }).fill(first.name);
  await publish(page);
  await expect(page.getByText(`URL name "${first.name}" is already used by "${first.title}": every product needs its own.`)).toBeVisible();
  await page.waitForTimeout(1000);
  expect(productFiles()).toEqual(before);

  // An existing product keeps its name: Decap would keep the old file, which the build refuses.
  const file = `${second.name}.json`;
  const saved = fs.readFileSync(path.join(copy, 'content/products', file), 'utf8');
  await openProduct(page, second.title);
  await page.locator(`input[value="${second.name}"]`).fill(`${second.name}-renamed`);
  await publish(page);
  await expect(page.getByText(`URL name cannot change once a product exists`, { exact: false }).first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(fs.readFileSync(path.join(copy, 'content/products', file), 'utf8')).toBe(saved);
});

test('the preview pane shows a product, the service tiles and the hero in the site\'s look', async ({ page }) => {
  // Policy refusals and script errors; failed requests by URL (the site's icon is not in the test server's public/).
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => response.status() >= 400 && !response.url().endsWith('/icon.svg') && problems.push(`${response.status()} ${response.url()}`));
  const preview = page.frameLocator('#preview-pane');
  // The site's own stylesheet: its tokens and the component's rules, in the site's font.
  const style = (locator: ReturnType<typeof preview.locator>, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

  const product = json(`products/${productFiles()[1]}`);
  await openProduct(page, product.title);
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
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
  await expect(preview.getByText(site.slogan, { exact: true })).toBeVisible();
  expect(await style(preview.getByText(site.slogan, { exact: true }), 'text-transform')).toBe('uppercase');
  await expect(preview.getByAltText(slide.alt)).toBeVisible();
  await expect.poll(() => preview.getByAltText(slide.alt).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  // Within the admin's policy: nothing refused, nothing broken.
  expect(problems).toEqual([]);
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
  await expect.poll(() => jsonOnceWritten('gallery.json')?.images[0].itemImageSrc, { timeout: 20_000 }).toBe('/images/new-site-visit.jpg');
  // decap-server writes the picture in a request of its own, which may finish after the JSON's.
  await expect.poll(() => fs.existsSync(path.join(copy, 'public/images/new-site-visit.jpg')), { timeout: 20_000 }).toBe(true);

  // The files keep the repository's form and pass the build's checks.
  for (const [saved, schema] of [[`products/${file}`, '../schemas/product.schema.json'], ['gallery.json', './schemas/gallery.schema.json']]) {
    await expect.poll(() => fs.readFileSync(path.join(copy, 'content', saved!), 'utf8').endsWith('}\n')).toBe(true);
    expect(fs.readFileSync(path.join(copy, 'content', saved!), 'utf8').startsWith(`{\n  "$schema": "${schema}",\n`)).toBe(true);
  }
  expect(() => validateAllContent({ contentDir: path.join(copy, 'content'), publicDir: path.join(copy, 'public') })).not.toThrow();
  expect(errors).toEqual([]);

  fs.rmSync(path.join(copy, 'public', '404.html')); // the test server's, not the site's
  const build = spawnSync('npm', ['run', 'build'], { cwd: copy, encoding: 'utf8', env: { ...process.env, NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000' } });
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  const out = (file: string) => fs.readFileSync(path.join(copy, 'out', file), 'utf8');
  expect(out(`product-details/${product.name}/index.html`)).toContain(newTitle);
  expect(out('products/index.html')).toContain(newTitle);
  expect(out('sitemap.xml')).toContain(`/product-details/${product.name}/`);
  expect(out('gallery/index.html')).toMatch(/new-site-visit/);
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
