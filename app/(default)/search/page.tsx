import type { Metadata } from 'next';
import { pageLanguage } from '@/components/i18n/page-language';
import { PageLink } from '@/components/ui/PageLink';
import { SiteSearch } from '@/components/search/SiteSearch';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { groupByCategory, isFlat, listingPath } from '@/lib/catalog';
import { getProducts, getSite, getUi } from '@/lib/content';
import { pageMetadata } from '@/components/seo/page-metadata';
import { SEARCH_PATH } from '@/lib/search/paths.mjs';
import styles from '@/components/search/SiteSearch.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const where = await pageLanguage();
  const text = getUi(where.content).search;
  // Every ?q= address names /search/ as its canonical URL, so results are never indexed one by one.
  return pageMetadata({ where, site: getSite(where.content), title: text.heading, description: text.description, path: SEARCH_PATH });
}

export default async function SearchPage() {
  const { content } = await pageLanguage();
  const ui = getUi(content);
  const products = getProducts(content);
  // Without JavaScript: the product list, and a large catalog's categories.
  const browse = [
    { path: listingPath(undefined), label: ui.search.browseProducts },
    ...(isFlat(products) ? [] : groupByCategory(products, ui.catalog.otherCategory).map((group) => ({ path: listingPath(group.slug), label: group.title }))),
  ];
  return (
    <>
      <PageBanner heading={ui.search.heading} />
      <Section>
        <noscript>
          <div className={styles.noscript}>
            <p>{ui.search.needsJavaScript}</p>
            <ul>
              {browse.map((link) => (
                <li key={link.path}>
                  <PageLink href={link.path}>
                    {link.label}
                  </PageLink>
                </li>
              ))}
            </ul>
          </div>
        </noscript>
        <SiteSearch text={ui.search} />
      </Section>
    </>
  );
}
