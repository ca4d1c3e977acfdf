import type { Metadata } from 'next';
import { announceAlternates } from '@/components/i18n/page-alternates';
import { pageLanguage } from '@/components/i18n/page-language';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { languageAlternates } from '@/lib/languages';
import { PageBanner } from '@/components/ui/PageBanner';
import { PageLink } from '@/components/ui/PageLink';
import { basePath } from '@/lib/config';
import { getPages, getSite, getUi } from '@/lib/content';
import styles from './not-found.module.css';
import './globals.css';

// Exported as 404.html, which static hosts serve for any unknown path: it sends the visitor home
// at once (a meta refresh works without JavaScript) and keeps itself out of search results. It is
// the whole document (the site has a root layout per language, and this page is outside them).
export async function generateMetadata(): Promise<Metadata> {
  const page = getPages().pages.notFound;
  // The header's language switcher waits for this: each language's home page.
  const { languages } = await pageLanguage();
  announceAlternates({ path: '/', languages: languageAlternates(languages, '/') });
  // Outside the root layouts, so without their title template: the same form written out.
  return { title: `${getSite().shortName}: ${page.title}`, description: page.description, robots: { index: false, follow: true } };
}

export default function GlobalNotFound() {
  const page = getPages().pages.notFound;
  return (
    <SiteDocument>
      <meta httpEquiv="refresh" content={`0; url=${basePath}/`} />
      <PageBanner heading={page.heading} lead={page.lead} />
      <p className={styles.homeLink}>
        <PageLink href="/">{getUi().notFoundLink}</PageLink>
      </p>
    </SiteDocument>
  );
}
