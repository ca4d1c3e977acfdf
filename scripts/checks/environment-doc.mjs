#!/usr/bin/env node
// `npm test` (through environment-doc.test.ts): docs/environment.md lists every environment
// variable the code reads, and nothing it no longer reads. A read is process.env.NAME,
// process.env['NAME'], process.env[CONSTANT] (a string constant of the same file), a name
// destructured from process.env, env.NAME or env['NAME'] on any env object (a Worker's bindings,
// a function's settings, a parameter defaulting to process.env), env.get('NAME') (Netlify.env), and
// a helper called with the env object and a name, helper(env, 'NAME'). Comments are not read.
// The page lists a name when a table row's first cell names it in backticks.
//
//   node scripts/checks/environment-doc.mjs
import fs from 'node:fs';
import path from 'node:path';
import { runAsCommand } from '../shared/is-entry.mjs';
import { codeOf, sourceFiles } from './named-paths.mjs';

export const ENVIRONMENT_DOC = 'docs/environment.md';

const NAME = '[A-Z][A-Z0-9_]*';
const READS = [
  new RegExp(String.raw`\benv\.(${NAME})\b`, 'g'),
  new RegExp(String.raw`\benv\[\s*['"\`](${NAME})['"\`]\s*\]`, 'g'),
  new RegExp(String.raw`\benv\.get\(\s*['"\`](${NAME})['"\`]\s*\)`, 'g'),
  new RegExp(String.raw`\(\s*env\s*,\s*['"\`](${NAME})['"\`]`, 'g'),
];
/** This check's own test, whose reads are made-up samples. */
const SAMPLES = 'scripts/checks/environment-doc.test.ts';
const BY_CONSTANT = new RegExp(String.raw`\bprocess\.env\[\s*(${NAME})\s*\]`, 'g');
const DESTRUCTURED = /\{([^{}]*)\}\s*=\s*process\.env\b/g;

/**
 * The environment variables a source file's text reads.
 * @param {string} source
 * @returns {string[]}
 */
export function namesRead(source) {
  const text = codeOf(source);
  const names = READS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
  for (const [, constant] of text.matchAll(BY_CONSTANT)) {
    const value = text.match(new RegExp(String.raw`\bconst\s+${constant}\s*=\s*['"\`](${NAME})['"\`]`));
    if (value) names.push(value[1]);
  }
  for (const [, list] of text.matchAll(DESTRUCTURED)) {
    for (const part of list.split(',')) {
      const key = part.trim().split(':')[0].trim();
      if (new RegExp(`^${NAME}$`).test(key)) names.push(key);
    }
  }
  return [...new Set(names)];
}

/**
 * The names a doc page lists: those in backticks in a table row's first cell.
 * @param {string} text
 * @returns {string[]}
 */
export function namesListed(text) {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(new RegExp(`\`(${NAME})\``, 'g'))].map((match) => match[1]));
}

/**
 * What the page misses (a name the code reads, with the files reading it) and what it lists that
 * no code reads any more; one line each.
 * @param {string} root
 */
export function environmentDocProblems(root) {
  /** @type {Map<string, string[]>} */
  const readers = new Map();
  for (const file of sourceFiles(root).filter((name) => name !== SAMPLES)) {
    for (const name of namesRead(fs.readFileSync(path.join(root, file), 'utf8'))) readers.set(name, [...(readers.get(name) ?? []), file]);
  }
  const listed = new Set(namesListed(fs.readFileSync(path.join(root, ENVIRONMENT_DOC), 'utf8')));
  return [
    ...[...readers].filter(([name]) => !listed.has(name)).map(([name, files]) => `${name} is read by ${files.join(', ')} but ${ENVIRONMENT_DOC} does not list it`),
    ...[...listed].filter((name) => !readers.has(name)).map((name) => `${ENVIRONMENT_DOC} lists ${name}, which no code reads`),
  ];
}

function main() {
  const problems = environmentDocProblems(process.cwd());
  if (problems.length) {
    console.error(`Environment variables: ${problems.length} problems\n${problems.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Environment variables: ${ENVIRONMENT_DOC} lists every one the code reads`);
}

runAsCommand('checks/environment-doc.mjs', 'environment-doc', main);
