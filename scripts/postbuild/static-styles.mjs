// After `next build`, before the paint-first step: a page's first paint waits for no stylesheet.
// Next.js links every page to the same few stylesheets (all the components' CSS, about 28 KB),
// and a browser paints nothing until they have arrived: on a slow phone a round trip or more.
// Here each page gets, inline in its <head>, only the rules that can match its own HTML (a rule
// whose selector needs a class the page does not have cannot match until a script adds that
// class) before anyone points at it (`:hover` and `:active` rules wait), and the stylesheets themselves are added by the paint-first loader after the first
// paint, before the scripts that may add those classes run. Without JavaScript a <noscript> keeps
// the stylesheets as they were. The full stylesheets repeat every inline rule in the same order,
// so once they are in, the page is styled exactly as before; only their @font-face rules are taken
// out (every page has them inline): a second copy loads the font again, and a page that painted
// before the font arrived would then swap it in under the visitor's eyes.
//
//   import { staticStyles, stylesheetsWithoutFontFaces } from './static-styles.mjs';
//   const { html, styles } = staticStyles(html, { readCss: (href) => … });
import fs from 'node:fs';
import path from 'node:path';
import { scanElements, splice } from '../shared/html-scan.mjs';

const STYLE_MARK = 'data-static-css';

/**
 * The top-level parts of a stylesheet, in order: a block (`prelude{body}`) or a statement
 * (`@import …;`), each with its exact text. Strings and comments may hold braces.
 * @param {string} css
 * @returns {{ prelude: string, body: string | null, text: string }[]}
 */
export function cssBlocks(css) {
  const parts = [];
  let start = 0;
  let depth = 0;
  let bodyStart = -1;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '\\') i++;
    else if (char === '"' || char === "'") {
      for (i++; i < css.length && css[i] !== char; i++) if (css[i] === '\\') i++;
    } else if (char === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      i = close < 0 ? css.length : close + 1;
    } else if (char === '{') {
      if (depth++ === 0) bodyStart = i;
    } else if (char === '}') {
      if (--depth === 0) {
        parts.push({ prelude: css.slice(start, bodyStart).trim(), body: css.slice(bodyStart + 1, i), text: css.slice(start, i + 1) });
        start = i + 1;
      }
    } else if (char === ';' && depth === 0) {
      parts.push({ prelude: css.slice(start, i).trim(), body: null, text: css.slice(start, i + 1) });
      start = i + 1;
    }
  }
  return parts;
}

/** `text` split at the commas outside brackets, parentheses and strings. */
function splitTopLevel(text) {
  const pieces = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === '"' || char === "'") {
      for (i++; i < text.length && text[i] !== char; i++) if (text[i] === '\\') i++;
    } else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return [...pieces, text.slice(start)];
}

const unescapeIdent = (ident) => ident.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex, char) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : char));

/** `selector` without what is inside its brackets, parentheses and strings. */
function outsideBrackets(selector) {
  let outside = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === '\\') {
      if (depth === 0) outside += selector.slice(i, i + 2);
      i++;
    } else if (char === '"' || char === "'") {
      for (i++; i < selector.length && selector[i] !== char; i++) if (selector[i] === '\\') i++;
    } else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0) outside += char;
  }
  return outside;
}

/**
 * The classes an element must have for `selector` (one complex selector) to match it or its
 * ancestors: those outside brackets and parentheses (`:not(.a)` matches without .a, `:is(.a, .b)`
 * with either; attribute values are not classes).
 */
export function requiredClasses(selector) {
  return [...outsideBrackets(selector).matchAll(/\.((?:[\w-]|\\[0-9a-fA-F]{1,6} ?|\\.|[^\x00-\x7f])+)/g)].map((match) => unescapeIdent(match[1]));
}

/**
 * Whether `selector` matches only while a pointer is over an element or presses it. Such a rule
 * waits for the full stylesheets, a moment after the first paint: the inline CSS is sent with
 * every page, and no one points at a page before it has painted. Focus rules stay inline, so a
 * keyboard user's first Tab shows the skip link at once.
 */
export const needsPointer = (selector) => /(?<!\\):(hover|active)(?![\w-])/i.test(outsideBrackets(selector));

/** Whether some selector of `selectorList` can match, before any pointer, in a page whose elements have only `classes`. */
const canMatch = (selectorList, classes) =>
  splitTopLevel(selectorList).some((selector) => !needsPointer(selector) && requiredClasses(selector).every((name) => classes.has(name)));

/** Group rules whose contents are filtered like the stylesheet itself; other at-rules (@font-face, @keyframes) stay whole. */
const GROUPING = /^@(media|supports|layer|container)\b/i;

/**
 * The rules of `css` that can match a page whose elements have only `classes`, in their order.
 * @param {string} css
 * @param {Set<string>} classes
 */
export function rulesFor(css, classes) {
  return cssBlocks(css)
    .map(({ prelude, body, text }) => {
      if (body === null || (prelude.startsWith('@') && !GROUPING.test(prelude))) return text;
      if (prelude.startsWith('@')) {
        const inner = rulesFor(body, classes);
        return inner ? `${prelude}{${inner}}` : '';
      }
      return canMatch(prelude, classes) ? text : '';
    })
    .join('');
}

/** `css` with its relative url()s made absolute from `href`, where it was served (inline, they would resolve against the page). */
export function absoluteUrls(css, href) {
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (whole, quote, url) => {
    if (/^(?:[a-z][\w+.-]*:|\/|#)/i.test(url)) return whole;
    const resolved = new URL(url, `http://page${href}`);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/** Every class on an element of the page. */
function pageClasses(html) {
  return new Set(scanElements(html).flatMap((el) => (el.attrs.class ?? '').split(/\s+/).filter(Boolean)));
}

const isStylesheet = (el) => (el.attrs.rel ?? '').toLowerCase().split(/\s+/).includes('stylesheet') && el.attrs.href && !el.attrs.media;

/**
 * The page with its stylesheet links replaced, where the first was, by one inline <style> of the
 * rules its HTML can use and a <noscript> with the links; `styles` are the links' URLs, in order,
 * for the loader to add after the first paint. A page without stylesheets, or one already done,
 * comes back unchanged with no styles.
 * @param {string} html
 * @param {{ readCss: (href: string) => string }} options
 * @returns {{ html: string, styles: string[] }}
 */
export function staticStyles(html, { readCss }) {
  if (html.includes(`<style ${STYLE_MARK}`)) return { html, styles: [] };
  // A <link> is a void element: it ends where its content would start.
  const links = scanElements(html, ['link']).filter(isStylesheet);
  if (links.length === 0) return { html, styles: [] };
  const classes = pageClasses(html);
  const styles = links.map((el) => el.attrs.href);
  const css = withoutUnusedFontFaces(styles.map((href) => absoluteUrls(rulesFor(readCss(href), classes), href)).join(''));
  if (/<\/style/i.test(css)) throw new Error('a stylesheet contains "</style", which would end the inline style early');
  const replacement = `<style ${STYLE_MARK}="">${css}</style><noscript>${links.map((el) => html.slice(el.start, el.contentStart)).join('')}</noscript>`;
  return { html: splice(html, links.map((el, index) => ({ start: el.start, end: el.contentStart, text: index === 0 ? replacement : '' }))), styles };
}

const isFontFace = ({ prelude }) => /^@font-face$/i.test(prelude);
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `css` without the @font-face rules of families none of its other rules name: a face for another
 * language's script (the Devanagari one on an English page), which the page would never use.
 */
export function withoutUnusedFontFaces(css) {
  const blocks = cssBlocks(css);
  const rules = blocks.filter((block) => !isFontFace(block)).map(({ text }) => text).join('');
  return blocks
    .filter((block) => {
      if (!isFontFace(block)) return true;
      const family = /font-family\s*:\s*(["']?)([^;"']+)\1/i.exec(block.body ?? '')?.[2]?.trim();
      return !family || new RegExp(`(^|[\\s,:("'])${escapeRegExp(family)}($|[\\s,;)"'!}])`).test(rules);
    })
    .map(({ text }) => text)
    .join('');
}

/** `css` without its top-level @font-face rules. */
export function withoutFontFaces(css) {
  return cssBlocks(css)
    .filter((block) => !isFontFace(block))
    .map(({ text }) => text)
    .join('');
}

/** Takes the @font-face rules out of every stylesheet of the export's `_next/static/` (each page has them inline). */
export function stylesheetsWithoutFontFaces(root) {
  const dir = path.join(root, '_next', 'static');
  if (!fs.existsSync(dir)) return;
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.css'))) {
    const full = path.join(dir, file);
    const css = fs.readFileSync(full, 'utf8');
    if (/@font-face/i.test(css)) fs.writeFileSync(full, withoutFontFaces(css));
  }
}
