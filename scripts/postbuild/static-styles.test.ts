// The post-build step that puts the CSS rules a page uses into the page (what the browser shows: e2e/motion.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../shared/temp-dir.test-helper';
import { absoluteUrls, cssBlocks, needsPointer, requiredClasses, rulesFor, staticStyles, stylesheetsWithoutFontFaces, withoutFontFaces, withoutUnusedFontFaces } from './static-styles.mjs';

const classes = (...names: string[]) => new Set(names);

describe('cssBlocks', () => {
  it('splits a stylesheet into its top-level blocks and statements, whatever braces strings, comments and escapes hold', () => {
    const css = '@import url(a.css);.a{content:"}{"}/* } */@media (min-width:1px){.b{color:red}}.c\\{{x:y}';
    expect(cssBlocks(css).map((block) => block.prelude)).toEqual(['@import url(a.css)', '.a', '/* } */@media (min-width:1px)', '.c\\{']);
    expect(cssBlocks(css).map((block) => block.body)).toEqual([null, 'content:"}{"', '.b{color:red}', 'x:y']);
  });

  it('gives back the stylesheet unchanged when its parts are joined', () => {
    const css = '.a{color:red}@media (min-width:40rem){.b{color:blue}.c{color:green}}@font-face{font-family:x;src:url(f.woff2)}';
    expect(cssBlocks(css).map((block) => block.text).join('')).toBe(css);
    expect(cssBlocks(css)[1]).toEqual({ prelude: '@media (min-width:40rem)', body: '.b{color:blue}.c{color:green}', text: '@media (min-width:40rem){.b{color:blue}.c{color:green}}' });
  });
});

describe('requiredClasses', () => {
  it('lists the classes a selector needs, escaped ones decoded', () => {
    expect(requiredClasses('.card .title>a.link')).toEqual(['card', 'title', 'link']);
    expect(requiredClasses('.md\\:wide')).toEqual(['md:wide']);
    expect(requiredClasses('.\\31 col')).toEqual(['1col']);
  });

  it('does not count classes inside :not(), :is() or attribute values, which match without them', () => {
    expect(requiredClasses('.a:not(.b)')).toEqual(['a']);
    expect(requiredClasses(':is(.x, .y) .z')).toEqual(['z']);
    expect(requiredClasses('a[href$=".pdf"]')).toEqual([]);
    expect(requiredClasses('html[data-reveal] .item')).toEqual(['item']);
  });
});

describe('rulesFor', () => {
  const css =
    '.used{color:red}.unused{color:blue}.used,.unused{margin:0}.used.unused{padding:0}' +
    '@media (min-width:40rem){.unused{x:1}.used:focus-visible{x:2}}@media print{.unused{x:3}}' +
    '@font-face{font-family:f;src:url(f.woff2)}@keyframes spin{to{transform:rotate(1turn)}}body{margin:0}';

  it('keeps the rules that can match an element of the page, in their order, and drops the rest', () => {
    expect(rulesFor(css, classes('used'))).toBe(
      '.used{color:red}.used,.unused{margin:0}@media (min-width:40rem){.used:focus-visible{x:2}}' +
        '@font-face{font-family:f;src:url(f.woff2)}@keyframes spin{to{transform:rotate(1turn)}}body{margin:0}',
    );
  });

  it('keeps everything for a page that has every class', () => {
    expect(rulesFor(css, classes('used', 'unused'))).toBe(css);
  });

  it('leaves to the full stylesheets the rules that need a pointer over or pressing an element, not focus rules', () => {
    const pointer = '.a:hover{x:1}.a:active .b{x:2}a:hover,.a:focus-visible{x:3}.a:not(:hover){x:4}@media (hover:hover){.a:hover{x:5}}';
    expect(rulesFor(pointer, classes('a', 'b'))).toBe('a:hover,.a:focus-visible{x:3}.a:not(:hover){x:4}');
    expect(needsPointer('.card:hover .title')).toBe(true);
    expect(needsPointer('.card:focus-within .title')).toBe(false);
    expect(needsPointer('.md\\:hover')).toBe(false);
    expect(needsPointer(':active-view-transition .a')).toBe(false);
    expect(needsPointer('a:ACTIVE')).toBe(true);
  });
});

describe('absoluteUrls', () => {
  it("resolves the stylesheet's relative URLs from where it is served, and leaves absolute ones", () => {
    const href = '/base/_next/static/chunks/a.css';
    expect(absoluteUrls('src:url(../media/f.woff2)format("woff2")', href)).toBe('src:url(/base/_next/static/media/f.woff2)format("woff2")');
    expect(absoluteUrls('background:url("img/x.svg#v")', href)).toBe('background:url("/base/_next/static/chunks/img/x.svg#v")');
    for (const kept of ['url(/images/a.svg)', 'url(data:image/svg+xml,abc)', "url('#clip')", 'url(https://x.example/y.png)']) expect(absoluteUrls(kept, href)).toBe(kept);
  });
});

describe('staticStyles', () => {
  const sheets: Record<string, string> = {
    '/_next/static/chunks/a.css': '.used{color:red}.unused{color:blue}',
    '/_next/static/chunks/b.css': '.other{background:url(../media/w.svg)}',
  };
  const readCss = (href: string) => sheets[href] ?? '';
  const page =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
    '<link rel="preload" as="image" href="/x.avif"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>' +
    '<title>T</title></head><body><p class="used other">Hi</p></body></html>';

  it("replaces the stylesheet links with the rules the page's HTML uses, and keeps them for JavaScript off", () => {
    const { html, styles } = staticStyles(page, { readCss });
    expect(styles).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
    expect(html).toContain(
      '<style data-static-css="">.used{color:red}.other{background:url(/_next/static/media/w.svg)}</style>' +
        '<noscript><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/></noscript>' +
        '<link rel="preload" as="image" href="/x.avif"/><title>',
    );
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(2); // only inside <noscript>
  });

  it('leaves a page without stylesheets, or one already done, as it is', () => {
    const plain = '<html><head><title>T</title></head><body></body></html>';
    expect(staticStyles(plain, { readCss })).toEqual({ html: plain, styles: [] });
    const once = staticStyles(page, { readCss }).html;
    expect(staticStyles(once, { readCss })).toEqual({ html: once, styles: [] });
  });

  it('stops on CSS that would end the inline style early', () => {
    expect(() => staticStyles(page, { readCss: () => '.used{content:"</style>"}' })).toThrow(/<\/style/);
  });
});

describe("a page's font faces", () => {
  const faces = '@font-face{font-family:bodyFont;src:url(b.woff2)}@font-face{font-family:devanagariFont;src:url(d.woff2)}';

  it('keeps the faces its rules name, as a family or in a custom property, and leaves out the others', () => {
    expect(withoutUnusedFontFaces(`${faces}.v{--font-body:"bodyFont"}`)).toBe('@font-face{font-family:bodyFont;src:url(b.woff2)}.v{--font-body:"bodyFont"}');
    expect(withoutUnusedFontFaces(`${faces}@media (min-width:1px){p{font-family:devanagariFont,sans-serif}}`)).toBe(
      '@font-face{font-family:devanagariFont;src:url(d.woff2)}@media (min-width:1px){p{font-family:devanagariFont,sans-serif}}',
    );
    // A family whose name is only a part of another name is not named.
    expect(withoutUnusedFontFaces(`${faces}.v{--font-body:"bodyFontWide"}`)).toBe('.v{--font-body:"bodyFontWide"}');
  });

  it("puts only those faces in the page's inline style", () => {
    const html = '<html class="v"><head><link rel="stylesheet" href="/s.css"/></head><body></body></html>';
    const { html: done } = staticStyles(html, { readCss: () => `${faces}.v{--font-body:"bodyFont"}.w{--font-devanagari:"devanagariFont"}` });
    expect(done).toContain('url(/b.woff2)');
    expect(done).not.toContain('d.woff2');
  });
});

describe('the stylesheets without their font faces', () => {
  const css = '@font-face{font-family:f;src:url(f.woff2)}.a{color:red}@media (min-width:1px){.b{x:y}}@FONT-FACE{font-family:g}';

  it('takes out the top-level @font-face rules and keeps the rest as it was', () => {
    expect(withoutFontFaces(css)).toBe('.a{color:red}@media (min-width:1px){.b{x:y}}');
  });

  it("rewrites every stylesheet of the export's _next/static/ that has one, and nothing else", () => {
    const root = tempDir('static-styles-');
    const chunks = path.join(root, '_next', 'static', 'chunks');
    fs.mkdirSync(chunks, { recursive: true });
    fs.writeFileSync(path.join(chunks, 'a.css'), css);
    fs.writeFileSync(path.join(chunks, 'b.css'), '.c{x:y}');
    fs.writeFileSync(path.join(root, 'other.css'), css);
    stylesheetsWithoutFontFaces(root);
    expect(fs.readFileSync(path.join(chunks, 'a.css'), 'utf8')).toBe('.a{color:red}@media (min-width:1px){.b{x:y}}');
    expect(fs.readFileSync(path.join(chunks, 'b.css'), 'utf8')).toBe('.c{x:y}');
    expect(fs.readFileSync(path.join(root, 'other.css'), 'utf8')).toBe(css);
  });
});
