import { getLanguages } from '@/lib/content';
import { translatedLanguages } from '@/lib/languages';

// The root layout of every other language's pages, under /<code>/: the default language's own,
// with the language from the URL (components/i18n/page-language.ts reads it).
export { default, generateMetadata, viewport } from '../../(default)/layout';

export function generateStaticParams() {
  return translatedLanguages(getLanguages()).map((language) => ({ lang: language.code }));
}

/** Only the languages of content/languages.json have pages. */
export const dynamicParams = false;
