// Runs a command on the Node.js line that .node-version names. On an older Node.js (Debian and
// the test machines ship Node 20) it goes through `npm exec --package=node@<line>`, which puts the
// npm registry's Node.js binary for this platform first on PATH for the command and its children.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const required = Number(fs.readFileSync('.node-version', 'utf8').trim().replace(/^v/, '').split('.')[0]);
const current = Number(process.versions.node.split('.')[0]);
const command = process.argv.slice(2);
if (!command.length) {
  console.error('Usage: node scripts/shared/with-node.mjs <command> [args...]');
  process.exit(2);
}

let [file, ...args] = command;
if (current < required) {
  console.log(`Node.js ${process.versions.node} is older than .node-version (${required}): running "${command.join(' ')}" on node@${required} from the npm registry.`);
  [file, ...args] = ['npm', 'exec', '--yes', `--package=node@${required}`, '--', ...command];
}
const result = spawnSync(file, args, { stdio: 'inherit', shell: process.platform === 'win32' });
if (result.error) console.error(`${file}: ${result.error.message}`);
process.exit(result.status ?? 1);
