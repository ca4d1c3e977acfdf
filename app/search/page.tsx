import type { Metadata } from 'next';
import { PageLink } from '@/components/ui/PageLink';
import { SiteSearch } from '@/components/search/SiteSearch';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { groupByCategory, isFlat, listingPath } from '@/lib/catalog';
import { getProducts, getSite, getUi } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { SEARCH_PATH } from '@/lib/search/paths.mjs';
import styles from '@/components/search/SiteSearch.module.css';

export function generateMetadata(): Metadata {
  const text = getUi().search;
  // Every ?q= address names /search/ as its canonical URL, so results are never indexed one by one.
  return pageMetadata({ site: getSite(), title: text.heading, description: text.description, path: SEARCH_PATH });
}

export default function SearchPage() {
  const ui = getUi();
  const products = getProducts();
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
