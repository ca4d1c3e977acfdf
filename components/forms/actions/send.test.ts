// The browser's side of relay mode against the real relay, served over HTTP by scripts/servers/serve.mjs,
// forwarding to the real local provider: each answer becomes the result the form words.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProvider } from '../../../scripts/servers/provider.mjs';
import { createStaticServer } from '../../../scripts/shared/static-server.mjs';
import { solveChallenge } from 'altcha-lib';
import { CHALLENGE_PATH, createEnquiryRelay, DEFAULT_RELAY_SETTINGS, RELAY_PATH, type EnquiryStore, type RelaySettings } from '@/lib/enquiry/server';
import { memoryStore } from '@/lib/enquiry/server/stores/memory.test-helper';
import { createPowSolver, type PowChallenge } from './proof-of-work';
import { sendToRelay, type RelayBody } from './send';

type Provider = Awaited<ReturnType<typeof startProvider>>;
let dir: string;
let provider: Provider;
const servers: { close: () => void; closeAllConnections: () => void }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'relay-client-'));
  mkdirSync(join(dir, 'out'));
  writeFileSync(join(dir, 'out', 'index.html'), '<!doctype html><title>site</title>');
  provider = await startProvider({ port: 0, record: join(dir, 'enquiries.jsonl') });
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await provider.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  provider.setMode('ok');
  provider.clear();
});

/** A site with a relay of these settings; resolves to the relay's URL. */
async function relayAt(overrides: Partial<RelaySettings> = {}, store: EnquiryStore = memoryStore()): Promise<string> {
  const relay = createEnquiryRelay(
    { ...DEFAULT_RELAY_SETTINGS, provider: { apiUrl: provider.url, product: 'bluegreen', user: 'local-user', password: 'local-password' }, ...overrides },
    store,
    { log: () => {} },
  );
  const server = createStaticServer({ dir: join(dir, 'out'), basePath: '', relay });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}${RELAY_PATH}`;
}

// Node's fetch sends no Origin; a browser on the site sends its own.
const originOf = (url: string) => new URL(url).origin;
const body: RelayBody = {
  firstName: 'Priya',
  email: 'priya@example.com',
  mobile: '9876543210',
  city: 'Pune',
  productName: 'Pumps',
  message: '',
  website: '',
  elapsedMs: 6000,
};
let count = 0;
const key = () => `client-test-key-${(count += 1)}-${Date.now()}`;

async function send(url: string, overrides: Partial<RelayBody> = {}, timeoutMs?: number) {
  const saved = globalThis.fetch;
  // Add the Origin a browser adds (Node's fetch does not).
  globalThis.fetch = (input, init) => saved(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Origin: originOf(url) } });
  try {
    return await sendToRelay({ ...body, ...overrides }, { url, idempotencyKey: key(), timeoutMs });
  } finally {
    globalThis.fetch = saved;
  }
}

test("202: ok with the relay's id, as soon as the enquiry is kept (even while the provider fails)", async () => {
  const result = await send(await relayAt());
  expect(result).toEqual({ ok: true, id: expect.stringMatching(/^[\w-]{16,}$/) });
  provider.setMode('mail-500');
  expect(await send(await relayAt())).toEqual({ ok: true, id: expect.any(String) });
});

test('400: rejected, with the field errors', async () => {
  const result = await send(await relayAt(), { email: 'nope' });
  expect(result).toEqual({ ok: false, kind: 'rejected', errors: { email: expect.any(String) } });
});

test('429: rateLimited, with the seconds to wait', async () => {
  const url = await relayAt({ rateLimit: { max: 1, windowMs: 120_000 } });
  await send(url);
  expect(await send(url)).toEqual({ ok: false, kind: 'rateLimited', retryAfterSeconds: 120 });
});

test('503 becomes notConfigured, or a retryable error when the store is unavailable', async () => {
  expect(await send(await relayAt({ provider: null }))).toEqual({ ok: false, kind: 'notConfigured' });
  const broken = memoryStore();
  broken.create = () => Promise.reject(new Error('store down'));
  expect(await send(await relayAt({}, broken))).toEqual({ ok: false, kind: 'http', step: 'relay', status: 503 });
});

test('no relay answer within the time: a timeout; nothing listening: a network failure', async () => {
  const stuck = memoryStore();
  stuck.create = () => new Promise(() => {});
  expect(await send(await relayAt({}, stuck), {}, 200)).toEqual({ ok: false, kind: 'timeout', step: 'relay', timeoutMs: 200 });
  expect(await send('http://127.0.0.1:9/api/enquiries')).toMatchObject({ ok: false, kind: 'network', step: 'relay' });
});

describe('proof of work: the solver as the form uses it, against the real relay', () => {
  const proofOfWork = { hmacKey: 'client-test-pow-key-0123456789abcdef0123', maxNumber: 2_000, expiresMs: 600_000 };
  // altcha-lib's solver in Node, as the worker runs it in the page.
  const solve = async (challenge: PowChallenge) =>
    (await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise)?.number ?? null;
  const solverFor = (url: string) => createPowSolver({ challengeUrl: url.replace(RELAY_PATH, CHALLENGE_PATH), solve });

  test('a solved challenge is accepted once; without one, or used again for another enquiry, the answer is proofOfWork', async () => {
    const url = await relayAt({ proofOfWork });
    const solver = solverFor(url);
    solver.start();
    const altcha = (await solver.solution())!;
    expect(typeof altcha).toBe('string');
    expect(await send(url, { altcha })).toEqual({ ok: true, id: expect.any(String) });
    expect(await send(url, { altcha })).toEqual({ ok: false, kind: 'proofOfWork' });
    expect(await send(url)).toEqual({ ok: false, kind: 'proofOfWork' });
    solver.forget();
    expect(await send(url, { altcha: (await solver.solution())! })).toEqual({ ok: true, id: expect.any(String) });
    // Delivered after the answer: two enquiries, two mails.
    for (let tries = 0; tries < 100 && provider.records().length < 2; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(provider.records()).toHaveLength(2);
  });

  test('with the relay\'s proof of work off there is nothing to solve; a failed fetch is tried again on the next send', async () => {
    expect(await solverFor(await relayAt()).solution()).toBeNull();
    let calls = 0;
    const url = await relayAt({ proofOfWork });
    const flaky = createPowSolver({
      challengeUrl: url.replace(RELAY_PATH, CHALLENGE_PATH),
      solve,
      fetch: (input, init) => (++calls === 1 ? Promise.reject(new TypeError('offline')) : fetch(input, init)),
    });
    expect(await flaky.solution()).toBeNull();
    expect(await send(url, { altcha: (await flaky.solution())! })).toEqual({ ok: true, id: expect.any(String) });
    expect(calls).toBe(2);
  });
});
