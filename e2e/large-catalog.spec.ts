// The catalog at a size where lists can no longer be flat: the export scripts/checks/large-catalog.mjs
// built with 150 products (npm test runs it before the browser tests), served by a server of this
// file's own. Categories on product pages (open and closed without JavaScript), pages of 24 on
// /products/ and per category, all in the sitemap, the forms' product choice, and the site search.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ui as uiJson } from './content-files';
import { createStaticServer } from '../scripts/shared/static-server.mjs';
import { LARGE_CATALOG_DIR, LARGE_CATALOG_PRODUCTS } from '../scripts/checks/large-catalog.mjs';
import { listingPath } from '../lib/catalog';
import { slugOf } from '../lib/text';
import { getProducts } from '../lib/content';
import { expectTitleFindsProduct, resultPaths, searchFor, searchParts, searchText } from './search-helpers';

const out = path.join(LARGE_CATALOG_DIR, 'out');
const ui = uiJson;

let products: { name: string; title: string; category?: string }[] = [];
let server: ReturnType<typeof createStaticServer>;
let site = '';

test.beforeAll(async () => {
  expect(fs.existsSync(path.join(out, 'index.html')), `${out} is missing: run node scripts/checks/large-catalog.mjs first`).toBe(true);
  products = getProducts({ contentDir: path.join(LARGE_CATALOG_DIR, 'content'), publicDir: path.join(LARGE_CATALOG_DIR, 'public') });
  expect(products).toHaveLength(LARGE_CATALOG_PRODUCTS);
  server = createStaticServer({ dir: out, basePath: '' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const inCategory = (category: string) => products.filter((product) => product.category === category);
const productNav = (page: Page) => page.getByRole('navigation', { name: ui.ourProducts });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a product page's list shows the categories, its own open around it, the others closed", async ({ page }) => {
    const product = products[100]!;
    await page.goto(`${site}/product-details/${product.name}/`);
    const nav = productNav(page);
    const categories = [...new Set(products.map((p) => p.category))];
    const groups = nav.locator('details');
    await expect(groups).toHaveCount(categories.length);
    const open = nav.locator('details[open]');
    await expect(open).toHaveCount(1);
    await expect(open.locator('summary')).toContainText(`${product.category} (${inCategory(product.category!).length})`);
    await expect(open.getByRole('link', { name: product.title, exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await nav.getByRole('link').count(), 'a bounded list, not the catalog').toBeLessThan(40);

    // A closed category opens with a click, no script needed, and leads to its page.
    const other = categories.find((category) => category !== product.category)!;
    const closed = nav.locator('details', { has: page.locator('summary', { hasText: other }) });
    const toCategory = closed.getByRole('link', { name: `All ${inCategory(other).length} products in ${other}` });
    await expect(toCategory).toBeHidden();
    await closed.locator('summary').click();
    await expect(toCategory).toBeVisible();
    await toCategory.click();
    await expect(page).toHaveURL(new RegExp(`/products/category/[a-z-]+/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other);
    await expect(page.locator('article, li').filter({ has: page.getByRole('link', { name: /read more/i }) }).first()).toBeVisible();

    await page.goBack();
    await nav.getByRole('link', { name: ui.viewAllProducts }).click();
    await expect(page).toHaveURL(`${site}/products/`);
  });

  test('/products/ comes in pages of 24 with links between them; each category has its own', async ({ page }) => {
    await page.goto(`${site}/products/`);
    const pages = Math.ceil(products.length / 24);
    const cards = page.getByRole('link', { name: /read more/i });
    await expect(cards).toHaveCount(24);
    await expect(page.getByText(`Products 1–24 of ${products.length}`)).toBeVisible();
    const pager = page.getByRole('navigation', { name: ui.catalog.pagesLabel });
    await expect(pager.getByRole('link', { name: `Page 1 of ${pages}` })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: ui.catalog.nextPage }).click();
    await expect(page).toHaveURL(`${site}/products/page/2/`);
    await expect(page).toHaveTitle(new RegExp(`Page 2 of ${pages}`));
    await expect(page.getByText(`Products 25–48 of ${products.length}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: products[24]!.title, exact: true })).toBeVisible();

    await pager.getByRole('link', { name: `Page ${pages} of ${pages}` }).click();
    await expect(page).toHaveURL(`${site}/products/page/${pages}/`);
    await expect(cards).toHaveCount(products.length - (pages - 1) * 24);
    await expect(pager.getByRole('link', { name: ui.catalog.nextPage })).toHaveCount(0);

    // Categories: every card on a category's pages is of that category.
    const category = products[0]!.category!;
    await page.getByRole('navigation', { name: ui.catalog.categoriesHeading }).getByRole('link', { name: new RegExp(`^${category}`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category);
    const titles = await page.getByRole('heading', { level: 2 }).allTextContents();
    const ofCategory = new Set(inCategory(category).map((p) => p.title));
    const shown = titles.filter((title) => ofCategory.has(title));
    expect(shown).toHaveLength(Math.min(24, ofCategory.size));

    expect((await page.request.get(`${site}/products/page/${pages + 1}/`)).status()).toBe(404);
  });

  test('every products page is in the sitemap, and every one of them answers', async ({ request }) => {
    const sitemap = await (await request.get(`${site}/sitemap.xml`)).text();
    // The default language's pages (right after the host; every other language's are under /<code>/).
    const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/products\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
    const categories = new Set(products.map((p) => p.category));
    expect(listed).toContain('/products/page/2/');
    expect(listed.filter((p) => /^\/products\/category\/[^/]+\/$/.test(p))).toHaveLength(categories.size);
    for (const pathname of listed) expect((await request.get(`${site}${pathname}`)).status(), pathname).toBe(200);
    expect(sitemap.match(/<loc>https?:\/\/[^/<]+\/product-details\//g)).toHaveLength(products.length);
  });
});

test("a product page's form ships only its product, preselected, and offers every product once its code runs", async ({ page }) => {
  const product = products[130]!;
  const response = await page.goto(`${site}/product-details/${product.name}/`);
  const html = await response!.text();
  const select = /<select[^>]*name="productName"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
  expect(select.match(/<option/g)).toHaveLength(3); // choose, this product, other

  const choice = page.locator('#consultation-form select[name="productName"]');
  await choice.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-enquiry-ready]')).toHaveCount(1);
  await expect(choice).toHaveValue(product.title);
  // The thousand options are put in when the visitor uses the form, not while the page starts.
  await expect(choice.locator('option')).toHaveCount(3);
  await page.locator('#consultation-form input[name="firstName"]').focus();
  await expect(choice.locator('optgroup')).toHaveCount(new Set(products.map((p) => p.category)).size);
  await expect(choice.locator('optgroup option')).toHaveCount(products.length);
  await expect(choice).toHaveValue(product.title);
  const another = products.find((p) => p.category !== product.category)!;
  await choice.selectOption(another.title);
  await expect(choice).toHaveValue(another.title);
});

test("the contact form's choice groups every product by category once its code runs", async ({ page }) => {
  const response = await page.goto(`${site}/contact/`);
  const select = /<select[^>]*name="productName"[^>]*>([\s\S]*?)<\/select>/.exec(await response!.text())![1]!;
  expect(select.match(/<option/g)).toHaveLength(2); // choose, other
  const choice = page.locator('select[name="productName"]');
  await expect(page.locator('[data-enquiry-ready]')).toHaveCount(1);
  await choice.focus();
  await expect(choice.locator('optgroup')).toHaveCount(new Set(products.map((p) => p.category)).size);
  const groups = await choice.locator('optgroup').evaluateAll((elements) => elements.map((group) => group.getAttribute('label')));
  expect(groups).toEqual([...new Set(products.map((p) => p.category))]);
  await expect(choice.locator('optgroup option')).toHaveCount(products.length);
});

test('the large catalog pages have no accessibility violation', async ({ page }) => {
  for (const pathname of [`/product-details/${products[60]!.name}/`, '/products/page/2/', `/products/category/${products[1]!.category!.toLowerCase().replace(/\s+/g, '-')}/`]) {
    await page.goto(`${site}${pathname}`);
    await page.waitForLoadState('load');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${pathname}: ${v.id}`)).toEqual([]);
  }
});

test.describe('the site search at this size', () => {
  /** Every 15th product: a sample from every category and round of the grown catalog. */
  const sample = () => products.filter((_, index) => index % 15 === 7);
  const pagePath = (name: string) => `/product-details/${name}/`;

  test('each sampled product is found by its title, and by each word of it', async ({ page }) => {
    test.slow(); // a search per word of every sampled title
    await page.goto(`${site}/search/`);
    const titles = products.map((product) => product.title);
    for (const product of sample()) await expectTitleFindsProduct(page, { title: product.title, path: pagePath(product.name) }, titles);
  });

  test('the category filter keeps only its products', async ({ page }) => {
    const product = sample()[0]!;
    await page.goto(`${site}/search/?q=${encodeURIComponent(product.title.split(' ')[0]!)}&category=${encodeURIComponent(product.category!)}`);
    const parts = searchParts(page);
    await expect(parts.status).toContainText(searchText.inCategory.replace('{category}', product.category!));
    const found = await resultPaths(page);
    expect(found.length).toBeGreaterThan(0);
    for (const each of found) expect(products.find((p) => pagePath(p.name) === each)?.category, each).toBe(product.category);
    await searchFor(page, product.title);
    expect((await resultPaths(page))[0]).toBe(pagePath(product.name));
  });
});

test.describe('the search page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('links the product list and every category', async ({ page }) => {
    await page.goto(`${site}/search/?q=pump`);
    const links = await page.locator('main noscript a').evaluateAll((elements) => elements.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['/products/', ...[...new Set(products.map((p) => p.category!))].map((category) => listingPath(slugOf(category)))]);
  });
});
