// The forms' product choice: the titles to choose from, flat or grouped by category as the
// catalog is (lib/catalog.ts), with a page's products preselected. A form shipped with only its
// preselected choice (a page of a large catalog) loads the whole list once its code runs
// (components/forms/actions/load-product-choices.ts).
import { groupByCategory, isFlat, type CatalogEntry } from '../catalog';
import { PRODUCT_NAME_MAX_LENGTH } from './settings.mjs';

/** The forms' product choice: titles, in groups with a label once the catalog is not flat. */
export interface ProductChoiceGroup {
  label?: string;
  titles: string[];
}

export function productChoices(products: CatalogEntry[], otherTitle: string): ProductChoiceGroup[] {
  if (isFlat(products)) return [{ titles: products.map((product) => product.title) }];
  return groupByCategory(products, otherTitle).map((group) => ({ label: group.title, titles: group.products.map((product) => product.title) }));
}

/** Where the whole product choice is served (app/(default)/assets/data/product-choices.json/route.ts). */
export const PRODUCT_CHOICES_PATH = '/assets/data/product-choices.json';

export interface FormProductChoice {
  /** The titles to choose from, grouped by category once the catalog is large. */
  choices: ProductChoiceGroup[];
  /** The title selected at the start ('' for none). */
  defaultTitle: string;
  /** How many products it names: a case study's several products are one choice (the form's intro says "these products"). */
  defaultCount: number;
  /** Where the whole list is when `choices` is only part of it. */
  fullListPath?: string;
}

/**
 * The one product name a form sends for the products given: their titles, comma separated (the
 * provider takes a single productName). Titles that would take it past the provider's limit are
 * left out and an ellipsis says so.
 */
export function productsTitle(titles: readonly string[]): string {
  let named = titles.join(', ');
  for (let count = titles.length - 1; named.length > PRODUCT_NAME_MAX_LENGTH && count > 0; count--) {
    named = `${titles.slice(0, count).join(', ')}, …`;
  }
  return named.slice(0, PRODUCT_NAME_MAX_LENGTH);
}

/**
 * A form's product choice, with the products preselected: a product page's own, or the ones a case
 * study installed (several are one choice naming them all, which the visitor may narrow to one).
 * The whole list for a flat catalog. For a large one the page's HTML carries only the preselected
 * choice (none on the Contact page) and the path the interactive form loads the grouped list from:
 * a thousand options in every page's HTML, and rendered again when the form takes over, would make
 * each page heavier and slower to start.
 */
export function formProductChoice(products: CatalogEntry[], otherTitle: string, selectedNames: readonly string[] = []): FormProductChoice {
  const selected = selectedNames.flatMap((name) => products.filter((product) => product.name === name).map((product) => product.title));
  const defaultTitle = productsTitle(selected);
  const defaultCount = selected.length;
  if (isFlat(products)) return { choices: productChoices(products, otherTitle), defaultTitle, defaultCount };
  return { choices: defaultTitle ? [{ titles: [defaultTitle] }] : [], defaultTitle, defaultCount, fullListPath: PRODUCT_CHOICES_PATH };
}
