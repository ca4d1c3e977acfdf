// The site search (Pagefind, built into out/pagefind/ by npm run build) on the 12-product site: the
// header's control, results that follow the typing, the category filter, the keyboard, the count
// read out, the address, the strict policy with nothing off the site, and no JavaScript.
// large-catalog.spec.ts runs the same queries on the large catalog.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { forms as formsJson } from './content-files';
import { ui as uiJson } from './content-files';
import { watch } from './csp-watch';
import { expectTitleFindsProduct, resultPaths, searchFor, searchParts, searchText } from './search-helpers';
import { caseStudies, pages, posts, products } from './routes';
import { entryPath } from '../lib/publishing';

const productPath = (name: string) => `/product-details/${name}/`;
/** The filter's choices: the products' categories, and the blog and the case studies once they have entries. */
const sections = [...(posts.length ? [{ name: pages.pages.blog.title, section: 'blog' as const, entries: posts }] : []), ...(caseStudies.length ? [{ name: pages.pages.caseStudies.title, section: 'case-studies' as const, entries: caseStudies }] : [])];
const categories = [...new Set([...products.map((product) => product.category ?? uiJson.catalog.otherCategory), ...sections.map((each) => each.name)])].sort((a, b) => a.localeCompare(b));

test.describe('the header leads to search', () => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px: visible, named, reached with the keyboard, and opens the search page`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/about/');
      const link = page.getByRole('banner').getByRole('link', { name: searchText.open });
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      for (let i = 0; i < 40 && !(await link.evaluate((element) => element === document.activeElement)); i += 1) await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(searchText.heading);
    });
  }
});

test('the search code and index load on first use, not with a page', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/search/');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
  await searchParts(page).box.focus();
  await expect.poll(() => fetched.filter((path) => path.startsWith('/pagefind/')).length).toBeGreaterThan(0);
});

test('every product is found by its title, and by each word of it', async ({ page }) => {
  test.slow(); // a search per word of every title
  await page.goto('/search/');
  // Posts and case studies are searched too: a word in their titles is a word many titles share.
  const titles = [...products.map((product) => product.title), ...posts.map((post) => post.data.title), ...caseStudies.map((study) => study.data.title)];
  for (const product of products) await expectTitleFindsProduct(page, { title: product.title, path: productPath(product.name) }, titles);
});

test('a result shows its title, picture, category and the words around the match, marked', async ({ page }) => {
  const product = products.find((each) => each.detailedInformation?.length) ?? products[0]!;
  await page.goto('/search/');
  await searchFor(page, product.title);
  const result = page.locator('main ol > li').filter({ has: page.getByRole('link', { name: product.title, exact: true }) });
  await expect(result.locator('p').first()).toHaveText(product.category ?? uiJson.catalog.otherCategory);
  await expect(result.locator('mark').first()).toBeVisible();
  const picture = result.locator('img');
  await expect(picture).toHaveAttribute('alt', '');
  await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});

test('the index holds each page\'s own text: not the header, the footer, the forms or the product menu', () => {
  const dir = path.join('out', 'pagefind', 'fragment');
  const pages = fs.readdirSync(dir).map((file) => JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(dir, file))).toString('utf8').replace(/^pagefind_dcd/, '')) as { url: string; content: string });
  expect(pages.map((page) => page.url).sort()).toEqual(expect.arrayContaining(products.map((product) => productPath(product.name))));
  expect(pages.map((page) => page.url)).not.toContain('/search/');
  const elsewhere = [uiJson.footer.rights, uiJson.partnerLabel, uiJson.skipToContent, formsJson.fields.firstName.label + ' ' + formsJson.requiredMarker, formsJson.trap.label];
  for (const page of pages) for (const text of elsewhere) expect(page.content, page.url).not.toContain(text);
  const [product, other] = products;
  const fragment = pages.find((page) => page.url === productPath(product!.name))!;
  expect(fragment.content).toContain(product!.commonContent.slice(0, 60));
  expect(fragment.content).not.toContain(other!.title); // the product menu beside it names every other product
});

test('results follow the typing, the count is read out, and the category filter narrows them', async ({ page }) => {
  await page.goto('/search/');
  const parts = searchParts(page);
  await expect(parts.status).toHaveText(searchText.prompt);
  const word = products[0]!.title.split(' ')[0]!;
  await parts.box.pressSequentially(word.toLowerCase(), { delay: 60 });
  await expect(parts.status).toContainText(`“${word.toLowerCase()}”`);
  const count = await parts.links.count();
  expect(count).toBeGreaterThan(0);
  const said = (template: string) => template.replace('{count}', String(count)).replace('{query}', word.toLowerCase()).replace('{where}', '');
  await expect(parts.status).toHaveText(said(count === 1 ? searchText.oneResult : searchText.results));

  // Every category the content names is offered; choosing one keeps only its products.
  await expect(parts.category.locator('option')).toHaveText([searchText.allCategories, ...categories.map((name) => new RegExp(`^${name.replace(/[()]/g, '\\$&')} \\(\\d+\\)$`))]);
  const category = products[0]!.category ?? uiJson.catalog.otherCategory;
  await parts.category.selectOption(category);
  await expect(parts.status).toContainText(`“${word.toLowerCase()}” ${searchText.inCategory.replace('{category}', category)}`);
  await expect(parts.status).not.toContainText('{');
  await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(category).replace(/%20/g, '\\+')}`));
  expect((await resultPaths(page)).length).toBeGreaterThan(0);
  for (const found of await resultPaths(page)) expect(products.find((product) => productPath(product.name) === found)?.category ?? uiJson.catalog.otherCategory).toBe(category);

  await searchFor(page, 'zzzqqq');
  await expect(parts.status).toHaveText(searchText.noResults.replace('{query}', 'zzzqqq').replace('{where}', ` ${searchText.inCategory.replace('{category}', category)}`));
});

for (const { name, section, entries } of sections) {
  test(`${section}: an entry's title finds it, and the "${name}" filter keeps only ${section} entries`, async ({ page }) => {
    const entry = entries[entries.length - 1]!;
    await page.goto('/search/');
    const parts = await searchFor(page, entry.data.title);
    expect((await resultPaths(page)).slice(0, 3)).toContain(entryPath(section, entry));
    const word = entry.data.title.split(/\W+/).find((each) => each.length > 4)!;
    await searchFor(page, word);
    await parts.category.selectOption(name);
    await expect(parts.status).toContainText(searchText.inCategory.replace('{category}', name));
    const found = await resultPaths(page);
    expect(found).toContain(entryPath(section, entry));
    for (const path of found) expect(path).toMatch(new RegExp(`^/${section}/[^/]+/$`));
    await expect(parts.links.first()).toBeVisible();
    await expect(page.locator('main ol li').first().locator('p').first()).toHaveText(name);
  });
}

test('the category counts are the real ones, however late the filter data comes', async ({ page }) => {
  // Pagefind counts a category only once its filter data has loaded: the real file, served late.
  await page.route('**/pagefind/filter/**', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fulfill({ response });
  });
  const query = posts[0]?.data.title ?? products[0]!.title;
  await page.goto(`/search/?q=${encodeURIComponent(query)}`);
  const parts = searchParts(page);
  await expect(parts.links.first()).toBeVisible();
  const shown = await page.locator('main ol > li').evaluateAll((items) => items.map((item) => {
    const paragraphs = item.querySelectorAll('p'); // a category, then the words around the match; or only those
    return paragraphs.length > 1 ? (paragraphs[0]!.textContent ?? '') : '';
  }));
  await expect(parts.status).not.toContainText(searchText.moreResults.split('{')[0]!.trim()); // every result listed, so the counts can be checked against them
  const count = (name: string) => shown.filter((category) => category === name).length;
  await expect(parts.category.locator('option')).toHaveText([searchText.allCategories, ...categories.map((name) => `${name} (${count(name)})`)]);
  expect(categories.some((name) => count(name) > 0)).toBe(true);
});

for (const { section, entries } of sections) {
  test(`${section}: a title finds its entry, and no list page of the blog or the case studies`, async ({ page }) => {
    const entryPaths = new Set([...posts.map((post) => entryPath('blog', post)), ...caseStudies.map((study) => entryPath('case-studies', study))]);
    await page.goto('/search/');
    for (const entry of entries) {
      await searchFor(page, entry.data.title);
      const found = await resultPaths(page);
      expect(found).toContain(entryPath(section, entry));
      expect(found.filter((path) => /^\/(blog|case-studies)\//.test(path) && !entryPaths.has(path)), `"${entry.data.title}"`).toEqual([]);
    }
  });
}

test('the keyboard alone: type, arrow down through the results, Enter opens one, Back returns to them', async ({ page }) => {
  await page.goto('/search/');
  const parts = searchParts(page);
  await parts.box.focus();
  const query = products[1]!.title.split(' ')[0]!;
  await page.keyboard.type(query);
  await expect(parts.status).toContainText(`“${query}”`);
  await expect(page).toHaveURL(new RegExp(`\\?q=${query}$`));
  const paths = await resultPaths(page);
  await page.keyboard.press('ArrowDown');
  await expect(parts.links.first()).toBeFocused();
  if (paths.length > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(parts.links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
  }
  await page.keyboard.press('ArrowUp');
  await expect(parts.box).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${paths[0]!}$`));
  await page.goBack();
  await expect(parts.box).toHaveValue(query);
  await expect.poll(() => resultPaths(page)).toEqual(paths);
});

test('a shared address opens with its results, under a policy that allows WebAssembly here only, and nothing leaves the site', async ({ page, baseURL }) => {
  const seen = await watch(page);
  const product = products[0]!;
  const response = await page.goto(`/search/?q=${encodeURIComponent(product.title)}`);
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response!.text())![1]!.replace(/&#x27;/g, "'");
  expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  expect(policy).not.toContain("'unsafe-eval'");
  await expect(searchParts(page).box).toHaveValue(product.title);
  await expect.poll(async () => (await resultPaths(page))[0]).toBe(productPath(product.name));
  await page.waitForLoadState('networkidle');
  expect(await seen.violations()).toEqual([]);
  expect(seen.otherOrigins(new URL(baseURL!).origin)).toEqual([]);
  expect(seen.requests.some((request) => new URL(request.url()).pathname.endsWith('.pagefind'))).toBe(true);
});

test('axe finds nothing on the search page, empty and with results', async ({ page }) => {
  await page.goto('/search/');
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
  expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
  await searchFor(page, products[0]!.title.split(' ')[0]!);
  await expect(searchParts(page).links.first()).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header link and the form lead to a search page that says what search needs and links the products', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: searchText.open }).click();
    await expect(page).toHaveURL(/\/search\/$/);
    await page.getByRole('searchbox', { name: searchText.label }).fill('pump');
    await page.getByRole('button', { name: searchText.submit }).click();
    await expect(page).toHaveURL(/\/search\/\?q=pump/);
    // What the visitor sees (innerText): Playwright's text and role queries skip <noscript>, which a
    // browser without JavaScript shows.
    expect(await page.locator('main').innerText()).toContain(searchText.needsJavaScript);
    const products = page.locator('main noscript a[href="/products/"]');
    await expect(products).toBeVisible();
    expect(await products.innerText()).toBe(searchText.browseProducts);
    await products.click();
    await expect(page).toHaveURL(/\/products\/$/);
  });
});
