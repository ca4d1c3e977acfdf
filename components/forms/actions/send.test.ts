// The browser's side of relay mode against the real relay, served over HTTP by scripts/servers/serve.mjs,
// forwarding to the real local provider: each answer becomes the result the form words.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProvider } from '../../../scripts/servers/provider.mjs';
import { createStaticServer } from '../../../scripts/shared/static-server.mjs';
import { createEnquiryRelay, DEFAULT_RELAY_SETTINGS, RELAY_PATH, type EnquiryStore, type RelaySettings } from '@/lib/enquiry/server';
import { memoryStore } from '@/lib/enquiry/server/stores/memory.test-helper';
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
