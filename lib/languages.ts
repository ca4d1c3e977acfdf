// Where a page is in each language: the default language (content/languages.json's first) at the
// site's root paths, every other under its code (/mr/about/). Framework-free, for the pages, the
// sitemap and the tests alike.
import { absoluteUrl } from './config';
import type { ContentRoots, Language } from './content';
import type { JsonLdUrls } from './structured-data';

/** The language a page is rendered in, with the site's others and where its content is read. */
export interface PageLanguageView {
  language: Language;
  /** Every language of the site, the default first. */
  languages: Language[];
  /** lib/content's getters read the page's language from here. */
  content: ContentRoots;
}

/** A site path ('/about/') as it is in `language`. */
export function pathIn(language: Pick<Language, 'code'>, languages: Pick<Language, 'code'>[], path: string): string {
  return language.code === languages[0]?.code ? path : `/${language.code}${path}`;
}

/** Structured data's URLs on a page in `language`: its pages in that language, files as they are. */
export function jsonLdUrls(language: Pick<Language, 'code'>, languages: Pick<Language, 'code'>[]): JsonLdUrls {
  return { page: (path) => absoluteUrl(pathIn(language, languages, path)), file: absoluteUrl, language: language.code };
}

/** The languages other than the default, whose pages are under their code. */
export function translatedLanguages<T extends Pick<Language, 'code'>>(languages: T[]): T[] {
  return languages.slice(1);
}

/** `og:locale`'s form of a locale: 'mr-IN' → 'mr_IN'. */
export function ogLocale(language: Pick<Language, 'locale'>): string {
  return language.locale.replace('-', '_');
}

/**
 * The page at `path` in each language it exists in (`available`, every language by default), as
 * hreflang alternates: { en: '/about/', mr: '/mr/about/', 'x-default': '/about/' }. x-default is the
 * default language's page, or the first language's that has it.
 */
export function languageAlternates(languages: Pick<Language, 'code'>[], path: string, available: Pick<Language, 'code'>[] = languages): Record<string, string> {
  const present = languages.filter((language) => available.some((other) => other.code === language.code));
  const entries = present.map((language) => [language.code, pathIn(language, languages, path)] as const);
  return entries.length ? { ...Object.fromEntries(entries), 'x-default': entries[0]![1] } : {};
}

/**
 * The nearest page above `path` that every language has, for a page not yet in one: a product's
 * list of products, a post's or case study's list, and the home page for anything else.
 */
export function parentPath(path: string): string {
  const [section] = path.split('/').filter(Boolean);
  if (!section || path === `/${section}/`) return '/';
  return section === 'product-details' ? '/products/' : `/${section}/`;
}
