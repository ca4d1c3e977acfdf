import { PageLink } from '@/components/ui/PageLink';
import type { ReactNode } from 'react';
import { Picture } from '@/components/ui/Picture';
import { ENTRY_COLUMNS, tileSizes } from '@/components/ui/gridColumns';
import { coverScale } from '@/lib/images';
import styles from './EntryCard.module.css';

interface EntryCardProps {
  href: string;
  title: string;
  summary: string;
  cover: string;
  coverAlt: string;
  /** The line above the title: date, reading time, client… */
  meta: ReactNode;
  /** Below the summary: tags, sector… */
  footer?: ReactNode;
  headingLevel?: 2 | 3;
  /** How many cards share its grid: its picture's `sizes` follows the grid's columns. */
  tiles: number;
  priority?: boolean;
}

/** The picture's box, width over height (EntryCard.module.css). */
const PICTURE_RATIO = 16 / 9;

/** A post or case study in a list: its picture, what it is about, and its title as the link to it. */
export function EntryCard({ href, title, summary, cover, coverAlt, meta, footer, headingLevel = 2, tiles, priority = false }: EntryCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card}>
      <Picture src={cover} alt={coverAlt} sizes={tileSizes(tiles, ENTRY_COLUMNS, { scale: coverScale(cover, PICTURE_RATIO) })} className={styles.picture} priority={priority} />
      <div className={styles.body}>
        <p className={styles.meta}>{meta}</p>
        <Heading className={styles.title}>
          <PageLink href={href} className={styles.link}>
            {title}
          </PageLink>
        </Heading>
        <p className={styles.summary}>{summary}</p>
        {footer}
      </div>
    </li>
  );
}
