// The lock check `npm test` runs first: would `npm ci` accept package-lock.json on Linux, macOS and
// Windows? A lock rewritten while node_modules exists can lose other platforms' optional binaries,
// and a dependency asked for at a dist-tag ("latest") is resolved again by `npm ci` as soon as a
// new version is published: both make `npm ci` refuse the lock on a clean machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isEntry } from '../shared/is-entry.mjs';

/** The platforms whose installs are checked: the hosts' and CI's Linux, a Mac, a Windows PC. */
const PLATFORMS = [
  { os: 'linux', cpu: 'x64' },
  { os: 'darwin', cpu: 'arm64' },
  { os: 'win32', cpu: 'x64' },
];

const REPAIR = 'rm -rf node_modules package-lock.json && npm install (on Node.js from .node-version)';

const DEPENDENCY_FIELDS = ['dependencies', 'optionalDependencies', 'peerDependencies'];
/** A spec that names a tag rather than a version or range: `latest`, `next`, `beta` ... */
const DIST_TAG = /^[a-z][a-z0-9._-]*$/i;

/** The package name at a lock path (`node_modules/a/node_modules/@s/b` -> `@s/b`). */
const nameAt = (lockPath) => lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * Dependencies in the lock that ask for a dist-tag and that no override in package.json pins
 * (an override for the name at the top level, or under the package that asks for it).
 */
export function unpinnedDistTags(lock, overrides = {}) {
  const pinned = (parent, name) => typeof overrides[name] === 'string' || typeof overrides[parent]?.[name] === 'string';
  const found = [];
  for (const [lockPath, entry] of Object.entries(lock.packages ?? {})) {
    const parent = lockPath ? nameAt(lockPath) : '(root)';
    for (const field of DEPENDENCY_FIELDS) {
      for (const [name, spec] of Object.entries(entry[field] ?? {})) {
        if (DIST_TAG.test(spec) && !pinned(parent, name)) found.push(`${parent} asks for ${name}@${spec}`);
      }
    }
  }
  return found;
}

/** Overrides without a one-line reason under "//overrides" in package.json. */
export function overridesWithoutReason(pkg) {
  const reasons = pkg['//overrides'] ?? {};
  return Object.keys(pkg.overrides ?? {}).filter((name) => typeof reasons[name] !== 'string' || !reasons[name].trim());
}

/** What `npm ci` names as out of sync: its "Missing: x from lock file" and "Invalid: ..." lines. */
export function outOfSync(npmOutput) {
  return [...npmOutput.matchAll(/^npm error (Missing|Invalid): (.+)$/gm)].map((match) => `${match[1]}: ${match[2]}`);
}

function npmCiDryRun(dir, { os, cpu }) {
  return new Promise((resolve) => {
    const args = ['ci', '--dry-run', '--include=dev', '--ignore-scripts', '--no-audit', '--no-fund', `--os=${os}`, `--cpu=${cpu}`];
    const child = spawn('npm', args, { cwd: dir, shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ platform: `${os}-${cpu}`, ok: code === 0, output }));
  });
}

/** Every problem with the lock in `dir`, as lines naming the package; none when `npm ci` would pass. */
export async function lockProblems(dir) {
  const lockFile = path.join(dir, 'package-lock.json');
  if (!fs.existsSync(lockFile)) return ['package-lock.json is missing'];
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
  const problems = [
    ...unpinnedDistTags(lock, pkg.overrides).map((line) => `${line}: pin it in package.json "overrides" (with its reason under "//overrides")`),
    ...overridesWithoutReason(pkg).map((name) => `override ${name} has no reason under "//overrides" in package.json`),
  ];
  const runs = await Promise.all(PLATFORMS.map((platform) => npmCiDryRun(dir, platform)));
  const platformsByLine = new Map();
  for (const run of runs.filter((result) => !result.ok)) {
    const named = outOfSync(run.output);
    for (const line of named.length ? named : [run.output.trim().split('\n').slice(-5).join('\n')]) {
      platformsByLine.set(line, [...(platformsByLine.get(line) ?? []), run.platform]);
    }
  }
  for (const [line, platforms] of platformsByLine) problems.push(`npm ci on ${platforms.join(', ')}: ${line}`);
  return problems;
}

async function main() {
  const problems = await lockProblems(process.cwd());
  if (problems.length) {
    console.error(`package-lock.json would be refused by npm ci:\n  ${problems.join('\n  ')}`);
    console.error(`Write the lock afresh (never by hand): ${REPAIR}`);
    process.exit(1);
  }
  console.log(`Lock check: npm ci accepts package-lock.json on ${PLATFORMS.map(({ os, cpu }) => `${os}-${cpu}`).join(', ')}.`);
}

if (isEntry('checks/lock-file.mjs')) main();
