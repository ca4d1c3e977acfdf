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
 * many would crowd them out of the results), or the 404 page.
 * @param {string} route a page's URL path, such as '/about/'
 */
export function isSearchedRoute(route) {
  return route !== SEARCH_PATH && route !== '/home/' && !route.startsWith('/products/') && !LIST_PAGES.test(route) && !route.startsWith('/404');
}
