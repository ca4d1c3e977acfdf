import { PAGE_IDS } from '@/lib/page-ids';
import styles from './SkipLink.module.css';

/** The first focusable element: jumps past the menu to the page's content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href={`#${PAGE_IDS.mainContent}`} className={styles.skip}>
      {label}
    </a>
  );
}
