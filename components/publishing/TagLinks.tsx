import { PageLink } from '@/components/ui/PageLink';
import { slugOf } from '@/lib/text';
import { listPath, type Section } from '@/lib/publishing';
import styles from './TagLinks.module.css';

interface TagLinksProps {
  section: Section;
  names: string[];
  label: string;
}

/** An entry's tags (or sector), each a link to the list of entries that share it. */
export function TagLinks({ section, names, label }: TagLinksProps) {
  return (
    <ul className={styles.tags} aria-label={label}>
      {names.map((name) => (
        <li key={name}>
          <PageLink href={listPath(section, { slug: slugOf(name) })} className={styles.tag}>
            {name}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
