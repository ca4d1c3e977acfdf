// A section's feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1) from its entries, framework-free: the feed
// package writes the XML; JSON Feed 1.1 is written here, as the package's JSON is version 1.
import { Feed, type Item } from 'feed';
import { isPublished } from '../content/publication.mjs';
import { absoluteBody } from './absolute-urls';

/** Feed readers need no more; the section's list pages hold the rest. */
export const FEED_LIMIT = 50;

/** Each feed's file in its section's folder (/blog/rss.xml …) and its media type. */
export const FEEDS = {
  rss: { file: 'rss.xml', type: 'application/rss+xml', name: 'RSS' },
  atom: { file: 'atom.xml', type: 'application/atom+xml', name: 'Atom' },
  json: { file: 'feed.json', type: 'application/feed+json', name: 'JSON Feed' },
} as const;
export type FeedKind = keyof typeof FEEDS;

/** One entry as the feed needs it. `html`: its body as its page renders it (root-relative URLs allowed). */
export interface FeedEntry {
  /** Its page's path, without the base path: '/blog/<slug>/'. */
  path: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD. */
  date: string;
  updated?: string;
  draft?: boolean;
  authors: string[];
  tags: string[];
  html: string;
  /** Its picture's path under the site (without the base path), e.g. the cover. */
  image?: string;
}

export interface FeedSource {
  /** The site's origin, no trailing slash: https://www.example.com. */
  origin: string;
  /** '' or '/website'. */
  basePath: string;
  /** The section's list page, without the base path: '/blog/'. */
  path: string;
  title: string;
  description: string;
  /** Who the feed is by (the site's name): Atom wants an author for entries that name none. */
  author: string;
  language: string;
  /** The build's day, YYYY-MM-DD: an entry dated after it is not published yet. */
  today: string;
  entries: FeedEntry[];
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/), as much of it as these feeds use. */
export interface JsonFeed {
  version: 'https://jsonfeed.org/version/1.1';
  title: string;
  home_page_url: string;
  feed_url: string;
  description: string;
  language: string;
  authors: { name: string }[];
  items: {
    id: string;
    url: string;
    title: string;
    summary: string;
    content_html: string;
    date_published: string;
    date_modified: string;
    authors?: { name: string }[];
    tags?: string[];
    image?: string;
  }[];
}

/** A YYYY-MM-DD day as a date at 00:00 UTC: the feed is the same on every build machine. */
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
/** RFC 3339 without milliseconds: 2026-03-14T00:00:00Z. */
const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
/** Text for an HTML field (Atom's type="html", RSS's description): its characters stay characters. */
const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface FeedItem {
  url: string;
  title: string;
  summary: string;
  html: string;
  published: Date;
  updated: Date;
  authors: string[];
  tags: string[];
  image?: string;
}

/** The published entries (never a draft, never one dated after `today`), newest first, at most FEED_LIMIT, URLs absolute. */
export function feedItems(source: FeedSource): FeedItem[] {
  const site = source.origin + source.basePath;
  return source.entries
    .filter((entry) => isPublished(entry, { today: source.today, preview: false }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path))
    .slice(0, FEED_LIMIT)
    .map((entry) => {
      const url = site + entry.path;
      const published = dayDate(entry.date);
      return {
        url,
        title: entry.title,
        summary: entry.summary,
        html: absoluteBody(entry.html, { origin: source.origin, base: url }),
        published,
        updated: entry.updated ? dayDate(entry.updated) : published,
        authors: entry.authors,
        tags: entry.tags,
        image: entry.image ? site + entry.image : undefined,
      };
    });
}

const newest = (items: FeedItem[]) => new Date(Math.max(...items.map((item) => item.updated.getTime())));
const feedUrl = (source: FeedSource, kind: FeedKind) => `${source.origin}${source.basePath}${source.path}${FEEDS[kind].file}`;

/** The feed package's Feed for RSS or Atom; null when nothing is published. */
function xmlFeed(source: FeedSource, kind: 'rss' | 'atom'): Feed | null {
  const items = feedItems(source);
  if (!items.length) return null;
  const link = source.origin + source.basePath + source.path;
  const feed = new Feed({
    id: link,
    title: source.title,
    description: source.description,
    link,
    language: source.language,
    updated: newest(items),
    generator: false,
    author: { name: source.author },
    feedLinks: { [kind]: feedUrl(source, kind) },
  });
  for (const item of items) {
    const entry: Item = {
      // Atom's title is HTML (type="html"); RSS's is text.
      title: kind === 'atom' ? htmlText(item.title) : item.title,
      link: item.url,
      date: item.updated,
      published: item.published,
      description: htmlText(item.summary),
      // The package writes these as CDATA sections, closing only the first "]]>" safely.
      content: item.html.replaceAll(']]>', ']]&gt;'),
      category: item.tags.map((tag) => ({ name: tag, term: tag })),
    };
    // RSS's <author> is an e-mail address; a name is Dublin Core's creator (the package declares dc:).
    if (kind === 'atom') entry.author = item.authors.map((name) => ({ name }));
    else entry.extensions = item.authors.map((name) => ({ name: 'dc:creator', objects: { _text: name } }));
    feed.addItem(entry);
  }
  return feed;
}

/** The RSS 2.0 feed, or null when nothing is published. */
export function rssFeed(source: FeedSource): string | null {
  return xmlFeed(source, 'rss')?.rss2() ?? null;
}

/** The Atom 1.0 feed, or null when nothing is published. */
export function atomFeed(source: FeedSource): string | null {
  return xmlFeed(source, 'atom')?.atom1() ?? null;
}

/** The JSON Feed 1.1, or null when nothing is published. */
export function jsonFeed(source: FeedSource): JsonFeed | null {
  const items = feedItems(source);
  if (!items.length) return null;
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: source.title,
    home_page_url: source.origin + source.basePath + source.path,
    feed_url: feedUrl(source, 'json'),
    description: source.description,
    language: source.language,
    authors: [{ name: source.author }],
    items: items.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      summary: item.summary,
      content_html: item.html,
      date_published: rfc3339(item.published),
      date_modified: rfc3339(item.updated),
      ...(item.authors.length ? { authors: item.authors.map((name) => ({ name })) } : {}),
      ...(item.tags.length ? { tags: item.tags } : {}),
      ...(item.image ? { image: item.image } : {}),
    })),
  };
}

/** A feed's text (`kind`), or null when nothing is published. */
export function feedText(source: FeedSource, kind: FeedKind): string | null {
  if (kind === 'json') {
    const feed = jsonFeed(source);
    return feed && `${JSON.stringify(feed, null, 2)}\n`;
  }
  return kind === 'rss' ? rssFeed(source) : atomFeed(source);
}
