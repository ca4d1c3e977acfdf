import { Children, type ReactNode } from 'react';
import clsx from 'clsx';
import { columnAttributes, type ColumnRange } from './gridColumns';
import styles from './TileGrid.module.css';

interface TileGridProps {
  children: ReactNode;
  label?: string;
  /** Columns at least and at most (default 1 to 4). */
  columns?: ColumnRange;
  className?: string;
}

/**
 * A list of tiles, cards or pictures in rows of equal width, for any number of items: the columns
 * are chosen for the count at each width (gridColumns.ts) and a short last row is centred.
 */
export function TileGrid({ children, label, columns, className }: TileGridProps) {
  return (
    <ul className={clsx(styles.grid, className)} aria-label={label} data-fill={columns?.fill || undefined} {...columnAttributes(Children.count(children), columns)}>
      {children}
    </ul>
  );
}
