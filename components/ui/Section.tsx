import clsx from 'clsx';
import type { ReactNode } from 'react';
import { HydrationBoundary } from './HydrationBoundary';
import styles from './Section.module.css';

interface SectionProps {
  id?: string;
  heading?: string;
  lead?: string;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** A page section: an optional h2 and lead text above its content, in the content width; hydrated on its own. */
export function Section({ id, heading, lead, tone = 'plain', children }: SectionProps) {
  const headingId = id && heading ? `${id}-heading` : undefined;
  return (
    <HydrationBoundary>
      <section id={id} aria-labelledby={headingId} className={clsx(styles.section, tone === 'tinted' && styles.tinted)}>
        <div className={styles.inner}>
          {heading && (
            <h2 id={headingId} className={styles.heading} data-reveal-item>
              {heading}
            </h2>
          )}
          {lead && (
            <p className={styles.lead} data-reveal-item>
              {lead}
            </p>
          )}
          {children}
        </div>
      </section>
    </HydrationBoundary>
  );
}
