import clsx from 'clsx';
import { PageLink } from '@/components/ui/PageLink';
import { pageWindow } from './page-window';
import type { UiText } from '@/lib/content';
import { fillTemplate } from '@/lib/text';
import styles from './Pagination.module.css';

interface PaginationProps {
  ui: UiText;
  page: number;
  pages: number;
  /** The address of page n of this list. */
  hrefOf: (n: number) => string;
}

/** Links to the previous and next page of a list and to pages by number (the first, the last, and those near this one). */
export function Pagination({ ui, page, pages, hrefOf }: PaginationProps) {
  const pageLabel = (n: number) => fillTemplate(ui.catalog.pageOf, { page: n, pages });
  return (
    <nav className={styles.pagination} aria-label={ui.catalog.pagesLabel}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <PageLink href={hrefOf(page - 1)} rel="prev" className={styles.link}>
              {ui.catalog.previousPage}
            </PageLink>
          </li>
        )}
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <PageLink
                href={hrefOf(n)}
                className={clsx(styles.link, n === page && styles.current)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={pageLabel(n)}
              >
                {n}
              </PageLink>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <PageLink href={hrefOf(page + 1)} rel="next" className={styles.link}>
              {ui.catalog.nextPage}
            </PageLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
