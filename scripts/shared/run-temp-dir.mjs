// One temporary folder per test run for everything the run's processes write to the system's temp
// folder (browser profiles, wrangler's and miniflare's files, the tests' own folders): the test
// runners' configurations point TMPDIR at it before they start any process, and their teardown
// removes it, so a run leaves nothing behind even when a tool does not clean up after itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Inherited by the runner's workers (which load the configuration again), so they share the folder. */
const RUN_DIR = 'BLUEGREEN_RUN_TMPDIR';

/** Makes this run's folder (once) and points TMPDIR, TEMP and TMP at it; returns it. */
export function enterRunTempDir(prefix) {
  process.env[RUN_DIR] ??= fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const name of ['TMPDIR', 'TEMP', 'TMP']) process.env[name] = process.env[RUN_DIR];
  return process.env[RUN_DIR];
}

/** Removes this run's folder: a runner's global teardown. */
export default function removeRunTempDir() {
  if (process.env[RUN_DIR]) fs.rmSync(process.env[RUN_DIR], { recursive: true, force: true });
}
