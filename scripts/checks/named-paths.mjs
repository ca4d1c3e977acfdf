#!/usr/bin/env node
// `npm test` (through named-paths.test.ts): every repository path a comment or a doc page names
// exists, so a reader who follows one lands on a file. A path is a name under one of the top folders
// below that ends in a file extension or '/'; globs (*), placeholders (<slug>, {x}) and URLs are not.
// Also found: build output (a folder .gitignore names), a content path of the second content set
// (blog/ and case-studies/ are there only), and the few names listed in ELSEWHERE. A doc's fenced
// block without a language is sample output (a build's messages about made-up files): not read.
//
//   node scripts/checks/named-paths.mjs
import fs from 'node:fs';
import path from 'node:path';
import { runAsCommand } from '../shared/is-entry.mjs';

const TOP_FOLDERS = ['app', 'components', 'content', 'lib', 'scripts', 'e2e', 'docs', 'public', 'cloudflare', 'netlify', '.github'];
const SOURCE_FOLDERS = ['app', 'components', 'lib', 'scripts', 'e2e', 'cloudflare', 'netlify'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js|css)$/;
const ROOT_SOURCES = ['next.config.mjs', 'eslint.config.mjs', 'jest.config.mjs', 'playwright.config.ts'];
const SKIPPED = /(^|\/)(node_modules|fixtures|generated-admin|generated)(\/|$)/;
/** Names that are rightly not in the tree, each with why. */
const ELSEWHERE = new Map([
  ['content/product_details.json', 'the old one-file catalog, read once by scripts/content/split-products.mjs'],
  ['public/og/', "an editor's own share pictures, a folder that exists only when one is added"],
]);
const SECOND_CONTENT = 'e2e/fixtures/second-content/';
/** A name under a top folder, not glued to a longer word or path (…/lib/x, foo.lib/x, https://x/lib/y). */
const NAMED = new RegExp(String.raw`(?<![\w./@:-])(?:${TOP_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|')})/[^\s'"\`()\],;:#?]*`, 'g');
/** Comments of a source file: // to the line's end (not in a URL), and /* … *\/ blocks. */
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g;

function files(root, folder, pattern) {
  if (!fs.existsSync(path.join(root, folder))) return [];
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => pattern.test(file) && !SKIPPED.test(file));
}

/**
 * The repository paths a text names, each with its line (1-based).
 * @param {string} text
 * @returns {{ name: string, line: number }[]}
 */
export function namedPaths(text) {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(NAMED)]
      .map(([name]) => name.replace(/[.]+$/, ''))
      .filter((name) => /(\.[A-Za-z0-9]+|\/)$/.test(name) && !/[*<>{}]|\.\.\./.test(name))
      .map((name) => ({ name, line: index + 1 })),
  );
}

/** The text of a source file's comments, at their own lines (everything else blanked, newlines kept). */
export function commentsOf(text) {
  let kept = text.replace(/[^\n]/g, ' ');
  for (const match of text.matchAll(COMMENT)) {
    kept = kept.slice(0, match.index) + match[0] + kept.slice(match.index + match[0].length);
  }
  return kept;
}

/** The code of a source file without its comments (blanked, newlines kept). */
export function codeOf(text) {
  return text.replace(COMMENT, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** A doc page's text without its fenced blocks that have no language (sample output), lines kept. */
function docText(text) {
  let fence = null; // null outside a fenced block, else whether the block is sample output
  return text
    .split('\n')
    .map((line) => {
      const marker = line.match(/^\s*```(\S*)/);
      if (marker) {
        fence = fence === null ? marker[1] === '' : null;
        return '';
      }
      return fence ? '' : line;
    })
    .join('\n');
}

/** Folders .gitignore names (build output such as public/_img/), so a name under one is found. */
function ignoredFolders(root) {
  const file = path.join(root, '.gitignore');
  if (!fs.existsSync(file)) return [];
  return fs.readFileSync(file, 'utf8').split('\n').map((line) => line.trim()).filter((line) => /^[\w.-]+\/[\w./-]*\/$/.test(line));
}

function found(root, name, ignored) {
  return (
    fs.existsSync(path.join(root, name)) ||
    ELSEWHERE.has(name) ||
    ignored.some((folder) => name.startsWith(folder)) ||
    (name.startsWith('content/') && fs.existsSync(path.join(root, SECOND_CONTENT, name.slice('content/'.length))))
  );
}

/** The repository's own source files (no dependencies, fixtures or generated code), relative to `root`. */
export function sourceFiles(root) {
  return [...SOURCE_FOLDERS.flatMap((folder) => files(root, folder, SOURCE_FILE)), ...ROOT_SOURCES.filter((file) => fs.existsSync(path.join(root, file)))];
}

/** One line per named path that does not exist: file:line and the name. */
export function missingNamedPaths(root) {
  const sources = sourceFiles(root);
  const pages = ['README.md', ...files(root, 'docs', /\.md$/)].filter((file) => fs.existsSync(path.join(root, file)));
  const named = [
    ...sources.flatMap((file) => namedPaths(commentsOf(fs.readFileSync(path.join(root, file), 'utf8'))).map((entry) => ({ file, ...entry }))),
    ...pages.flatMap((file) => namedPaths(docText(fs.readFileSync(path.join(root, file), 'utf8'))).map((entry) => ({ file, ...entry }))),
  ];
  const ignored = ignoredFolders(root);
  return named.filter(({ name }) => !found(root, name, ignored)).map(({ file, line, name }) => `${file}:${line} names ${name}, which does not exist`);
}

function main() {
  const missing = missingNamedPaths(process.cwd());
  if (missing.length) {
    console.error(`Named paths: ${missing.length} missing\n${missing.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Named paths: every repository path a comment or a doc page names exists');
}

runAsCommand('checks/named-paths.mjs', 'named-paths', main);
