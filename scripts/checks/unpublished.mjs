#!/usr/bin/env node
// Nothing unpublished is public: after a production build, no file of out/ (pages, their data,
// the admin's config.yml, the search index, the sitemap, the feeds, the share pictures) holds a
// draft's or a future entry's URL name or title, nor a tag or sector only such entries use, and no
// file is named after one. The entries come from the content folder through the site's own loader
// and the build's day, so the check follows the content. second-content.mjs runs it on its build.
//   node scripts/checks/unpublished.mjs [--dir out]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { dayOf } from '../../lib/content/publication.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';

/** Files whose bytes hold no text: only their names are read. */
const BINARY = /\.(avif|webp|jpe?g|png|gif|ico|woff2?|ttf|wasm)$/i;

/**
 * A file's text as a reader would see it: gzipped files (the search index's) unpacked, and the
 * escapes of HTML and JSON (&#x27;, \u0026, \") undone, so a title is found however it is written.
 * @param {Buffer} bytes
 */
function readableText(bytes) {
  const unpacked = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
  return unpacked
    .toString('utf8')
    .replace(/&#x27;|&#39;|&apos;|\\u0027/gi, "'")
    .replace(/&quot;|&#34;|&#x22;|\\u0022|\\"/gi, '"')
    .replace(/&lt;|\\u003c/gi, '<')
    .replace(/&gt;|\\u003e/gi, '>')
    .replace(/&amp;|&#38;|&#x26;|\\u0026/gi, '&');
}

/** @param {string} dir @returns {string[]} every file under dir, relative to it, with '/' */
function filesUnder(dir, root = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, root) : [path.relative(root, full).split(path.sep).join('/')];
  });
}

/**
 * What must not be found: for each unpublished entry its URL name and title; for each tag or sector
 * only unpublished entries use, its name and its list page's path.
 * @param {{ entries: { path: string, slug: string, title: string, groups: string[] }[], published: { path: string, groups: string[] }[], slugOf: (name: string) => string }} content
 * @returns {{ text: string, what: string, inNames: boolean }[]}
 */
export function unpublishedMarks({ entries, published, slugOf }) {
  const publishedPaths = new Set(published.map((entry) => entry.path));
  const publicGroups = new Set(published.flatMap((entry) => entry.groups.map(slugOf)));
  const hidden = entries.filter((entry) => !publishedPaths.has(entry.path));
  const marks = hidden.flatMap((entry) => [
    { text: entry.slug, what: `the URL name of ${entry.path}`, inNames: true },
    { text: entry.title, what: `the title of ${entry.path}`, inNames: false },
  ]);
  const section = (entry) => entry.path.split('/')[1];
  for (const entry of hidden) {
    for (const group of entry.groups.filter((name) => !publicGroups.has(slugOf(name)))) {
      const kind = section(entry) === 'blog' ? 'tag' : 'sector';
      marks.push({ text: group, what: `the ${kind} "${group}", used only by unpublished entries`, inNames: false });
      marks.push({ text: `/${kind}/${slugOf(group)}/`, what: `the page of the ${kind} "${group}", used only by unpublished entries`, inNames: true });
    }
  }
  return marks;
}

/**
 * Each file of `outDir` that names or holds a mark, as "file: holds …".
 * @param {string} outDir
 * @param {{ text: string, what: string, inNames: boolean }[]} marks
 */
export function leaksIn(outDir, marks) {
  return filesUnder(outDir).flatMap((file) => {
    const named = marks.filter((mark) => mark.inNames && `/${file}`.includes(mark.text.replace(/\/$/, '')));
    const text = BINARY.test(file) ? '' : readableText(fs.readFileSync(path.join(outDir, file)));
    const held = marks.filter((mark) => !named.includes(mark) && text.includes(mark.text));
    return [...named.map((mark) => `${file}: is named after ${mark.what}`), ...held.map((mark) => `${file}: holds ${mark.what} ("${mark.text}")`)];
  });
}

async function main() {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' } } });
  // lib/ is TypeScript shared with the pages; tsx compiles it on import.
  const { tsImport } = await import('tsx/esm/api');
  const { getPosts, getCaseStudies } = await tsImport('../../lib/content/index.ts', import.meta.url);
  const { entryPath, postTags, caseStudySector } = await tsImport('../../lib/publishing.ts', import.meta.url);
  const { slugOf } = await tsImport('../../lib/text.ts', import.meta.url);
  const describe = (section, groupsOf) => (entry) => ({ path: entryPath(section, entry), slug: entry.slug, title: entry.data.title, groups: groupsOf(entry) });
  const read = (publication) => [
    ...getPosts(undefined, publication).map(describe('blog', postTags)),
    ...getCaseStudies(undefined, publication).map(describe('case-studies', caseStudySector)),
  ];
  const today = dayOf();
  const marks = unpublishedMarks({ entries: read({ today, preview: true }), published: read({ today, preview: false }), slugOf });
  const leaks = leaksIn(values.dir, marks);
  if (leaks.length) throw new Error(`${values.dir}/ gives away unpublished entries (${leaks.length} finds):\n  ${leaks.join('\n  ')}`);
  console.log(`Nothing unpublished in ${values.dir}/: ${marks.length} names, titles, tags and sectors of drafts and future entries looked for.`);
}

runAsCommand('checks/unpublished.mjs', 'unpublished', main);
