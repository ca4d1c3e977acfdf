import { splitFrontMatter } from './front-matter-fence.mjs';

test('a Markdown file splits into the YAML between its two --- lines and the text below', () => {
  expect(splitFrontMatter('---\ntitle: A\ndate: 2026-03-14\n---\nThe text.\n')).toEqual({ yaml: 'title: A\ndate: 2026-03-14', body: 'The text.\n' });
  // Windows line ends, a byte-order mark (a Windows editor's) and spaces after the closing line.
  expect(splitFrontMatter('\uFEFF---\r\ntitle: A\r\n---  \r\nText')).toEqual({ yaml: 'title: A', body: 'Text' });
  expect(splitFrontMatter('---\ntitle: A\n---')).toEqual({ yaml: 'title: A', body: '' });
});

test('a file that does not start with front matter has none', () => {
  expect(splitFrontMatter('title: A\n---\nText')).toBeNull();
  expect(splitFrontMatter('\n---\ntitle: A\n---\n')).toBeNull();
  expect(splitFrontMatter('---\ntitle: A\n')).toBeNull();
});
