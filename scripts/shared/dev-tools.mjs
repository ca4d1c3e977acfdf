#!/usr/bin/env node
// The test and host-runtime tools (package.json's devDependencies: Playwright, Lighthouse, the HTML
// checker, wrangler, netlify-cli, deno, Jest, ESLint, ...) are not part of `npm install`: .npmrc
// omits them, so a fresh clone and every host's deploy build install only what builds and serves
// the site and the admin. Each command that needs them (npm test, the previews, the benchmarks)
// runs this first: when one is missing, it installs the lock's whole set with `npm ci
// --include=dev`, which fails, and so stops the command, if the lock cannot be installed.
//   node scripts/shared/dev-tools.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runAsCommand } from './is-entry.mjs';

/** The devDependencies of the project at `root` that its node_modules lacks. */
export function missingDevTools(root = process.cwd()) {
  const { devDependencies = {} } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Object.keys(devDependencies).filter((name) => !fs.existsSync(path.join(root, 'node_modules', name, 'package.json')));
}

function main() {
  const missing = missingDevTools();
  if (!missing.length) return;
  console.log(`The test and host-runtime tools are not installed (${missing.join(', ')}): npm ci --include=dev`);
  const result = spawnSync('npm', ['ci', '--include=dev', '--no-audit', '--no-fund'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error('npm ci --include=dev failed: the tests cannot run without their tools.');
    process.exit(result.status ?? 1);
  }
}

runAsCommand('shared/dev-tools.mjs', 'dev-tools', main);
