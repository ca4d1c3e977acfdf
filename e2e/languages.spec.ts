// The site in every language of content/languages.json: each page's twin under /<code>/, linked
// both ways (hreflang, the header's switcher, the sitemap), in its own words and its own lang.
import { expect, test } from '@playwright/test';
import { defaultRoots, getLanguages, getPages, getPosts, getProducts, getSite, getUi } from '../lib/content';
import { entryPath } from '../lib/publishing';
import { pathIn } from '../lib/languages';
import { productPath } from '../lib/routes';
import { routes } from './routes';

const languages = getLanguages();
const [main, ...others] = languages;
const contentIn = (code: string) => ({ ...defaultRoots, language: code });

/** The fixed pages and every product, as the default language's paths. */
const pagePaths = routes.filter((route) => !route.article).map((route) => route.path);

test.skip(!others.length, 'the content has one language');

for (const language of others) {
  const pages = getPages(contentIn(language.code));
  const site = getSite(contentIn(language.code));
  const productsInLanguage = new Map(getProducts(contentIn(language.code)).map((product) => [productPath(product), product]));
  const translated = new Set(productsInLanguage.keys());

  test(`${language.code}: every page the default language has is there in ${language.name} too, in its lang, its words and linked both ways`, async ({ page, request }) => {
    test.setTimeout(30_000 + pagePaths.length * 4_000);
    for (const path of pagePaths) {
      const isProduct = path.startsWith('/product-details/');
      if (isProduct && !translated.has(path)) continue;
      const twin = pathIn(language, languages, path);
      // /home/ is the home page's second address: its alternates are the home page's.
      const canonical = path === '/home/' ? '/' : path;
      const response = await page.goto(twin);
      expect(response?.status(), twin).toBe(200);
      await expect(page.locator('html'), twin).toHaveAttribute('lang', language.code);
      // hreflang both ways, and x-default at the default language's page.
      const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname])));
      expect(alternates, twin).toMatchObject({ [main!.code]: canonical, [language.code]: pathIn(language, languages, canonical), 'x-default': canonical });
      const back = await (await request.get(path)).text();
      expect(back, path).toMatch(new RegExp(`hreflang="${language.code}"`, 'i'));
      // The menu in the language's words, its links in the language.
      const menu = page.getByRole('navigation', { name: getUi(contentIn(language.code)).mainNavigation });
      await expect(menu.getByRole('list').first().getByRole('link')).toHaveText(pages.navigation.map((entry) => entry.label));
      await expect(menu.getByRole('list').first().getByRole('link').first()).toHaveAttribute('href', pathIn(language, languages, pages.navigation[0]!.path));
      // Structured data in the language: the product's URL is its twin's, the company one in every language.
      const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => [JSON.parse(text) as { '@type': string; '@id'?: string; url?: string }].flat());
      expect(nodes.find((node) => node['@type'] === 'Organization')?.['@id'], twin).toMatch(/^https?:\/\/[^/]+\/#organization$/);
      if (isProduct) {
        expect(new URL(nodes.find((node) => node['@type'] === 'Product')!.url!).pathname, twin).toBe(twin);
        // Its category in the language's words, where the product has them.
        const { categoryLabel } = productsInLanguage.get(path)!;
        if (categoryLabel) await expect(page.locator('main'), twin).toContainText(categoryLabel);
      }
      // The switcher goes back to the default language's page.
      await expect(page.getByRole('banner').getByRole('link', { name: main!.name })).toHaveAttribute('href', canonical);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(site.companyName) }).first()).toHaveAttribute('href', pathIn(language, languages, '/'));
  });

  test(`${language.code}: a post not yet in ${language.name}: its switcher goes to the ${language.name} blog with a note, and no alternate names it`, async ({ page }) => {
    const post = getPosts().find((entry) => !getPosts(contentIn(language.code)).some((other) => entryPath('blog', other) === entryPath('blog', entry)));
    test.skip(!post, `no post is published, or every one is in ${language.name}`);
    const path = entryPath('blog', post!);
    await page.goto(path);
    const link = page.getByRole('banner').getByRole('link', { name: language.name });
    await expect(link).toHaveAttribute('href', pathIn(language, languages, '/blog/'));
    await expect(link).toHaveAttribute('title', getUi(contentIn(language.code)).languages.notTranslated);
    const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(hreflangs).not.toContain(language.code);
  });

  test(`${language.code}: a product not yet in ${language.name} has no page there, and the switcher on its page goes to the list with a note`, async ({ page }) => {
    const missing = getProducts().map(productPath).find((path) => !translated.has(path));
    test.skip(!missing, `every product is in ${language.name}`);
    expect((await page.goto(pathIn(language, languages, missing!)))?.status()).toBe(404);
    await page.goto(missing!);
    const link = page.getByRole('banner').getByRole('link', { name: language.name });
    await expect(link).toHaveAttribute('href', pathIn(language, languages, '/products/'));
    // The note, as the link's title: its description for screen readers, a tooltip on a pointer.
    await expect(link).toHaveAttribute('title', getUi(contentIn(language.code)).languages.notTranslated);
  });
}

test('the sitemap lists every language\'s pages, each with its alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const language of others) {
    const twin = pathIn(language, languages, '/about/');
    expect(xml).toContain(`${twin}</loc>`);
    expect(xml).toMatch(new RegExp(`hreflang="${language.code}"[^>]*href="[^"]*${twin.replace(/\//g, '\\/')}"`));
  }
});

for (const language of others) {
  test(`${language.code}: the search finds ${language.name} pages, in ${language.name}'s words and only there`, async ({ page }) => {
    const content = contentIn(language.code);
    const product = getProducts(content)[0];
    test.skip(!product, `no product is in ${language.name} yet`);
    const text = getUi(content).search;
    await page.goto(pathIn(language, languages, '/search/'));
    const box = page.getByRole('searchbox', { name: text.label });
    await box.fill(product!.title);
    const links = page.locator('main ol h2 a');
    await expect(links.first()).toBeVisible();
    const paths = await links.evaluateAll((anchors) => anchors.map((anchor) => decodeURI(new URL((anchor as HTMLAnchorElement).href).pathname)));
    expect(paths[0]).toBe(pathIn(language, languages, productPath(product!)));
    // Each language has its own index: no page of another language among the results.
    for (const path of paths) expect(path, path).toMatch(new RegExp(`^/${language.code}/`));
  });
}

/** Devanagari's nukta, and each consonant that takes one with its precomposed letter (न ऩ, र ऱ, ळ ऴ, क क़ … य य़). */
const NUKTA = '\u093c';
const WITH_NUKTA: Record<string, string> = {
  '\u0928': '\u0929', '\u0930': '\u0931', '\u0933': '\u0934', '\u0915': '\u0958', '\u0916': '\u0959', '\u0917': '\u095a',
  '\u091c': '\u095b', '\u0921': '\u095c', '\u0922': '\u095d', '\u092b': '\u095e', '\u092f': '\u095f',
};
const PRECOMPOSED = new RegExp(`[${Object.values(WITH_NUKTA).join('')}]`, 'u');
const withoutNukta = (word: string) => word.normalize('NFD').replaceAll(NUKTA, '');

/**
 * How a visitor may type `word`: with its nukta left out (or, when it has none, with one a visitor
 * used to it adds), its nukta letters precomposed and decomposed (NFC keeps क़ decomposed but
 * composes ऱ; keyboards type either). None when the word has no letter that takes a nukta.
 */
function typings(word: string): string[] {
  const plain = withoutNukta(word);
  const consonant = [...plain].findIndex((letter) => letter in WITH_NUKTA);
  const marked = plain !== word.normalize('NFD') ? word : consonant < 0 ? undefined : [...plain].map((letter, index) => (index === consonant ? letter + NUKTA : letter)).join('');
  if (!marked) return [];
  const precomposed = [...marked.normalize('NFD')].reduce((text, letter) => (letter === NUKTA && text.at(-1)! in WITH_NUKTA ? text.slice(0, -1) + WITH_NUKTA[text.at(-1)!] : text + letter), '');
  return [...new Set([plain, marked.normalize('NFD'), marked.normalize('NFC'), precomposed])];
}

for (const language of others) {
  test(`${language.code}: a word is found typed with or without its nukta, its letters precomposed or not`, async ({ page }) => {
    const content = contentIn(language.code);
    const text = getUi(content).search;
    const words = getProducts(content).flatMap((product) =>
      [product.title, product.commonContent].join(' ').split(/[\s,.।:;()"'‘’“”-]+/u).filter((word) => word.length > 2).map((word) => ({ product, word })),
    );
    // A word the editor wrote with a nukta if there is one (the index holds that spelling), else a title's word.
    const found = words.find(({ word }) => word.normalize('NFD').includes(NUKTA)) ?? words.find(({ word }) => typings(word).length > 0);
    test.skip(!found, `no ${language.name} product has a word with a letter that takes a nukta`);
    const { product, word } = found!;
    const variants = typings(word);
    expect(variants.some((variant) => PRECOMPOSED.test(variant)), `${word}: one typing has a precomposed letter`).toBe(true);
    await page.goto(pathIn(language, languages, '/search/'));
    const box = page.getByRole('searchbox', { name: text.label });
    const links = page.locator('main ol h2 a');
    for (const variant of variants) {
      await box.fill(variant);
      await expect
        .poll(() => links.evaluateAll((anchors) => anchors.map((anchor) => decodeURI(new URL((anchor as HTMLAnchorElement).href).pathname))), { message: `${word} typed as ${[...variant].map((letter) => letter.codePointAt(0)!.toString(16)).join(' ')}` })
        .toContain(pathIn(language, languages, productPath(product)));
    }
  });
}

for (const language of others) {
  test(`${language.code}: a path the site does not have under /${language.code}/ answers with ${language.name}'s 404 page, which sends to its home page`, async ({ request }) => {
    const response = await request.get(`/${language.code}/no-such-page/`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${language.code}"`);
    expect(html).toContain(`url=${pathIn(language, languages, '/')}"`);
    expect(html).toContain(getPages(contentIn(language.code)).pages.notFound.heading);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });
}

