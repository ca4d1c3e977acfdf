// After `next build`: the steps that finish the exported HTML in out/, in order. Each is a module
// of its own with its own test; this is the one list of them. Page steps run on every page (not
// the content admin, which has a policy of its own), then site steps once on out/.
//
//   node scripts/postbuild/finish-export.mjs [--dir out]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runAsCommand } from '../shared/is-entry.mjs';
import { htmlFiles, urlPathOf } from '../shared/out-files.mjs';
import { applyCompileHints } from './compile-hints.mjs';
import { enquirySettings } from '../../lib/enquiry/settings.mjs';
import { readBasePath } from '../../lib/public-settings.mjs';
import { applyPagePolicy, connectSources } from './content-security-policy.mjs';
import { removeEmptyFeeds } from './feeds.mjs';
import { moveFlightData } from './flight-data.mjs';
import { removeNavigationData } from './navigation-data.mjs';
import { writeHeadersFile } from './headers-file.mjs';
import { inlineBoundaries } from './inline-boundaries.mjs';
import { placeNotFoundPages } from './not-found-pages.mjs';
import { paintFirst } from './paint-first.mjs';
import { writeShareImages } from './share-images.mjs';
import { staticStyles, stylesheetsWithoutFontFaces } from './static-styles.mjs';

/**
 * The steps, in order. A page step gets the page's HTML and `page` ({ root, route, basePath,
 * connectSrc, dataUrl, styles, readText }) and returns the new HTML; a site step gets `site`
 * ({ root, basePath }) and may be async.
 */
export const POSTBUILD_STEPS = [
  { name: 'inline-boundaries', what: 'puts the page blocks React streamed out of order back in place', page: (html) => inlineBoundaries(html) },
  {
    name: 'flight-data',
    what: "moves the framework's inline data into a file of its own, so the first paint waits only for what it shows",
    page: (html, page) => {
      const moved = moveFlightData(html, page);
      page.dataUrl = moved.dataUrl;
      return moved.html;
    },
  },
  {
    name: 'static-styles',
    what: "puts the CSS rules the page's HTML uses in the page, so its first paint waits for no stylesheet",
    page: (html, page) => {
      const done = staticStyles(html, { readCss: (href) => page.readText(href) });
      page.styles = done.styles;
      return done.html;
    },
  },
  {
    name: 'paint-first',
    what: "loads the page's scripts, that file and its full stylesheets after its first paint",
    page: (html, page) => paintFirst(html, { dataUrl: page.dataUrl, styles: page.styles }),
  },
  { name: 'content-security-policy', what: "writes the page's own strict policy, with the hashes of its inline scripts and styles", page: (html, page) => applyPagePolicy(html, page) },
  {
    name: 'stylesheet-fonts',
    what: 'takes the @font-face rules, which every page has inline, out of the stylesheets, so the font is not loaded and swapped in again',
    site: (site) => stylesheetsWithoutFontFaces(site.root),
  },
  { name: 'navigation-data', what: "removes the client router's data files beside each page: the site's links are plain links", site: (site) => removeNavigationData(site.root) },
  { name: 'headers-file', what: 'writes _headers: security headers, the site-wide policy, caching', site: (site) => writeHeadersFile(site.root) },
  { name: 'compile-hints', what: "marks every script for V8's compilation on load", site: (site) => applyCompileHints({ dir: site.root }) },
  // The feeds are route handlers (app/<section>/rss.xml …); the export writes one even for a section with nothing published.
  { name: 'feeds', what: 'removes the feed files of a section that publishes nothing (lib/content says which)', site: (site) => removeEmptyFeeds({ root: site.root }) },
  { name: 'not-found-pages', what: "puts each other language's 404 page at /<code>/404.html, where hosts look for it, and writes Netlify's rules for them (_redirects)", site: (site) => placeNotFoundPages(site.root) },
  { name: 'share-images', what: "draws the share picture (og/…png) of each published post and case study from lib/content", site: (site) => writeShareImages({ root: site.root }) },
];

/** Reads a file of the export by the URL path a page links it with, once for all pages. */
function siteFileReader(root, basePath) {
  const read = new Map();
  const prefix = basePath.replace(/\/+$/, '');
  return (urlPath) => {
    const relative = urlPath.startsWith(`${prefix}/`) ? urlPath.slice(prefix.length) : urlPath;
    if (!read.has(relative)) read.set(relative, fs.readFileSync(path.join(root, decodeURIComponent(relative.split(/[?#]/)[0])), 'utf8'));
    return read.get(relative);
  };
}

/**
 * Runs every step (of `steps`, by default all) on the export in `dir`; a failing page step names
 * the page and the step.
 */
export async function finishExport({ dir = 'out', apiUrl = enquirySettings(process.env).directApiUrl, basePath = readBasePath(), steps = POSTBUILD_STEPS } = {}) {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`${dir}/index.html is missing: run next build first`);
  const connectSrc = connectSources(apiUrl);
  const pageSteps = steps.filter((step) => step.page);
  const pages = htmlFiles(root).sort();
  const readText = siteFileReader(root, basePath);
  for (const file of pages) {
    const full = path.join(root, file);
    const page = { root, route: urlPathOf(file), basePath, connectSrc, dataUrl: null, styles: [], readText };
    let html = fs.readFileSync(full, 'utf8');
    for (const step of pageSteps) {
      try {
        html = step.page(html, page);
      } catch (error) {
        throw new Error(`${file}: ${step.name}: ${error.message}`);
      }
    }
    fs.writeFileSync(full, html);
  }
  for (const step of steps.filter((each) => each.site)) await step.site({ root, basePath: basePath.replace(/\/+$/, '') });
  return { pages: pages.map((file) => ({ file, urlPath: urlPathOf(file) })), connectSrc };
}

runAsCommand('postbuild/finish-export.mjs', 'postbuild', async () => {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' } } });
  const { pages, connectSrc } = await finishExport({ dir: values.dir });
  console.log(`Post-build: ${pages.length} pages (${POSTBUILD_STEPS.map((step) => step.name).join(', ')}); connect-src ${connectSrc.join(' ')}`);
});
