// The floors check on small made-up trees: a pair of folders importing each other, scripts/shared
// importing a role folder, the site importing tooling, a loop between features of any length and an
// import past a feature's doors are named with a line that does it; an import written in a string is not one.
import { doorProblems, featureLoops, folderImportProblems } from './folder-imports.mjs';
import { tempTree } from '../shared/temp-dir.test-helper';

describe('folder imports', () => {
  it('passes a tree whose imports go one way', () => {
    const root = tempTree('folder-imports-', {
      'lib/a/one.ts': "import { two } from '../b/two';\nexport const one = two;\n",
      'lib/b/two.ts': "import fs from 'node:fs';\nexport const two = fs ? 2 : 0;\n",
      'components/x/X.tsx': "import { one } from '@/lib/a/one';\n",
      'scripts/shared/util.mjs': "export const util = 1;\n",
      'scripts/checks/check.mjs': "import { util } from '../shared/util.mjs';\n",
    });
    expect(folderImportProblems(root)).toEqual([]);
  });

  it('names two folders that import each other, tests included, with a line each', () => {
    const root = tempTree('folder-imports-', {
      'lib/a/one.ts': "import { two } from '../b/two';\nexport const one = 1;\n",
      'lib/b/two.ts': 'export const two = 2;\n',
      'lib/b/two.test.ts': "import {\n  one,\n} from '@/lib/a/one';\n",
    });
    expect(folderImportProblems(root)).toEqual(['lib/a/ and lib/b/ import each other: lib/a/one.ts:1 and lib/b/two.test.ts:3']);
  });

  it('names scripts/shared importing a role folder, but not an import written inside a string', () => {
    const root = tempTree('folder-imports-', {
      'scripts/shared/util.mjs': "import { serve } from '../servers/serve.mjs';\n",
      'scripts/shared/util.test.ts': "fs.writeFileSync(file, \"import { x } from '../bench/x.mjs';\\n\");\n",
      'scripts/servers/serve.mjs': 'export const serve = 1;\n',
    });
    expect(folderImportProblems(root)).toEqual([
      "scripts/shared/ imports the role folder scripts/servers/ (scripts/shared/util.mjs:1): what the tools share imports none of them",
    ]);
  });

  it('follows TypeScript loaded through tsx (tsImport), as the local servers load the relay', () => {
    const root = tempTree('folder-imports-', {
      'lib/relay/relay.ts': "import { provider } from '../../scripts/servers/provider.mjs';\nexport const relay = provider;\n",
      'scripts/servers/provider.mjs': 'export const provider = 1;\n',
      'scripts/servers/local.mjs': "const { relay } = await tsImport('../../lib/relay/relay.ts', import.meta.url);\n",
    });
    expect(folderImportProblems(root)).toEqual([
      'lib/relay/ and scripts/servers/ import each other: lib/relay/relay.ts:1 and scripts/servers/local.mjs:1',
      'lib/relay/relay.ts:1 imports scripts/servers/provider.mjs: the site imports nothing from scripts/ or e2e/ (tests: only the test support named in TEST_SUPPORT)',
    ]);
  });
});

describe('loops between features', () => {
  it('fails on a loop of three features, naming a line for each step', () => {
    const root = tempTree('folder-imports-', {
      'lib/a/one.ts': "import { two } from '../b/two';\n",
      'lib/b/two.ts': "import { three } from '@/components/c/Three';\n",
      'components/c/Three.tsx': "import { one } from '@/lib/a/one';\n",
    });
    expect(folderImportProblems(root)).toEqual([]);
    expect(featureLoops(root)).toEqual([
      'a loop between features: components/c/ -> lib/a/ (components/c/Three.tsx:1), lib/a/ -> lib/b/ (lib/a/one.ts:1), lib/b/ -> components/c/ (lib/b/two.ts:1)',
    ]);
  });

  it('sees a feature whole: subfolders and a top folder’s own files, as lib/ <-> lib/enquiry/ once did', () => {
    const root = tempTree('folder-imports-', {
      'lib/config.ts': "import { mode } from './enquiry/provider/config';\n",
      'lib/enquiry/provider/config.ts': 'export const mode = 1;\n',
      'lib/enquiry/form/send.ts': "import { config } from '../../config';\n",
    });
    expect(folderImportProblems(root)).toEqual([]);
    expect(featureLoops(root)).toEqual(['a loop between features: lib/ -> lib/enquiry/ (lib/config.ts:1), lib/enquiry/ -> lib/ (lib/enquiry/form/send.ts:1)']);
  });

  it('lets a site test import the named test support, and nothing else of scripts/', () => {
    const root = tempTree('folder-imports-', {
      'lib/enquiry/client.test.ts': "import { startProvider } from '../../scripts/servers/provider.mjs';\n",
      'lib/enquiry/client.ts': "import { startProvider } from '../../scripts/servers/provider.mjs';\n",
      'lib/enquiry/other.test.ts': "import { serve } from '../../scripts/servers/serve.mjs';\n",
      'scripts/servers/provider.mjs': "import { client } from '../../lib/enquiry/client';\n",
      'scripts/servers/serve.mjs': 'export const serve = 1;\n',
    });
    expect(folderImportProblems(root)).toEqual([
      'lib/enquiry/ and scripts/servers/ import each other: lib/enquiry/client.test.ts:1 and scripts/servers/provider.mjs:1',
      'lib/enquiry/client.ts:1 imports scripts/servers/provider.mjs: the site imports nothing from scripts/ or e2e/ (tests: only the test support named in TEST_SUPPORT)',
      'lib/enquiry/other.test.ts:1 imports scripts/servers/serve.mjs: the site imports nothing from scripts/ or e2e/ (tests: only the test support named in TEST_SUPPORT)',
    ]);
    expect(featureLoops(root)).toEqual([
      'a loop between features: lib/enquiry/ -> scripts/servers/ (lib/enquiry/client.ts:1), scripts/servers/ -> lib/enquiry/ (scripts/servers/provider.mjs:1)',
    ]);
  });

  it('finds no loop in this repository', () => {
    expect(featureLoops(process.cwd())).toEqual([]);
  });
});

describe("the enquiry's doors", () => {
  const DOOR_MESSAGE = "past lib/enquiry/'s doors: import lib/enquiry/index.ts or lib/enquiry/server/index.ts (plain JavaScript: lib/enquiry/settings.mjs)";

  it('names a file outside lib/enquiry/ that imports past its doors; the doors, its own files, tests and test support pass', () => {
    const root = tempTree('folder-imports-', {
      'lib/enquiry/index.ts': "export { schema } from './shared/schema';\n",
      'lib/enquiry/shared/schema.ts': "import { mode } from '../settings.mjs';\nexport const schema = mode;\n",
      'lib/enquiry/settings.mjs': 'export const mode = 1;\n',
      'lib/enquiry/server/index.ts': "export { relay } from './relay';\n",
      'lib/enquiry/server/relay.ts': 'export const relay = 1;\n',
      'lib/enquiry/server/memory.test-helper.ts': 'export const memory = 1;\n',
      'components/forms/Form.tsx': "import { schema } from '@/lib/enquiry';\nimport { schema as inside } from '@/lib/enquiry/shared/schema';\n",
      'components/forms/send.test.ts': "import { relay } from '@/lib/enquiry/server/relay';\nimport { memory } from '@/lib/enquiry/server/memory.test-helper';\n",
      'cloudflare/worker.ts': "import { relay } from '../lib/enquiry/server';\nimport { mode } from '../lib/enquiry/settings.mjs';\n",
      'scripts/servers/local.mjs': "const { relay } = await tsImport('../../lib/enquiry/server/relay.ts', import.meta.url);\nimport { mode } from '../../lib/enquiry/settings.mjs';\n",
      'scripts/checks/contract.mjs': "const { memory } = await tsImport('../../lib/enquiry/server/memory.test-helper.ts', import.meta.url);\n",
    });
    expect(doorProblems(root).sort()).toEqual([
      `cloudflare/worker.ts:2 imports lib/enquiry/settings.mjs, ${DOOR_MESSAGE}`,
      `components/forms/Form.tsx:2 imports lib/enquiry/shared/schema.ts, ${DOOR_MESSAGE}`,
      `scripts/servers/local.mjs:1 imports lib/enquiry/server/relay.ts, ${DOOR_MESSAGE}`,
    ]);
  });

  it('finds no import past the doors in this repository', () => {
    expect(doorProblems(process.cwd())).toEqual([]);
  });
});
