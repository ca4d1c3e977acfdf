// A local server whose port is taken says which port and what to do, and exits non-zero (so
// `npm start` fails instead of exiting 0 with Node's bare EADDRINUSE).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

let blocker: net.Server;
let port = 0;
let dir = '';

beforeAll(async () => {
  blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  port = (blocker.address() as AddressInfo).port;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'port-in-use-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
});

afterAll(async () => {
  await new Promise((resolve) => blocker.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

test.each([
  ['site server', ['scripts/servers/serve.mjs', '--dir', 'DIR', '--store', 'DIR/store']],
  ['enquiry provider', ['scripts/servers/provider.mjs', '--record', 'DIR/enquiries.jsonl', '--quiet']],
])('the %s names the taken port and exits with an error', (_, args) => {
  const run = spawnSync(process.execPath, [...args.map((arg) => arg.replace('DIR', dir)), '--port', String(port)], { encoding: 'utf8', timeout: 20_000 });
  expect(run.stderr).toContain(`port ${port} on 127.0.0.1 is already in use`);
  expect(run.stderr).toContain('try again');
  expect(run.status).toBe(1);
});
