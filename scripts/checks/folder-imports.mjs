#!/usr/bin/env node
// `npm test`: the house keeps its floors. Reads every source file's imports and fails when two
// folders import each other (a cycle no one can read one side of without the other), or when
// scripts/shared/, which every tool uses, imports one of the role folders beside it.
//
//   node scripts/checks/folder-imports.mjs
import fs from 'node:fs';
import path from 'node:path';
import { resolveImport, specifiersOf } from '../shared/imports.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';

/** Where the sources are; everything else (dependencies, build output, fixtures) is not ours to read. */
const SOURCE_FOLDERS = ['app', 'components', 'lib', 'scripts', 'e2e', 'cloudflare', 'netlify'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js)$/;
const SKIPPED = /(^|\/)(node_modules|fixtures|generated-admin)(\/|$)/;

function sourceFiles(root) {
  return SOURCE_FOLDERS.filter((folder) => fs.existsSync(path.join(root, folder))).flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => SOURCE_FILE.test(file) && !SKIPPED.test(file)),
  );
}

/** Folder -> the folders its files import (each with one file:line that does it). */
function folderImports(root) {
  const edges = new Map();
  for (const file of sourceFiles(root)) {
    const from = path.posix.dirname(file);
    for (const { specifier, line } of specifiersOf(fs.readFileSync(path.join(root, file), 'utf8'))) {
      const target = resolveImport(root, file, specifier);
      if (!target) continue;
      const to = path.posix.dirname(target);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, `${file}:${line}`);
    }
  }
  return edges;
}

/** One line per broken rule: a pair of folders importing each other, or scripts/shared importing a role folder. */
export function folderImportProblems(root) {
  const edges = folderImports(root);
  const problems = [];
  for (const [from, targets] of edges) {
    for (const [to, where] of targets) {
      const back = edges.get(to)?.get(from);
      if (back && from < to) problems.push(`${from}/ and ${to}/ import each other: ${where} and ${back}`);
      if (from.startsWith('scripts/shared') && to.startsWith('scripts/') && !to.startsWith('scripts/shared')) {
        problems.push(`scripts/shared/ imports the role folder ${to}/ (${where}): what the tools share imports none of them`);
      }
    }
  }
  return problems.sort();
}

function main() {
  const problems = folderImportProblems(process.cwd());
  if (problems.length) {
    console.error(`Folder imports: ${problems.length} problem(s)\n${problems.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Folder imports: no two folders import each other; scripts/shared/ imports no role folder');
}

runAsCommand('checks/folder-imports.mjs', 'folder-imports', main);
