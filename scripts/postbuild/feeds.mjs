// Post-build step: a section that publishes nothing has no feeds. The feeds themselves are route
// handlers (app/<section>/rss.xml|atom.xml|feed.json/route.ts, made by lib/feeds/ from lib/content);
// in a static export a route handler always writes its file, so the answer they give such a section
// (404) would be served as a feed: this removes those files, asking lib/content, not the pages.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Removes the feed files of each section with no published entry.
 * @param {{ root: string, published?: Record<string, number>, files?: string[] }} options
 *   published: entries per section, by default lib/content's (the production rule: no draft, nothing
 *   dated after today); files: a section's feed files, by default lib/feeds/'s
 * @returns {Promise<string[]>} the files removed, relative to `root`
 */
export async function removeEmptyFeeds({ root, published, files }) {
  const counts = published ?? (await publishedCounts());
  const feedFiles = files ?? Object.values((await (await import('tsx/esm/api')).tsImport('../../lib/feeds/feed.ts', import.meta.url)).FEEDS).map((feed) => feed.file);
  const removed = [];
  for (const [section, count] of Object.entries(counts)) {
    if (count) continue;
    for (const file of feedFiles) {
      const relative = path.join(section, file);
      if (!fs.existsSync(path.join(root, relative))) continue;
      fs.rmSync(path.join(root, relative));
      removed.push(relative);
    }
  }
  return removed;
}

/** Published entries per section, from lib/content (TypeScript, compiled by tsx on import). */
async function publishedCounts() {
  const { tsImport } = await import('tsx/esm/api');
  const { getPosts, getCaseStudies } = await tsImport('../../lib/content/index.ts', import.meta.url);
  return { blog: getPosts().length, 'case-studies': getCaseStudies().length };
}
