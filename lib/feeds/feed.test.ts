// lib/feeds/: a section's three feeds from entries built here, checked by the rules the tests hold
// the built feeds to (feed-rules.test-helper.ts).
import { atomFeed, FEED_LIMIT, feedItems, feedText, jsonFeed, rssFeed, type FeedEntry, type FeedSource } from './feed';
import { feedProblems, jsonFeedProblems, parseXml } from './feed-rules.test-helper';

const ORIGIN = 'https://www.example.com';
const entry = (slug: string, date: string, more: Partial<FeedEntry> = {}): FeedEntry => ({
  path: `/blog/${slug}/`,
  title: `Post ${slug}`,
  summary: `About ${slug}`,
  date,
  authors: ['Site engineering team'],
  tags: ['Pumps'],
  html: `<p>${slug}</p>`,
  ...more,
});
const source = (entries: FeedEntry[], more: Partial<FeedSource> = {}): FeedSource => ({
  origin: ORIGIN,
  basePath: '',
  path: '/blog/',
  title: 'BG: Blog',
  description: 'Articles',
  author: 'BlueGreen Engineering',
  language: 'en',
  today: '2026-06-01',
  entries,
  ...more,
});
const allFeeds = (given: FeedSource) => ({ rss: rssFeed(given)!, atom: atomFeed(given)!, json: feedText(given, 'json')! });

describe('a section feed', () => {
  it('leaves out drafts and entries dated after the build day, newest first, and is valid in all three formats', () => {
    const given = source([entry('old', '2026-01-02'), entry('draft', '2026-05-01', { draft: true }), entry('future', '2026-06-02'), entry('today', '2026-06-01', { updated: '2026-06-01' })]);
    expect(feedItems(given).map((item) => item.url)).toEqual([`${ORIGIN}/blog/today/`, `${ORIGIN}/blog/old/`]);
    const feeds = allFeeds(given);
    for (const text of Object.values(feeds)) {
      expect(text).not.toContain('/blog/draft/');
      expect(text).not.toContain('/blog/future/');
    }
    expect(feedProblems(feeds.rss, 'rss')).toEqual([]);
    expect(feedProblems(feeds.atom, 'atom')).toEqual([]);
    expect(jsonFeedProblems(feeds.json)).toEqual([]);
  });

  it(`keeps the newest ${FEED_LIMIT} entries`, () => {
    const entries = Array.from({ length: FEED_LIMIT + 5 }, (_, n) => entry(`p${n}`, `2026-0${1 + (n % 5)}-${String(1 + (n % 28)).padStart(2, '0')}`));
    const items = jsonFeed(source(entries))!.items;
    expect(items).toHaveLength(FEED_LIMIT);
    const dates = items.map((item) => item.date_published);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(parseXml(rssFeed(source(entries))!).children[0]!.children.filter((el) => el.name === 'item')).toHaveLength(FEED_LIMIT);
  });

  it('makes every URL absolute with the site URL and base path, in the links and in the full text', () => {
    const html = '<p><a href="/website/products/x/">x</a> <a href="#top">top</a></p><picture><source srcset="/website/_img/a-480.avif 480w, /website/_img/a-960.avif 960w"><img src="/website/images/a.jpg" alt=""></picture>';
    const given = source([entry('a', '2026-03-14', { html, image: '/images/a.jpg' })], { basePath: '/website' });
    const feed = jsonFeed(given)!;
    expect(feed.home_page_url).toBe(`${ORIGIN}/website/blog/`);
    expect(feed.feed_url).toBe(`${ORIGIN}/website/blog/feed.json`);
    expect(feed.items[0]).toMatchObject({ id: `${ORIGIN}/website/blog/a/`, url: `${ORIGIN}/website/blog/a/`, image: `${ORIGIN}/website/images/a.jpg` });
    expect(feed.items[0]!.content_html).toContain(`href="${ORIGIN}/website/products/x/"`);
    expect(feed.items[0]!.content_html).toContain(`href="${ORIGIN}/website/blog/a/#top"`);
    expect(feed.items[0]!.content_html).toContain(`srcset="${ORIGIN}/website/_img/a-480.avif 480w, ${ORIGIN}/website/_img/a-960.avif 960w"`);
    const { rss, atom } = allFeeds(given);
    expect(rss).toContain(`<atom:link href="${ORIGIN}/website/blog/rss.xml" rel="self"`);
    expect(atom).toContain(`<link rel="self" href="${ORIGIN}/website/blog/atom.xml"/>`);
    expect(feedProblems(rss, 'rss')).toEqual([]);
    expect(feedProblems(atom, 'atom')).toEqual([]);
    expect(jsonFeedProblems(JSON.stringify(feed))).toEqual([]);
  });

  it('keeps a title with & < > and a "]]>" in the text as they are written, in well-formed feeds', () => {
    const title = 'Pumps & valves: <when> to "boost" > 3 bar';
    const given = source([entry('a', '2026-03-14', { title, summary: 'A & <b>', html: '<p>a[b[0]]]]>1 and ]]> again</p>' })]);
    const { rss, atom, json } = allFeeds(given);
    const channel = parseXml(rss).children[0]!;
    const item = channel.children.find((el) => el.name === 'item')!;
    expect(item.children.find((el) => el.name === 'title')!.text).toBe(title);
    // Atom's title is HTML: escaped once more, so a reader shows the characters, not a tag.
    const atomEntry = parseXml(atom).children.find((el) => el.name === 'entry')!;
    expect(atomEntry.children.find((el) => el.name === 'title')!.text).toBe('Pumps &amp; valves: &lt;when&gt; to "boost" &gt; 3 bar');
    expect(atomEntry.children.find((el) => el.name === 'content')!.text).toContain('a[b[0]]]]&gt;1 and ]]&gt; again');
    expect(JSON.parse(json).items[0].title).toBe(title);
    expect(feedProblems(rss, 'rss')).toEqual([]);
    expect(feedProblems(atom, 'atom')).toEqual([]);
  });

  it('is no feed at all when nothing is published', () => {
    const given = source([entry('draft', '2026-01-01', { draft: true })]);
    expect([rssFeed(given), atomFeed(given), jsonFeed(given), feedText(given, 'json')]).toEqual([null, null, null, null]);
  });
});
