import clsx from 'clsx';
import Link from 'next/link';
import { listingPath, type CategoryGroup, type CatalogEntry } from '@/lib/catalog';
import type { UiText } from '@/lib/content';
import styles from './CategoryLinks.module.css';

interface CategoryLinksProps {
  ui: UiText;
  groups: CategoryGroup<CatalogEntry>[];
  /** The category whose page this is; none on the pages of all products. */
  currentSlug?: string;
  /** Which products the page shows, e.g. 'Products 25–48 of 150'. */
  shown: string;
}

/** A large catalog's categories, each linking to its Products page, after a link to all products; then which products this page shows. */
export function CategoryLinks({ ui, groups, currentSlug, shown }: CategoryLinksProps) {
  const entries = [{ slug: undefined, title: ui.viewAllProducts, count: undefined }, ...groups.map((g) => ({ slug: g.slug, title: g.title, count: g.products.length }))];
  return (
    <nav className={styles.nav} aria-labelledby="category-links-heading">
      <h2 id="category-links-heading" className={styles.heading}>
        {ui.catalog.categoriesHeading}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const current = entry.slug === currentSlug;
          return (
            <li key={entry.slug ?? ''}>
              <Link href={listingPath(entry.slug)} prefetch={false} className={clsx(styles.link, current && styles.current)} aria-current={current ? 'page' : undefined}>
                {entry.title}
                {entry.count !== undefined && ` (${entry.count})`}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className={styles.shown}>{shown}</p>
    </nav>
  );
}
