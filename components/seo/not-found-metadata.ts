import type { Metadata } from 'next';
import { announceAlternates } from '@/components/i18n/page-alternates';
import { pageLanguage } from '@/components/i18n/page-language';
import { getPages, getSite } from '@/lib/content';
import { languageAlternates } from '@/lib/languages';

/**
 * A 404 page's metadata, in its language: kept out of search results, and the header's language
 * switcher (which waits for every page's alternates) pointed at each language's home page.
 */
export async function notFoundMetadata(): Promise<Metadata> {
  const { content, languages } = await pageLanguage();
  const page = getPages(content).pages.notFound;
  announceAlternates({ path: '/', languages: languageAlternates(languages, '/') });
  // The site's 404.html is outside the root layouts, so without their title template: the same form written out.
  return { title: { absolute: `${getSite(content).shortName}: ${page.title}` }, description: page.description, robots: { index: false, follow: true } };
}
