import styles from './ComingSoon.module.css';

/** The body of a page whose content is not written yet. */
export function ComingSoon({ text }: { text: string }) {
  return (
    <div className={styles.box}>
      <p className={styles.text}>{text}</p>
    </div>
  );
}
