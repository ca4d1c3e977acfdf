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
