// After the export: each other language's 404 page where hosts look for it. Next.js writes the
// page app/(translated)/[lang]/404/ as <code>/404/index.html; Cloudflare and the local server
// serve the nearest 404.html up an unknown path, so it becomes <code>/404.html. Netlify serves the
// site's /404.html for every unknown path unless a rule says otherwise: `_redirects` has one per
// language, which Netlify applies only where no file matches.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Moves every <code>/404/index.html of the export in `root` to <code>/404.html and writes Netlify's
 * rules for them (`_redirects`); returns the pages moved.
 */
export function placeNotFoundPages(root) {
  const moved = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const page = path.join(root, entry.name, '404', 'index.html');
    if (!entry.isDirectory() || !fs.existsSync(page)) continue;
    fs.renameSync(page, path.join(root, entry.name, '404.html'));
    fs.rmSync(path.join(root, entry.name, '404'), { recursive: true });
    moved.push(`${entry.name}/404.html`);
  }
  fs.writeFileSync(path.join(root, '_redirects'), notFoundRules(moved));
  return moved.sort();
}

/**
 * `_redirects` with a 404 rule per page of `pages` ('mr/404.html'): Netlify answers an unknown path
 * under /mr/ with /mr/404.html, status 404 (a rule without `!` never hides a file that exists).
 * Cloudflare reads the same file and skips these lines (its rules only redirect or rewrite: wrangler
 * warns of them as invalid); it serves the nearest 404.html by itself.
 */
export function notFoundRules(pages) {
  return [
    '# Written by scripts/postbuild/not-found-pages.mjs at build time; do not edit (npm run build rewrites it).',
    "# Netlify: each language's own 404 page. Cloudflare skips these lines and finds the same pages itself.",
    ...[...pages].sort().map((page) => `/${path.posix.dirname(page)}/*  /${page}  404`),
    '',
  ].join('\n');
}
