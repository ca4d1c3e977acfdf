// Per-page metadata built from content: title, description, canonical URL, Open Graph, Twitter.
import type { Metadata } from 'next';
import { absoluteUrl, assetPath } from './config';
import { getPages, getSite } from './content';
import type { PageKey, Site } from './content/types';

interface PageMetaInput {
  site: Site;
  title: string;
  description: string;
  /** Canonical site path, e.g. '/about/'. */
  path: string;
  image?: { src: string; width: number; height: number; alt: string };
}

const DESCRIPTION_LENGTH = 160;

/**
 * A product page's description: its title, then its text, cut at 160 characters. The title
 * keeps two pages apart in search results even when an editor gives two products the same text.
 */
export function productDescription(product: { title: string; commonContent: string }): string {
  const text = `${product.title}: ${product.commonContent}`;
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 3).trimEnd()}…` : text;
}

export function pageMetadata({ site, title, description, path, image }: PageMetaInput): Metadata {
  const url = absoluteUrl(path);
  const ogImage = image ?? { src: assetPath(site.ogImage), width: 1200, height: 630, alt: site.companyName };
  const images = [{ url: ogImage.src, width: ogImage.width, height: ogImage.height, alt: ogImage.alt }];
  return {
    // Absolute: a layout's title template does not reach the page beside it (the home page).
    title: { absolute: `${site.shortName}: ${title}` },
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: site.companyName,
      title: `${site.shortName}: ${title}`,
      description,
      url,
      images,
    },
    twitter: { card: 'summary_large_image', title: `${site.shortName}: ${title}`, description, images },
  };
}

/** Metadata of one of the fixed pages, from content/pages.json. */
export function staticPageMetadata(key: PageKey, path: string): Metadata {
  const copy = getPages().pages[key];
  return pageMetadata({ site: getSite(), title: copy.title, description: copy.description, path });
}
