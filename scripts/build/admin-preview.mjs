// The admin's preview pane in the site's own look: public/admin/preview.css is the site's design
// tokens (app/globals.css), its body font and the CSS Modules of the components the previews
// show, with each module's classes renamed `<Module>__<class>` (a CSS Module's class names are
// made up by the bundler, so the admin cannot know them). The preview templates
// (scripts/build/admin-extensions/previews.js) use those names. Written by scripts/build/admin-app.mjs.
import fs from 'node:fs';
import path from 'node:path';

/** The CSS Modules the previews use, by the prefix their classes get. */
export const PREVIEW_MODULES = {
  PageBanner: 'components/ui/PageBanner.module.css',
  Section: 'components/ui/Section.module.css',
  ProductPage: 'app/(default)/product-details/[name]/page.module.css',
  ProductDetails: 'components/products/ProductDetails.module.css',
  TileGrid: 'components/ui/TileGrid.module.css',
  Tile: 'components/ui/Tile.module.css',
  Hero: 'components/home/Hero.module.css',
  Article: 'components/publishing/Article.module.css',
  ArticleBody: 'components/publishing/ArticleBody.module.css',
  TagLinks: 'components/publishing/TagLinks.module.css',
};
const FONT = 'lib/generated/fonts/body-subset.woff2';
const PREVIEW_FONT_FILE = 'preview-font.woff2';

/**
 * `.name` → `.<prefix>__name` in a stylesheet's selectors, never in declarations (`url(x.svg)`,
 * `0.5rem`) or at-rule preludes (`@media (min-width: 48rem)`). A CSS Module's `:global(.name)`
 * keeps its name, unwrapped (markup not made by the module, e.g. the rendered Markdown's).
 */
export function scopeClasses(css, prefix) {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Each selector or at-rule prelude: the text before a '{' since the last '{', '}' or ';'.
  return withoutComments.replace(/(?<=^|[{};])([^{};]*)\{/g, (_, prelude) => {
    if (prelude.trimStart().startsWith('@')) return `${prelude}{`;
    const scoped = prelude
      .split(/(:global\([^()]*\))/)
      .map((part, index) => (index % 2 ? part.slice(':global('.length, -1) : part.replace(/\.(-?[_a-zA-Z][\w-]*)/g, `.${prefix}__$1`)))
      .join('');
    return `${scoped}{`;
  });
}

/** The preview's stylesheet, and whether the body font was there to copy (`npm run build` makes it). */
export function previewStylesheet(root) {
  const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
  const font = fs.existsSync(path.join(root, FONT));
  // The site uses its font once a visitor's browser has it (app/globals.css, :root[data-fonts]): the editor sees it always.
  const fontFace = font
    ? `@font-face { font-family: 'Site body'; src: url('${PREVIEW_FONT_FILE}') format('woff2'); font-weight: 400 700; font-display: swap; }\n:root { --font-body: 'Site body'; }\nbody { font-family: var(--font-body), var(--font-system); }\n`
    : '';
  const modules = Object.entries(PREVIEW_MODULES).map(([prefix, file]) => `/* ${file} */\n${scopeClasses(read(file), prefix).trim()}\n`);
  return { css: [read('app/globals.css'), fontFace, ...modules].join('\n'), font };
}

/** Writes preview.css (and the font it names) into the admin folder. */
export function writePreviewStyles(root, adminDir) {
  const { css, font } = previewStylesheet(root);
  fs.writeFileSync(path.join(adminDir, 'preview.css'), css);
  if (font) fs.copyFileSync(path.join(root, FONT), path.join(adminDir, PREVIEW_FONT_FILE));
}
