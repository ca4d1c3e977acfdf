// Whether a module is the script Node.js was started with (`node scripts/…/x.mjs`), so a file can
// be both a command and a module other tools import. Compares file paths, not URLs: a URL
// percent-encodes a space in the checkout's path, and Windows paths differ from URLs altogether.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const realPath = (file) => {
  try {
    return fs.realpathSync(file);
  } catch {
    return path.resolve(file);
  }
};

/** Call as isEntry(import.meta.url). */
export function isEntry(moduleUrl) {
  return Boolean(process.argv[1]) && realPath(fileURLToPath(moduleUrl)) === realPath(process.argv[1]);
}
