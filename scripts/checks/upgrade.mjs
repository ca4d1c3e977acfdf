// `npm run check:upgrade`: tries the newest release of Next.js and React on a copy of the project
// and says which step breaks. The post-build steps (scripts/postbuild/finish-export.mjs and the steps it runs)
// rewrite what Next.js writes and stop the build when that is not what they know; this runs them,
// and everything around them, against the new versions:
//   1. copies the repository's files (tracked and new, not ignored) into .cache/upgrade-check/ (inside
//      the repository: Next's bundler resolves packages only within its root) and installs there
//      next, react, react-dom and eslint-config-next at the versions asked for;
//   2. runs, in order, stopping at the first that fails: types, the unit tests, each build step
//      on its own (check-inputs, images, fonts, admin, next build, postbuild), the HTML check and
//      the browser tests (all but the admin's and the large catalog's, which build copies of their own);
//   3. prints the versions tried and each step's result, and the end of the failing step's output
//      (the copy is then kept, for a closer look).
//   node scripts/checks/upgrade.mjs [--next latest] [--react latest] [--keep]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD_STEPS } from '../build/pipeline.mjs';
import { LOCAL_BUILD_ENV } from '../shared/local-env.mjs';
import { isEntry } from '../shared/is-entry.mjs';
import { scratchDir } from '../shared/scratch.mjs';

const UPGRADE_DIR = scratchDir('upgrade-check');

/** The steps, in order: a name and the command that runs it in the copy. */
function upgradeSteps(specs) {
  return [
    ['types', ['npx', 'tsc', '--noEmit']],
    ['unit tests', ['npx', 'jest']],
    ...BUILD_STEPS.map((step) => [step.name, [process.execPath, ...step.command]]),
    ['html check', ['node', 'scripts/checks/html.mjs']],
    // One browser suite at a time on this machine (fixed ports): wait for any other.
    ['browser tests', ['flock', '/tmp/e2e.lock', 'npx', 'playwright', 'test', ...specs]],
  ];
}

/** The repository's files as git sees them: tracked, and new ones not ignored. */
function projectFiles(root) {
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout.split('\0').filter((file) => file && fs.existsSync(path.join(root, file)));
}

function run(command, dir, env) {
  const started = Date.now();
  const result = spawnSync(command[0], command.slice(1), { cwd: dir, encoding: 'utf8', env, maxBuffer: 256 * 1024 * 1024 });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function main() {
  const { values } = parseArgs({
    options: { next: { type: 'string', default: 'latest' }, react: { type: 'string', default: 'latest' }, keep: { type: 'boolean', default: false } },
  });
  const root = process.cwd();
  const dir = path.join(root, UPGRADE_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const file of projectFiles(root)) fs.cpSync(path.join(root, file), path.join(dir, file), { recursive: true });
  const env = { ...process.env, ...LOCAL_BUILD_ENV, NEXT_TELEMETRY_DISABLED: '1' };
  const wanted = [`next@${values.next}`, `eslint-config-next@${values.next}`, `react@${values.react}`, `react-dom@${values.react}`];
  console.log(`Installing ${wanted.join(' ')} in ${UPGRADE_DIR}/ …`);
  const install = run(['npm', 'install', '--include=dev', '--no-audit', '--no-fund', '--save-exact', ...wanted], dir, env);
  if (!install.ok) {
    console.error(`check:upgrade: npm install failed:\n${install.output.slice(-3000)}`);
    process.exitCode = 1;
    return;
  }
  const version = (name) => JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
  const current = (name) => JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  console.log(['next', 'react', 'react-dom'].map((name) => `${name} ${current(name)} → ${version(name)}`).join(', '));

  const specs = fs.readdirSync(path.join(dir, 'e2e')).filter((file) => file.endsWith('.spec.ts') && !/^(admin|large-catalog)\./.test(file)).map((file) => `e2e/${file}`);
  try {
    for (const [name, command] of upgradeSteps(specs)) {
      process.stdout.write(`  ${name} … `);
      const result = run(command, dir, env);
      console.log(`${result.ok ? 'ok' : 'FAILED'} (${result.seconds.toFixed(1)} s)`);
      if (!result.ok) {
        console.error(`\ncheck:upgrade: "${name}" broke with next ${version('next')} / react ${version('react')}. The end of its output:\n${result.output.slice(-4000)}`);
        process.exitCode = 1;
        return;
      }
    }
    console.log(`\nEvery step passed with next ${version('next')} and react ${version('react')}: update package.json to these versions and run npm test.`);
  } finally {
    // A failed run leaves the copy for a closer look; run again to start afresh.
    if (!values.keep && !process.exitCode) fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (isEntry('checks/upgrade.mjs')) main();
