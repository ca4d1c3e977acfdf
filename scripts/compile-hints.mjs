// After `next build`, with the paint-first step: the scripts a page runs as soon as it has loaded
// them (the framework, the router, the page's own chunks) start with V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad` (Chrome 136+; other browsers read a comment). Chrome then
// compiles every function of those files on a background thread while they download, instead of
// compiling each one on the main thread the first time it is called, which is what made the
// scripts' first run one long task that blocks taps. Only the files every route loads before any
// interaction get it: the chunks loaded on demand (the enquiry form, the gallery viewer) keep
// V8's lazy compilation, since much of their code may never run.
//
//   import { applyCompileHints } from './compile-hints.mjs';
import fs from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The file's text with the hint as its first line (it must come first); unchanged if it has one. */
export function withCompileHint(code) {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}${code}`;
}

/**
 * Adds the hint to the exported files behind `urls` (script URLs as the pages write them, with
 * the base path). Returns the files it marked, relative to `dir`, sorted.
 */
export function applyCompileHints({ dir = 'out', urls, basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '' }) {
  const files = new Set();
  for (const url of urls) {
    if (/^[a-z]+:\/\//i.test(url)) continue; // another origin's script is not ours to change
    const pathname = url.split(/[?#]/)[0];
    const relative = basePath && pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
    if (!relative.endsWith('.js')) continue;
    const full = path.join(dir, relative);
    if (!fs.existsSync(full)) throw new Error(`${url} is loaded by a page but ${path.join(dir, relative)} does not exist`);
    fs.writeFileSync(full, withCompileHint(fs.readFileSync(full, 'utf8')));
    files.add(relative.replace(/^\//, ''));
  }
  return [...files].sort();
}
