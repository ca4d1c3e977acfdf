// How the product catalog is browsed at any size. Up to CATALOG_FLAT_LIMIT products the site is
// as it was first designed: one Products page, a flat 'Our Products' list of every title, a flat
// product choice in the forms. Beyond that, every page's cost would grow with the catalog, so
// products are grouped by their optional category, listed CATALOG_PAGE_SIZE to a page, and a
// product page names only its own category's neighbours (the forms' product choice, grouped the
// same way, is lib/enquiry/product-choices.ts). Plain functions, no framework.
import { slugOf } from './text';

/** Up to this many products, lists stay flat; beyond it they are grouped by category and paged. */
export const CATALOG_FLAT_LIMIT = 24;
/** Cards per Products page. */
const CATALOG_PAGE_SIZE = 24;
/** Products of its own category a product page's list shows around it. */
export const NAV_NEIGHBOURS = 24;

export interface CatalogEntry {
  name: string;
  title: string;
  category?: string;
  /** The category's name in the page's language, when it has one of its own. */
  categoryLabel?: string;
}

export interface CategoryGroup<P extends CatalogEntry> {
  slug: string;
  title: string;
  products: P[];
}

/** The products by category, in the order each category first appears; those without one last, under `otherTitle`. */
/** The 'other products' group's URL name when its title gives none. */
const OTHER_SLUG = 'other';

export function groupByCategory<P extends CatalogEntry>(products: P[], otherTitle: string): CategoryGroup<P>[] {
  const groups = new Map<string, CategoryGroup<P>>();
  const other: P[] = [];
  for (const product of products) {
    if (!product.category) {
      other.push(product);
      continue;
    }
    const slug = slugOf(product.category);
    const group = groups.get(slug) ?? { slug, title: product.categoryLabel ?? product.category, products: [] };
    group.products.push(product);
    groups.set(slug, group);
  }
  // A title with no Latin letter or digit (another language's) still needs a URL name.
  const otherSlug = slugOf(otherTitle) || OTHER_SLUG;
  if (other.length) {
    // An editor's category named like the 'other' group shares it.
    const named = groups.get(otherSlug);
    if (named) named.products.push(...other);
    else groups.set(otherSlug, { slug: otherSlug, title: otherTitle, products: other });
  }
  return [...groups.values()];
}

export function isFlat(products: readonly unknown[]): boolean {
  return products.length <= CATALOG_FLAT_LIMIT;
}

/** One static Products page: all products or one category's, page `page` of `pages`. */
export interface ListingPage {
  /** The route's segments after /products/ (`[]` for /products/ itself). */
  segments: string[];
  path: string;
  category?: { slug: string; title: string };
  page: number;
  pages: number;
}

/** The path of page `page` of all products, or of one category's. */
export function listingPath(categorySlugOrNone: string | undefined, page = 1): string {
  const base = categorySlugOrNone ? `/products/category/${categorySlugOrNone}/` : '/products/';
  return page > 1 ? `${base}page/${page}/` : base;
}

function listingSegments(categorySlugOrNone: string | undefined, page: number): string[] {
  return [...(categorySlugOrNone ? ['category', categorySlugOrNone] : []), ...(page > 1 ? ['page', String(page)] : [])];
}

function pageCount(items: number, size = CATALOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(items / size));
}

/** Every Products page: /products/ alone for a flat catalog; else pages of all products and of each category. */
export function listingPages<P extends CatalogEntry>(products: P[], otherTitle: string): ListingPage[] {
  const pagesOf = (count: number, category?: { slug: string; title: string }) =>
    Array.from({ length: pageCount(count) }, (_, index): ListingPage => ({
      segments: listingSegments(category?.slug, index + 1),
      path: listingPath(category?.slug, index + 1),
      ...(category ? { category } : {}),
      page: index + 1,
      pages: pageCount(count),
    }));
  if (isFlat(products)) return pagesOf(products.length);
  return [
    ...pagesOf(products.length),
    ...groupByCategory(products, otherTitle).flatMap((group) => pagesOf(group.products.length, { slug: group.slug, title: group.title })),
  ];
}

/** The listing page a route's segments name, or undefined (a 404). */
export function findListingPage(pages: ListingPage[], segments: string[] = []): ListingPage | undefined {
  const wanted = segments.join('/');
  return pages.find((page) => page.segments.join('/') === wanted);
}

/** The products a listing page shows, and where they are in its list (from and to count from 1). */
export function listingSlice<P extends CatalogEntry>(products: P[], listing: ListingPage, otherTitle: string) {
  const pool = listing.category ? (groupByCategory(products, otherTitle).find((g) => g.slug === listing.category!.slug)?.products ?? []) : products;
  const start = (listing.page - 1) * CATALOG_PAGE_SIZE;
  const shown = pool.slice(start, start + CATALOG_PAGE_SIZE);
  return { products: shown, from: start + 1, to: start + shown.length, total: pool.length };
}

/** What a product page's 'Our Products' list shows. */
export type ProductNavModel<P extends CatalogEntry> =
  | { kind: 'flat'; products: P[] }
  | {
      kind: 'grouped';
      groups: {
        slug: string;
        title: string;
        count: number;
        href: string;
        /** The current product's category: open, with the products around it. */
        current: boolean;
        products: P[];
      }[];
    };

/** Every title for a flat catalog; else the categories, the current one open with up to NAV_NEIGHBOURS products around the current product. */
export function productNav<P extends CatalogEntry>(products: P[], currentName: string, otherTitle: string): ProductNavModel<P> {
  if (isFlat(products)) return { kind: 'flat', products };
  return {
    kind: 'grouped',
    groups: groupByCategory(products, otherTitle).map((group) => {
      const at = group.products.findIndex((product) => product.name === currentName);
      const start = Math.max(0, Math.min(at - Math.floor(NAV_NEIGHBOURS / 2), group.products.length - NAV_NEIGHBOURS));
      return {
        slug: group.slug,
        title: group.title,
        count: group.products.length,
        href: listingPath(group.slug),
        current: at >= 0,
        products: at >= 0 ? group.products.slice(start, start + NAV_NEIGHBOURS) : [],
      };
    }),
  };
}
