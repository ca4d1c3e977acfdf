import { formatDate } from '@/lib/text';

/** A day as people read it, with the machine-readable date search engines and feed readers use. */
export function EntryDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatDate(date)}</time>;
}
