// Per-page metadata built from content: title, description, canonical URL, Open Graph, Twitter.
import type { Metadata } from 'next';
import { absoluteUrl, assetPath } from './config';
import { getPages, getSite } from './content';
import type { Language } from './content';
import type { PageKey, Pages, Site, UiText } from './content/types';
import { languageAlternates, ogLocale, pathIn, type PageLanguageView } from './languages';
import { entryPath, shareImagePath, type Section } from './publishing';
import { fillTemplate } from './text';

interface PageMetaInput {
  site: Site;
  title: string;
  description: string;
  /** The page's site path in the default language, e.g. '/about/'. */
  path: string;
  /** The page's language, and the languages it exists in (every language unless given). */
  where: PageLanguageView & { available?: Language[] };
  image?: { src: string; width: number; height: number; alt: string };
  /** A post or case study: shared as an article, with its dates. */
  article?: { publishedTime: string; modifiedTime?: string; authors?: string[]; tags?: string[] };
  /** Feeds of this page's section (lib/feeds/ sectionFeedLinks), as <link rel="alternate">. */
  feeds?: { type: string; url: string; title: string }[];
}

const DESCRIPTION_LENGTH = 160;

/**
 * A product page's description: its title, then its text, cut at 160 characters. The title
 * keeps two pages apart in search results even when an editor gives two products the same text.
 */
export function productDescription(product: { title: string; commonContent: string }): string {
  return snippet(`${product.title}: ${product.commonContent}`);
}

/** A text cut to the 160 characters search results show, with an ellipsis where it was cut. */
function snippet(text: string): string {
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 3).trimEnd()}…` : text;
}

export function pageMetadata({ site, title, description, path, where, image, article, feeds }: PageMetaInput): Metadata {
  const url = absoluteUrl(pathIn(where.language, where.languages, path));
  const alternates = languageAlternates(where.languages, path, where.available);
  const otherLocales = where.languages.filter((language) => language.code !== where.language.code && alternates[language.code]).map(ogLocale);
  const ogImage = image ?? { src: assetPath(site.ogImage), width: 1200, height: 630, alt: site.companyName };
  const images = [{ url: ogImage.src, width: ogImage.width, height: ogImage.height, alt: ogImage.alt }];
  return {
    // Absolute: a layout's title template does not reach the page beside it (the home page).
    title: { absolute: `${site.shortName}: ${title}` },
    description,
    alternates: {
      canonical: url,
      // hreflang: the same page in each language it exists in (a single-language site has none).
      ...(where.languages.length > 1 ? { languages: Object.fromEntries(Object.entries(alternates).map(([code, alternate]) => [code, absoluteUrl(alternate)])) } : {}),
      ...(feeds?.length ? { types: Object.fromEntries(feeds.map((feed) => [feed.type, [{ url: feed.url, title: feed.title }]])) } : {}),
    },
    openGraph: {
      ...(article ? { type: 'article', ...article } : { type: 'website' }),
      siteName: site.companyName,
      locale: ogLocale(where.language),
      ...(otherLocales.length ? { alternateLocale: otherLocales } : {}),
      title: `${site.shortName}: ${title}`,
      description,
      url,
      images,
    },
    twitter: { card: 'summary_large_image', title: `${site.shortName}: ${title}`, description, images },
  };
}

/** Metadata of one of the fixed pages, from content/pages.json, in the page's language. */
export function staticPageMetadata(key: PageKey, path: string, where: PageLanguageView): Metadata {
  const copy = getPages(where.content).pages[key];
  return pageMetadata({ site: getSite(where.content), title: copy.title, description: copy.description, path, where });
}

interface EntryMetaInput {
  where: PageLanguageView;
  section: Section;
  entry: { slug: string; data: { title: string; summary: string } };
  article: NonNullable<PageMetaInput['article']>;
  feeds?: PageMetaInput['feeds'];
}

/** A post's or case study's metadata: its summary, and its own share picture (made after the build). */
export function entryMetadata({ where, section, entry, article, feeds }: EntryMetaInput): Metadata {
  return pageMetadata({
    where,
    site: getSite(where.content),
    title: entry.data.title,
    description: snippet(entry.data.summary),
    path: entryPath(section, entry),
    image: { src: absoluteUrl(shareImagePath(section, entry)), width: 1200, height: 630, alt: entry.data.title },
    article,
    feeds,
  });
}

interface ListMetaInput {
  where: PageLanguageView;
  page: { path: string; page: number; pages: number; entries: unknown[]; group?: unknown };
  /** The list's name: the section's title, or the tag's or sector's heading. */
  heading: string;
  copy: Pages['pages']['blog'];
  ui: UiText;
  feeds?: PageMetaInput['feeds'];
}

/** A list page's metadata: ', page 2 of 5' after its name past the first page; the 'Coming Soon' text while it is empty. */
export function listMetadata({ where, page, heading, copy, ui, feeds }: ListMetaInput): Metadata {
  const title = page.pages > 1 && page.page > 1 ? `${heading}, ${fillTemplate(ui.catalog.pageOf, { page: page.page, pages: page.pages })}` : heading;
  const description = page.entries.length ? copy.description : (copy.comingSoon?.description ?? copy.description);
  return pageMetadata({ where, site: getSite(where.content), title, description, path: page.path, feeds });
}
