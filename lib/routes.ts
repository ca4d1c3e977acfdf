import type { Product } from './content/types';

/** A product's page: /product-details/<URL name>/. */
export function productPath(product: Pick<Product, 'name'>): string {
  return `/product-details/${product.name}/`;
}

/** Every fixed page of the site (the product pages come from content/products/). */
export const SITE_PATHS = [
  '/',
  '/about/',
  '/services/',
  '/clients/',
  '/case-studies/',
  '/gallery/',
  '/products/',
  '/blog/',
  '/contact/',
] as const;
