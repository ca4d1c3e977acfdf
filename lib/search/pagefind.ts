// The browser's side of the site search. Pagefind's own code and index (out/pagefind/, written by
// scripts/build/search-index.mjs) are loaded on first use, from the site itself: no request
// leaves it. Its results become what the search page shows.
import { excerptParts, type ExcerptPart } from './excerpt';
import { SEARCH_INDEX_DIR } from './paths.mjs';

/** How many results the page shows at most; the count says how many there are. */
const SHOWN_RESULTS = 20;

export interface SearchHit {
  url: string;
  title: string;
  excerpt: ExcerptPart[];
  /** A small picture (products). */
  image?: string;
  category?: string;
}

export interface SearchAnswer {
  /** How many pages match the query and the category. */
  total: number;
  hits: SearchHit[];
  /** Per category, how many pages match the query alone. */
  categories: Record<string, number>;
}

/** The parts of Pagefind's browser API used here (its pagefind.js). */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface PagefindSearch {
  results: { data: () => Promise<PagefindResultData> }[];
  totalFilters?: Record<string, Record<string, number>>;
}
export interface Pagefind {
  options: (options: { baseUrl: string; excerptLength: number }) => Promise<void>;
  init: () => Promise<void>;
  filters: () => Promise<Record<string, Record<string, number>>>;
  debouncedSearch: (query: string, options: { filters?: Record<string, string> }, debounceMs: number) => Promise<PagefindSearch | null>;
}

/** Loads Pagefind from the site (below its base path) and gets it ready. */
export async function loadPagefind(basePath: string): Promise<Pagefind> {
  const url = `${basePath}/${SEARCH_INDEX_DIR}/pagefind.js`;
  // Not bundled: the build writes this file after the site's own code is compiled.
  const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as Pagefind;
  await pagefind.options({ baseUrl: `${basePath}/`, excerptLength: 24 });
  await pagefind.init();
  return pagefind;
}

/**
 * Searches; null when a newer search (typed meanwhile) replaced this one. Pagefind waits
 * `debounceMs` after the last call before it searches, so typing fast makes one search.
 */
export async function searchSite(pagefind: Pagefind, query: string, category: string, debounceMs = 120): Promise<SearchAnswer | null> {
  const search = await pagefind.debouncedSearch(query, category ? { filters: { category } } : {}, debounceMs);
  if (!search) return null;
  const data = await Promise.all(search.results.slice(0, SHOWN_RESULTS).map((result) => result.data()));
  return {
    total: search.results.length,
    hits: data.map((page) => ({
      url: page.url,
      title: page.meta.title ?? page.url,
      excerpt: excerptParts(page.excerpt),
      ...(page.meta.image ? { image: page.meta.image } : {}),
      ...(page.meta.category ? { category: page.meta.category } : {}),
    })),
    categories: search.totalFilters?.category ?? {},
  };
}
