import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/config';
import { getProducts } from '@/lib/content';
import { SITE_PATHS } from '@/lib/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [...SITE_PATHS, ...getProducts().map((product) => `/product-details/${product.name}/`)];
  return paths.map((path) => ({ url: absoluteUrl(path) }));
}
