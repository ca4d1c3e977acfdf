// For the tests: what the W3C Feed Validator would reject in an RSS 2.0 or Atom 1.0 feed (of its
// rules that apply to these feeds), read with htmlparser2's XML mode, held to well-formedness as a
// feed reader's XML parser would; and what the JSON Feed 1.1 spec requires of a JSON feed.
import { DomUtils, Parser, parseDocument } from 'htmlparser2';
import { srcsetCandidates } from '../srcset.mjs';
import { URL_ATTRIBUTES } from './absolute-urls';
import { FEED_LIMIT } from './feed';

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text and CDATA, decoded. */
  text: string;
}

const ENTITY = /&(amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const XML_NAME = /^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?$/;

/** XML's five entities and character references decoded; throws at a bare '&'. */
function decode(text: string): string {
  if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/.test(text)) throw new Error(`an unescaped '&' in '${text.slice(0, 40)}'`);
  return text.replace(ENTITY, (_, ref: string) => (ref[0] === '#' ? String.fromCodePoint(Number(ref[1] === 'x' ? `0${ref.slice(1)}` : ref.slice(1))) : NAMED[ref]!));
}

/**
 * A strict read of an XML document into its root element; throws at the first thing that makes
 * it not well-formed: a tag closed by another's end, one never closed, a bare '&', a second root,
 * text outside the root, an undeclared namespace prefix, a repeated attribute, a misplaced XML declaration.
 */
export function parseXml(xml: string): XmlElement {
  const document: XmlElement = { name: '#document', attrs: {}, children: [], text: '' };
  const stack: { el: XmlElement; ns: Set<string> }[] = [{ el: document, ns: new Set(['xml', 'xmlns']) }];
  let attrs: Record<string, string> = {};
  let inCdata = false;
  const fail = (message: string): never => {
    throw new Error(`${message} (offset ${parser.startIndex})`);
  };
  const checkName = (name: string, ns: Set<string>) => {
    if (!XML_NAME.test(name)) fail(`'${name}' is not an XML name`);
    const prefix = name.includes(':') ? name.split(':')[0]! : null;
    if (prefix && !ns.has(prefix)) fail(`the namespace prefix '${prefix}' is not declared`);
  };
  const parser = new Parser(
    {
      onopentagname: () => {
        attrs = {};
      },
      onattribute: (name, value, quote) => {
        if (name in attrs) fail(`two ${name} attributes`);
        if (quote !== '"' && quote !== "'") fail(`the attribute ${name} is not quoted`);
        attrs[name] = decode(value);
      },
      onopentag: (name) => {
        const parent = stack.at(-1)!;
        if (parent.el === document && document.children.length) fail(`a second root element <${name}>`);
        const ns = new Set(parent.ns);
        for (const key of Object.keys(attrs)) if (key.startsWith('xmlns:')) ns.add(key.slice(6));
        checkName(name, ns);
        for (const key of Object.keys(attrs)) if (!key.startsWith('xmlns')) checkName(key, ns);
        const el: XmlElement = { name, attrs, children: [], text: '' };
        parent.el.children.push(el);
        stack.push({ el, ns });
      },
      onclosetag: (name, isImplied) => {
        // htmlparser2 calls a self-closed tag's end implied too: only its own "<name …/>" may be.
        const tag = xml.slice(parser.startIndex, parser.endIndex + 1);
        if (isImplied && !(tag.startsWith(`<${name}`) && tag.endsWith('/>'))) fail(`<${name}> is not closed where it should be`);
        stack.pop();
      },
      oncdatastart: () => {
        inCdata = true;
      },
      oncdataend: () => {
        inCdata = false;
      },
      ontext: (text) => {
        const parent = stack.at(-1)!.el;
        if (parent === document) {
          if (text.trim()) fail('text outside the root element');
          return;
        }
        if (!inCdata && text.includes(']]>')) fail(`']]>' in text`);
        parent.text += inCdata ? text : decode(text);
      },
      onprocessinginstruction: (name) => {
        if (/^\?xml$/i.test(name) && parser.startIndex !== 0) fail('the XML declaration is not at the start');
      },
    },
    { xmlMode: true, decodeEntities: false, recognizeCDATA: true },
  );
  parser.end(xml);
  if (!document.children.length) throw new Error('no root element');
  return document.children[0]!;
}

const child = (el: XmlElement, name: string) => el.children.find((each) => each.name === name);
const childText = (el: XmlElement, name: string) => child(el, name)?.text.trim() ?? '';
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const isHttpUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/\s]+/.test(value);
/** Whether y-m-d (month 1-12) is a real day. */
const realDay = (y: number, m: number, d: number) => m >= 1 && m <= 12 && d >= 1 && new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;

/** Why `value` is not an RFC 822 date as RSS wants it, or null. */
export function rfc822Problem(value: string): string | null {
  const match = /^(?:(\w{3}), )?(\d{1,2}) (\w{3}) (\d{4}) (\d{2}):(\d{2})(?::(\d{2}))? (GMT|UT|Z|[+-]\d{4}|[ECMP][SD]T)$/.exec(value);
  if (!match) return `'${value}' is not an RFC 822 date`;
  const [, day, d, mon, y, hh, mm, ss = '0'] = match as unknown as string[];
  const m = MONTHS.indexOf(mon!) + 1;
  if (!realDay(+y!, m, +d!) || +hh! > 23 || +mm! > 59 || +ss > 60) return `'${value}' is not a real date`;
  const weekday = DAYS[new Date(Date.UTC(+y!, m - 1, +d!)).getUTCDay()];
  if (day && day !== weekday) return `'${value}': ${d} ${mon} ${y} is a ${weekday}`;
  return null;
}

/** Why `value` is not an RFC 3339 date-time as Atom and JSON Feed want it, or null. */
export function rfc3339Problem(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.exec(value);
  if (!match) return `'${value}' is not an RFC 3339 date-time`;
  const [, y, m, d, hh, mm, ss] = match as unknown as string[];
  return realDay(+y!, +m!, +d!) && +hh! <= 23 && +mm! <= 59 && +ss! <= 60 ? null : `'${value}' is not a real date`;
}

/** Root-relative URLs (href, src, poster, srcset) in an HTML fragment: feed readers cannot resolve them. */
export function relativeUrlsIn(html: string): string[] {
  const found: string[] = [];
  for (const el of DomUtils.findAll(() => true, parseDocument(html).children)) {
    const urls = [...URL_ATTRIBUTES.map((name) => el.attribs[name]), ...srcsetCandidates(el.attribs.srcset ?? '').map(({ url }: { url: string }) => url)];
    found.push(...urls.filter((url): url is string => !!url && /^\/(?!\/)/.test(url.trim())));
  }
  return found;
}

function rssProblems(rss: XmlElement): string[] {
  const problems: string[] = [];
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
  const guids = new Set<string>();
  items.forEach((item, index) => {
    const where = `item ${index + 1}`;
    if (!childText(item, 'title') && !childText(item, 'description')) problems.push(`${where} has neither a title nor a description`);
    if (child(item, 'link') && !isHttpUrl(childText(item, 'link'))) problems.push(`${where}: its link is not an absolute URL: '${childText(item, 'link')}'`);
    // The validator: <author> is an e-mail address ("name@example.com (Name)"); a name alone is dc:creator.
    for (const author of item.children.filter((el) => el.name === 'author')) if (!/^\S+@\S+/.test(author.text.trim())) problems.push(`${where}: its author is not an e-mail address: '${author.text.trim()}'`);
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

function atomProblems(feed: XmlElement): string[] {
  const problems: string[] = [];
  if (feed.name !== 'feed' || feed.attrs.xmlns !== 'http://www.w3.org/2005/Atom') return [`the root element is <${feed.name}>, not an Atom <feed>`];
  for (const name of ['id', 'title', 'updated']) if (!childText(feed, name)) problems.push(`the feed has no <${name}>`);
  if (childText(feed, 'id') && !/^[a-z][a-z\d+.-]*:/i.test(childText(feed, 'id'))) problems.push(`the feed's id is not an IRI: '${childText(feed, 'id')}'`);
  const links = (el: XmlElement) => el.children.filter((each) => each.name === 'link');
  if (!links(feed).some((link) => link.attrs.rel === 'self')) problems.push('no <link rel="self">');
  const entries = feed.children.filter((el) => el.name === 'entry');
  if (entries.length > FEED_LIMIT) problems.push(`${entries.length} entries (at most ${FEED_LIMIT})`);
  if (!child(feed, 'author') && entries.some((entry) => !child(entry, 'author'))) problems.push('the feed has no <author>, and not every entry has one');
  const dates = (el: XmlElement, where: string) => {
    for (const name of ['updated', 'published']) {
      const problem = child(el, name) && rfc3339Problem(childText(el, name));
      if (problem) problems.push(`${where}: ${name} ${problem}`);
    }
    for (const link of links(el)) if (!isHttpUrl(link.attrs.href)) problems.push(`${where}: a link is not an absolute URL: '${link.attrs.href}'`);
  };
  dates(feed, 'the feed');
  const ids = new Set<string>();
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

/** What the W3C Feed Validator would reject in an RSS 2.0 (`kind` 'rss') or Atom 1.0 ('atom') feed; [] when nothing. */
export function feedProblems(xml: string, kind: 'rss' | 'atom'): string[] {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    return [`not well-formed XML: ${(error as Error).message}`];
  }
  return kind === 'rss' ? rssProblems(root) : atomProblems(root);
}

/** What JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/) requires that `text` lacks; [] when nothing. */
export function jsonFeedProblems(text: string): string[] {
  let feed: Record<string, unknown>;
  try {
    feed = JSON.parse(text);
  } catch (error) {
    return [`not JSON: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  if (feed.version !== 'https://jsonfeed.org/version/1.1') problems.push(`version is '${String(feed.version)}', not https://jsonfeed.org/version/1.1`);
  if (typeof feed.title !== 'string' || !feed.title) problems.push('no title');
  for (const key of ['home_page_url', 'feed_url']) if (!isHttpUrl(feed[key])) problems.push(`${key} is not an absolute URL: '${String(feed[key])}'`);
  if ('author' in feed) problems.push('author is version 1; 1.1 has authors');
  if (feed.authors !== undefined && (!Array.isArray(feed.authors) || feed.authors.some((author) => typeof author?.name !== 'string'))) problems.push('authors is not a list of { name }');
  if (!Array.isArray(feed.items)) return [...problems, 'no items'];
  if (feed.items.length > FEED_LIMIT) problems.push(`${feed.items.length} items (at most ${FEED_LIMIT})`);
  const ids = new Set<string>();
  feed.items.forEach((item: Record<string, unknown>, index: number) => {
    const where = `item ${index + 1}`;
    if (typeof item.id !== 'string' || !item.id) problems.push(`${where} has no id (a string)`);
    else if (ids.has(item.id)) problems.push(`${where}: its id is not unique: '${item.id}'`);
    ids.add(String(item.id));
    for (const key of ['url', 'image']) if (item[key] !== undefined && !isHttpUrl(item[key])) problems.push(`${where}: ${key} is not an absolute URL: '${String(item[key])}'`);
    if (item.url === undefined) problems.push(`${where} has no url`);
    if (typeof item.content_html !== 'string' || !item.content_html) problems.push(`${where} has no content_html`);
    else for (const url of relativeUrlsIn(item.content_html)) problems.push(`${where}: a relative URL in its content: '${url}'`);
    for (const key of ['date_published', 'date_modified']) {
      const problem = item[key] !== undefined && rfc3339Problem(String(item[key]));
      if (problem) problems.push(`${where}: ${key} ${problem}`);
    }
    if (item.date_published === undefined) problems.push(`${where} has no date_published`);
    if (item.tags !== undefined && (!Array.isArray(item.tags) || item.tags.some((tag) => typeof tag !== 'string'))) problems.push(`${where}: tags is not a list of strings`);
    if ('author' in item) problems.push(`${where}: author is version 1; 1.1 has authors`);
  });
  return problems;
}
