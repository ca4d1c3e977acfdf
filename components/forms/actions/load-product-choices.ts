// The whole product choice, loaded by a form shipped with only its preselected choice (a page of a
// large catalog: lib/enquiry/product-choices.ts formProductChoice). If it cannot be, the form keeps
// the choice it has (its products and 'Other').
import type { ProductChoiceGroup } from '@/lib/enquiry';

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
