// The one walk over an exported site: its pages, their routes and URL paths.
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles, pageRoutes, urlPathOf } from './out-files.mjs';
import { tempDir } from './temp-dir.test-helper';

test('lists the pages of an export, not the framework files or the content admin', () => {
  const dir = tempDir('out-files-');
  for (const file of ['index.html', 'about/index.html', '404.html', '404/index.html', '_not-found/index.html', '_next/static/x.html', 'admin/index.html', 'robots.txt']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), '');
  }
  expect(htmlFiles(dir).sort()).toEqual(['404.html', path.join('404', 'index.html'), path.join('_not-found', 'index.html'), path.join('about', 'index.html'), 'index.html']);
  expect(pageRoutes(dir)).toEqual(['/', '/about/']);
});

test('maps exported files to the paths they are served at', () => {
  expect(urlPathOf('index.html')).toBe('/');
  expect(urlPathOf(path.join('about', 'index.html'))).toBe('/about/');
  expect(urlPathOf(path.join('product-details', 'solar', 'index.html'))).toBe('/product-details/solar/');
  expect(urlPathOf('404.html')).toBe('/404.html');
});
