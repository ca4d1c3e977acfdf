import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentUnitTests, LEFT_OUT, LIGHTHOUSE_PAGES, SECOND_CONTENT_SOURCE, swapInContentSet } from './second-content.mjs';

test('the second set runs every unit test that reads content/, and only those', () => {
  const tests = contentUnitTests(process.cwd());
  expect(tests).toEqual(expect.arrayContaining([path.join('lib', 'content', 'content.test.ts'), path.join('scripts', 'build', 'admin-app.test.ts')]));
  expect(tests).not.toContain(path.join('lib', 'carousel.test.ts'));
});

test('the second set replaces every content file and keeps the schemas', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'second-content-'));
  try {
    fs.cpSync('content', path.join(dir, 'content'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'content', 'products', 'left-over.json'), '{}');
    swapInContentSet(dir, SECOND_CONTENT_SOURCE);
    const files = (folder: string) => fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json')).sort();
    expect(files(path.join(dir, 'content')).filter((file) => !file.startsWith('schemas'))).toEqual(files(SECOND_CONTENT_SOURCE));
    expect(files(path.join(dir, 'content', 'schemas'))).toEqual(files(path.join('content', 'schemas')));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the second set leaves out Chromium's run of the engines' behaviours and those that do not change with the content", () => {
  const left = (title: string) => new RegExp(LEFT_OUT).test(title);
  expect(left('chromium engines/behaviours.spec.ts the gallery viewer opens')).toBe(true);
  expect(left('chromium engines\\behaviours.spec.ts the gallery viewer opens')).toBe(true); // Windows
  expect(left('firefox engines/behaviours.spec.ts the gallery viewer opens')).toBe(false);
  expect(left('webkit engines/behaviours.spec.ts the gallery viewer opens')).toBe(false);
  expect(left('chromium gallery.spec.ts the viewer opens at the clicked picture')).toBe(false);
  expect(left('chromium touch.spec.ts swiping the hero')).toBe(false);
  expect(left('firefox engines/behaviours.spec.ts carousels the hero advances by itself @any-content')).toBe(true);
  expect(left('webkit engines/behaviours.spec.ts every page loads whole, with no error, and hydrates')).toBe(false);
});

test('the second set runs the Lighthouse gate on the gated pages it has posts and case studies for', () => {
  const { paths } = JSON.parse(fs.readFileSync('scripts/checks/lighthouse-thresholds.json', 'utf8'));
  expect(paths).toEqual(expect.arrayContaining(LIGHTHOUSE_PAGES));
  for (const folder of ['blog', 'case-studies']) expect(fs.readdirSync(path.join(SECOND_CONTENT_SOURCE, folder)).filter((file) => file.endsWith('.md')).length).toBeGreaterThan(0);
});
