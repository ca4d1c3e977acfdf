// The forms' product choice: flat or grouped as the catalog is, and what a page preselects.
import { PRODUCT_NAME_MAX_LENGTH } from './settings.mjs';
import { formProductChoice, PRODUCT_CHOICES_PATH, productChoices, productsTitle } from './product-choices';

const OTHER = 'Other products';
const CATEGORIES = ['Pumping systems', 'Water treatment', 'Wastewater treatment'];
/** `count` products, p1 to pN, titled 'Product N'; every fifth without a category. */
const catalog = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `p${i + 1}`, title: `Product ${i + 1}`, ...(i % 5 === 4 ? {} : { category: CATEGORIES[i % 3] }) }));

describe("the forms' product choice", () => {
  it('is the flat list for a small catalog, with the product preselected on its page', () => {
    const products = catalog(12);
    expect(formProductChoice(products, OTHER, ['p2'])).toEqual({ choices: [{ titles: products.map((p) => p.title) }], defaultTitle: 'Product 2', defaultCount: 1 });
  });

  it('is grouped by category for a large one, loaded by the form: a page ships only its own product, if any', () => {
    const products = catalog(1000);
    const groups = productChoices(products, OTHER);
    expect(groups.map((g) => g.label)).toEqual([...CATEGORIES, OTHER]);
    expect(groups.flatMap((g) => g.titles)).toHaveLength(1000);
    expect(formProductChoice(products, OTHER)).toEqual({ choices: [], defaultTitle: '', defaultCount: 0, fullListPath: PRODUCT_CHOICES_PATH });
    expect(formProductChoice(products, OTHER, ['p7'])).toEqual({ choices: [{ titles: ['Product 7'] }], defaultTitle: 'Product 7', defaultCount: 1, fullListPath: PRODUCT_CHOICES_PATH });
  });

  it("preselects a case study's several products as one choice naming them all, in the order given", () => {
    expect(formProductChoice(catalog(12), OTHER, ['p3', 'p1', 'gone']).defaultTitle).toBe('Product 3, Product 1');
    expect(formProductChoice(catalog(1000), OTHER, ['p3', 'p1'])).toEqual({
      choices: [{ titles: ['Product 3, Product 1'] }],
      defaultTitle: 'Product 3, Product 1',
      defaultCount: 2,
      fullListPath: PRODUCT_CHOICES_PATH,
    });
  });

  it("names as many products as the provider's limit holds, and says when some are left out", () => {
    const titles = Array.from({ length: 12 }, (_, i) => `Rainwater harvesting system model ${i + 1}`);
    const named = productsTitle(titles);
    expect(named.length).toBeLessThanOrEqual(PRODUCT_NAME_MAX_LENGTH);
    expect(named.endsWith(', …')).toBe(true);
    expect(named).toContain(`${titles[0]}, ${titles[1]}`);
    expect(productsTitle(titles.slice(0, 2))).toBe(titles.slice(0, 2).join(', '));
    expect(productsTitle(['x'.repeat(300)])).toHaveLength(PRODUCT_NAME_MAX_LENGTH);
    expect(productsTitle([])).toBe('');
  });
});
