// The routes of the two published sections, as data: every page of /blog/ and /case-studies/
// (lists, their further pages, a page per tag or sector, one page per entry), so the routes'
// generateStaticParams, the sitemap and the tests all derive the same set.
import { slugOf } from './text';
import type { CaseStudy, Post } from './content/types';

/** Entries per list page: rows of 1, 2, 3 or 4 come out even, and a list page stays within the HTML budget at any count. */
export const ENTRIES_PER_PAGE = 12;

export type Section = 'blog' | 'case-studies';

/** A table of contents shows from this many sections (h2) up: a short article does not need one. */
export const TOC_MIN_HEADINGS = 4;

/** A group of entries with its own list: a post's tag or a case study's sector. */
export interface Group {
  slug: string;
  name: string;
  count: number;
}

export type SectionPage<E> =
  | { kind: 'list'; segments: string[]; path: string; group?: Group; entries: E[]; page: number; pages: number }
  | { kind: 'entry'; segments: string[]; path: string; entry: E };

/** The word in a group page's address: /blog/tag/<tag>/, /case-studies/sector/<sector>/. */
const GROUP_WORD: Record<Section, string> = { blog: 'tag', 'case-studies': 'sector' };

function sectionPath(section: Section, segments: string[] = []): string {
  return `/${[section, ...segments].join('/')}/`;
}

export function entryPath(section: Section, entry: { slug: string }): string {
  return sectionPath(section, [entry.slug]);
}

/** Page `page` of the whole list or of one group's. */
export function listPath(section: Section, group?: Pick<Group, 'slug'>, page = 1): string {
  return sectionPath(section, listSegments(section, group, page));
}

function listSegments(section: Section, group: Pick<Group, 'slug'> | undefined, page: number): string[] {
  return [...(group ? [GROUP_WORD[section], group.slug] : []), ...(page > 1 ? ['page', String(page)] : [])];
}

/** The groups of a list of entries, by name ('Water treatment' → water-treatment), most used first. */
export function groupsOf<E>(entries: E[], namesOf: (entry: E) => string[]): Group[] {
  const groups = new Map<string, Group>();
  for (const entry of entries) {
    // 'Pumps' and 'pumps' on one entry are one group, counted once.
    const names = new Map<string, string>();
    for (const name of namesOf(entry)) if (!names.has(slugOf(name))) names.set(slugOf(name), name);
    for (const [slug, name] of names) {
      const group = groups.get(slug) ?? { slug, name, count: 0 };
      group.count += 1;
      groups.set(slug, group);
    }
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Every page of a section: its list pages, each group's, and one per entry. None but the empty list without entries. */
export function sectionPages<E extends { slug: string }>(section: Section, entries: E[], namesOf: (entry: E) => string[]): SectionPage<E>[] {
  const lists = (pool: E[], group?: Group) => {
    const pages = Math.max(1, Math.ceil(pool.length / ENTRIES_PER_PAGE));
    return Array.from({ length: pages }, (_, index): SectionPage<E> => {
      const segments = listSegments(section, group, index + 1);
      const shown = pool.slice(index * ENTRIES_PER_PAGE, (index + 1) * ENTRIES_PER_PAGE);
      return { kind: 'list', segments, path: sectionPath(section, segments), ...(group ? { group } : {}), entries: shown, page: index + 1, pages };
    });
  };
  const groups = groupsOf(entries, namesOf).map((group) =>
    lists(
      entries.filter((entry) => namesOf(entry).some((name) => slugOf(name) === group.slug)),
      group,
    ),
  );
  const single = entries.map((entry): SectionPage<E> => ({ kind: 'entry', segments: [entry.slug], path: entryPath(section, entry), entry }));
  return [...lists(entries), ...groups.flat(), ...single];
}

/** The page at the route's segments; a path the section does not have is a build error. */
export function findSectionPage<E>(pages: SectionPage<E>[], section: Section, segments: string[] = []): SectionPage<E> {
  const wanted = segments.join('/');
  const page = pages.find((each) => each.segments.join('/') === wanted);
  if (!page) throw new Error(`No ${section} page at /${section}/${wanted}`);
  return page;
}

export const postTags = (post: Post) => post.data.tags;
export const caseStudySector = (study: CaseStudy) => [study.data.sector];

/** Up to `count` other posts that share the most tags with `post`, newest first among equals. */
export function relatedPosts(posts: Post[], post: Post, count = 3): Post[] {
  const tags = new Set(post.data.tags.map(slugOf));
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, shared: [...new Set(other.data.tags.map(slugOf))].filter((tag) => tags.has(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, count)
    .map(({ other }) => other);
}

/** The older and the newer neighbour of an entry in a newest-first list. */
export function neighbours<E extends { slug: string }>(entries: E[], entry: E): { older?: E; newer?: E } {
  const index = entries.findIndex((each) => each.slug === entry.slug);
  return { older: entries[index + 1], newer: index > 0 ? entries[index - 1] : undefined };
}

/** The case studies that installed a product. */
export function caseStudiesWith(studies: CaseStudy[], productName: string): CaseStudy[] {
  return studies.filter((study) => study.data.products.includes(productName));
}

/** The picture each entry shares on social sites: /og/<section>/<slug>.png, made after the build. */
export function shareImagePath(section: Section, entry: { slug: string }): string {
  return `/og/${section}/${entry.slug}.png`;
}
