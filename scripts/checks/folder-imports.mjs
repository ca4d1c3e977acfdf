#!/usr/bin/env node
// `npm test`: the house keeps its floors. Reads every source file's imports and fails when two
// folders import each other (a cycle no one can read one side of without the other), when
// scripts/shared/, which every tool uses, imports one of the role folders beside it, when features
// (lib/<x>, components/<x>, scripts/<x>, each with its subfolders; a top folder's own files are one
// feature too) import each other round a loop of any length, or when the site (app/, components/,
// lib/) imports from scripts/ or e2e/ other than a test using the test support named below.
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
 * Today's loops between features, each written from its alphabetically first feature. The check
 * names them as known and does not fail on them; it fails on any other loop, and on a listed loop
 * that is gone (so this list only shrinks). All three go with issue 52's enquiry door: the form's
 * copy and the relay's bundled copy on one side, the enquiry's settings inside lib/enquiry/.
 */
export const KNOWN_LOOPS = [
  // lib/config.ts -> lib/enquiry/provider/config.ts; lib/enquiry/form/send.ts -> lib/config.ts
  ['lib', 'lib/enquiry'],
  // the two above closed through lib/content/: lib/metadata.ts -> lib/content/index.ts -> lib/enquiry/shared/schema.ts
  ['lib', 'lib/content', 'lib/enquiry'],
  // lib/content/index.ts, bundled-form-copy.ts -> lib/enquiry/shared/schema.ts -> lib/content/generated/forms.ts
  ['lib/content', 'lib/enquiry'],
];
const KNOWN_NOTE = "known, to be removed by issue 52's enquiry door";

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

/** One line per loop between features: the known ones as notes, the rest (and known ones gone) as problems. */
export function featureLoops(root, knownLoops = KNOWN_LOOPS, imports = fileImports(root)) {
  const edges = edgesBetween(imports.filter((entry) => !isTestSupport(entry)), featureOf);
  const known = new Set(knownLoops.map((loop) => loop.join(' -> ')));
  const found = loopsOf(edges);
  const notes = [];
  const problems = [];
  for (const loop of found) {
    const steps = loop.map((feature, index) => `${feature}/ -> ${loop[(index + 1) % loop.length]}/ (${edges.get(feature).get(loop[(index + 1) % loop.length])})`);
    const line = `a loop between features: ${steps.join(', ')}`;
    if (known.has(loop.join(' -> '))) notes.push(`${line}: ${KNOWN_NOTE}`);
    else problems.push(line);
  }
  const foundNames = new Set(found.map((loop) => loop.join(' -> ')));
  for (const name of known) {
    if (!foundNames.has(name)) problems.push(`the known loop ${name} is gone: delete it from KNOWN_LOOPS in scripts/checks/folder-imports.mjs`);
  }
  return { notes, problems };
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
  const loops = featureLoops(root, KNOWN_LOOPS, imports);
  const problems = [...folderImportProblems(root, imports), ...loops.problems];
  for (const note of loops.notes) console.log(`  ${note}`);
  if (problems.length) {
    console.error(`Folder imports: ${problems.length} problem(s)\n${problems.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Folder imports: no two folders import each other, no new loop between features; scripts/shared/ imports no role folder; the site imports no tooling but the named test support');
}

runAsCommand('checks/folder-imports.mjs', 'folder-imports', main);
