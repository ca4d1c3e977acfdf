// Build-time Markdown → HTML for blog posts and case studies, framework-free. The pages and the
// feeds (lib/feeds/) carry the same HTML it writes, through lib/markdown/entry-body.ts.
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { droppedFrom, type Dropped } from './dropped';

export type { Dropped } from './dropped';
export interface Heading { depth: 2 | 3; id: string; text: string }
export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  words: number;
  readingMinutes: number;
  /** What the page leaves out of the text (raw HTML, a javascript: link …), by line, for the build's warnings. */
  dropped: Dropped[];
}
interface RenderOptions {
  /** Rewrites a local picture (<img src="/images/..">) into the site's responsive <picture>; return undefined to leave it. */
  picture?: (src: string, alt: string) => PictureMarkup | undefined;
  /** The site's base path ('/website'): an editor's root-relative links and pictures get it, as the site's own links do. */
  basePath?: string;
  /** Whether the page around the text already uses an id: a heading of that name gets a number, as a repeated heading does. */
  pageUsesId?: (id: string) => boolean;
}
export interface PictureMarkup { src: string; width: number; height: number; sources: { type: string; srcSet: string }[]; sizes: string }

type Parent = Root | Element;

/** Post-order walk over elements: a node that `visit` replaces is not walked again. */
function walk(parent: Parent, visit: (node: Element, parent: Parent, index: number) => void): void {
  parent.children.forEach((child, index) => {
    if (child.type !== 'element') return;
    walk(child, visit);
    visit(child, parent, index);
  });
}

/** The page renders its own <h1>, so a `#` heading in the body becomes a section heading. */
function rehypeDemoteH1() {
  return (tree: Root) => walk(tree, (node) => { if (node.tagName === 'h1') node.tagName = 'h2'; });
}

// Raw HTML in the Markdown is dropped, not rendered: remark-rehype runs without allowDangerousHtml,
// so `<script>`, `<iframe>`, `onerror=` etc. never reach the tree; the text between inline tags
// (`<em>word</em>` → `word`) survives. rehype-sanitize (GitHub's schema) is the second fence, for
// what Markdown itself can express, e.g. `[x](javascript:…)` links or a `target` attribute.
// What either leaves out is listed (`dropped`, lib/markdown/dropped.ts), so the build can say so.
// Ids: the sanitiser would prefix every id with "user-content-", which double-prefixes the GFM
// footnote ids remark-rehype has already prefixed (breaking their #links). With raw HTML dropped,
// the only ids are those footnotes and the heading slugs, so its clobberPrefix is off; rehype-slug
// runs after it so heading anchors stay readable (#reading-time, as on GitHub and in the CMS).
const toTree = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeDemoteH1)
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: '' })
  .use(rehypeSlug)
  .freeze();
const toHtml = unified().use(rehypeStringify).freeze();

const isRootRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');
const lazy: Properties = { loading: 'lazy', decoding: 'async' };

function pictureElement(img: Element, markup: PictureMarkup): Element {
  const sources = markup.sources.map((source): Element => ({
    type: 'element', tagName: 'source', properties: { type: source.type, srcSet: source.srcSet, sizes: markup.sizes }, children: [],
  }));
  const properties = { ...img.properties, src: markup.src, width: markup.width, height: markup.height, ...lazy };
  return { type: 'element', tagName: 'picture', properties: {}, children: [...sources, { ...img, properties }] };
}

/**
 * Renames the text's ids that the page around it already uses (a heading "Contact" beside the
 * page's #contact section): '-1', '-2' … after the name, the first free one, so each link and the
 * skip link keep their one target.
 */
function avoidPageIds(tree: Root, pageUsesId: (id: string) => boolean): void {
  const used = new Set<string>();
  walk(tree, (node) => {
    if (typeof node.properties.id === 'string') used.add(node.properties.id);
  });
  walk(tree, (node) => {
    const id = node.properties.id;
    if (typeof id !== 'string' || !pageUsesId(id)) return;
    let n = 1;
    while (pageUsesId(`${id}-${n}`) || used.has(`${id}-${n}`)) n += 1;
    node.properties.id = `${id}-${n}`;
    used.add(node.properties.id);
  });
}

/**
 * A link the sanitiser left without its address (a javascript: or data: link) would look like a
 * link and lead nowhere: its words stay, as plain text.
 */
function unwrapDeadLinks(parent: Parent): void {
  const kept: RootContent[] = [];
  for (const child of parent.children) {
    if (child.type === 'element') unwrapDeadLinks(child);
    if (child.type === 'element' && child.tagName === 'a' && child.properties.href === undefined) kept.push(...child.children);
    else kept.push(child);
  }
  // Only a link's children take its place, so every child can stand where it stood.
  parent.children = kept as ElementContent[];
}

/** Runs after sanitising: these are the site's own elements and attributes, which GitHub's schema would strip. */
function enhance(tree: Root, { picture, basePath = '' }: RenderOptions): void {
  const withBase = (url: string) => (isRootRelative(url) ? basePath + url : url);
  walk(tree, (node, parent, index) => {
    if (node.tagName === 'a' && typeof node.properties.href === 'string') {
      node.properties.href = withBase(node.properties.href);
    } else if (node.tagName === 'img') {
      const src = node.properties.src ?? '';
      // The picture's variants already carry the base path (lib/images.ts).
      const markup = isRootRelative(src) ? picture?.(src, node.properties.alt ?? '') : undefined;
      if (markup) parent.children[index] = pictureElement(node, markup);
      else Object.assign(node.properties, lazy, { src: withBase(src) });
    } else if (node.tagName === 'table') {
      // A wide table scrolls inside its own focusable region on a phone, not the whole page.
      parent.children[index] = {
        type: 'element', tagName: 'div',
        properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: 'Table' },
        children: [node],
      };
    }
  });
}

/** Letters/digits runs, so table pipes, dashes and emoji are not counted as words. */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function renderMarkdown(markdown: string, options: RenderOptions = {}): RenderedMarkdown {
  const syntax = toTree.parse(markdown);
  const dropped = droppedFrom(syntax);
  const tree = toTree.runSync(syntax);
  unwrapDeadLinks(tree);
  if (options.pageUsesId) avoidPageIds(tree, options.pageUsesId);

  // Only top-level headings are page sections; nested ones (in quotes, lists, the GFM footnotes'
  // label) are not listed in the table of contents.
  const headings: Heading[] = [];
  for (const node of tree.children) {
    if (node.type !== 'element' || (node.tagName !== 'h2' && node.tagName !== 'h3')) continue;
    headings.push({ depth: node.tagName === 'h2' ? 2 : 3, id: node.properties.id ?? '', text: toString(node).trim() });
  }
  const words = toString(tree).match(WORD)?.length ?? 0;

  enhance(tree, options);

  return { html: toHtml.stringify(tree), headings, words, readingMinutes: Math.max(1, Math.round(words / 200)), dropped };
}
