// The one walk over an exported site (out/): which files are its pages. The framework's files
// (_next/) and the content admin (admin/, Decap's page with a policy of its own) are not.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every page of an exported site (.html files outside _next), relative to `dir`.
 * @returns {string[]}
 */
export function htmlFiles(dir, root = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' || entry.name === 'admin' ? [] : htmlFiles(full, root);
    return entry.name.endsWith('.html') ? [path.relative(root, full)] : [];
  });
}

/** Folders where Next.js's export leaves copies of the 404 page (404.html sends the visitor home), no route of the site. */
const NOT_FOUND_COPIES = new Set(['404', '_not-found']);

/**
 * Every page's URL path ('/', '/about/', ...), sorted: its index.html files, not the 404 page's copies.
 * @returns {string[]}
 */
export function pageRoutes(dir) {
  return htmlFiles(dir)
    .filter((file) => path.basename(file) === 'index.html' && !NOT_FOUND_COPIES.has(file.split(path.sep)[0]))
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}/`.replace(/^\/\.\/$/, '/'))
    .sort();
}

/** A page file's URL path: about/index.html → '/about/', index.html → '/', 404.html → '/404.html'. */
export function urlPathOf(relativeFile) {
  const file = relativeFile.split(path.sep).join('/');
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}
