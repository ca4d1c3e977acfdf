import type { ReactNode } from 'react';
import styles from './TileGrid.module.css';

/** A responsive list of tiles: one column on a phone, up to four on a wide screen. */
export function TileGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}
