// Reading a source file's imports without running it: what the floors check
// (scripts/checks/folder-imports.mjs) and the lean-install test (dev-tools.test.ts) follow.
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs'];
/** A static import or re-export (its `from` line, also when the names span lines), or a dynamic import / require. */
const IMPORT = /^\s*(?:(?:import|export)\b[^'"]*?\bfrom\s*|}\s*from\s*|import\s*)['"]([^'"]+)['"]|\b(?:import|require|tsImport)\s*\(\s*['"]([^'"]+)['"]\s*[,)]/g;

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
