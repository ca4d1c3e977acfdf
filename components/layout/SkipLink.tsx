import styles from './SkipLink.module.css';

/** The first focusable element: jumps past the menu to the page's content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main-content" className={styles.skip}>
      {label}
    </a>
  );
}
