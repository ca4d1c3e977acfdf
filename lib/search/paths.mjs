// Where the site's search lives. Plain JavaScript, so the build's steps (the index, the page
// policies) import the same facts the pages do.

/** The search page: the query is in ?q=, the category filter in ?category=. */
export const SEARCH_PATH = '/search/';

/** Where the build writes Pagefind's index and its code, below out/ and the site's base path. */
export const SEARCH_INDEX_DIR = 'pagefind';

/** The list pages of the blog and the case studies (the first, and by page, tag or sector): each entry has its own page. */
const LIST_PAGES = /^\/(blog|case-studies)\/((page|tag|sector)\/|$)/;

/**
 * Whether a page is searched: every page, product, post and case study, but not the search page
 * itself, the home page's second address (/home/), the product lists and the list pages of the
 * blog and the case studies, the first one too (each entry has its own page, and a list naming
 * many would crowd them out of the results), or the 404 page; the same in every language (its
 * pages under /<code>/, `languageCodes` the site's other languages).
 * @param {string} route a page's URL path, such as '/about/' or '/mr/about/'
 * @param {string[]} [languageCodes] the codes whose pages are under /<code>/
 */
export function isSearchedRoute(route, languageCodes = []) {
  const code = languageCodes.find((each) => route.startsWith(`/${each}/`));
  const path = code ? route.slice(code.length + 1) : route;
  return path !== SEARCH_PATH && path !== '/home/' && !path.startsWith('/products/') && !LIST_PAGES.test(path) && !path.startsWith('/404');
}
