// Every repository path a comment or a doc page names exists: the check on a made-up tree (a stale
// name in a comment and in a doc is named with its line; code, URLs, globs, placeholders and sample
// output are not read as names), then on this repository.
import fs from 'node:fs';
import path from 'node:path';
import { missingNamedPaths, namedPaths } from './named-paths.mjs';
import { tempTree } from '../shared/temp-dir.test-helper';

describe('named paths', () => {
  it('reads names under a top folder that end in an extension or a slash, not globs, placeholders or URLs', () => {
    expect(namedPaths('see lib/a.ts, scripts/x/ and (docs/b.md#part); not lib/*.ts, content/blog/<slug>.md, https://h/lib/c.ts, lib/thing or nolib/d.ts').map(({ name }) => name)).toEqual([
      'lib/a.ts',
      'scripts/x/',
      'docs/b.md',
    ]);
  });

  it('names a stale path in a comment and in a doc page with its line, and only in comments of code', () => {
    const root = tempTree('named-paths-', {
      'lib/a.ts': "// Reads the URL (lib/site-url.mjs) as lib/b.ts does.\nconst file = 'lib/gone.ts';\n",
      'lib/b.ts': 'export const b = 1;\n',
      'README.md': 'Intro.\n\nThe relay keeps an outbox (`lib/enquiry/outbox.ts`).\n\n```\ncontent/blog/made-up.md: line 2 is empty\n```\n',
      'docs/x.md': '```sh\nnode scripts/checks/gone.mjs\n```\n',
    });
    expect(missingNamedPaths(root)).toEqual([
      'lib/a.ts:1 names lib/site-url.mjs, which does not exist',
      'README.md:3 names lib/enquiry/outbox.ts, which does not exist',
      'docs/x.md:2 names scripts/checks/gone.mjs, which does not exist',
    ]);
  });

  it('finds build output (a folder .gitignore names) and the second content set’s entries', () => {
    const root = tempTree('named-paths-', {
      '.gitignore': 'public/_img/\n',
      'e2e/fixtures/second-content/blog/a-post.md': '---\n',
      'docs/x.md': 'Pictures go to public/_img/logos.svg; posts such as content/blog/a-post.md.\n',
    });
    expect(missingNamedPaths(root)).toEqual([]);
  });

  // The repository's own names: the second content set's copy (scripts/checks/second-content.mjs)
  // runs this file too, with the sources but without the docs, git's ignore list or the admin page.
  const inRepository = fs.existsSync(path.join(process.cwd(), '.git'));
  (inRepository ? it : it.skip)('finds every path named in this repository', () => {
    expect(missingNamedPaths(process.cwd())).toEqual([]);
  });
});
