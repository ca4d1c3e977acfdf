#!/usr/bin/env node
// Nothing broken ships: serves the exported site (out/) on 127.0.0.1 with scripts/servers/serve.mjs and
// walks it with linkinator from the home page and every sitemap URL. Every internal link, image
// (src, srcset and preload imagesrcset), script, stylesheet, font (url() in CSS), #fragment,
// canonical / Open Graph URL and JSON-LD URL must resolve. The absolute URLs the build wrote for NEXT_PUBLIC_SITE_URL are
// checked against the local copy; links to other origins are skipped (no internet here).
//
//   node scripts/checks/links.mjs [--dir out] [--verbose]
// Build first (npm run build:local). Exits 1 and lists each broken URL with the page linking it.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LinkChecker, LinkState } from 'linkinator';
import { readBasePath } from '../../lib/public-settings.mjs';
import { createStaticServer } from '../shared/static-server.mjs';
import { isEntry } from '../shared/is-entry.mjs';
import { srcsetCandidates } from '../../lib/srcset.mjs';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The public site URL (origin + base path) the build wrote into canonical links, from the home page. */
function builtSiteUrl(outDir) {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const canonical = /<link\b[^>]*rel="canonical"[^>]*>/i.exec(html)?.[0];
  const href = canonical && /href="([^"]+)"/i.exec(canonical)?.[1];
  if (!href) throw new Error(`${outDir}/index.html has no <link rel="canonical">`);
  return href.replace(/\/+$/, '');
}

/** Every <loc> of the exported sitemap.xml. */
function sitemapUrls(outDir) {
  const file = path.join(outDir, 'sitemap.xml');
  if (!fs.existsSync(file)) throw new Error(`${outDir}/sitemap.xml is missing`);
  return [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.trim());
}

/** Every exported HTML page, as [file relative to outDir, path it is served at]. */
function htmlPages(outDir, dir = outDir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlPages(outDir, full);
    if (!entry.name.endsWith('.html')) return [];
    const file = path.relative(outDir, full).split(path.sep).join('/');
    return [[file, file === 'index.html' ? '/' : file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`]];
  });
}

/**
 * URLs linkinator does not read: the candidates of <link rel="preload" imagesrcset> (the hero
 * preload). Returns [{ url, parent }] with site-relative URLs.
 */
function preloadSrcsetUrls(outDir) {
  const found = [];
  for (const [file, parent] of htmlPages(outDir)) {
    const html = fs.readFileSync(path.join(outDir, file), 'utf8');
    for (const [, srcset] of html.matchAll(/<link\b[^>]*\simagesrcset="([^"]+)"/gi)) {
      for (const { url } of srcsetCandidates(srcset.replace(/&amp;/g, '&'))) found.push({ url, parent });
    }
  }
  return found;
}

/**
 * Checks the exported site in `dir`; resolves to { checked, broken, skipped, redirects }.
 * `broken` holds { url, status, parent } for every failing link.
 */
async function checkLinks({ dir = 'out', basePath = readBasePath(), onLink } = {}) {
  const outDir = path.resolve(dir);
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`${dir}/index.html is missing: build the site first (npm run build:local)`);
  const publicUrl = builtSiteUrl(outDir);
  const server = createStaticServer({ dir: outDir, basePath });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const local = `${origin}${basePath}`;
  // The built absolute URLs (canonical, og:image, sitemap, JSON-LD) → the same path on the local server.
  const toLocal = { pattern: new RegExp(`^${escapeRegExp(publicUrl)}(?=/|$|\\?|#)`), replacement: local };
  const startPages = [`${local}/`, ...sitemapUrls(outDir).map((url) => url.replace(toLocal.pattern, local)), `${local}/404.html`];

  const checker = new LinkChecker();
  const redirects = [];
  checker.on('redirect', (info) => redirects.push(info));
  if (onLink) checker.on('link', onLink);
  try {
    const result = await checker.check({
      path: [...new Set(startPages)],
      recurse: true,
      concurrency: 8,
      timeout: 15_000,
      checkCss: true,
      checkFragments: true,
      urlRewriteExpressions: [toLocal],
      // Other origins (social networks, the partner, map links) cannot be reached from here.
      linksToSkip: async (link) => new URL(link).origin !== origin,
    });
    const broken = result.links
      .filter((link) => link.state === LinkState.BROKEN)
      .map((link) => ({ url: link.url.replace(origin, ''), status: link.status, parent: link.parent?.replace(origin, '') }));
    const extra = preloadSrcsetUrls(outDir);
    const statuses = new Map();
    for (const { url, parent } of extra) {
      if (/^[a-z]+:/i.test(url) && !url.startsWith(local)) continue;
      if (!statuses.has(url)) statuses.set(url, (await fetch(new URL(url, `${local}/`), { method: 'HEAD' })).status);
      if (statuses.get(url) !== 200) broken.push({ url, status: statuses.get(url), parent });
    }
    // One line per broken URL (linkinator repeats a URL for each page that links it).
    const byUrl = new Map();
    for (const link of broken) if (!byUrl.has(link.url) || byUrl.get(link.url).parent === link.url) byUrl.set(link.url, link);
    return {
      publicUrl,
      broken: [...byUrl.values()],
      checked: result.links.filter((link) => link.state === LinkState.OK).length + statuses.size,
      skipped: result.links.filter((link) => link.state === LinkState.SKIPPED).length,
      redirects,
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

if (isEntry('checks/links.mjs')) {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' }, verbose: { type: 'boolean', default: false } } });
  const started = Date.now();
  const onLink = values.verbose ? (link) => console.log(`${link.state.padEnd(7)} ${link.status ?? ''} ${link.url}`) : undefined;
  checkLinks({ dir: values.dir, onLink })
    .then(({ publicUrl, checked, skipped, broken, redirects }) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      for (const redirect of redirects) console.warn(`redirect ${redirect.status}: ${redirect.url} -> ${redirect.targetUrl ?? '?'}`);
      if (broken.length) {
        console.error(`Broken links (${broken.length}):`);
        for (const link of broken) console.error(`  ${link.status || 'error'} ${link.url}  (linked from ${link.parent ?? 'start'})`);
        process.exit(1);
      }
      console.log(`Links: ${checked} OK, ${skipped} other-origin or non-HTTP skipped, none broken (${publicUrl} checked locally, ${seconds} s).`);
    })
    .catch((error) => {
      console.error(`check-links: ${error.message}`);
      process.exit(1);
    });
}
