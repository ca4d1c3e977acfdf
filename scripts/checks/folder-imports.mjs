#!/usr/bin/env node
// `npm test`: the house keeps its floors. Reads every source file's imports and fails when two
// folders import each other (a cycle no one can read one side of without the other), or when
// scripts/shared/, which every tool uses, imports one of the role folders beside it.
//
//   node scripts/checks/folder-imports.mjs
import fs from 'node:fs';
import path from 'node:path';
import { runAsCommand } from '../shared/is-entry.mjs';

/** Where the sources are; everything else (dependencies, build output, fixtures) is not ours to read. */
const SOURCE_FOLDERS = ['app', 'components', 'lib', 'scripts', 'e2e', 'cloudflare', 'netlify'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js)$/;
const SKIPPED = /(^|\/)(node_modules|fixtures|generated-admin)(\/|$)/;
/** A static import or re-export (its `from` line, also when the names span lines), or a dynamic import / require. */
const IMPORT = /^\s*(?:(?:import|export)\b[^'"]*?\bfrom\s*|}\s*from\s*|import\s*)['"]([^'"]+)['"]|\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs'];

function sourceFiles(root) {
  return SOURCE_FOLDERS.filter((folder) => fs.existsSync(path.join(root, folder))).flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => SOURCE_FILE.test(file) && !SKIPPED.test(file)),
  );
}

/** Every module specifier a source text imports, with its line (1-based). */
export function specifiersOf(text) {
  return text.split('\n').flatMap((line, index) => [...line.matchAll(IMPORT)].map(([, staticSpecifier, dynamicSpecifier]) => ({ specifier: staticSpecifier ?? dynamicSpecifier, line: index + 1 })));
}

/** The repository path an import names, or null for a package. */
export function resolveImport(root, from, specifier) {
  let target;
  if (specifier.startsWith('@/')) target = specifier.slice(2);
  else if (specifier.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  const found = EXTENSIONS.map((ending) => target + ending).find((candidate) => fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile());
  return found ?? target;
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
