// Browsing the catalog at any size: flat up to 24 products, grouped and paged beyond.
import {
  CATALOG_FLAT_LIMIT,
  findListingPage,
  groupByCategory,
  listingPages,
  listingPath,
  listingSlice,
  NAV_NEIGHBOURS,
  productNav,
  type CatalogEntry,
} from './catalog';

const OTHER = 'Other products';
const CATEGORIES = ['Pumping systems', 'Water treatment', 'Wastewater treatment'];

/** `count` products; every fifth without a category. */
function catalog(count: number): CatalogEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `p${i + 1}`,
    title: `Product ${i + 1}`,
    ...(i % 5 === 4 ? {} : { category: CATEGORIES[i % 3] }),
  }));
}

describe('categories', () => {
  it('groups in the order categories first appear, those without one last', () => {
    const groups = groupByCategory(catalog(10), OTHER);
    expect(groups.map((g) => g.title)).toEqual([...CATEGORIES, OTHER]);
    expect(groups.map((g) => g.products.length)).toEqual([3, 2, 3, 2]);
    expect(groups.flatMap((g) => g.products)).toHaveLength(10);
  });

  it('puts products without a category into an editor category of the same name', () => {
    const groups = groupByCategory([{ name: 'a', title: 'A', category: 'Other products' }, { name: 'b', title: 'B' }], OTHER);
    expect(groups).toEqual([{ slug: 'other-products', title: 'Other products', products: [expect.objectContaining({ name: 'a' }), expect.objectContaining({ name: 'b' })] }]);
  });

  it("in another language: each category titled in its words, with the default language's URL name", () => {
    const products = [
      { name: 'a', title: 'अ', category: 'Pumping systems', categoryLabel: 'पंपिंग सिस्टम' },
      { name: 'b', title: 'ब', category: 'Pumping systems', categoryLabel: 'पंपिंग सिस्टम' },
      { name: 'c', title: 'क' },
    ];
    expect(groupByCategory(products, 'इतर उत्पादने').map(({ slug, title }) => ({ slug, title }))).toEqual([
      { slug: 'pumping-systems', title: 'पंपिंग सिस्टम' },
      // A title with no Latin letter still gets a URL name.
      { slug: 'other', title: 'इतर उत्पादने' },
    ]);
  });
});

describe('Products pages', () => {
  it('is one page, /products/, for a flat catalog', () => {
    expect(listingPages(catalog(CATALOG_FLAT_LIMIT), OTHER)).toEqual([{ segments: [], path: '/products/', page: 1, pages: 1 }]);
  });

  it('pages all products and each category by 24 beyond that', () => {
    const products = catalog(1000);
    const pages = listingPages(products, OTHER);
    const all = pages.filter((p) => !p.category);
    expect(all).toHaveLength(42);
    expect(all[1]).toEqual({ segments: ['page', '2'], path: '/products/page/2/', page: 2, pages: 42 });
    const water = pages.filter((p) => p.category?.slug === 'water-treatment');
    expect(water[0]?.path).toBe('/products/category/water-treatment/');
    expect(water.at(-1)?.path).toBe(`/products/category/water-treatment/page/${water.length}/`);
    // Every product is on exactly one page of all products and one of its category's.
    const listed = (filter: (p: (typeof pages)[number]) => boolean) => pages.filter(filter).flatMap((p) => listingSlice(products, p, OTHER).products.map((x) => x.name));
    expect(new Set(listed((p) => !p.category)).size).toBe(1000);
    expect(listed((p) => !!p.category).sort()).toEqual(products.map((p) => p.name).sort());
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  it('finds a page by its route segments, and nothing for an unknown one', () => {
    const pages = listingPages(catalog(100), OTHER);
    expect(findListingPage(pages, [])?.path).toBe('/products/');
    expect(findListingPage(pages, undefined)?.path).toBe('/products/');
    expect(findListingPage(pages, ['category', 'pumping-systems', 'page', '2'])?.path).toBe('/products/category/pumping-systems/page/2/');
    expect(findListingPage(pages, ['page', '99'])).toBeUndefined();
  });

  it('says which products a page shows', () => {
    const products = catalog(50);
    const last = findListingPage(listingPages(products, OTHER), ['page', '3'])!;
    expect(listingSlice(products, last, OTHER)).toMatchObject({ from: 49, to: 50, total: 50 });
    expect(listingPath('x', 1)).toBe('/products/category/x/');
  });
});

describe("a product page's 'Our Products'", () => {
  it('lists every title for a flat catalog', () => {
    const products = catalog(12);
    expect(productNav(products, 'p3', OTHER)).toEqual({ kind: 'flat', products });
  });

  it('shows the categories beyond, only the current one with products: those around the current product', () => {
    const products = catalog(1000);
    const nav = productNav(products, 'p500', OTHER);
    if (nav.kind !== 'grouped') throw new Error('expected categories');
    expect(nav.groups.map((g) => g.title)).toEqual([...CATEGORIES, OTHER]);
    const current = nav.groups.filter((g) => g.current);
    expect(current).toHaveLength(1);
    expect(current[0]!.products).toHaveLength(NAV_NEIGHBOURS);
    expect(current[0]!.products.map((p) => p.name)).toContain('p500');
    expect(nav.groups.filter((g) => !g.current).every((g) => g.products.length === 0)).toBe(true);
    expect(nav.groups.reduce((sum, g) => sum + g.count, 0)).toBe(1000);
    expect(current[0]!.href).toBe(`/products/category/${current[0]!.slug}/`);
  });

  it('keeps the window inside the category at its ends', () => {
    const nav = productNav(catalog(1000), 'p1', OTHER);
    if (nav.kind !== 'grouped') throw new Error('expected categories');
    expect(nav.groups[0]!.products[0]!.name).toBe('p1');
    expect(nav.groups[0]!.products).toHaveLength(NAV_NEIGHBOURS);
  });
});
