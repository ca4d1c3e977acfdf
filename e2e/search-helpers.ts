// The site search as a visitor uses it, for the 12-product site (search.spec.ts) and the large
// catalog (large-catalog.spec.ts): what the results show, and the rule that a product's title
// finds it.
import { expect, type Page } from '@playwright/test';
import { ui as uiJson } from './content-files';

export const searchText = uiJson.search;

/** The search box, the category filter, the spoken summary and the result titles' links. */
export function searchParts(page: Page) {
  return {
    box: page.getByRole('searchbox', { name: searchText.label }),
    category: page.getByRole('combobox', { name: searchText.categoryLabel }),
    status: page.getByRole('status'),
    links: page.locator('main ol h2 a'),
  };
}

/** Types `query` into the box and waits for the answer to it. */
export async function searchFor(page: Page, query: string) {
  const parts = searchParts(page);
  await parts.box.fill(query);
  await expect(parts.status).toContainText(`“${query}”`);
  return parts;
}

/** The results, best first: each page's path and the title shown. */
async function results(page: Page): Promise<{ path: string; title: string }[]> {
  const found = await searchParts(page).links.evaluateAll((links) => links.map((link) => ({ href: (link as HTMLAnchorElement).href, title: link.textContent ?? '' })));
  return found.map(({ href, title }) => ({ path: decodeURI(new URL(href).pathname), title }));
}

/** The result paths, best first. */
export async function resultPaths(page: Page): Promise<string[]> {
  return (await results(page)).map((result) => result.path);
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** Whether a title has the word or one of its forms: the search stems words, so 'pumping' finds 'pumps' too. */
const titleHas = (title: string, word: string) => words(title).some((each) => each.startsWith(word.slice(0, Math.max(3, word.length - 3))));

/**
 * A product's title finds it: the whole title lists it within the first three results, and so does
 * each word of it, unless more than three titles share that word, and then only pages whose
 * titles have the word come before it.
 */
export async function expectTitleFindsProduct(page: Page, product: { title: string; path: string }, allTitles: string[]) {
  await searchFor(page, product.title);
  expect((await resultPaths(page)).slice(0, 3), `"${product.title}"`).toContain(product.path);
  for (const word of new Set(words(product.title))) {
    await searchFor(page, word);
    const found = await results(page);
    const at = found.findIndex((result) => result.path === product.path);
    const ahead = (at === -1 ? found : found.slice(0, at)).map((result) => result.title);
    const listed = found.map((result) => result.path).join(', ');
    if (allTitles.filter((title) => titleHas(title, word)).length <= 3) {
      expect(at, `"${word}" lists ${product.path} in the first three: ${listed}`).toBeGreaterThanOrEqual(0);
      expect(at, `"${word}" lists ${product.path} in the first three: ${listed}`).toBeLessThan(3);
    } else {
      // Shared by many: the product may be past the results shown, but nothing without the word comes first.
      expect(ahead.filter((title) => !titleHas(title, word)), `"${word}": titles without it before ${product.path}`).toEqual([]);
    }
  }
}
