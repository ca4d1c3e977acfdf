// After the export: each other language's 404 page where hosts look for it. Next.js writes the
// page app/(translated)/[lang]/404/ as <code>/404/index.html; Cloudflare and the local server
// serve the nearest 404.html up an unknown path, so it becomes <code>/404.html. (Netlify serves the
// site's /404.html for every unknown path: the English one, which sends the visitor home.)
import fs from 'node:fs';
import path from 'node:path';

/** Moves every <code>/404/index.html of the export in `root` to <code>/404.html; returns the pages moved. */
export function placeNotFoundPages(root) {
  const moved = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const page = path.join(root, entry.name, '404', 'index.html');
    if (!entry.isDirectory() || !fs.existsSync(page)) continue;
    fs.renameSync(page, path.join(root, entry.name, '404.html'));
    fs.rmSync(path.join(root, entry.name, '404'), { recursive: true });
    moved.push(`${entry.name}/404.html`);
  }
  return moved;
}
