import clsx from 'clsx';
import { PageLink } from '@/components/ui/PageLink';
import styles from './FilterLinks.module.css';

interface FilterLink {
  href: string;
  title: string;
  count?: number;
  current: boolean;
}

interface FilterLinksProps {
  /** The heading (h2) above the links, e.g. 'Browse by category'. */
  heading: string;
  /** Tells this list's heading apart from another on the page. */
  id: string;
  links: FilterLink[];
  /** A line under the links, e.g. which entries this page shows. */
  note?: string;
}

/** Links that narrow a list to a category, tag or sector: plain pages, so they work without JavaScript. */
export function FilterLinks({ heading, id, links, note }: FilterLinksProps) {
  return (
    <nav className={styles.nav} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <PageLink href={link.href} className={clsx(styles.link, link.current && styles.current)} aria-current={link.current ? 'page' : undefined}>
              {link.title}
              {link.count !== undefined && ` (${link.count})`}
            </PageLink>
          </li>
        ))}
      </ul>
      {note && <p className={styles.shown}>{note}</p>}
    </nav>
  );
}
