// `npm run cms` refuses to start while Decap's local backend port is taken: a decap-server still
// running from an earlier session would otherwise take the admin's saves, and the new one would
// fail quietly. The refusal names the port and what to do, before anything is written or started.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_BACKEND_PORT, LOCAL_HOST } from '../../lib/public-settings.mjs';
import { startContentEditing } from './cms.mjs';

let blocker: net.Server | undefined;
let root = '';

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-port-'));
  const server = net.createServer();
  // Someone's `npm run cms` may hold the port already on a shared machine: taken all the same.
  blocker = await new Promise<net.Server | undefined>((resolve) => {
    server.once('error', () => resolve(undefined));
    server.listen(LOCAL_BACKEND_PORT, LOCAL_HOST, () => resolve(server));
  });
});

afterAll(async () => {
  if (blocker) await new Promise((resolve) => blocker!.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

test('content editing refuses to start while the local backend port is taken, naming the port and what to do', async () => {
  await expect(startContentEditing(root)).rejects.toThrow(`port ${LOCAL_BACKEND_PORT} on ${LOCAL_HOST} is already in use`);
  await expect(startContentEditing(root)).rejects.toThrow('try again');
  expect(fs.readdirSync(root)).toEqual([]); // nothing written into the working copy
});

test('npm run cms says so at once and exits with an error', () => {
  // Run in an empty folder: were the port not checked first, the preview's steps would fail there instead.
  const run = spawnSync(process.execPath, [path.resolve('scripts/servers/cms.mjs')], { cwd: root, encoding: 'utf8', timeout: 20_000 });
  expect(run.stderr).toContain(`port ${LOCAL_BACKEND_PORT} on ${LOCAL_HOST} is already in use`);
  expect(run.status).toBe(1);
  expect(fs.readdirSync(root)).toEqual([]);
});
