import Link from 'next/link';
import type { ReactNode } from 'react';
import { Picture } from '@/components/ui/Picture';
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
  priority?: boolean;
}

/** A post or case study in a list: its picture, what it is about, and its title as the link to it. */
export function EntryCard({ href, title, summary, cover, coverAlt, meta, footer, headingLevel = 2, priority = false }: EntryCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card}>
      <Picture src={cover} alt={coverAlt} sizes="(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 400px" className={styles.picture} priority={priority} />
      <div className={styles.body}>
        <p className={styles.meta}>{meta}</p>
        <Heading className={styles.title}>
          <Link href={href} prefetch={false} className={styles.link}>
            {title}
          </Link>
        </Heading>
        <p className={styles.summary}>{summary}</p>
        {footer}
      </div>
    </li>
  );
}
