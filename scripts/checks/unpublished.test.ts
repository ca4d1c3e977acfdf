import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { slugOf } from '../../lib/text';
import { tempDir } from '../shared/temp-dir.test-helper';
import { leaksIn, unpublishedMarks } from './unpublished.mjs';

const entries = [
  { path: '/blog/out-now/', slug: 'out-now', title: 'Out now', groups: ['Pumps'] },
  { path: '/blog/draft-notes/', slug: 'draft-notes', title: "Next season's notes", groups: ['pumps', 'Sludge handling'] },
  { path: '/case-studies/draft-hotel/', slug: 'draft-hotel', title: 'A hotel & its pumps', groups: ['Heritage hotels'] },
];
const marks = unpublishedMarks({ entries, published: [entries[0]!], slugOf });

function outWith(files: Record<string, string | Buffer>): string {
  const dir = tempDir('out-');
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('nothing unpublished in out/', () => {
  it('looks for the unpublished entries\' names and titles, and the tags and sectors only they use', () => {
    expect(marks.map((mark) => mark.text)).toEqual([
      'draft-notes', "Next season's notes", 'draft-hotel', 'A hotel & its pumps',
      'Sludge handling', '/tag/sludge-handling/', 'Heritage hotels', '/sector/heritage-hotels/',
    ]);
  });

  it('finds them however a file writes them: HTML and JSON escapes, gzip (the search index), file names', () => {
    const out = outWith({
      'index.html': '<p>Out now: Pumps</p>',
      'blog/index.html': '<h2>Next season&#x27;s notes</h2>',
      'admin/config.yml': 'hint: "In use: Pumps, Sludge handling."',
      'case-studies/index.txt': '{"title":"A hotel \\u0026 its pumps"}',
      'pagefind/fragment/en_1.pf_fragment': gzipSync('{"url":"/case-studies/sector/heritage-hotels/"}'),
      'og/blog/draft-notes.png': Buffer.from([0x89, 0x50]),
      'case-studies/sector/heritage-hotels/index.html': '<h1>Case studies</h1>',
    });
    expect(leaksIn(out, marks).sort()).toEqual([
      'admin/config.yml: holds the tag "Sludge handling", used only by unpublished entries ("Sludge handling")',
      'blog/index.html: holds the title of /blog/draft-notes/ ("Next season\'s notes")',
      'case-studies/index.txt: holds the title of /case-studies/draft-hotel/ ("A hotel & its pumps")',
      'case-studies/sector/heritage-hotels/index.html: is named after the page of the sector "Heritage hotels", used only by unpublished entries',
      'og/blog/draft-notes.png: is named after the URL name of /blog/draft-notes/',
      'pagefind/fragment/en_1.pf_fragment: holds the page of the sector "Heritage hotels", used only by unpublished entries ("/sector/heritage-hotels/")',
    ]);
    expect(leaksIn(outWith({ 'index.html': '<p>Out now: Pumps, pumps</p>' }), marks)).toEqual([]);
  });
});
