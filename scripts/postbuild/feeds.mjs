// Post-build step: the blog's feeds, out/blog/rss.xml (RSS 2.0) and out/blog/atom.xml (Atom 1.0),
// read back from the exported post pages rather than from the content files, so a feed says what
// the pages say: each post's JSON-LD (BlogPosting) gives its title, dates, author and tags, and
// its data-feed-body element the full text. Feed readers show that text away from the site, so
// every root-relative URL in it is made absolute. feedProblems() checks a feed against the W3C
// Feed Validator's rules that apply to these feeds; the tests use it on what this step writes.
import fs from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { mapSrcset, srcsetCandidates } from '../shared/srcset.mjs';

/** Feed readers need no more; the blog's list pages hold the rest. */
export const FEED_LIMIT = 50;
export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml' };
/** Folders under blog/ that are list pages, not posts. */
const NOT_POSTS = new Set(['page', 'tag']);
/** Attributes whose value is a URL (srcset: a list of them), in a post's body. */
const URL_ATTRIBUTES = ['href', 'src', 'poster'];

// --- Reading the post pages -------------------------------------------------------------------

/** The first object typed `type` in JSON-LD data: the object itself, an array of them, or an @graph. */
export function findJsonLd(data, type) {
  if (Array.isArray(data)) {
    for (const each of data) {
      const found = findJsonLd(each, type);
      if (found) return found;
    }
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const types = Array.isArray(data['@type']) ? data['@type'] : [data['@type']];
  if (types.includes(type)) return data;
  return data['@graph'] ? findJsonLd(data['@graph'], type) : null;
}

/** A URL made absolute: root-relative ones against the site's origin, relative ones against the page. */
export function absoluteUrl(value, { origin, base }) {
  const url = value.trim();
  if (url.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  if (url.startsWith('/')) return origin + url;
  return new URL(url, base).href;
}

/** The inner HTML of a body element, its URLs made absolute (`where`: { origin, base }). */
function bodyHtml(element, where) {
  for (const el of DomUtils.findAll(() => true, element.children)) {
    for (const name of URL_ATTRIBUTES) if (el.attribs[name] !== undefined) el.attribs[name] = absoluteUrl(el.attribs[name], where);
    if (el.attribs.srcset !== undefined) el.attribs.srcset = mapSrcset(el.attribs.srcset, (url) => absoluteUrl(url, where));
  }
  // 'utf8': only the characters HTML needs escaped are, so the text stays as the page has it;
  // emptyAttrs: alt="" stays alt="" (some readers treat a bare attribute as XHTML would).
  return DomUtils.getInnerHTML(element, {
    encodeEntities: 'utf8',
    emptyAttrs: true,
  });
}

/** A date as written in JSON-LD (2026-03-14 or ISO 8601), or throws naming the post. */
function parseDate(value, what) {
  // A day, or a time with no zone, is read as UTC: the feed is the same on every build machine.
  const text = String(value ?? '').trim();
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : /^\d{4}-\d{2}-\d{2}T[\d:.]+$/.test(text) ? `${text}Z` : text);
  if (Number.isNaN(date.getTime())) throw new Error(`${what} is not a date: '${value}'`);
  return date;
}

const names = (value) => (Array.isArray(value) ? value : value ? [value] : []).map((each) => (typeof each === 'string' ? each : each?.name)).filter(Boolean);

/**
 * What one post page says of itself, or null when it holds no BlogPosting. `url`: its canonical
 * URL (null when the JSON-LD has none); `body`: its data-feed-body element (null when none).
 */
function readPost(html, slug) {
  const doc = parseDocument(html);
  const scripts = DomUtils.findAll((el) => el.name === 'script' && el.attribs.type === 'application/ld+json', doc.children);
  const post = findJsonLd(
    scripts.map((script) => {
      try {
        return JSON.parse(DomUtils.textContent(script));
      } catch (error) {
        throw new Error(`blog/${slug}/: its JSON-LD is not JSON (${error.message})`);
      }
    }),
    'BlogPosting',
  );
  if (!post) return null;
  const body = DomUtils.findOne((el) => el.attribs['data-feed-body'] !== undefined, doc.children);
  const siteName = DomUtils.findOne((el) => el.name === 'meta' && el.attribs.property === 'og:site_name', doc.children);
  const published = parseDate(post.datePublished, `blog/${slug}/: datePublished`);
  return {
    slug,
    url: /^https?:\/\//.test(post.url ?? '') ? post.url : null,
    title: String(post.headline ?? post.name ?? ''),
    summary: String(post.description ?? ''),
    body,
    published,
    updated: post.dateModified ? parseDate(post.dateModified, `blog/${slug}/: dateModified`) : published,
    authors: names(post.author),
    tags:
      typeof post.keywords === 'string'
        ? post.keywords
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean)
        : names(post.keywords),
    siteName: siteName?.attribs.content ?? null,
  };
}

/** The blog's posts in `root` (out/blog/<slug>/index.html with a BlogPosting), newest first, at most FEED_LIMIT. */
function blogPosts(root) {
  const blog = path.join(root, 'blog');
  if (!fs.existsSync(blog)) return [];
  const posts = fs
    .readdirSync(blog, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_POSTS.has(entry.name) && fs.existsSync(path.join(blog, entry.name, 'index.html')))
    .map((entry) => readPost(fs.readFileSync(path.join(blog, entry.name, 'index.html'), 'utf8'), entry.name))
    .filter(Boolean);
  posts.sort((a, b) => b.published - a.published || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  return posts.slice(0, FEED_LIMIT);
}

// --- Writing the feeds ------------------------------------------------------------------------

/** Text and attribute values for XML, without the characters XML 1.0 does not allow. */
function xmlEscape(text) {
  return String(text)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Text as a CDATA section: a "]]>" in it is split across two sections, the only way to write one. */
export function cdata(text) {
  return `<![CDATA[${String(text)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** RFC 822 as RSS wants it: "Sat, 14 Mar 2026 00:00:00 GMT". */
const rfc822 = (date) => date.toUTCString();
/** RFC 3339 as Atom wants it: "2026-03-14T00:00:00Z". */
const rfc3339 = (date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const newest = (posts) => new Date(Math.max(...posts.map((post) => Math.max(post.updated, post.published))));
const element = (name, text) => `<${name}>${xmlEscape(text)}</${name}>`;

/** The RSS 2.0 feed of `posts` (newest first). `feed`: { siteUrl, title, description }. */
function rssFeed(posts, { siteUrl, title, description }) {
  const blogUrl = `${siteUrl}/blog/`;
  const items = posts.map((post) =>
    [
      '<item>',
      element('title', post.title),
      element('link', post.url),
      `<guid isPermaLink="true">${xmlEscape(post.url)}</guid>`,
      element('pubDate', rfc822(post.published)),
      element('description', post.summary),
      `<content:encoded>${cdata(post.html)}</content:encoded>`,
      ...post.authors.map((name) => element('dc:creator', name)),
      ...post.tags.map((tag) => element('category', tag)),
      '</item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', title),
    element('link', blogUrl),
    element('description', description),
    '<language>en</language>',
    element('lastBuildDate', rfc822(newest(posts))),
    `<atom:link href="${xmlEscape(blogUrl + FEED_FILES.rss)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The Atom 1.0 feed of `posts` (newest first). `feed`: { siteUrl, title, description, author }. */
function atomFeed(posts, { siteUrl, title, description, author }) {
  const blogUrl = `${siteUrl}/blog/`;
  const entries = posts.map((post) =>
    [
      '<entry>',
      element('id', post.url),
      element('title', post.title),
      `<link rel="alternate" type="text/html" href="${xmlEscape(post.url)}"/>`,
      element('published', rfc3339(post.published)),
      element('updated', rfc3339(post.updated)),
      element('summary', post.summary),
      `<content type="html">${xmlEscape(post.html)}</content>`,
      ...post.authors.map((name) => `<author>${element('name', name)}</author>`),
      ...post.tags.map((tag) => `<category term="${xmlEscape(tag)}"/>`),
      '</entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    element('id', blogUrl),
    element('title', title),
    element('subtitle', description),
    element('updated', rfc3339(newest(posts))),
    `<link rel="self" type="application/atom+xml" href="${xmlEscape(blogUrl + FEED_FILES.atom)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlEscape(blogUrl)}"/>`,
    // The feed's author stands for entries that name none (Atom requires one or the other).
    `<author>${element('name', author)}</author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** The Open Graph tags (og:title, og:description, og:site_name …) of a page in `root`, {} when there is none. */
function openGraph(root, file) {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return {};
  const metas = DomUtils.findAll((el) => el.name === 'meta' && el.attribs.property?.startsWith('og:'), parseDocument(fs.readFileSync(full, 'utf8')).children);
  return Object.fromEntries(metas.map((el) => [el.attribs.property, el.attribs.content ?? '']));
}

/**
 * Writes out/blog/rss.xml and out/blog/atom.xml from the post pages in `root`; with no posts it
 * writes none and removes any left from an earlier build. `siteUrl`: the site's absolute URL with
 * its base path, no trailing slash (https://www.example.com/website). Each of `siteUrl`, `title`
 * and `description` not given is the blog page's own (its og:url less /blog/, og:title,
 * og:description): the feed is named and addressed as the page that links to it.
 * @param {{ root: string, siteUrl?: string, title?: string, description?: string }} options
 * @returns {{ posts: number, files: string[] }} files relative to `root`
 */
export function writeFeeds({ root, siteUrl, title, description }) {
  const found = blogPosts(root);
  const files = Object.values(FEED_FILES).map((name) => path.join('blog', name));
  if (!found.length) {
    for (const file of files) fs.rmSync(path.join(root, file), { force: true });
    return { posts: 0, files: [] };
  }
  const blogPage = siteUrl && title && description ? {} : openGraph(root, path.join('blog', 'index.html'));
  const given = {
    siteUrl: siteUrl || blogPage['og:url']?.replace(/\/blog\/$/, ''),
    title: title || blogPage['og:title'],
    description: description || blogPage['og:description'],
  };
  for (const [key, value] of Object.entries(given))
    if (!value) throw new Error(`feeds: no ${key} given, and out/blog/index.html has no og:${key === 'siteUrl' ? 'url' : key} to take it from`);
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(given.siteUrl) || given.siteUrl.endsWith('/'))
    throw new Error(`feeds: siteUrl must be absolute with no trailing slash, not '${given.siteUrl}'`);
  const origin = new URL(given.siteUrl).origin;
  const posts = found.map((post) => {
    const url = post.url ?? `${given.siteUrl}/blog/${post.slug}/`;
    return {
      ...post,
      url,
      html: post.body ? bodyHtml(post.body, { origin, base: url }) : '',
    };
  });
  const feed = {
    ...given,
    author: posts.find((post) => post.siteName)?.siteName ?? given.title,
  };
  fs.writeFileSync(path.join(root, 'blog', FEED_FILES.rss), rssFeed(posts, feed));
  fs.writeFileSync(path.join(root, 'blog', FEED_FILES.atom), atomFeed(posts, feed));
  return { posts: posts.length, files };
}

// --- Checking a feed --------------------------------------------------------------------------

/**
 * @typedef {{ name: string, attrs: Record<string, string>, children: XmlElement[], text: string, ns: Set<string> }} XmlElement
 *   text: the element's own text and CDATA, decoded; ns: the namespace prefixes declared in scope.
 */

/**
 * A strict parse of an XML document into its root element; throws at the first thing that makes
 * it not well-formed (as a feed reader's XML parser would refuse it).
 * @param {string} xml
 * @returns {XmlElement}
 */
export function parseXml(xml) {
  /** @type {XmlElement} */
  const root = {
    name: '#document',
    attrs: {},
    children: [],
    text: '',
    ns: new Set(['xml', 'xmlns']),
  };
  const stack = [root];
  const token = /<!--([\s\S]*?)-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?([\s\S]*?)\?>|<\/([^\s>]+)\s*>|<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)/y;
  const name = /^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?$/;
  const decode = (text, at) => {
    const bad = text.match(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/);
    if (bad) throw new Error(`an unescaped '&' near offset ${at}`);
    return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/g, (_, ref) =>
      ref[0] === '#' ? String.fromCodePoint(Number(ref[1] === 'x' ? `0${ref.slice(1)}` : ref.slice(1))) : { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[ref],
    );
  };
  const prefixed = (qname, scope, at) => {
    if (!name.test(qname)) throw new Error(`'${qname}' is not an XML name (offset ${at})`);
    const prefix = qname.includes(':') ? qname.split(':')[0] : null;
    if (prefix && !scope.has(prefix)) throw new Error(`the namespace prefix '${prefix}' is not declared (offset ${at})`);
  };
  let match;
  token.lastIndex = 0;
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    if (!(match = token.exec(xml))) throw new Error(`not well-formed at offset ${at}: '${xml.slice(at, at + 20)}'`);
    const [, , cdataText, pi, closing, opening, attrText, selfClosing, text] = match;
    const parent = stack.at(-1);
    if (pi !== undefined && /^xml\b/i.test(pi) && at !== 0) throw new Error(`the XML declaration is not at the start (offset ${at})`);
    if (closing) {
      if (closing !== parent.name) throw new Error(`</${closing}> closes <${parent.name}> (offset ${at})`);
      stack.pop();
    } else if (opening) {
      const attrs = {};
      for (const [, key, double, single] of attrText.matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
        if (key in attrs) throw new Error(`<${opening}> has two ${key} attributes (offset ${at})`);
        attrs[key] = decode(double ?? single, at);
      }
      const ns = new Set(parent.ns);
      for (const key of Object.keys(attrs)) if (key.startsWith('xmlns:')) ns.add(key.slice(6));
      prefixed(opening, ns, at);
      for (const key of Object.keys(attrs)) if (!key.startsWith('xmlns')) prefixed(key, ns, at);
      if (parent === root && root.children.length) throw new Error(`a second root element <${opening}> (offset ${at})`);
      const el = { name: opening, attrs, children: [], text: '', ns };
      parent.children.push(el);
      if (!selfClosing) stack.push(el);
    } else if (text !== undefined || cdataText !== undefined) {
      if (text !== undefined && text.includes(']]>')) throw new Error(`']]>' in text (offset ${at})`);
      if (parent === root && (cdataText !== undefined || text.trim())) throw new Error(`text outside the root element (offset ${at})`);
      parent.text += cdataText ?? decode(text, at);
    }
  }
  if (stack.length > 1) throw new Error(`<${stack.at(-1).name}> is not closed`);
  if (!root.children.length) throw new Error('no root element');
  return root.children[0];
}

const child = (el, name) => el.children.find((each) => each.name === name);
const childText = (el, name) => child(el, name)?.text.trim() ?? '';
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const isHttpUrl = (value) => /^https?:\/\/[^/\s]+/.test(value ?? '');
/** Whether y-m-d (month 1-12) is a real day. */
const realDay = (y, m, d) => m >= 1 && m <= 12 && d >= 1 && new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;

/** Why `value` is not an RFC 822 date as RSS wants it, or null. */
export function rfc822Problem(value) {
  const match = /^(?:(\w{3}), )?(\d{1,2}) (\w{3}) (\d{4}) (\d{2}):(\d{2})(?::(\d{2}))? (GMT|UT|Z|[+-]\d{4}|[ECMP][SD]T)$/.exec(value);
  if (!match) return `'${value}' is not an RFC 822 date`;
  const [, day, d, mon, y, hh, mm, ss = '0'] = match;
  const m = MONTHS.indexOf(mon) + 1;
  if (!realDay(+y, m, +d) || +hh > 23 || +mm > 59 || +ss > 60) return `'${value}' is not a real date`;
  const weekday = DAYS[new Date(Date.UTC(+y, m - 1, +d)).getUTCDay()];
  if (day && day !== weekday) return `'${value}': ${d} ${mon} ${y} is a ${weekday}`;
  return null;
}

/** Why `value` is not an RFC 3339 date-time as Atom wants it, or null. */
export function rfc3339Problem(value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.exec(value);
  if (!match) return `'${value}' is not an RFC 3339 date-time`;
  const [, y, m, d, hh, mm, ss] = match;
  return realDay(+y, +m, +d) && +hh <= 23 && +mm <= 59 && +ss <= 60 ? null : `'${value}' is not a real date`;
}

/** Root-relative URLs (href, src, poster, srcset) in an HTML fragment: feed readers cannot resolve them. */
function relativeUrlsIn(html) {
  const found = [];
  for (const el of DomUtils.findAll(() => true, parseDocument(html).children)) {
    const urls = [...URL_ATTRIBUTES.map((name) => el.attribs[name]), ...srcsetCandidates(el.attribs.srcset ?? '').map(({ url }) => url)];
    found.push(...urls.filter((url) => url && /^\/(?!\/)/.test(url.trim())));
  }
  return found;
}

function rssProblems(rss) {
  const problems = [];
  if (rss.name !== 'rss' || rss.attrs.version !== '2.0') return [`the root element is <${rss.name}>, not <rss version="2.0">`];
  const channel = child(rss, 'channel');
  if (!channel) return ['no <channel>'];
  for (const name of ['title', 'link', 'description']) if (!childText(channel, name)) problems.push(`the channel has no <${name}>`);
  if (childText(channel, 'link') && !isHttpUrl(childText(channel, 'link'))) problems.push(`the channel's link is not an absolute URL: '${childText(channel, 'link')}'`);
  if (rss.attrs['xmlns:atom'] !== 'http://www.w3.org/2005/Atom') problems.push('the atom namespace is not declared on <rss>');
  const self = channel.children.find((el) => el.name === 'atom:link' && el.attrs.rel === 'self');
  if (!self) problems.push('no <atom:link rel="self">');
  else if (self.attrs.type !== 'application/rss+xml' || !isHttpUrl(self.attrs.href)) problems.push('<atom:link rel="self"> needs type="application/rss+xml" and an absolute href');
  for (const name of ['lastBuildDate', 'pubDate']) {
    const problem = child(channel, name) && rfc822Problem(childText(channel, name));
    if (problem) problems.push(`the channel's ${name}: ${problem}`);
  }
  const items = channel.children.filter((el) => el.name === 'item');
  if (items.length > FEED_LIMIT) problems.push(`${items.length} items (at most ${FEED_LIMIT})`);
  const guids = new Set();
  items.forEach((item, index) => {
    const where = `item ${index + 1}`;
    if (!childText(item, 'title') && !childText(item, 'description')) problems.push(`${where} has neither a title nor a description`);
    if (child(item, 'link') && !isHttpUrl(childText(item, 'link'))) problems.push(`${where}: its link is not an absolute URL: '${childText(item, 'link')}'`);
    const guid = child(item, 'guid');
    if (!guid) problems.push(`${where} has no guid`);
    else if (guids.has(guid.text.trim())) problems.push(`${where}: its guid is not unique: '${guid.text.trim()}'`);
    else if (guid.attrs.isPermaLink !== 'false' && !isHttpUrl(guid.text.trim())) problems.push(`${where}: its guid is a permalink but not an absolute URL`);
    if (guid) guids.add(guid.text.trim());
    const date = child(item, 'pubDate') && rfc822Problem(childText(item, 'pubDate'));
    if (date) problems.push(`${where}: pubDate ${date}`);
    for (const url of relativeUrlsIn([childText(item, 'description'), child(item, 'content:encoded')?.text ?? ''].join('')))
      problems.push(`${where}: a relative URL in its content: '${url}'`);
  });
  return problems;
}

function atomProblems(feed) {
  const problems = [];
  if (feed.name !== 'feed' || feed.attrs.xmlns !== 'http://www.w3.org/2005/Atom') return [`the root element is <${feed.name}>, not an Atom <feed>`];
  for (const name of ['id', 'title', 'updated']) if (!childText(feed, name)) problems.push(`the feed has no <${name}>`);
  if (childText(feed, 'id') && !/^[a-z][a-z\d+.-]*:/i.test(childText(feed, 'id'))) problems.push(`the feed's id is not an IRI: '${childText(feed, 'id')}'`);
  const links = (el) => el.children.filter((each) => each.name === 'link');
  if (!links(feed).some((link) => link.attrs.rel === 'self')) problems.push('no <link rel="self">');
  const entries = feed.children.filter((el) => el.name === 'entry');
  if (entries.length > FEED_LIMIT) problems.push(`${entries.length} entries (at most ${FEED_LIMIT})`);
  if (!child(feed, 'author') && entries.some((entry) => !child(entry, 'author'))) problems.push('the feed has no <author>, and not every entry has one');
  const dates = (el, where) => {
    for (const name of ['updated', 'published']) {
      const problem = child(el, name) && rfc3339Problem(childText(el, name));
      if (problem) problems.push(`${where}: ${name} ${problem}`);
    }
    for (const link of links(el)) if (!isHttpUrl(link.attrs.href)) problems.push(`${where}: a link is not an absolute URL: '${link.attrs.href}'`);
  };
  dates(feed, 'the feed');
  const ids = new Set();
  entries.forEach((entry, index) => {
    const where = `entry ${index + 1}`;
    for (const name of ['id', 'title', 'updated']) if (!childText(entry, name)) problems.push(`${where} has no <${name}>`);
    const id = childText(entry, 'id');
    if (id && ids.has(id)) problems.push(`${where}: its id is not unique: '${id}'`);
    ids.add(id);
    dates(entry, where);
    for (const url of relativeUrlsIn(['summary', 'content'].map((name) => (child(entry, name)?.attrs.type === 'html' ? childText(entry, name) : '')).join(''))) {
      problems.push(`${where}: a relative URL in its content: '${url}'`);
    }
  });
  return problems;
}

/**
 * What the W3C Feed Validator would reject in an RSS 2.0 (`kind` 'rss') or Atom 1.0 ('atom') feed,
 * of its rules that apply to these feeds; [] when there is nothing.
 * @param {string} xml
 * @param {'rss' | 'atom'} kind
 * @returns {string[]}
 */
export function feedProblems(xml, kind) {
  let root;
  try {
    root = parseXml(xml);
  } catch (error) {
    return [`not well-formed XML: ${error.message}`];
  }
  return kind === 'rss' ? rssProblems(root) : atomProblems(root);
}
