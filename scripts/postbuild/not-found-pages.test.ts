// Each other language's 404 page, moved where hosts look for it.
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../shared/temp-dir.test-helper';
import { notFoundRules, placeNotFoundPages } from './not-found-pages.mjs';

test("moves <code>/404/index.html to <code>/404.html, and leaves the site's 404.html and its copies alone", () => {
  const root = tempDir('not-found-');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('404.html', 'site');
  write('404/index.html', 'copy');
  write('mr/index.html', 'home');
  write('mr/404/index.html', 'mr');
  write('about/index.html', 'about');
  expect(placeNotFoundPages(root)).toEqual(['mr/404.html']);
  expect(fs.readFileSync(path.join(root, 'mr', '404.html'), 'utf8')).toBe('mr');
  expect(fs.existsSync(path.join(root, 'mr', '404'))).toBe(false);
  expect(fs.readFileSync(path.join(root, '404.html'), 'utf8')).toBe('site');
  expect(fs.existsSync(path.join(root, '404', 'index.html'))).toBe(true);
});

test("writes Netlify's 404 rule for each language's page, a file of comments alone when there is none", () => {
  const root = tempDir('not-found-rules-');
  for (const code of ['mr', 'hi']) {
    fs.mkdirSync(path.join(root, code, '404'), { recursive: true });
    fs.writeFileSync(path.join(root, code, '404', 'index.html'), code);
  }
  expect(placeNotFoundPages(root)).toEqual(['hi/404.html', 'mr/404.html']);
  const rules = fs.readFileSync(path.join(root, '_redirects'), 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
  expect(rules).toEqual(['/hi/*  /hi/404.html  404', '/mr/*  /mr/404.html  404']);
  expect(notFoundRules([]).split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([]);
});
