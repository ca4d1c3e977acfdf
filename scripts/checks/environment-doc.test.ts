// docs/environment.md lists every environment variable the code reads: the reads the check finds
// (each form once, comments not), the names a doc page lists, both kinds of problem on a made-up
// tree, then this repository.
import fs from 'node:fs';
import path from 'node:path';
import { environmentDocProblems, namesListed, namesRead } from './environment-doc.mjs';
import { tempTree } from '../shared/temp-dir.test-helper';

describe('environment variables', () => {
  it('finds every form of read, and none in comments', () => {
    const code = [
      "const a = process.env.A_DOT ?? '';",
      "const b = process.env['B_BRACKET'];",
      "const KEY = 'C_CONSTANT';",
      'const c = process.env[KEY];',
      'const { D_ONE, E_TWO: renamed, ...rest } = process.env;',
      'const f = context.env.F_BINDING;',
      "const g = Netlify.env.get('G_NETLIFY');",
      "const h = whole(env, 'H_HELPER', 30);",
      "const i = env['I_BRACKET'];",
      '// process.env.NOT_IN_COMMENT, /* env.NOR_HERE */',
    ].join('\n');
    expect(namesRead(code).sort()).toEqual(['A_DOT', 'B_BRACKET', 'C_CONSTANT', 'D_ONE', 'E_TWO', 'F_BINDING', 'G_NETLIFY', 'H_HELPER', 'I_BRACKET']);
  });

  it("reads the names in a table row's first cell only", () => {
    const page = '# Title\n\nProse names `NOT_LISTED`.\n\n| Variable | Default |\n| --- | --- |\n| `ONE`, `TWO` (with `THREE`) | `NOT_A_NAME` |\n';
    expect(namesListed(page)).toEqual(['ONE', 'TWO', 'THREE']);
  });

  it('names a variable the page misses, with its readers, and one it lists that no code reads', () => {
    const root = tempTree('environment-doc-', {
      'lib/a.ts': 'export const a = process.env.LISTED ?? process.env.UNLISTED;\n',
      'docs/environment.md': '| Variable |\n| --- |\n| `LISTED` |\n| `GONE` |\n',
    });
    expect(environmentDocProblems(root)).toEqual([
      'UNLISTED is read by lib/a.ts but docs/environment.md does not list it',
      'docs/environment.md lists GONE, which no code reads',
    ]);
  });

  // The second content set's copy (scripts/checks/second-content.mjs) runs this file without docs/.
  const inRepository = fs.existsSync(path.join(process.cwd(), 'docs', 'environment.md'));
  (inRepository ? it : it.skip)('docs/environment.md lists exactly the variables this repository reads', () => {
    expect(environmentDocProblems(process.cwd())).toEqual([]);
  });
});
