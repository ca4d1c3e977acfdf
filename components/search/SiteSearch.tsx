'use client';
// The search page's search: results as the visitor types, a category filter, the count read out,
// and the arrow keys to move through the results. Pagefind (lib/search/pagefind.ts) loads on first
// use: when the box is focused or the page opens with a query. The query and the category are in
// the address (?q=&category=), so a search can be shared and the back button comes back to it.
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { basePath } from '@/lib/config';
import type { UiText } from '@/lib/content';
import { loadPagefind, searchSite, type Pagefind, type SearchAnswer } from '@/lib/search/pagefind';
import { SEARCH_PATH } from '@/lib/search/paths.mjs';
import { fillTemplate } from '@/lib/text';
import { SearchResults } from './SearchResults';
import styles from './SiteSearch.module.css';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

// The address is the search's state: typing rewrites it (replaceState, so the back button leaves
// the page rather than stepping through every letter), and the page reads it back.
const addressListeners = new Set<() => void>();
function subscribeToAddress(listener: () => void) {
  addressListeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    addressListeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}
function writeAddress(query: string, category: string) {
  const params = new URLSearchParams({ ...(query && { q: query }), ...(category && { category }) }).toString();
  window.history.replaceState(window.history.state, '', `${basePath}${SEARCH_PATH}${params ? `?${params}` : ''}`);
  for (const listener of addressListeners) listener();
}

/** The last search's answer, for the query and category it answered (`key`). */
interface Outcome {
  key: string;
  query: string;
  category: string;
  answer: SearchAnswer | null;
  failed: boolean;
}

export function SiteSearch({ text }: { text: UiText['search'] }) {
  const address = new URLSearchParams(useSyncExternalStore(subscribeToAddress, () => window.location.search, () => ''));
  const query = address.get('q') ?? '';
  const category = address.get('category') ?? '';
  const key = `${category}\n${query.trim()}`;
  const [categories, setCategories] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const pagefind = useRef<Promise<Pagefind> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLOListElement>(null);

  /** Pagefind, loaded once with its filters; a failed load is tried again on the next use. */
  function ready(): Promise<Pagefind> {
    pagefind.current ??= loadPagefind(basePath).then(
      async (loaded) => {
        // Before any search: Pagefind counts a category only once its filter data has loaded, so a
        // search that ran ahead of it would say (0) for every category.
        await loaded.filters().then((filters) => setCategories(Object.keys(filters.category ?? {}).sort((a, b) => a.localeCompare(b))), () => {});
        return loaded;
      },
      (error: unknown) => {
        pagefind.current = null;
        throw error;
      },
    );
    return pagefind.current;
  }

  // Typed before this script ran: the box holds it, the address does not yet.
  useEffect(() => {
    if (input.current?.value && !query) writeAddress(input.current.value, category);
    // Once, on the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!query.trim()) return;
    let current = true;
    ready()
      .then((loaded) => searchSite(loaded, query, category))
      .then(
        (answer) => current && answer && setOutcome({ key, query: query.trim(), category, answer, failed: false }), // null: a newer search replaces this one
        () => current && setOutcome({ key, query: query.trim(), category, answer: null, failed: true }),
      );
    return () => {
      current = false;
    };
    // ready() only reads a ref; key follows query and category.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, category]);

  // While a new search runs, the last answer stays on screen, and its words say what it answered.
  const typed = query.trim() !== '';
  const shown = typed ? outcome : null;
  const answer = shown?.answer ?? null;
  const status: Status = !typed ? 'idle' : outcome?.key !== key ? 'loading' : outcome.failed ? 'failed' : 'ready';

  /** Up and down move between the box and the results' links; Enter opens the focused one. */
  function onArrows(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (event.target !== input.current && !results.current?.contains(event.target as Node)) return; // the filter keeps its own arrows
    const links = [...(results.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
    if (!links.length) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
    event.preventDefault();
    (next < 0 ? input.current : links[next])?.focus();
  }

  const summary =
    status === 'loading' && !answer ? text.loading
    : status === 'failed' ? text.failed
    : !shown || !answer ? text.prompt
    : fillTemplate(answer.total === 0 ? text.noResults : answer.total === 1 ? text.oneResult : text.results, {
        count: answer.total,
        query: shown.query,
        where: shown.category ? ` ${fillTemplate(text.inCategory, { category: shown.category })}` : '',
      });

  return (
    <div className={styles.search} onKeyDown={onArrows}>
      {/* Without JavaScript the form still sends the query here; the page then says what search needs. */}
      <form role="search" action={`${basePath}${SEARCH_PATH}`} method="get" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor="search-query" className={styles.label}>
            {text.label}
          </label>
          <input
            ref={input}
            id="search-query"
            name="q"
            type="search"
            value={query}
            placeholder={text.placeholder}
            autoComplete="off"
            spellCheck={false}
            onFocus={() => void ready().catch(() => {})}
            onChange={(event) => writeAddress(event.target.value, category)}
            className={styles.input}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="search-category" className={styles.label}>
            {text.categoryLabel}
          </label>
          <select id="search-category" name="category" value={category} onChange={(event) => writeAddress(query, event.target.value)} className={styles.select}>
            <option value="">{text.allCategories}</option>
            {(categories.includes(category) || !category ? categories : [...categories, category]).map((name) => (
              <option key={name} value={name}>
                {answer ? `${name} (${answer.categories[name] ?? 0})` : name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.submit}>
          {text.submit}
        </button>
      </form>
      <p role="status" className={styles.summary}>
        {summary}
        {answer && answer.total > answer.hits.length && ` ${fillTemplate(text.moreResults, { shown: answer.hits.length })}`}
      </p>
      {answer && <SearchResults hits={answer.hits} listRef={results} />}
    </div>
  );
}
