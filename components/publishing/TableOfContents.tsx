import type { Heading } from '@/lib/markdown/render';
import { TOC_MIN_HEADINGS } from '@/lib/publishing';
import { PAGE_IDS } from '@/lib/page-ids';
import styles from './TableOfContents.module.css';

/** Links to a long article's sections (its h2 and h3), in order. */
export function TableOfContents({ headings, label }: { headings: Heading[]; label: string }) {
  if (headings.filter((heading) => heading.depth === 2).length < TOC_MIN_HEADINGS) return null;
  return (
    <nav className={styles.toc} aria-labelledby={PAGE_IDS.tableOfContentsHeading}>
      <h2 id={PAGE_IDS.tableOfContentsHeading} className={styles.heading}>
        {label}
      </h2>
      <ol className={styles.list}>
        {headings.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? styles.sub : undefined}>
            <a href={`#${heading.id}`} className={styles.link}>
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
