// The rules the feed tests hold the feeds to (feed-rules.test-helper.ts): the W3C Feed Validator's
// that apply to RSS 2.0 and Atom 1.0, well-formed XML, and JSON Feed 1.1's required fields.
import { feedProblems, jsonFeedProblems, parseXml, rfc3339Problem, rfc822Problem } from './feed-rules.test-helper';

const SITE_URL = 'https://www.example.com';

describe('feedProblems', () => {
  const rssWith = (items: string, channel = `<atom:link href="${SITE_URL}/blog/rss.xml" rel="self" type="application/rss+xml"/>`) =>
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>T</title><link>${SITE_URL}/blog/</link><description>D</description>${channel}${items}</channel></rss>`;
  const item = (url: string, extra = '') =>
    `<item><title>T</title><link>${url}</link><guid isPermaLink="true">${url}</guid><pubDate>Sat, 14 Mar 2026 00:00:00 GMT</pubDate>${extra}</item>`;
  const atomWith = (entries: string, head = `<link rel="self" href="${SITE_URL}/blog/atom.xml"/>`) =>
    `<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><id>${SITE_URL}/blog/</id><title>T</title><updated>2026-03-14T00:00:00Z</updated><author><name>A</name></author>${head}${entries}</feed>`;
  const entry = (id: string, updated = '2026-03-14T00:00:00Z', extra = '') => `<entry><id>${id}</id><title>T</title><updated>${updated}</updated>${extra}</entry>`;

  it('accepts a small valid feed of each kind', () => {
    expect(feedProblems(rssWith(item(`${SITE_URL}/a/`) + item(`${SITE_URL}/b/`)), 'rss')).toEqual([]);
    expect(feedProblems(atomWith(entry(`${SITE_URL}/a/`) + entry(`${SITE_URL}/b/`, '2026-03-14T05:30:00+05:30')), 'atom')).toEqual([]);
  });

  it('reads a srcset URL with a comma in it whole: an absolute one is not taken for a relative one', () => {
    const picture = `<img src="https://x.example/a.png" srcset="https://cdn.example/c_fill,/w_480/a.jpg 480w, https://cdn.example/c_fill,/w_960/a.jpg 960w"/>`;
    expect(feedProblems(rssWith(item(`${SITE_URL}/a/`, `<content:encoded><![CDATA[<p>${picture}</p>]]></content:encoded>`)), 'rss')).toEqual([]);
  });

  it('names what is wrong in an RSS feed', () => {
    expect(
      feedProblems(
        rssWith(
          item(`${SITE_URL}/a/`, `<content:encoded><![CDATA[<p><a href="/products/">x</a><img src="https://x.example/a.png" srcset="/_img/a.jpg 2x"/></p>]]></content:encoded>`),
        ),
        'rss',
      ),
    ).toEqual(["item 1: a relative URL in its content: '/products/'", "item 1: a relative URL in its content: '/_img/a.jpg'"]);
    expect(feedProblems(rssWith(`<item><title>T</title><link>${SITE_URL}/a/</link></item>`), 'rss')).toEqual(['item 1 has no guid']);
    expect(feedProblems(rssWith(item(`${SITE_URL}/a/`) + item(`${SITE_URL}/a/`)), 'rss')).toEqual([`item 2: its guid is not unique: '${SITE_URL}/a/'`]);
    expect(feedProblems(rssWith(item(`${SITE_URL}/a/`).replace('Sat, 14', 'Mon, 14')), 'rss')).toEqual(["item 1: pubDate 'Mon, 14 Mar 2026 00:00:00 GMT': 14 Mar 2026 is a Sat"]);
    expect(feedProblems(rssWith(item(`${SITE_URL}/a/`).replace('Sat, 14 Mar 2026 00:00:00 GMT', '2026-03-14')), 'rss')).toEqual([
      "item 1: pubDate '2026-03-14' is not an RFC 822 date",
    ]);
    expect(feedProblems(rssWith(item('/a/')), 'rss')).toEqual(["item 1: its link is not an absolute URL: '/a/'", 'item 1: its guid is a permalink but not an absolute URL']);
    expect(feedProblems(rssWith('<item><link>https://a.example/</link><guid>https://a.example/</guid></item>'), 'rss')).toEqual(['item 1 has neither a title nor a description']);
    expect(feedProblems(rssWith('', ''), 'rss')).toEqual(['no <atom:link rel="self">']);
    expect(feedProblems(rssWith(item(`${SITE_URL}/a/`, '<author>Site team</author>')), 'rss')).toEqual(["item 1: its author is not an e-mail address: 'Site team'"]);
    expect(feedProblems(rssWith('', `<atom:link href="${SITE_URL}/blog/rss.xml" rel="self"/>`), 'rss')).toEqual([
      '<atom:link rel="self"> needs type="application/rss+xml" and an absolute href',
    ]);
    expect(feedProblems(rssWith('').replace('<description>D</description>', ''), 'rss')).toEqual(['the channel has no <description>']);
    expect(feedProblems(rssWith(Array.from({ length: 51 }, (_, n) => item(`${SITE_URL}/${n}/`)).join('')), 'rss')).toEqual(['51 items (at most 50)']);
  });

  it('names what is wrong in an Atom feed', () => {
    expect(feedProblems(atomWith(entry(`${SITE_URL}/a/`) + entry(`${SITE_URL}/a/`)), 'atom')).toEqual([`entry 2: its id is not unique: '${SITE_URL}/a/'`]);
    expect(feedProblems(atomWith(entry(`${SITE_URL}/a/`, 'Sat, 14 Mar 2026 00:00:00 GMT')), 'atom')).toEqual([
      "entry 1: updated 'Sat, 14 Mar 2026 00:00:00 GMT' is not an RFC 3339 date-time",
    ]);
    expect(feedProblems(atomWith(entry(`${SITE_URL}/a/`, '2026-02-30T00:00:00Z')), 'atom')).toEqual(["entry 1: updated '2026-02-30T00:00:00Z' is not a real date"]);
    expect(feedProblems(atomWith(entry(`${SITE_URL}/a/`), ''), 'atom')).toEqual(['no <link rel="self">']);
    expect(feedProblems(atomWith('<entry><id>urn:a</id><updated>2026-03-14T00:00:00Z</updated></entry>'), 'atom')).toEqual(['entry 1 has no <title>']);
    expect(feedProblems(atomWith(entry('urn:a', undefined, '<content type="html">&lt;img src="/a.png"&gt;</content>')), 'atom')).toEqual([
      "entry 1: a relative URL in its content: '/a.png'",
    ]);
    expect(feedProblems(atomWith(Array.from({ length: 51 }, (_, n) => entry(`urn:${n}`)).join('')), 'atom')).toEqual(['51 entries (at most 50)']);
    expect(feedProblems(atomWith('').replace('<author><name>A</name></author>', ''), 'atom')).toEqual([]);
    expect(feedProblems(atomWith(entry('urn:a')).replace('<author><name>A</name></author>', ''), 'atom')).toEqual(['the feed has no <author>, and not every entry has one']);
  });

  it('refuses XML that is not well-formed', () => {
    const problem = (xml: string) => feedProblems(xml, 'rss')[0];
    expect(problem(rssWith(item(`${SITE_URL}/a/?x=1&y=2`)))).toMatch(/^not well-formed XML: an unescaped '&'/);
    expect(problem(rssWith('<item><title>T</item>'))).toMatch(/^not well-formed XML: <title> is not closed/);
    expect(problem(rssWith('<dc:creator>A</dc:creator>'))).toMatch(/the namespace prefix 'dc' is not declared/);
    expect(problem(rssWith('<item a="1" a="2"/>'))).toMatch(/two a attributes/);
    expect(problem(`${rssWith('')}<rss/>`)).toMatch(/a second root element/);
    expect(problem(` ${rssWith('')}`)).toMatch(/the XML declaration is not at the start/);
    expect(problem(rssWith('<title>a ]]> b</title>'))).toMatch(/']]>' in text/);
    expect(problem(rssWith('').replace('</rss>', ''))).toMatch(/<(rss|channel)> is not closed/);
    expect(feedProblems('<feed xmlns="http://www.w3.org/2005/Atom">', 'atom')[0]).toMatch(/^not well-formed XML/);
  });

  it('checks dates as the validator does', () => {
    expect(rfc822Problem('Sat, 14 Mar 2026 00:00:00 +0000')).toBeNull();
    expect(rfc822Problem('14 Mar 2026 00:00 GMT')).toBeNull();
    expect(rfc822Problem('Sat, 31 Feb 2026 00:00:00 GMT')).toBe("'Sat, 31 Feb 2026 00:00:00 GMT' is not a real date");
    expect(rfc3339Problem('2026-03-14T00:00:00.123+05:30')).toBeNull();
    expect(rfc3339Problem('2026-03-14 00:00:00Z')).toMatch(/not an RFC 3339/);
    expect(rfc3339Problem('2026-03-14')).toMatch(/not an RFC 3339/);
  });
});

describe('parseXml', () => {
  it('reads CDATA, entities and character references as their text', () => {
    expect(parseXml('<x>a &amp; &lt;b&gt; &#233;<![CDATA[ <c> ]]]]><![CDATA[> ]]></x>').text).toBe('a & <b> é <c> ]]> ');
  });
});

describe('jsonFeedProblems', () => {
  const valid = {
    version: 'https://jsonfeed.org/version/1.1',
    title: 'T',
    home_page_url: `${SITE_URL}/blog/`,
    feed_url: `${SITE_URL}/blog/feed.json`,
    authors: [{ name: 'A' }],
    items: [{ id: `${SITE_URL}/a/`, url: `${SITE_URL}/a/`, content_html: '<p>a</p>', date_published: '2026-03-14T00:00:00Z', tags: ['x'] }],
  };
  const problems = (change: (feed: typeof valid & Record<string, unknown>) => void) => {
    const feed = structuredClone(valid) as typeof valid & Record<string, unknown>;
    change(feed);
    return jsonFeedProblems(JSON.stringify(feed));
  };

  it('accepts a small valid feed', () => expect(problems(() => {})).toEqual([]));

  it('names what JSON Feed 1.1 requires and what is not absolute or not a date', () => {
    expect(problems((feed) => (feed.version = 'https://jsonfeed.org/version/1'))).toEqual(["version is 'https://jsonfeed.org/version/1', not https://jsonfeed.org/version/1.1"]);
    expect(problems((feed) => (feed.feed_url = '/blog/feed.json'))).toEqual(["feed_url is not an absolute URL: '/blog/feed.json'"]);
    expect(problems((feed) => (feed.author = { name: 'A' }))).toEqual(['author is version 1; 1.1 has authors']);
    expect(problems((feed) => (feed.items[0]!.id = undefined as unknown as string))).toEqual(['item 1 has no id (a string)']);
    expect(problems((feed) => (feed.items[0]!.url = '/a/'))).toEqual(["item 1: url is not an absolute URL: '/a/'"]);
    expect(problems((feed) => (feed.items[0]!.content_html = '<img src="/a.png">'))).toEqual(["item 1: a relative URL in its content: '/a.png'"]);
    expect(problems((feed) => (feed.items[0]!.content_html = ''))).toEqual(['item 1 has no content_html']);
    expect(problems((feed) => (feed.items[0]!.date_published = '2026-03-14'))).toEqual(["item 1: date_published '2026-03-14' is not an RFC 3339 date-time"]);
    expect(problems((feed) => feed.items.push({ ...feed.items[0]! }))).toEqual([`item 2: its id is not unique: '${SITE_URL}/a/'`]);
    expect(jsonFeedProblems('{')[0]).toMatch(/^not JSON/);
  });
});
