import type { Metadata } from 'next';
import { pageLanguage } from '@/components/i18n/page-language';
import { staticPageMetadata } from '@/components/seo/page-metadata';

// The same page as '/', which is its canonical URL, so search engines index one of them.
export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('home', '/', await pageLanguage());
}
export { default } from '../page';
