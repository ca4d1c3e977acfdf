#!/usr/bin/env node
// `npm test`: every content file is written the one way the admin writes it (lib/content/file-style.ts),
// so an editor's save in the admin changes only the lines of the fields they changed. Checks
// content/ and the second content set; `--write` rewrites the files that differ.
//   node scripts/checks/content-style.mjs [--write] [folder ...]
import fs from 'node:fs';
import path from 'node:path';
import { runAsCommand } from '../shared/is-entry.mjs';

const FOLDERS = ['content', 'e2e/fixtures/second-content'];

/** The content files under `folder` (schemas are code, not content), as paths relative to the repository. */
function contentFiles(root, folder) {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => /\.(json|md)$/.test(file) && !file.includes('/schemas/'))
    .sort();
}

/** The files not in the one style, each with the first line that differs; with `write`, rewritten. */
export async function checkContentStyle(root = process.cwd(), { folders = FOLDERS, write = false } = {}) {
  const { tsImport } = await import('tsx/esm/api');
  const { styledText } = await tsImport('../../lib/content/file-style.ts', import.meta.url);
  const schemaOf = (name) => {
    const file = path.join(root, 'content/schemas', `${name}.schema.json`);
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
  };
  const problems = [];
  for (const file of folders.filter((folder) => fs.existsSync(path.join(root, folder))).flatMap((folder) => contentFiles(root, folder))) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    let styled;
    try {
      styled = styledText(file, text, schemaOf);
    } catch {
      continue; // unreadable: the build's content check names the line and what to do
    }
    if (styled === text) continue;
    if (write) fs.writeFileSync(path.join(root, file), styled);
    const lines = text.split('\n');
    const line = styled.split('\n').findIndex((styledLine, index) => styledLine !== lines[index]) + 1;
    problems.push(`${file}, line ${line}: not written as the admin writes it${write ? ' (rewritten)' : ''}`);
  }
  return problems;
}

runAsCommand('checks/content-style.mjs', 'content-style', async () => {
  const args = process.argv.slice(2);
  const write = args.includes('--write');
  const folders = args.filter((arg) => !arg.startsWith('--'));
  const problems = await checkContentStyle(process.cwd(), { write, ...(folders.length ? { folders } : {}) });
  for (const problem of problems) console.log(problem);
  if (problems.length && !write) {
    throw new Error(`${problems.length} content file(s) differ from the admin's style: run node scripts/checks/content-style.mjs --write`);
  }
  console.log(`Content style: ${write ? `${problems.length} file(s) rewritten` : 'every content file is written as the admin writes it'}`);
});
