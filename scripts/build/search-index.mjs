// Build step: the site's search index. Pagefind reads every finished page in out/ that is searched
// (lib/search/paths.mjs) and writes its index and its browser code to out/pagefind/, which the
// search page loads on first use. Only each page's <main> is read (data-pagefind-body), without
// what it marks data-pagefind-ignore (the forms, the product menu); so a new product is found after
// the next build, with nothing for an editor to do.
//   node scripts/build/search-index.mjs [--dir out]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as pagefind from 'pagefind';
import { isSearchedRoute, SEARCH_INDEX_DIR } from '../../lib/search/paths.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { contentDir } from '../../lib/content/content-dir.mjs';
import { languageCodes } from '../../lib/language-codes.mjs';
import { htmlFiles, urlPathOf } from '../shared/out-files.mjs';

/** Pagefind's answer, or an Error naming what failed. */
function checked(what, response) {
  if (response.errors.length) throw new Error(`search index: ${what}: ${response.errors.join('; ')}`);
  return response;
}

/** Indexes the export in `dir`; returns the pages indexed and the index's files and bytes. */
export async function writeSearchIndex(dir) {
  const output = path.join(dir, SEARCH_INDEX_DIR);
  fs.rmSync(output, { recursive: true, force: true });
  // One index per language: Pagefind reads each page's <html lang>, and the search page loads its own language's.
  const { index } = checked('create', await pagefind.createIndex({}));
  const translated = languageCodes(contentDir(process.cwd())).slice(1);
  try {
    const pages = [];
    for (const file of htmlFiles(dir).sort()) {
      const url = urlPathOf(file);
      if (!isSearchedRoute(url, translated)) continue;
      const added = checked(file, await index.addHTMLFile({ url, content: fs.readFileSync(path.join(dir, file), 'utf8') }));
      // A page without data-pagefind-body is skipped by Pagefind without a word: say which.
      if (!added.file || added.file.uniqueWords === 0) throw new Error(`search index: ${file} has nothing to index (no data-pagefind-body?)`);
      pages.push(url);
    }
    checked('write', await index.writeFiles({ outputPath: output }));
    // Pagefind also writes its ready-made interfaces; the site has its own (components/search/).
    for (const name of fs.readdirSync(output)) if (/^pagefind-(.*ui|highlight)\.(js|css)$/.test(name)) fs.rmSync(path.join(output, name));
    const files = fs.readdirSync(output, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const bytes = files.reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
    return { pages, files: files.length, bytes };
  } finally {
    await pagefind.close();
  }
}

runAsCommand('build/search-index.mjs', 'search-index', async () => {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' } } });
  const started = Date.now();
  const { pages, files, bytes } = await writeSearchIndex(values.dir);
  console.log(`Search index: ${pages.length} pages in ${files} files, ${(bytes / 1024).toFixed(0)} KiB, ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
