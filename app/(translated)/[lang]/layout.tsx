import type { ReactNode } from 'react';
import { devanagariFont } from '@/components/i18n/devanagari-font';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { getLanguages } from '@/lib/content';
import { translatedLanguages } from '@/lib/languages';
import '../../globals.css';

// The root layout of every other language's pages, under /<code>/: the default language's own,
// with the language from the URL (components/i18n/page-language.ts reads it) and the Devanagari
// face the site's other languages (Marathi, Hindi) are written in.
export { generateMetadata, viewport } from '../../(default)/layout';

export function generateStaticParams() {
  return translatedLanguages(getLanguages()).map((language) => ({ lang: language.code }));
}

/** Only the languages of content/languages.json have pages. */
export const dynamicParams = false;

export default function TranslatedLayout({ children }: { children: ReactNode }) {
  return <SiteDocument fontVariable={devanagariFont.variable}>{children}</SiteDocument>;
}
