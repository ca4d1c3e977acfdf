// One contract (store-contract.test-helper.ts), every store: the in-memory and file stores here, D1 in
// Cloudflare's local runtime (workerd) and Netlify Blobs in Netlify's local sandbox through
// scripts/checks/store-contract.mjs, in a Node process of their own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STORE_CONTRACT, type StoreHandles } from './store-contract.test-helper';
import { fileStore } from './file';
import { memoryStore } from './memory.test-helper';

const caseNames = STORE_CONTRACT.map((contractCase) => contractCase.name);

describe('memory store', () => {
  const store = memoryStore();
  test.each(STORE_CONTRACT.map((contractCase) => [contractCase.name, contractCase] as const))('%s', (_name, contractCase) =>
    contractCase.run({ store, other: store }),
  );
});

describe('file store (two handles on one folder, as two processes)', () => {
  let folder: string;
  let handles: StoreHandles;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-'));
    handles = { store: fileStore(folder), other: fileStore(folder) };
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
  test.each(STORE_CONTRACT.map((contractCase) => [contractCase.name, contractCase] as const))('%s', (_name, contractCase) => contractCase.run(handles));

  test('a lock left by a killed process is broken, and a folder with a space in its path works', async () => {
    const spaced = fs.mkdtempSync(path.join(os.tmpdir(), 'file store '));
    try {
      const store = fileStore(spaced);
      const version = (await store.create('enquiry/x', { n: 1 }))!;
      const lock = path.join(spaced, 'enquiry', 'x.json.lock');
      fs.writeFileSync(lock, '');
      const old = new Date(Date.now() - 60_000);
      fs.utimesSync(lock, old, old);
      expect(await store.replace('enquiry/x', { n: 2 }, version)).toEqual(expect.any(String));
      expect(fs.existsSync(lock)).toBe(false);
    } finally {
      fs.rmSync(spaced, { recursive: true, force: true });
    }
  });
});

describe.each(['d1', 'netlify-blobs'])('%s store in its local runtime', (host) => {
  let results: { name: string; ok: boolean; skipped?: boolean; error?: string }[] = [];
  beforeAll(() => {
    const run = spawnSync('node', ['scripts/checks/store-contract.mjs', host], { encoding: 'utf8', timeout: 120_000 });
    const line = run.stdout.trim().split('\n').at(-1) ?? '';
    if (run.status !== 0 || !line.startsWith('[')) throw new Error(`store-contract ${host} failed:\n${run.stdout}\n${run.stderr}`);
    results = JSON.parse(line) as typeof results;
  }, 150_000);

  test.each(caseNames)('%s', (name) => {
    const result = results.find((candidate) => candidate.name === name);
    expect(result).toBeDefined();
    if (!result!.ok) throw new Error(result!.error);
  });

  test('the racing cases are skipped only where the local runtime is not atomic (Netlify\'s sandbox)', () => {
    const skipped = results.filter((result) => result.skipped).map((result) => result.name);
    expect(skipped).toEqual(host === 'netlify-blobs' ? STORE_CONTRACT.filter((c) => c.racing).map((c) => c.name) : []);
  });
});
