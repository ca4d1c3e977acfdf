import { formatDate } from '@/lib/text';
import styles from './EntryDate.module.css';

/** A day as people read it, with the machine-readable date search engines and feed readers use. */
export function EntryDate({ date }: { date: string }) {
  return (
    <time dateTime={date} className={styles.date}>
      {formatDate(date)}
    </time>
  );
}
