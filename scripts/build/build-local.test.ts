// `npm start` and `npm test` build through scripts/build/build-local.mjs: it must run the build from any
// checkout, including one whose path holds a space (URL-encoded in import.meta.url).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_SITE_URL } from '../../lib/public-settings.mjs';

// The stand-in npm is a shell script; Windows runs the same entry check.
(process.platform === 'win32' ? test.skip : test)('runs the build from a checkout whose path holds a space', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build local-'));
  try {
    const checkout = path.join(root, 'my site');
    for (const file of ['scripts/build/build-local.mjs', 'scripts/shared/local-env.mjs', 'scripts/shared/scratch.mjs', 'lib/public-settings.mjs']) {
      fs.mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
      fs.copyFileSync(file, path.join(checkout, file));
    }
    // A stand-in npm that records how it was called, so the test needs no real build.
    const bin = path.join(root, 'bin');
    fs.mkdirSync(bin);
    fs.writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\necho "$@ $NEXT_PUBLIC_SITE_URL" > "${path.join(root, 'called')}"\n`, { mode: 0o755 });
    const { NEXT_PUBLIC_SITE_URL: _unset, ...env } = process.env; // eslint-disable-line @typescript-eslint/no-unused-vars
    const run = spawnSync(process.execPath, [path.join(checkout, 'scripts', 'build', 'build-local.mjs')], {
      cwd: checkout,
      encoding: 'utf8',
      env: { ...env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
    });
    expect(run.status).toBe(0);
    expect(fs.readFileSync(path.join(root, 'called'), 'utf8').trim()).toBe(`run build ${LOCAL_SITE_URL}`);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
