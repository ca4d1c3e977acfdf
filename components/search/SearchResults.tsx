// The search's results: each a heading that links to the page, its category, the words around
// the match (matched words marked) and, for a product, its picture.
import type { Ref } from 'react';
import type { SearchHit } from '@/lib/search/pagefind';
import styles from './SiteSearch.module.css';

export function SearchResults({ hits, listRef }: { hits: SearchHit[]; listRef: Ref<HTMLOListElement> }) {
  return (
    <ol ref={listRef} className={styles.results}>
      {hits.map((hit) => (
        <li key={hit.url} className={styles.result}>
          {/* Decorative: the title beside it says what it shows. A variant the build already made (the result's own). */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          {hit.image && <img src={hit.image} alt="" width={96} height={72} loading="lazy" decoding="async" className={styles.picture} />}
          <div className={styles.body}>
            <h2 className={styles.title}>
              <a href={hit.url}>{hit.title}</a>
            </h2>
            {hit.category && <p className={styles.category}>{hit.category}</p>}
            <p className={styles.excerpt}>
              {hit.excerpt.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
