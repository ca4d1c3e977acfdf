// Post-build step: the export keeps no client-navigation data. Next.js writes, beside each page's
// index.html, the data its client router fetches to move to that page without loading it
// (index.txt and __next.*.txt, five or so files a page). The site's links are plain links
// (components/ui/PageLink.tsx): a click loads the page's own HTML, so no one asks for these, and at
// a thousand products in two languages they would be most of out/'s files (a Worker's static
// assets allow 20,000). The data a page hydrates from is its own file (scripts/postbuild/flight-data.mjs).
//
//   import { removeNavigationData } from './navigation-data.mjs'; removeNavigationData('out');
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../shared/out-files.mjs';

/** The client router's data files Next.js writes beside a page. */
export const isNavigationData = (name) => name === 'index.txt' || /^__next\..+\.txt$/.test(name);

/**
 * Removes the client-navigation data from every folder of `root` that holds a page.
 * @returns {string[]} the files removed, relative to `root`
 */
export function removeNavigationData(root) {
  const folders = new Set(htmlFiles(root).map((file) => path.dirname(file)));
  const removed = [];
  for (const folder of folders) {
    for (const name of fs.readdirSync(path.join(root, folder)).filter(isNavigationData)) {
      fs.rmSync(path.join(root, folder, name));
      removed.push(path.join(folder, name));
    }
  }
  return removed;
}
