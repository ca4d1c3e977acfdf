// The blog's and the case studies' feeds from lib/content: the same published entries their list
// pages show, each with the sanitised body its page renders (lib/markdown/entry-body.ts). The
// route handlers (app/<section>/<file>/route.ts) serve them; the list pages link them.
import { absoluteUrl, basePath, siteUrl } from '../config';
import { currentPublication, getCaseStudies, getPages, getPosts, getSite } from '../content';
import { renderEntryBody } from '../markdown/entry-body';
import { entryPath, type Section } from '../publishing';
import { FEEDS, feedText, type FeedEntry, type FeedKind, type FeedSource } from './feed';

export { FEED_LIMIT, FEEDS, type FeedKind } from './feed';

const body = (entry: { body: string }) => renderEntryBody(entry).html;

/** A section's entries as the feeds need them. */
function sectionEntries(section: Section): FeedEntry[] {
  const common = (entry: { slug: string; body: string; data: { title: string; summary: string; date: string; updated?: string; draft?: boolean; cover: string } }) => ({
    path: entryPath(section, entry),
    title: entry.data.title,
    summary: entry.data.summary,
    date: entry.data.date,
    updated: entry.data.updated,
    draft: entry.data.draft,
    html: body(entry),
    image: entry.data.cover,
  });
  if (section === 'blog') return getPosts().map((post) => ({ ...common(post), authors: [post.data.author], tags: post.data.tags }));
  return getCaseStudies().map((study) => ({ ...common(study), authors: [], tags: [study.data.sector] }));
}

const sectionCopy = (section: Section) => getPages().pages[section === 'blog' ? 'blog' : 'caseStudies'];

/** The section's list page's title and description, as its page gives them (og:title, og:description). */
function sectionTitle(section: Section): { title: string; description: string } {
  const copy = sectionCopy(section);
  return { title: `${getSite().shortName}: ${copy.title}`, description: copy.description };
}

/** Everything a section's feeds are made from. */
export function sectionFeedSource(section: Section): FeedSource {
  return {
    origin: siteUrl,
    basePath,
    path: `/${section}/`,
    ...sectionTitle(section),
    author: getSite().companyName,
    language: 'en',
    today: currentPublication().today,
    entries: sectionEntries(section),
  };
}

/**
 * A route handler's answer for one feed: the feed, or 404 when the section publishes nothing
 * (the export still writes that answer's file; scripts/postbuild/feeds.mjs removes it).
 */
export function feedResponse(section: Section, kind: FeedKind): Response {
  const text = feedText(sectionFeedSource(section), kind);
  if (text === null) return new Response(null, { status: 404 });
  return new Response(text, { headers: { 'Content-Type': `${FEEDS[kind].type}; charset=utf-8` } });
}

/** A section's feed at its path: /blog/rss.xml. */
export const feedPath = (section: Section, kind: FeedKind) => `/${section}/${FEEDS[kind].file}`;

/** The feeds a page links (<link rel="alternate">), named '<section title> (RSS)' …; none when the section publishes nothing. */
export function sectionFeedLinks(section: Section, published: number): { type: string; url: string; title: string }[] {
  if (!published) return [];
  const { title } = sectionCopy(section);
  return (Object.keys(FEEDS) as FeedKind[]).map((kind) => ({ type: FEEDS[kind].type, url: absoluteUrl(feedPath(section, kind)), title: `${title} (${FEEDS[kind].name})` }));
}
