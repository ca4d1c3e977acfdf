// The bundled solver as a worker runs it: one self-contained classic script that answers a
// {type: 'work'} message with the number that solves a real altcha-lib challenge.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { createChallenge } from 'altcha-lib';
import { writePowWorker } from './pow-worker.mjs';

test('the worker script imports nothing and solves a challenge sent to it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pow-worker-'));
  try {
    const file = await writePowWorker(process.cwd(), path.join(dir, 'solver.js'));
    const code = fs.readFileSync(file, 'utf8');
    expect(code).not.toMatch(/\bimport\s*[({"']|importScripts/);
    const challenge = await createChallenge({ hmacKey: 'pow-worker-test-key-0123456789abcdef', maxnumber: 1_000, number: 321 });
    const answered = new Promise<{ number: number }>((resolve) => {
      // What a worker scope offers the script: WebCrypto, TextEncoder, AbortController and postMessage.
      const scope: Record<string, unknown> = { crypto, TextEncoder, AbortController, postMessage: resolve };
      scope.self = scope;
      vm.createContext(scope);
      vm.runInContext(code, scope);
      (scope.onmessage as (event: unknown) => void)({ data: { type: 'work', payload: { ...challenge, max: challenge.maxnumber, start: 0 } } });
    });
    expect((await answered).number).toBe(321);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
