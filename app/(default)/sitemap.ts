import type { MetadataRoute } from 'next';
import { listingPages } from '@/lib/catalog';
import { absoluteUrl } from '@/lib/config';
import { getCaseStudies, getPosts, getProducts, getUi } from '@/lib/content';
import { caseStudySector, postTags, sectionPages, type SectionPage } from '@/lib/publishing';
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
  // Each post and case study with the day it last changed; their lists with the newest entry's.
  const published = [...sectionPages('blog', getPosts(), postTags), ...sectionPages('case-studies', getCaseStudies(), caseStudySector)];
  const lastModified = new Map(published.map((page) => [page.path, lastChange(page)]));
  return [...new Set([...paths, ...lastModified.keys()])].map((path) => {
    const day = lastModified.get(path);
    return { url: absoluteUrl(path), ...(day ? { lastModified: day } : {}) };
  });
}

function lastChange(page: SectionPage<{ data: { date: string; updated?: string } }>): string | undefined {
  const days = (page.kind === 'entry' ? [page.entry] : page.entries).map((entry) => entry.data.updated ?? entry.data.date);
  return days.sort().at(-1);
}
