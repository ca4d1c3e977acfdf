import type { MetadataRoute } from 'next';
import { listingPages } from '@/lib/catalog';
import { absoluteUrl } from '@/lib/config';
import { getProducts, getUi } from '@/lib/content';
import { SITE_PATHS } from '@/lib/routes';
import { productPath } from '@/lib/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const products = getProducts();
  const paths = new Set<string>([
    ...SITE_PATHS,
    // /products/ and, for a large catalog, its further pages and the categories' pages.
    ...listingPages(products, getUi().catalog.otherCategory).map((listing) => listing.path),
    ...products.map(productPath),
  ]);
  return [...paths].map((path) => ({ url: absoluteUrl(path) }));
}
