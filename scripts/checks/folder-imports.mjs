#!/usr/bin/env node
// `npm test`: the house keeps its floors. Reads every source file's imports and fails when two
// folders import each other (a cycle no one can read one side of without the other), when
// scripts/shared/, which every tool uses, imports one of the role folders beside it, when features
// (lib/<x>, components/<x>, scripts/<x>, each with its subfolders; a top folder's own files are one
// feature too) import each other round a loop of any length, when the site (app/, components/,
// lib/) imports from scripts/ or e2e/ other than a test using the test support named below, or when
// a file outside a feature with doors (lib/enquiry/) imports past them.
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

/**
 * Test support a site test may import across the floor (a test file, `*.test.ts(x)`, in app/,
 * components/ or lib/ importing one of these exact files); nothing else of scripts/ or e2e/ is
 * theirs to import, and these imports are no edge of the feature loops either.
 */
export const TEST_SUPPORT = [
  'scripts/servers/provider.mjs', // the stand-in mail provider the enquiry's client and form tests send to
  'scripts/shared/static-server.mjs', // serves a page to the form's send test
  'scripts/shared/temp-dir.test-helper.ts', // temp folders for tests
  'scripts/shared/scratch.mjs', // the scratch folder those temp folders live in
];

/**
 * The features entered by their doors only: `doors` are the files others may import. A test
 * (`*.test.ts`, e2e's `*.spec.ts`) and test support (`*.test-helper.*`) may reach inside, and
 * anyone may import test support. `plainDoor`: the door for plain JavaScript only (next.config.mjs
 * and the tools, which Node runs without a TypeScript loader); TypeScript takes it through the doors.
 */
export const DOORS = [{ feature: 'lib/enquiry', doors: ['lib/enquiry/index.ts', 'lib/enquiry/server/index.ts'], plainDoor: 'lib/enquiry/settings.mjs' }];
const MAY_REACH_INSIDE = /\.(test|spec)\.tsx?$|\.test-helper\./;
const PLAIN_JAVASCRIPT = /\.(mjs|js)$/;

const SITE = /^(app|components|lib)\//;
const BELOW_THE_SITE = /^(scripts|e2e)\//;
const TEST_FILE = /\.test\.tsx?$/;
const FEATURE_ROOTS = new Set(['lib', 'components', 'scripts']);

/** The feature a file belongs to: lib/<x>, components/<x>, scripts/<x>; else its top folder ('.' for the root's own files). */
export function featureOf(file) {
  const parts = file.split('/');
  if (parts.length === 1) return '.';
  return FEATURE_ROOTS.has(parts[0]) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** Every import between two of our files: { file, line, target }. */
function fileImports(root) {
  return sourceFiles(root).flatMap((file) =>
    specifiersOf(fs.readFileSync(path.join(root, file), 'utf8'))
      .map(({ specifier, line }) => ({ file, line, target: resolveImport(root, file, specifier) }))
      .filter(({ target }) => target),
  );
}

/** Group -> the groups its files import (each with one file:line that does it). */
function edgesBetween(imports, groupOf) {
  const edges = new Map();
  for (const { file, line, target } of imports) {
    const from = groupOf(file);
    const to = groupOf(target);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${file}:${line}`);
  }
  return edges;
}

const isTestSupport = ({ file, target }) => TEST_FILE.test(file) && TEST_SUPPORT.includes(target);

/** Every loop (elementary cycle) of a small graph, each once, from its alphabetically first node. */
function loopsOf(edges) {
  const loops = [];
  const nodes = [...edges.keys()].sort();
  for (const start of nodes) {
    const walk = (node, trail) => {
      for (const next of [...(edges.get(node)?.keys() ?? [])].sort()) {
        if (next === start) loops.push(trail);
        else if (next > start && !trail.includes(next)) walk(next, [...trail, next]);
      }
    };
    walk(start, [start]);
  }
  return loops;
}

/** One line per loop between features, with a line for each step. */
export function featureLoops(root, imports = fileImports(root)) {
  const edges = edgesBetween(imports.filter((entry) => !isTestSupport(entry)), featureOf);
  return loopsOf(edges).map((loop) => {
    const steps = loop.map((feature, index) => `${feature}/ -> ${loop[(index + 1) % loop.length]}/ (${edges.get(feature).get(loop[(index + 1) % loop.length])})`);
    return `a loop between features: ${steps.join(', ')}`;
  });
}

/** One line per import from outside a feature with doors that goes past them. */
export function doorProblems(root, imports = fileImports(root), doors = DOORS) {
  return imports.flatMap(({ file, line, target }) => {
    const feature = doors.find(({ feature: name }) => target.startsWith(`${name}/`) && !file.startsWith(`${name}/`));
    if (!feature || feature.doors.includes(target) || MAY_REACH_INSIDE.test(file) || MAY_REACH_INSIDE.test(target)) return [];
    if (target === feature.plainDoor && PLAIN_JAVASCRIPT.test(file)) return [];
    return [`${file}:${line} imports ${target}, past ${feature.feature}/'s doors: import ${feature.doors.join(' or ')}${feature.plainDoor ? ` (plain JavaScript: ${feature.plainDoor})` : ''}`];
  });
}

/** One line per broken rule: a pair of folders importing each other, or scripts/shared importing a role folder. */
export function folderImportProblems(root, imports = fileImports(root)) {
  const edges = edgesBetween(imports, (file) => path.posix.dirname(file));
  const problems = [];
  for (const entry of imports) {
    if (SITE.test(entry.file) && BELOW_THE_SITE.test(entry.target) && !isTestSupport(entry)) {
      problems.push(`${entry.file}:${entry.line} imports ${entry.target}: the site imports nothing from scripts/ or e2e/ (tests: only the test support named in TEST_SUPPORT)`);
    }
  }
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
  const root = process.cwd();
  const imports = fileImports(root);
  const problems = [...folderImportProblems(root, imports), ...featureLoops(root, imports), ...doorProblems(root, imports)];
  if (problems.length) {
    console.error(`Folder imports: ${problems.length} problem(s)\n${problems.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log("Folder imports: no two folders import each other, no loop between features, no import past a feature's doors; scripts/shared/ imports no role folder; the site imports no tooling but the named test support");
}

runAsCommand('checks/folder-imports.mjs', 'folder-imports', main);
