// The floors check on small made-up trees: a pair of folders importing each other and scripts/shared
// importing a role folder are named with a line that does it; an import written in a string is not one.
import fs from 'node:fs';
import path from 'node:path';
import { folderImportProblems } from './folder-imports.mjs';
import { tempDir } from '../shared/temp-dir.test-helper';

function tree(files: Record<string, string>): string {
  const root = tempDir('folder-imports-');
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('folder imports', () => {
  it('passes a tree whose imports go one way', () => {
    const root = tree({
      'lib/a/one.ts': "import { two } from '../b/two';\nexport const one = two;\n",
      'lib/b/two.ts': "import fs from 'node:fs';\nexport const two = fs ? 2 : 0;\n",
      'components/x/X.tsx': "import { one } from '@/lib/a/one';\n",
      'scripts/shared/util.mjs': "export const util = 1;\n",
      'scripts/checks/check.mjs': "import { util } from '../shared/util.mjs';\n",
    });
    expect(folderImportProblems(root)).toEqual([]);
  });

  it('names two folders that import each other, tests included, with a line each', () => {
    const root = tree({
      'lib/a/one.ts': "import { two } from '../b/two';\nexport const one = 1;\n",
      'lib/b/two.ts': 'export const two = 2;\n',
      'lib/b/two.test.ts': "import {\n  one,\n} from '@/lib/a/one';\n",
    });
    expect(folderImportProblems(root)).toEqual(['lib/a/ and lib/b/ import each other: lib/a/one.ts:1 and lib/b/two.test.ts:3']);
  });

  it('names scripts/shared importing a role folder, but not an import written inside a string', () => {
    const root = tree({
      'scripts/shared/util.mjs': "import { serve } from '../servers/serve.mjs';\n",
      'scripts/shared/util.test.ts': "fs.writeFileSync(file, \"import { x } from '../bench/x.mjs';\\n\");\n",
      'scripts/servers/serve.mjs': 'export const serve = 1;\n',
    });
    expect(folderImportProblems(root)).toEqual([
      "scripts/shared/ imports the role folder scripts/servers/ (scripts/shared/util.mjs:1): what the tools share imports none of them",
    ]);
  });

  it('follows TypeScript loaded through tsx (tsImport), as the local servers load the relay', () => {
    const root = tree({
      'lib/relay/relay.ts': "import { provider } from '../../scripts/servers/provider.mjs';\nexport const relay = provider;\n",
      'scripts/servers/provider.mjs': 'export const provider = 1;\n',
      'scripts/servers/local.mjs': "const { relay } = await tsImport('../../lib/relay/relay.ts', import.meta.url);\n",
    });
    expect(folderImportProblems(root)).toEqual(['lib/relay/ and scripts/servers/ import each other: lib/relay/relay.ts:1 and scripts/servers/local.mjs:1']);
  });
});
