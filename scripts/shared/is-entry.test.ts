// isEntry decides whether a tool runs as a command. It must hold for a checkout whose path has a
// space, and must not take an imported module, or a tool of the same name elsewhere, for the command.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './temp-dir.test-helper';

test('a command started from a path with a space is the entry; a module it imports is not', () => {
  const scripts = path.join(tempDir('is-entry-'), 'my site', 'scripts');
  for (const folder of ['shared', 'bench', 'servers']) fs.mkdirSync(path.join(scripts, folder), { recursive: true });
  fs.copyFileSync(path.join(__dirname, 'is-entry.mjs'), path.join(scripts, 'shared', 'is-entry.mjs'));
  // Two tools named admin.mjs in different folders: only the one started is the entry.
  fs.writeFileSync(path.join(scripts, 'servers', 'admin.mjs'), "import { isEntry } from '../shared/is-entry.mjs';\nexport const helperIsEntry = isEntry('servers/admin.mjs');\n");
  fs.writeFileSync(
    path.join(scripts, 'bench', 'admin.mjs'),
    "import { isEntry } from '../shared/is-entry.mjs';\nimport { helperIsEntry } from '../servers/admin.mjs';\nconsole.log(JSON.stringify({ command: isEntry('bench/admin.mjs'), helper: helperIsEntry }));\n",
  );
  const run = spawnSync(process.execPath, [path.join(scripts, 'bench', 'admin.mjs')], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(JSON.parse(run.stdout)).toEqual({ command: true, helper: false });
});
