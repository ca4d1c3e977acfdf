// The feeds post-build step: out/blog/rss.xml and atom.xml from the exported post pages, and the
// checker (feedProblems) that holds them to the W3C Feed Validator's rules.
import fs from 'node:fs';
import path from 'node:path';
import { absoluteUrl, cdata, feedProblems, FEED_LIMIT, parseXml, rfc3339Problem, rfc822Problem, writeFeeds } from './feeds.mjs';
import { listPage, postPage, SITE_URL, writePage } from './fixtures/blog-pages.test-helper';
import { tempDir } from '../shared/temp-dir.test-helper';

type Xml = {
  name: string;
  attrs: Record<string, string>;
  children: Xml[];
  text: string;
};
const parse = (xml: string) => parseXml(xml) as Xml;
const all = (el: Xml, name: string) => el.children.filter((each) => each.name === name);
const one = (el: Xml, name: string) => all(el, name)[0]!;
const feedOptions = {
  siteUrl: SITE_URL,
  title: 'BlueGreen blog',
  description: 'Water management, from the BlueGreen team.',
};

/** A post's body: a root-relative link, a fragment, a picture with srcset lists, and "]]>" in an attribute and in text. */
const BODY = [
  '<p>See <a href="/products/booster-pumps/">our pumps</a> &amp; <a href="#specs">the specs</a>, or <a href="https://example.org/x">elsewhere</a>.</p>',
  '<picture><source type="image/avif" srcset="/_img/pump-480.avif 480w, /_img/pump-960.avif 960w"/>',
  '<img src="/images/pump.jpg" srcset="/_img/pump-480.jpg 480w,/_img/pump-960.jpg 960w" sizes="100vw" alt="A pump, installed"/></picture>',
  '<p title="a]]>b">Arrays: <code>a[b[0]]]]>1</code> — naïve “quotes”</p>',
  '<video poster="/images/poster.jpg"><source src="/media/clip.mp4"/></video>',
].join('');

/** A fake export: three posts (two on the same day), the blog's list pages, a tag page, a case study. */
function blogExport(): string {
  const root = tempDir('feeds-');
  writePage(root, '/blog/', listPage('Blog'));
  writePage(root, '/blog/page/2/', listPage('Blog, page 2'));
  writePage(root, '/blog/tag/pumps/', listPage('Pumps'));
  // Folders named page/ and tag/ are list pages even when they hold a post's markup.
  writePage(root, '/blog/tag/', postPage({ slug: 'tag', date: '2027-01-01' }));
  writePage(
    root,
    '/blog/pressure-boosting/',
    postPage({
      slug: 'pressure-boosting',
      headline: 'Pressure boosting & you',
      date: '2026-03-14',
      keywords: ['Pumps', 'Buildings'],
      body: BODY,
    }),
  );
  writePage(
    root,
    '/blog/alpha/',
    postPage({
      slug: 'alpha',
      headline: 'Alpha <first>',
      date: '2026-03-14',
      modified: '2026-04-01T10:00:00+05:30',
    }),
  );
  writePage(root, '/blog/rainwater/', postPage({ slug: 'rainwater', date: '2026-01-02T09:30:00+05:30' }));
  writePage(root, '/case-studies/hospital/', postPage({ slug: 'hospital', type: 'Article' }));
  return root;
}

describe('writeFeeds', () => {
  it('writes RSS 2.0 and Atom 1.0 feeds of the posts, newest first, that the validator rules accept', () => {
    const root = blogExport();
    expect(writeFeeds({ root, ...feedOptions })).toEqual({
      posts: 3,
      files: [path.join('blog', 'rss.xml'), path.join('blog', 'atom.xml')],
    });
    const rss = fs.readFileSync(path.join(root, 'blog', 'rss.xml'), 'utf8');
    const atom = fs.readFileSync(path.join(root, 'blog', 'atom.xml'), 'utf8');
    expect(feedProblems(rss, 'rss')).toEqual([]);
    expect(feedProblems(atom, 'atom')).toEqual([]);

    const channel = one(parse(rss), 'channel');
    expect(one(channel, 'link').text).toBe(`${SITE_URL}/blog/`);
    expect(one(channel, 'language').text).toBe('en');
    expect(one(channel, 'atom:link').attrs).toEqual({
      href: `${SITE_URL}/blog/rss.xml`,
      rel: 'self',
      type: 'application/rss+xml',
    });
    // The newest date of any post (alpha's update, 10:00 in India), not the time of the build.
    expect(one(channel, 'lastBuildDate').text).toBe('Wed, 01 Apr 2026 04:30:00 GMT');
    const items = all(channel, 'item');
    // Same day: by slug. Then the older post; list pages and the case study are not posts.
    expect(items.map((item) => one(item, 'link').text)).toEqual(['alpha', 'pressure-boosting', 'rainwater'].map((slug) => `${SITE_URL}/blog/${slug}/`));
    expect(items.map((item) => one(item, 'pubDate').text)).toEqual(['Sat, 14 Mar 2026 00:00:00 GMT', 'Sat, 14 Mar 2026 00:00:00 GMT', 'Fri, 02 Jan 2026 04:00:00 GMT']);
    expect(one(items[0]!, 'title').text).toBe('Alpha <first>');
    expect(rss).toContain('<title>Alpha &lt;first&gt;</title>');
    const post = items[1]!;
    expect(one(post, 'guid')).toMatchObject({
      attrs: { isPermaLink: 'true' },
      text: `${SITE_URL}/blog/pressure-boosting/`,
    });
    expect(one(post, 'description').text).toBe('Summary of Pressure boosting & you');
    expect(one(post, 'dc:creator').text).toBe('BlueGreen Engineering');
    expect(all(post, 'category').map((category) => category.text)).toEqual(['Pumps', 'Buildings']);

    // The full text, every URL in it absolute; "]]>" survives the CDATA section it is written in.
    const html = one(post, 'content:encoded').text;
    expect(html).toContain(`<a href="${SITE_URL}/products/booster-pumps/">our pumps</a> &amp; <a href="${SITE_URL}/blog/pressure-boosting/#specs">the specs</a>`);
    expect(html).toContain('<a href="https://example.org/x">');
    expect(html).toContain(`srcset="${SITE_URL}/_img/pump-480.avif 480w, ${SITE_URL}/_img/pump-960.avif 960w"`);
    expect(html).toContain(`<img src="${SITE_URL}/images/pump.jpg" srcset="${SITE_URL}/_img/pump-480.jpg 480w, ${SITE_URL}/_img/pump-960.jpg 960w"`);
    expect(html).toContain(`poster="${SITE_URL}/images/poster.jpg"`);
    expect(html).toContain(`<source src="${SITE_URL}/media/clip.mp4">`);
    expect(html).toContain('<p title="a]]>b">Arrays: <code>a[b[0]]]]&gt;1</code> — naïve “quotes”</p>');
    expect(rss).toContain(']]]]><![CDATA[>');

    const feed = parse(atom);
    expect(one(feed, 'id').text).toBe(`${SITE_URL}/blog/`);
    expect(one(feed, 'updated').text).toBe('2026-04-01T04:30:00Z');
    expect(all(feed, 'link').map((link) => link.attrs)).toEqual([
      {
        rel: 'self',
        type: 'application/atom+xml',
        href: `${SITE_URL}/blog/atom.xml`,
      },
      { rel: 'alternate', type: 'text/html', href: `${SITE_URL}/blog/` },
    ]);
    const entries = all(feed, 'entry');
    expect(entries.map((entry) => one(entry, 'id').text)).toEqual(items.map((item) => one(item, 'guid').text));
    expect(['published', 'updated'].map((name) => one(entries[0]!, name).text)).toEqual(['2026-03-14T00:00:00Z', '2026-04-01T04:30:00Z']);
    expect(one(entries[1]!, 'content')).toMatchObject({
      attrs: { type: 'html' },
      text: html,
    });
    expect(all(entries[1]!, 'category').map((category) => category.attrs.term)).toEqual(['Pumps', 'Buildings']);
  });

  it('makes root-relative URLs absolute against the origin: the pages already carry the base path', () => {
    const root = tempDir('feeds-');
    writePage(
      root,
      '/blog/a/',
      postPage({
        slug: 'a',
        siteUrl: `${SITE_URL}/website`,
        body: '<a href="/website/products/x/">x</a><img src="/website/_img/a.jpg" alt=""/>',
      }),
    );
    writeFeeds({
      root,
      ...feedOptions,
      siteUrl: 'https://www.bluegreen.example/website',
    });
    const rss = fs.readFileSync(path.join(root, 'blog', 'rss.xml'), 'utf8');
    expect(rss).toContain('<a href="https://www.bluegreen.example/website/products/x/">x</a><img src="https://www.bluegreen.example/website/_img/a.jpg" alt="">');
    expect(rss).toContain('<link>https://www.bluegreen.example/website/blog/</link>');
    expect(rss).toContain('<guid isPermaLink="true">https://www.bluegreen.example/website/blog/a/</guid>');
    expect(rss).toContain('<atom:link href="https://www.bluegreen.example/website/blog/rss.xml"');
    expect(feedProblems(rss, 'rss')).toEqual([]);
  });

  it(`keeps the newest ${FEED_LIMIT} posts`, () => {
    const root = tempDir('feeds-');
    const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);
    for (let n = 0; n < 55; n += 1) writePage(root, `/blog/post-${n}/`, postPage({ slug: `post-${n}`, date: day(n) }));
    expect(writeFeeds({ root, ...feedOptions }).posts).toBe(FEED_LIMIT);
    const rss = fs.readFileSync(path.join(root, 'blog', 'rss.xml'), 'utf8');
    const atom = fs.readFileSync(path.join(root, 'blog', 'atom.xml'), 'utf8');
    const links = all(one(parse(rss), 'channel'), 'item').map((item) => one(item, 'link').text);
    expect(links).toHaveLength(FEED_LIMIT);
    expect(links[0]).toBe(`${SITE_URL}/blog/post-54/`);
    expect(links.at(-1)).toBe(`${SITE_URL}/blog/post-5/`);
    expect(all(parse(atom), 'entry')).toHaveLength(FEED_LIMIT);
    expect(feedProblems(rss, 'rss')).toEqual([]);
    expect(feedProblems(atom, 'atom')).toEqual([]);
  });

  it('writes nothing without posts, and removes the feeds an earlier build left', () => {
    const root = tempDir('feeds-');
    expect(writeFeeds({ root, ...feedOptions })).toEqual({
      posts: 0,
      files: [],
    });
    writePage(root, '/blog/', listPage('Blog'));
    fs.writeFileSync(path.join(root, 'blog', 'rss.xml'), 'stale');
    fs.writeFileSync(path.join(root, 'blog', 'atom.xml'), 'stale');
    expect(writeFeeds({ root, ...feedOptions })).toEqual({
      posts: 0,
      files: [],
    });
    expect(fs.readdirSync(path.join(root, 'blog'))).toEqual(['index.html']);
  });

  it('finds the post in JSON-LD written as @graph, and names a post whose date is not one', () => {
    const root = tempDir('feeds-');
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage' },
        {
          '@type': ['BlogPosting'],
          headline: 'In a graph',
          datePublished: '2026-02-01',
          author: [{ name: 'A. Writer' }],
          keywords: 'pumps, tanks',
        },
      ],
    };
    writePage(root, '/blog/graph/', postPage({ slug: 'graph', jsonLd: JSON.stringify(graph) }));
    writeFeeds({ root, ...feedOptions });
    const item = one(one(parse(fs.readFileSync(path.join(root, 'blog', 'rss.xml'), 'utf8')), 'channel'), 'item');
    expect([one(item, 'title').text, one(item, 'link').text, one(item, 'dc:creator').text]).toEqual(['In a graph', `${SITE_URL}/blog/graph/`, 'A. Writer']);
    expect(all(item, 'category').map((category) => category.text)).toEqual(['pumps', 'tanks']);

    // A time with no zone is UTC, whatever the build machine's zone.
    writePage(root, '/blog/local/', postPage({ slug: 'local', date: '2026-02-03T10:00:00' }));
    writeFeeds({ root, ...feedOptions });
    expect(fs.readFileSync(path.join(root, 'blog', 'rss.xml'), 'utf8')).toContain('<pubDate>Tue, 03 Feb 2026 10:00:00 GMT</pubDate>');

    expect(() => writeFeeds({ root, ...feedOptions, siteUrl: `${SITE_URL}/` })).toThrow(/no trailing slash/);
    writePage(root, '/blog/undated/', postPage({ slug: 'undated', date: 'soon' }));
    expect(() => writeFeeds({ root, ...feedOptions })).toThrow("blog/undated/: datePublished is not a date: 'soon'");
  });

  it("names and addresses the feeds as the blog's page, unless told otherwise", () => {
    const root = tempDir('feeds-');
    writePage(root, '/blog/a/', postPage({ slug: 'a', siteUrl: `${SITE_URL}/website` }));
    expect(() => writeFeeds({ root, siteUrl: SITE_URL })).toThrow('feeds: no title given, and out/blog/index.html has no og:title to take it from');
    expect(() => writeFeeds({ root, title: 'T', description: 'D' })).toThrow('feeds: no siteUrl given, and out/blog/index.html has no og:url to take it from');
    writePage(root, '/blog/', listPage('BlueGreen: Blog', 'Articles on water management').replace('<head>', `<head><meta property="og:url" content="${SITE_URL}/website/blog/"/>`));
    writeFeeds({ root });
    expect(feedProblems(fs.readFileSync(path.join(root, 'blog', 'rss.xml'), 'utf8'), 'rss')).toEqual([]);
    const channel = one(parse(fs.readFileSync(path.join(root, 'blog', 'rss.xml'), 'utf8')), 'channel');
    expect([one(channel, 'title').text, one(channel, 'link').text, one(channel, 'description').text]).toEqual([
      'BlueGreen: Blog',
      `${SITE_URL}/website/blog/`,
      'Articles on water management',
    ]);
    const feed = parse(fs.readFileSync(path.join(root, 'blog', 'atom.xml'), 'utf8'));
    expect([one(feed, 'title').text, one(feed, 'subtitle').text, one(one(feed, 'author'), 'name').text]).toEqual([
      'BlueGreen: Blog',
      'Articles on water management',
      'BlueGreen Engineering',
    ]);
  });
});

describe('the URL helpers', () => {
  const where = { origin: SITE_URL, base: `${SITE_URL}/blog/a/` };
  it('makes URLs absolute, leaving absolute, protocol-relative and mailto: ones as they are', () => {
    expect(absoluteUrl('/x/', where)).toBe(`${SITE_URL}/x/`);
    expect(absoluteUrl('#top', where)).toBe(`${SITE_URL}/blog/a/#top`);
    expect(absoluteUrl('img.png', where)).toBe(`${SITE_URL}/blog/a/img.png`);
    for (const url of ['https://a.example/', '//cdn.example/x', 'mailto:a@b.example', 'tel:+91900']) expect(absoluteUrl(url, where)).toBe(url);
  });
  it('writes "]]>" in CDATA as two sections', () => {
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
    expect(parse(`<x>${cdata('a]]>b]]>')}</x>`).text).toBe('a]]>b]]>');
  });
});

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
    expect(problem(rssWith('<item><title>T</item>'))).toMatch(/^not well-formed XML: <\/item> closes <title>/);
    expect(problem(rssWith('<dc:creator>A</dc:creator>'))).toMatch(/the namespace prefix 'dc' is not declared/);
    expect(problem(rssWith('<item a="1" a="2"/>'))).toMatch(/two a attributes/);
    expect(problem(`${rssWith('')}<rss/>`)).toMatch(/a second root element/);
    expect(problem(` ${rssWith('')}`)).toMatch(/the XML declaration is not at the start/);
    expect(problem(rssWith('<title>a ]]> b</title>'))).toMatch(/']]>' in text/);
    expect(problem(rssWith('').replace('</rss>', ''))).toMatch(/<rss> is not closed/);
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
