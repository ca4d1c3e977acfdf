// isEntry decides whether a tool runs as a command. It must hold for a checkout whose path has a
// space (percent-encoded in import.meta.url), and must not take an imported module for the command.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './test-temp-dir';

test('a command started from a path with a space is the entry; a module it imports is not', () => {
  const dir = path.join(tempDir('is-entry-'), 'my site');
  fs.mkdirSync(dir);
  fs.copyFileSync(path.join(__dirname, 'is-entry.mjs'), path.join(dir, 'is-entry.mjs'));
  fs.writeFileSync(path.join(dir, 'helper.mjs'), "import { isEntry } from './is-entry.mjs';\nexport const helperIsEntry = isEntry(import.meta.url);\n");
  fs.writeFileSync(
    path.join(dir, 'command.mjs'),
    "import { isEntry } from './is-entry.mjs';\nimport { helperIsEntry } from './helper.mjs';\nconsole.log(JSON.stringify({ command: isEntry(import.meta.url), helper: helperIsEntry }));\n",
  );
  const run = spawnSync(process.execPath, [path.join(dir, 'command.mjs')], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(JSON.parse(run.stdout)).toEqual({ command: true, helper: false });
});
