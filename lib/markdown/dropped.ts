// What the renderer leaves out of an editor's Markdown (lib/markdown/render.ts), in the editor's
// words and with its line, so nothing goes silently: the build prints each as a warning
// (scripts/build/check-inputs.mjs). Read from the Markdown's syntax tree, whose nodes know their
// lines; framework-free and without Node.js, as the admin's preview runs it in the browser too.
import type { Nodes, Root } from 'mdast';
import { defaultSchema } from 'rehype-sanitize';

export interface Dropped {
  /** Its line in the Markdown text (1: the text's first line). */
  line: number;
  /** What it was, e.g. 'a <script>', 'an event handler (onerror=)', 'a javascript: link'. */
  what: string;
  /** Why the page leaves it out, and what it shows instead. */
  why: string;
}

const NO_SCRIPTS = 'the site runs no scripts from the text';
const WHY: Record<string, string> = {
  script: NO_SCRIPTS,
  iframe: 'the site shows no other site inside its pages: link to it instead',
};
const NO_HTML = 'the text shows no HTML: write it in Markdown';
const NO_LINK = 'a link may lead to a web page, an e-mail address or a page of the site; its words stay, as plain text';

/** An opening tag with its attributes (quoted values may hold '>'). */
const TAG = /<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const HANDLER = /(?:^|[\s"'/])(on[a-z]+)\s*=/gi;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const COMMENT = /<!--[\s\S]*?-->/g;

const article = (word: string) => (/^[aeio]/i.test(word) ? 'an' : 'a');

/** The tags and event handlers of a piece of raw HTML; a comment is no loss, so it is not named. */
function htmlDrops(html: string, firstLine: number): Dropped[] {
  const text = html.replace(COMMENT, (comment) => comment.replace(/[^\n]/g, ' '));
  return [...text.matchAll(TAG)].flatMap((match) => {
    const line = firstLine + (text.slice(0, match.index).match(/\n/g)?.length ?? 0);
    const tag = match[1]!.toLowerCase();
    const attributes = match[2] ?? '';
    const handlers = [...attributes.matchAll(HANDLER)].map(([, name]) => ({ line, what: `an event handler (${name!.toLowerCase()}=)`, why: NO_SCRIPTS }));
    const href = HREF.exec(attributes);
    const protocol = href ? refusedProtocol((href[1] ?? href[2] ?? href[3] ?? '').trim()) : undefined;
    const link = protocol ? [{ line, what: `${article(protocol)} ${protocol}: link`, why: NO_LINK }] : [];
    // A pasted <a href="javascript:…"> is named as the link it is.
    const element = link.length ? [] : [{ line, what: `${article(tag)} <${tag}>`, why: WHY[tag] ?? NO_HTML }];
    return [...element, ...handlers, ...link];
  });
}

/**
 * The protocol of a link the sanitiser refuses (rehype-sanitize's own test: a colon before any '/',
 * '?' or '#' starts a protocol, which must be one of its list, as written), or undefined.
 */
function refusedProtocol(url: string): string | undefined {
  const colon = url.indexOf(':');
  if (colon < 0) return undefined;
  if ([url.indexOf('/'), url.indexOf('?'), url.indexOf('#')].some((at) => at > -1 && colon > at)) return undefined;
  const allowed = defaultSchema.protocols?.href ?? [];
  return allowed.some((protocol) => url.slice(0, colon) === protocol) ? undefined : url.slice(0, colon).toLowerCase();
}

/** Every piece of the Markdown the page will not show, in the order of the text. */
export function droppedFrom(tree: Root): Dropped[] {
  const definitions = new Map<string, string>();
  const walk = (node: Nodes, visit: (node: Nodes) => void) => {
    visit(node);
    if ('children' in node) for (const child of node.children) walk(child, visit);
  };
  walk(tree, (node) => {
    if (node.type === 'definition') definitions.set(node.identifier, node.url);
  });
  const dropped: Dropped[] = [];
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'html') dropped.push(...htmlDrops(node.value, line));
    const url = node.type === 'link' ? node.url : node.type === 'linkReference' ? definitions.get(node.identifier) : undefined;
    const protocol = url === undefined ? undefined : refusedProtocol(url);
    if (protocol) dropped.push({ line, what: `${article(protocol)} ${protocol}: link`, why: NO_LINK });
  });
  return dropped.sort((a, b) => a.line - b.line);
}
