import { pageLanguage } from '@/components/i18n/page-language';
import { PageBanner } from '@/components/ui/PageBanner';
import { PageLink } from '@/components/ui/PageLink';
import { assetPath } from '@/lib/config';
import { getPages, getUi } from '@/lib/content';
import styles from './NotFound.module.css';

/**
 * The 404 page's content, in the page's language: it sends the visitor to that language's home
 * page at once (a meta refresh works without JavaScript), with a link there for the moment between.
 */
export async function NotFound() {
  const { content, href } = await pageLanguage();
  const page = getPages(content).pages.notFound;
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${assetPath(href('/'))}`} />
      <PageBanner heading={page.heading} lead={page.lead} />
      <p className={styles.homeLink}>
        <PageLink href="/">{getUi(content).notFoundLink}</PageLink>
      </p>
    </>
  );
}
