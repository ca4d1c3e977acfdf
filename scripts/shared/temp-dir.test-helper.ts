// Temporary folders for unit tests that are removed when the test file's tests are done, so a
// test run leaves nothing behind in the system's temp folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder under the system's temp folder, removed after this test file. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A temp folder holding `files` (path: text or bytes), for a check to run on a made-up tree. */
export function tempTree(prefix: string, files: Record<string, string | Buffer>): string {
  const root = tempDir(prefix);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}
