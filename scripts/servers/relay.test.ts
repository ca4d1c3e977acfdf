// The enquiry relay through web-standard Request/Response objects, as each host passes them,
// against the real local provider (scripts/servers/provider.mjs) over real HTTP, keeping enquiries in the
// in-memory store (store.test.ts holds every store to the same contract; the host runtimes run
// the relay over their own stores in e2e/hosts.spec.ts). It lives beside that provider: the relay's
// folder imports nothing from scripts/, which imports the relay (scripts/checks/folder-imports.mjs).
import { bundledFormCopy as formsJson } from '../../lib/content/bundled-form-copy';
import { readFileSync } from 'node:fs';
import { CHALLENGE_PATH, createEnquiryRelay, DEFAULT_RELAY_SETTINGS, POW_EXPIRES_MS, POW_MAX_NUMBER, RELAY_PATH, relaySettingsFromEnv, type EnquiryStore, type KeptEnquiry, type RelaySettings, type SpamRecord } from '../../lib/enquiry/server';
import { memoryStore } from '../../lib/enquiry/server/stores/memory.test-helper';
import { providerForTests } from './provider.test-helper';
import { solvedPayload } from '../shared/solve-challenge.mjs';

interface ProviderRecord {
  body: Record<string, string>;
  headers: Record<string, string>;
}

const SITE = 'https://www.bluegreen.example';
const URL_ = `${SITE}${RELAY_PATH}`;
const PASSWORD = 'relay-test-password-5c1e';
const USER = 'relay-test-user';
const values = {
  firstName: ' Priya ',
  email: 'priya@example.com',
  mobile: '9876543210',
  city: 'Pune',
  productName: 'Hydro-pneumatic System',
  message: 'Please call after 5 pm.',
};
const natural = { ...values, website: '', elapsedMs: 9_000 };

const running = providerForTests({ user: USER, password: PASSWORD });

function settings(overrides: Partial<RelaySettings> = {}): RelaySettings {
  return {
    ...DEFAULT_RELAY_SETTINGS,
    provider: { apiUrl: running.provider.url, product: 'bluegreen', user: USER, password: PASSWORD },
    ...overrides,
  };
}

let keyCount = 0;
function newKey() {
  keyCount += 1;
  return `test-key-${String(keyCount).padStart(8, '0')}-${Date.now()}`;
}

function post(body: unknown, init: { key?: string; origin?: string | null; type?: string; raw?: string } = {}): Request {
  const headers = new Headers({ 'Content-Type': init.type ?? 'application/json' });
  if (init.origin !== null) headers.set('Origin', init.origin ?? SITE);
  if (init.key) headers.set('Idempotency-Key', init.key);
  return new Request(URL_, { method: 'POST', headers, body: init.raw ?? JSON.stringify(body) });
}

async function read(response: Response) {
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown>, text, headers: response.headers };
}

const records = () => running.provider.records() as ProviderRecord[];
const mailPosts = () => running.provider.calls().filter((call: { path: string }) => call.path.endsWith('-contact-mail-send'));

const DAY_MS = 24 * 60 * 60_000;

/** One relay instance over a store (a new in-memory one unless given), with a clock the test moves. */
function instance(overrides: Partial<RelaySettings> = {}, shared?: { store?: EnquiryStore; clock?: { now: number } }) {
  const store = shared?.store ?? memoryStore();
  const clock = shared?.clock ?? { now: 1_000_000 };
  const lines: string[] = [];
  const relay = createEnquiryRelay(settings(overrides), store, { now: () => clock.now, log: (line) => lines.push(line) });
  const deliveries: Promise<unknown>[] = [];
  const send = async (request: Request, clientAddress = '203.0.113.7') =>
    read(await relay.handle(request, { clientAddress, waitUntil: (promise) => deliveries.push(promise) }));
  /** Waits for the deliveries the answers started (the host's waitUntil). */
  const delivered = () => Promise.all(deliveries.splice(0));
  return { relay, store, clock, lines, send, delivered };
}

const kept = async (store: EnquiryStore, key: string) => (await store.get<KeptEnquiry>(`enquiry/${key}`))?.value;
const mailsFor = (key: string) => records().filter((record) => record.headers['idempotency-key'] === key);
const callsFor = (key: string) => mailPosts().filter((call: { headers: Record<string, string> }) => call.headers['idempotency-key'] === key);

describe('accepted means kept (202)', () => {
  test('keeps the enquiry before answering, then delivers the trimmed values once with the key as Idempotency-Key', async () => {
    const { send, store, delivered } = instance();
    const key = newKey();
    const answer = await send(post(natural, { key }));
    expect(answer.status).toBe(202);
    expect(answer.body.id).toMatch(/^[\w-]{16,}$/);
    expect(await kept(store, key)).toMatchObject({ id: answer.body.id, values: { ...values, firstName: 'Priya' } });
    await delivered();
    const [record, ...more] = records();
    expect(more).toEqual([]);
    expect(record!.body).toEqual({ ...values, firstName: 'Priya' });
    expect(record!.headers['idempotency-key']).toBe(key);
    expect(record!.headers['x-am-authorization']).toMatch(/^[\w-]{20,}$/);
    expect(await kept(store, key)).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(await store.list('due/')).toEqual([]);
    // Neither the credentials nor the provider's token are ever in an answer.
    for (const secret of [USER, PASSWORD, record!.headers['x-am-authorization']!, running.provider.url]) expect(answer.text).not.toContain(secret);
  });

  test('a repeat of a kept key gets the first id and is not forwarded again', async () => {
    const { send, delivered } = instance();
    const key = newKey();
    const first = await send(post(natural, { key }));
    await delivered();
    const again = await send(post(natural, { key }));
    await delivered();
    expect(again).toMatchObject({ status: 202, body: { id: first.body.id } });
    expect(callsFor(key)).toHaveLength(1);
  });

  test('two sends of one key at once (a double click) keep and forward it once; both get the same id', async () => {
    const { send, delivered } = instance();
    const key = newKey();
    const [a, b] = await Promise.all([send(post(natural, { key })), send(post(natural, { key }))]);
    await delivered();
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body.id).toBe(b.body.id);
    expect(callsFor(key)).toHaveLength(1);
  });
});

describe('refused before keeping', () => {
  test("400 names each invalid field in the forms' own words", async () => {
    const { send, store } = instance();
    const answer = await send(post({ ...natural, email: 'a@b', mobile: '12345', city: ' ' }, { key: newKey() }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      email: formsJson.errors.emailInvalid,
      mobile: formsJson.errors.mobileInvalid,
      city: formsJson.errors.cityRequired,
    });
    expect(await store.list('enquiry/')).toEqual([]);
    expect(running.provider.calls()).toEqual([]);
  });

  test('400 for a body that is not a JSON object, or a malformed Idempotency-Key', async () => {
    const { send } = instance();
    expect((await send(post(null, { raw: '{"firstName":' }))).status).toBe(400);
    expect((await send(post(null, { raw: '[1,2]' }))).status).toBe(400);
    const badKey = await send(post(natural, { key: 'short' }));
    expect(badKey.status).toBe(400);
    expect(Object.keys(badKey.body.errors as object)).toEqual(['idempotencyKey']);
    expect(running.provider.calls()).toEqual([]);
  });

  test('403 without an Origin or from another site; an allowed origin passes', async () => {
    const { send, delivered } = instance({ allowedOrigins: ['https://bluegreen.example'] });
    expect((await send(post(natural, { origin: null }))).status).toBe(403);
    expect((await send(post(natural, { origin: 'https://evil.example' }))).body).toEqual({ error: 'forbidden-origin' });
    expect((await send(post(natural, { origin: 'https://bluegreen.example', key: newKey() }))).status).toBe(202);
    await delivered();
    expect(records()).toHaveLength(1);
  });

  test('413 for a body over 8 KiB, whether or not it says its length', async () => {
    const { send } = instance();
    const big = { ...natural, message: 'x'.repeat(9000) };
    expect((await send(post(big))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
        controller.close();
      },
    });
    const unsized = new Request(URL_, { method: 'POST', headers: { Origin: SITE, 'Content-Type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect((await send(unsized)).status).toBe(413);
    expect(running.provider.calls()).toEqual([]);
  });

  test('415 for anything but JSON; 405 with Allow for anything but POST', async () => {
    const { send } = instance();
    expect((await send(post(null, { type: 'application/x-www-form-urlencoded', raw: 'firstName=Priya' }))).status).toBe(415);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await send(new Request(URL_, { method, headers: { Origin: SITE } }));
      expect(answer.status).toBe(405);
      expect(answer.headers.get('Allow')).toBe('POST');
    }
  });

  test('429 with Retry-After past 5 in 10 minutes from one address, across instances sharing a store', async () => {
    const a = instance();
    const b = instance({}, { store: a.store, clock: a.clock });
    for (let i = 0; i < 5; i += 1) expect((await (i % 2 ? a : b).send(post(natural, { key: newKey() }), '198.51.100.1')).status).toBe(202);
    a.clock.now += 60_000;
    const refused = await b.send(post(natural, { key: newKey() }), '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('540');
    expect((await a.send(post(natural, { key: newKey() }), '198.51.100.2')).status).toBe(202);
    a.clock.now += 540_000;
    expect((await b.send(post(natural, { key: newKey() }), '198.51.100.1')).status).toBe(202);
    await Promise.all([a.delivered(), b.delivered()]);
    expect(records()).toHaveLength(7);
    // Addresses are kept only as hashes.
    expect((await a.store.list('rate/')).join()).not.toContain('198.51.100');
  });

  test('503 not-configured without provider settings or without a store', async () => {
    const noProvider = createEnquiryRelay(settings({ provider: null }), memoryStore(), { log: () => {} });
    const noStore = createEnquiryRelay(settings(), null, { log: () => {} });
    for (const relay of [noProvider, noStore]) {
      const answer = await read(await relay.handle(post(natural, { key: newKey() }), { clientAddress: '203.0.113.7' }));
      expect(answer).toMatchObject({ status: 503, body: { error: 'not-configured' } });
    }
  });

  test('503 store-unavailable when the store fails: nothing is forwarded', async () => {
    const broken = memoryStore();
    broken.create = () => Promise.reject(new Error('store down'));
    const { send } = instance({}, { store: broken });
    expect(await send(post(natural, { key: newKey() }))).toMatchObject({ status: 503, body: { error: 'store-unavailable' } });
    expect(running.provider.calls()).toEqual([]);
  });
});

describe('spam: answered 202, kept apart, never forwarded', () => {
  test('the honeypot filled in, a send too soon after the first use, or no timing at all', async () => {
    const { send, store, lines } = instance();
    for (const body of [{ ...natural, website: 'https://cheap.example' }, { ...natural, elapsedMs: 800 }, values]) {
      const answer = await send(post(body, { key: newKey() }));
      expect(answer.status).toBe(202);
      expect(answer.body.id).toEqual(expect.any(String));
    }
    const spam = await Promise.all((await store.list('spam/')).map(async (key) => (await store.get<SpamRecord>(key))!.value.reason));
    expect(spam.sort()).toEqual(['honeypot', 'too-fast', 'too-fast']);
    expect(running.provider.calls()).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/Priya|priya@example\.com|9876543210|Pune/);
  });

  test('a person at a natural pace (just over the minimum) is kept and forwarded', async () => {
    const { send, store, delivered } = instance();
    const answer = await send(post({ ...natural, elapsedMs: DEFAULT_RELAY_SETTINGS.minFillMs }, { key: newKey() }));
    await delivered();
    expect(answer.status).toBe(202);
    expect(await store.list('spam/')).toEqual([]);
    expect(records()).toHaveLength(1);
  });
});

describe('nothing lost while the provider is down, nothing sent twice', () => {
  test.each(['token-500', 'mail-500', 'down'] as const)('%s: 202 and kept; the sweep delivers it once the provider is back', async (mode) => {
    const { send, relay, store, clock, delivered } = instance();
    const key = newKey();
    running.provider.setMode(mode);
    expect((await send(post(natural, { key }))).status).toBe(202);
    await delivered();
    expect(records()).toEqual([]);
    expect(await kept(store, key)).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: clock.now + DEFAULT_RELAY_SETTINGS.retryBaseMs });
    // Not due yet: the sweep leaves it.
    expect(await relay.sweep()).toMatchObject({ due: 1, delivered: 0 });
    running.provider.setMode('ok');
    clock.now += DEFAULT_RELAY_SETTINGS.retryBaseMs;
    expect(await relay.sweep()).toMatchObject({ due: 1, delivered: 1 });
    expect(mailsFor(key)).toHaveLength(1);
    expect(await relay.sweep()).toMatchObject({ due: 0 });
  });

  test('backoff doubles after each failure', async () => {
    const { send, relay, store, clock, delivered } = instance();
    const key = newKey();
    running.provider.setMode('mail-500');
    await send(post(natural, { key }));
    await delivered();
    const base = DEFAULT_RELAY_SETTINGS.retryBaseMs;
    for (const wait of [base, 2 * base, 4 * base]) {
      const before = (await kept(store, key))!;
      expect(before.nextAttemptAt - clock.now).toBe(wait);
      clock.now += wait;
      await relay.sweep();
    }
    expect((await kept(store, key))!.attempts).toBe(4);
  });

  test('a provider that keeps failing: set aside after the give-up time, with one log line naming only the id', async () => {
    const { send, relay, store, clock, lines, delivered } = instance({ giveUpAfterMs: DAY_MS });
    const key = newKey();
    running.provider.setMode('down');
    const { body } = await send(post(natural, { key }));
    await delivered();
    clock.now += DAY_MS;
    expect(await relay.sweep()).toMatchObject({ setAside: 1 });
    expect(await kept(store, key)).toMatchObject({ state: 'set-aside' });
    expect(await store.get(`aside/${key}`)).not.toBeNull();
    expect(await store.list('due/')).toEqual([]);
    const asideLines = lines.filter((line) => line.includes('SET ASIDE'));
    expect(asideLines).toHaveLength(1);
    expect(asideLines[0]).toContain(String(body.id));
    expect(lines.join('\n')).not.toMatch(/Priya|priya@example\.com|9876543210|Pune/);
    running.provider.setMode('ok');
    clock.now += DAY_MS;
    expect(await relay.sweep()).toMatchObject({ due: 0 });
    expect(records()).toEqual([]);
  });

  test('a provider slower than the timeout: retried with the same key, which the provider honours: one mail', async () => {
    const { send, relay, clock, delivered } = instance({ providerTimeoutMs: 150 });
    const key = newKey();
    running.provider.setMode('mail-slow', { delayMs: 600 });
    await send(post(natural, { key }));
    await delivered();
    running.provider.setMode('ok');
    clock.now += DEFAULT_RELAY_SETTINGS.retryBaseMs;
    expect(await relay.sweep()).toMatchObject({ delivered: 1 });
    expect(callsFor(key)).toHaveLength(2);
    expect(mailsFor(key)).toHaveLength(1);
  });

  test('two instances: while one delivers, the other leaves it; after its lease runs out (killed), the other takes over', async () => {
    const a = instance({ providerTimeoutMs: 300, leaseMs: 60_000 });
    const b = instance({ providerTimeoutMs: 300, leaseMs: 60_000 }, { store: a.store, clock: a.clock });
    const key = newKey();
    running.provider.setMode('mail-hang');
    await a.send(post(natural, { key }));
    // a is mid-forward: b's sweep must not forward it too.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await b.relay.sweep()).toMatchObject({ due: 1, delivered: 0 });
    expect(callsFor(key)).toHaveLength(1);
    await a.delivered();
    // As if a had been killed mid-forward: its lease runs out and b takes the delivery over.
    await a.store.replace(`enquiry/${key}`, { ...(await kept(a.store, key))!, state: 'sending', leaseUntil: a.clock.now + 60_000 }, (await a.store.get(`enquiry/${key}`))!.version);
    running.provider.setMode('ok');
    a.clock.now += 30_000;
    expect(await b.relay.sweep()).toMatchObject({ delivered: 0 });
    a.clock.now += 30_001;
    expect(await b.relay.sweep()).toMatchObject({ delivered: 1 });
    expect(mailsFor(key)).toHaveLength(1);
  });
});

describe('retention', () => {
  test('delivered enquiries and spam are deleted after the retention period; set-aside ones stay for the owner', async () => {
    const { send, relay, store, clock, delivered } = instance({ retentionMs: 30 * DAY_MS, giveUpAfterMs: 0 });
    const deliveredKey = newKey();
    await send(post(natural, { key: deliveredKey }));
    await delivered();
    await send(post({ ...natural, website: 'x' }, { key: newKey() }));
    running.provider.setMode('down');
    const asideKey = newKey();
    await send(post(natural, { key: asideKey }));
    await delivered();
    expect(await kept(store, asideKey)).toMatchObject({ state: 'set-aside' });

    clock.now += 29 * DAY_MS;
    expect(await relay.sweep()).toMatchObject({ purged: 0 });
    clock.now += 2 * DAY_MS;
    expect(await relay.sweep()).toMatchObject({ purged: 2 });
    expect(await kept(store, deliveredKey)).toBeUndefined();
    expect(await store.list('spam/')).toEqual([]);
    expect(await store.list('done/')).toEqual([]);
    expect(await kept(store, asideKey)).toMatchObject({ state: 'set-aside' });
    expect(await store.list('rate/')).toEqual([]);
  });
});

describe('proof of work (ALTCHA v1): refused with 403 and never forwarded without a fresh solution', () => {
  const pow = { hmacKey: 'relay-test-pow-key-0123456789abcdef012345', maxNumber: 2_000, expiresMs: POW_EXPIRES_MS };
  const challengeRequest = () => new Request(`${SITE}${CHALLENGE_PATH}`, { headers: { Origin: SITE } });
  async function solvedFrom(relay: ReturnType<typeof instance>) {
    const answer = await relay.send(challengeRequest());
    return solvedPayload(answer.body as never);
  }

  test('GET the challenge path: signed challenge JSON, no-store, no cookie; 404 when the proof of work is off', async () => {
    const relay = instance({ proofOfWork: pow });
    const answer = await relay.send(challengeRequest());
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['algorithm', 'challenge', 'maxnumber', 'salt', 'signature']);
    expect(answer.body.algorithm).toBe('SHA-256');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Set-Cookie')).toBeNull();
    expect((await instance().send(challengeRequest())).status).toBe(404);
  });

  test('missing, forged, expired and reused solutions: 403 proof-of-work, nothing kept or forwarded', async () => {
    const relay = instance({ proofOfWork: pow });
    const forged = JSON.parse(atob(await solvedFrom(relay))) as Record<string, unknown>;
    forged.signature = 'f'.repeat(64);
    const expired = await solvedFrom(relay);
    const used = await solvedFrom(relay);
    const first = await relay.send(post({ ...natural, altcha: used }, { key: newKey() }));
    expect(first.status).toBe(202);
    await relay.delivered();
    const mailsBefore = mailPosts().length;
    const refusals: [unknown, string][] = [[undefined, 'missing'], [btoa(JSON.stringify(forged)), 'invalid'], [used, 'used']];
    for (const [altcha, reason] of refusals) {
      const key = newKey();
      const answer = await relay.send(post({ ...natural, altcha }, { key }));
      expect([answer.status, answer.body]).toEqual([403, { error: 'proof-of-work', reason }]);
      expect(await kept(relay.store, key)).toBeUndefined();
    }
    relay.clock.now += POW_EXPIRES_MS + 1;
    const late = await relay.send(post({ ...natural, altcha: expired }, { key: newKey() }));
    expect([late.status, late.body]).toEqual([403, { error: 'proof-of-work', reason: 'expired' }]);
    await relay.delivered();
    expect(mailPosts()).toHaveLength(mailsBefore);
    // Spam signals come after the proof of work: a robot without one is not even recorded.
    expect(await relay.store.list('spam/')).toEqual([]);
  });

  test('the repeat after a lost answer (same key, same solution) gets 202 and the first id; one mail', async () => {
    const relay = instance({ proofOfWork: pow });
    const key = newKey();
    const altcha = await solvedFrom(relay);
    const first = await relay.send(post({ ...natural, altcha }, { key }));
    await relay.delivered();
    const repeat = await relay.send(post({ ...natural, altcha }, { key }));
    await relay.delivered();
    expect([first.status, repeat.status]).toEqual([202, 202]);
    expect(repeat.body.id).toBe(first.body.id);
    expect(callsFor(key)).toHaveLength(1);
  });

  test('without its secret it takes no new enquiry, but what it keeps is still delivered by the sweep', async () => {
    // Kept by an instance that took it (the proof of work off), while the provider was down.
    const before = instance({ proofOfWork: 'off' });
    const key = newKey();
    running.provider.setMode('down');
    expect((await before.send(post(natural, { key }))).status).toBe(202);
    await before.delivered();
    running.provider.setMode('ok');
    const missing = instance({ proofOfWork: 'no-secret' }, { store: before.store, clock: before.clock });
    expect((await missing.send(post(natural, { key: newKey() }))).status).toBe(503);
    before.clock.now += 10 * 60_000;
    expect((await missing.relay.sweep()).delivered).toBe(1);
    expect(mailsFor(key)).toHaveLength(1);
  });

  test('503 not-configured while on without a secret; the sweep deletes old solution records', async () => {
    const unconfigured = instance({ proofOfWork: 'no-secret' });
    expect((await unconfigured.send(post(natural, { key: newKey() }))).status).toBe(503);
    expect(unconfigured.lines.join('\n')).toMatch(/ENQUIRY_POW_SECRET/);
    const relay = instance({ proofOfWork: pow });
    expect((await relay.send(post({ ...natural, altcha: await solvedFrom(relay) }, { key: newKey() }))).status).toBe(202);
    await relay.delivered();
    expect(await relay.store.list('pow/')).toHaveLength(1);
    relay.clock.now += 3 * DAY_MS;
    expect((await relay.relay.sweep()).powEntriesPurged).toBe(1);
    expect(await relay.store.list('pow/')).toEqual([]);
  });
});

describe('relaySettingsFromEnv', () => {
  test('reads the server-side variables, with defaults', () => {
    const parsed = relaySettingsFromEnv({
      ENQUIRY_API_URL: 'https://api.example.com/',
      ENQUIRY_PRODUCT: 'bluegreen',
      ENQUIRY_USER: 'u',
      ENQUIRY_PASSWORD: 'p',
      ENQUIRY_RATE_LIMIT: '3/60',
      ENQUIRY_ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
      ENQUIRY_RETENTION_DAYS: '7',
      ENQUIRY_GIVE_UP_HOURS: '48',
      ENQUIRY_RETRY_SECONDS: '10',
    });
    expect(parsed.provider).toEqual({ apiUrl: 'https://api.example.com', product: 'bluegreen', user: 'u', password: 'p' });
    expect(parsed.rateLimit).toEqual({ max: 3, windowMs: 60_000 });
    expect(parsed.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(parsed.retentionMs).toBe(7 * DAY_MS);
    expect(parsed.giveUpAfterMs).toBe(2 * DAY_MS);
    expect(parsed.retryBaseMs).toBe(10_000);
    expect(parsed.leaseMs).toBeGreaterThan(2 * parsed.providerTimeoutMs);
    const defaults = relaySettingsFromEnv({});
    expect(defaults.provider).toBeNull();
    expect(defaults.retentionMs).toBe(30 * DAY_MS);
    expect(defaults.giveUpAfterMs).toBe(DAY_MS);
    expect(defaults.proofOfWork).toBe('no-secret');
    expect(relaySettingsFromEnv({ ENQUIRY_POW: 'off' }).proofOfWork).toBe('off');
    expect(relaySettingsFromEnv({ ENQUIRY_POW_SECRET: 's'.repeat(32) }).proofOfWork).toEqual({ hmacKey: 's'.repeat(32), maxNumber: POW_MAX_NUMBER, expiresMs: POW_EXPIRES_MS });
    expect(relaySettingsFromEnv({ ENQUIRY_POW_SECRET: 's'.repeat(32), ENQUIRY_POW_EXPIRES_SECONDS: '30' }).proofOfWork).toMatchObject({ expiresMs: 30_000 });
  });

  test('says which variable is wrong', () => {
    expect(() => relaySettingsFromEnv({ ENQUIRY_RATE_LIMIT: 'five' })).toThrow(/ENQUIRY_RATE_LIMIT/);
    expect(() => relaySettingsFromEnv({ ENQUIRY_TIMEOUT_MS: '-1' })).toThrow(/ENQUIRY_TIMEOUT_MS/);
    expect(() => relaySettingsFromEnv({ ENQUIRY_RETENTION_DAYS: 'a month' })).toThrow(/ENQUIRY_RETENTION_DAYS/);
    expect(() => relaySettingsFromEnv({ ENQUIRY_API_URL: 'api.example.com', ENQUIRY_PRODUCT: 'x' })).toThrow(/ENQUIRY_API_URL/);
    expect(() => relaySettingsFromEnv({ ENQUIRY_POW: 'maybe' })).toThrow(/ENQUIRY_POW/);
    expect(() => relaySettingsFromEnv({ ENQUIRY_POW_SECRET: 'short' })).toThrow(/ENQUIRY_POW_SECRET/);
    expect(() => relaySettingsFromEnv({ ENQUIRY_POW_SECRET: 's'.repeat(32), ENQUIRY_POW_EXPIRES_SECONDS: '0' })).toThrow(/ENQUIRY_POW_EXPIRES_SECONDS/);
  });
});

test("Netlify's functions answer at the relay path and the challenge path (Netlify reads their config statically)", () => {
  expect(readFileSync('netlify/functions/enquiries.ts', 'utf8')).toContain(`export const config = { path: '${RELAY_PATH}' };`);
  expect(readFileSync('netlify/functions/enquiries-challenge.ts', 'utf8')).toContain(`export const config = { path: '${CHALLENGE_PATH}' };`);
});
