import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './TileGrid.module.css';

interface TileGridProps {
  children: ReactNode;
  label?: string;
  /** 'wide' for cards with a picture (products), which need more room than icon tiles. */
  size?: 'normal' | 'wide';
}

/** A responsive list of tiles or cards: one column on a phone, as many as fit on a wide screen. */
export function TileGrid({ children, label, size = 'normal' }: TileGridProps) {
  return (
    <ul className={clsx(styles.grid, size === 'wide' && styles.wide)} aria-label={label}>
      {children}
    </ul>
  );
}
