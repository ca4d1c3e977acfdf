// The navigation-data post-build step: no client-router data is left beside any page.
import fs from 'node:fs';
import path from 'node:path';
import { isNavigationData, removeNavigationData } from './navigation-data.mjs';
import { tempDir } from '../shared/temp-dir.test-helper';

test("removes each page's index.txt and __next.*.txt, and nothing else", () => {
  const root = tempDir('navigation-data-');
  const files = {
    'index.html': 'x',
    'index.txt': 'x',
    '__next._tree.txt': 'x',
    'robots.txt': 'x',
    'products/index.html': 'x',
    'products/__next.products.$oc$slug.__PAGE__.txt': 'x',
    'products/index.txt': 'x',
    '_next/static/flight/abc.txt': 'x', // a page's own hydration data stays
    'notes/index.txt': 'x', // no page in this folder
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const removed = removeNavigationData(root).sort();
  expect(removed).toEqual(['__next._tree.txt', 'index.txt', path.join('products', '__next.products.$oc$slug.__PAGE__.txt'), path.join('products', 'index.txt')].sort());
  expect(fs.readdirSync(root).sort()).toEqual(['_next', 'index.html', 'notes', 'products', 'robots.txt']);
  expect(isNavigationData('robots.txt')).toBe(false);
});
