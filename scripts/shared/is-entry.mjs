// Whether a tool is the script Node.js was started with (`node scripts/servers/serve.mjs`), so a
// file can be both a command and a module other tools import. It compares file paths, never URLs
// (a URL percent-encodes a space in the checkout's path, and Windows paths are not URLs), and
// takes the tool's own path as an argument rather than import.meta, which Playwright's loader
// does not allow in the modules its tests import.
import path from 'node:path';

/** Call as isEntry('servers/serve.mjs'): the tool's path under scripts/. */
export function isEntry(toolPath) {
  const started = process.argv[1];
  return Boolean(started) && path.resolve(started).split(path.sep).join('/').endsWith(`/scripts/${toolPath}`);
}

/**
 * Runs `main` (sync or async) when the tool is the command. A failure prints one line,
 * "<name>: <message>" (with the stack when DEBUG is set), and exits with status 1.
 */
export function runAsCommand(toolPath, name, main) {
  if (!isEntry(toolPath)) return;
  Promise.resolve()
    .then(main)
    .catch((error) => {
      console.error(`${name}: ${process.env.DEBUG ? error.stack : error.message}`);
      process.exit(1);
    });
}
