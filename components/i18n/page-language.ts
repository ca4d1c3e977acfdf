// The language of the page being rendered, for any server component: the /<code>/ segment of the
// translated pages' root layout (app/(translated)/[lang]/), or the default language for the pages
// at the site's root (app/(default)/), which have no such segment.
import { lang } from 'next/root-params';
import { defaultRoots, getLanguages, type ContentRoots, type Language } from '@/lib/content';
import { pathIn } from '@/lib/languages';

export interface PageLanguage {
  language: Language;
  /** Every language of the site, the default first. */
  languages: Language[];
  /** Where the page reads its content, in its language (lib/content's getters take it). */
  content: ContentRoots;
  /** A site path ('/about/') in the page's language ('/mr/about/'). */
  href: (path: string) => string;
}

/**
 * Where content is read in the language of a `[lang]` segment's value (none: the default
 * language). For generateStaticParams, which gets its parent's params but cannot read root
 * params in the default language's tree.
 */
export function contentIn(lang: string | undefined): ContentRoots {
  return { ...defaultRoots, ...(lang ? { language: lang } : {}) };
}

/**
 * The languages that have the page at `path` (the default language's path), as `pagesIn` lists a
 * language's pages: a product not yet translated, a post written in the default language only. The
 * page's alternates and its switcher name only those.
 */
export function languagesHaving(where: Pick<PageLanguage, 'languages'>, path: string, pagesIn: (content: ContentRoots) => { path: string }[]): Language[] {
  return where.languages.filter((language) => pagesIn(contentIn(language.code)).some((page) => page.path === path));
}

/** What generateStaticParams receives from the segments above it: the language on translated pages. */
export interface LanguageParams {
  params?: { lang?: string };
}

export async function pageLanguage(): Promise<PageLanguage> {
  const code = (await lang()) as string | undefined;
  const languages = getLanguages();
  const language = languages.find((entry) => entry.code === code) ?? languages[0]!;
  return {
    language,
    languages,
    content: { ...defaultRoots, language: language.code },
    href: (path) => pathIn(language, languages, path),
  };
}
