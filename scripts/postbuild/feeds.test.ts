// The feeds post-build step: a section that publishes nothing keeps no feed file the export wrote.
import fs from 'node:fs';
import path from 'node:path';
import { removeEmptyFeeds } from './feeds.mjs';
import { tempDir } from '../shared/temp-dir.test-helper';

const FILES = ['rss.xml', 'atom.xml', 'feed.json'];

test("removes the feed files of a section with nothing published, and keeps the others'", async () => {
  const root = tempDir('feeds-');
  for (const section of ['blog', 'case-studies']) {
    fs.mkdirSync(path.join(root, section), { recursive: true });
    for (const file of [...FILES, 'index.html']) fs.writeFileSync(path.join(root, section, file), 'x');
  }
  const removed = await removeEmptyFeeds({ root, published: { blog: 2, 'case-studies': 0 }, files: FILES });
  expect(removed.sort()).toEqual(FILES.map((file) => path.join('case-studies', file)).sort());
  expect(fs.readdirSync(path.join(root, 'case-studies'))).toEqual(['index.html']);
  expect(fs.readdirSync(path.join(root, 'blog')).sort()).toEqual([...FILES, 'index.html'].sort());
});
