// The whole product choice, for a form that was shipped with only its own product (a product
// page of a large catalog: lib/catalog.ts formProductChoice). Loaded once the form's code runs;
// if it cannot be, the form keeps the choice it has (its product and 'Other').
import type { ProductChoiceGroup } from '../catalog';

function isChoiceGroup(value: unknown): value is ProductChoiceGroup {
  if (typeof value !== 'object' || value === null) return false;
  const { label, titles } = value as Record<string, unknown>;
  return (label === undefined || typeof label === 'string') && Array.isArray(titles) && titles.every((title) => typeof title === 'string');
}

/** The choice groups served at `url`; rejects on a network error, an error status or another shape. */
export async function loadProductChoices(url: string, signal?: AbortSignal): Promise<ProductChoiceGroup[]> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const data: unknown = await response.json();
  if (!Array.isArray(data) || !data.every(isChoiceGroup)) throw new Error(`${url}: not a list of product choice groups`);
  return data;
}
