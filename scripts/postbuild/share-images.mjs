// Post-build step: the share pictures (og:image) of the published posts and case studies, drawn
// from lib/content's entries (the production rule: no draft, nothing dated after the build's day)
// into out/ at lib/publishing.ts's shareImagePath, the path their pages name. A picture already
// in out/ (from public/og/) is kept. The drawing is ./share-images/ (one entry in, one PNG out).
//
//   node scripts/postbuild/share-images.mjs [--dir out]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runAsCommand } from '../shared/is-entry.mjs';

/**
 * The published entries with the path of each one's picture, and the site's name, from lib/content.
 * lib/ is TypeScript shared with the pages; tsx compiles it on import (in Node.js, not in Jest).
 * @returns {Promise<{ entries: { file: string, section: string, data: { title: string } }[], siteName: string }>}
 */
export async function publishedShareEntries() {
  const { tsImport } = await import('tsx/esm/api');
  const { getPosts, getCaseStudies, getSite } = await tsImport('../../lib/content/index.ts', import.meta.url);
  const { shareImagePath } = await tsImport('../../lib/publishing.ts', import.meta.url);
  const inSection = (section) => (entry) => ({ ...entry, section, file: shareImagePath(section, entry).slice(1) });
  return {
    entries: [...getPosts().map(inSection('blog')), ...getCaseStudies().map(inSection('case-studies'))],
    siteName: getSite().companyName,
  };
}

/**
 * Draws the picture of each entry whose file is not yet in `root`.
 * @param {{ root: string, entries?: { file: string, section: string, data: { title: string } }[], siteName?: string }} options
 *   entries and siteName: by default publishedShareEntries()
 * @returns {Promise<string[]>} the pictures written, relative to `root`
 */
export async function writeShareImages({ root, ...given }) {
  const { entries, siteName } = given.entries ? given : await publishedShareEntries();
  const missing = entries.filter((entry) => !fs.existsSync(path.join(root, entry.file)));
  if (!missing.length) return [];
  // Loaded only when there is something to draw: harfbuzzjs's top-level await needs Node's own loader.
  const { drawShareImages } = await import('./share-images/index.mjs');
  const pictures = await drawShareImages(missing, { siteName });
  missing.forEach((entry, index) => {
    const file = path.join(root, entry.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pictures[index]);
  });
  return missing.map((entry) => entry.file);
}

runAsCommand('postbuild/share-images.mjs', 'share-images', async () => {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' } } });
  const started = performance.now();
  const files = await writeShareImages({ root: path.resolve(values.dir) });
  console.log(`Share images: ${files.length} drawn in ${Math.round(performance.now() - started)} ms`);
});
