// The enquiry relay through web-standard Request/Response objects, as each host passes them,
// against the real local provider (scripts/provider.mjs) over real HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import formsJson from '../../content/forms.json';
import { onRequestPost } from '../../functions/api/enquiries';
import netlifyEnquiries, { config as netlifyConfig } from '../../netlify/functions/enquiries';
import { startProvider } from '../../scripts/provider.mjs';
import { RELAY_PATH } from '../config';
import { createEnquiryRelay, type RelayHooks, type SpamRecord } from './relay';
import { DEFAULT_RELAY_SETTINGS, relaySettingsFromEnv, type RelaySettings } from './relay-settings';

type Provider = Awaited<ReturnType<typeof startProvider>>;
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

let dir: string;
let provider: Provider;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'enquiry-relay-'));
  provider = await startProvider({ port: 0, record: join(dir, 'enquiries.jsonl'), user: USER, password: PASSWORD });
});
afterAll(async () => {
  await provider.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  provider.setMode('ok');
  provider.clear();
});

function settings(overrides: Partial<RelaySettings> = {}): RelaySettings {
  return {
    ...DEFAULT_RELAY_SETTINGS,
    provider: { apiUrl: provider.url, product: 'bluegreen', user: USER, password: PASSWORD },
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

const records = () => provider.records() as ProviderRecord[];
const mailPosts = () => provider.calls().filter((call: { path: string }) => call.path.endsWith('-contact-mail-send'));

function relay(overrides: Partial<RelaySettings> = {}, hooks: RelayHooks = {}) {
  const handler = createEnquiryRelay(settings(overrides), { onSpam: () => {}, ...hooks });
  return (request: Request, clientAddress = '203.0.113.7') => handler(request, { clientAddress }).then(read);
}

describe('accepted (202)', () => {
  test('forwards the trimmed values once, with the key as Idempotency-Key, and answers an id', async () => {
    const send = relay();
    const key = newKey();
    const answer = await send(post(natural, { key }));
    expect(answer.status).toBe(202);
    expect(answer.body.id).toMatch(/^[\w-]{16,}$/);
    const [record, ...more] = records();
    expect(more).toEqual([]);
    expect(record!.body).toEqual({ ...values, firstName: 'Priya' });
    expect(record!.headers['idempotency-key']).toBe(key);
    expect(record!.headers['x-am-authorization']).toMatch(/^[\w-]{20,}$/);
    // Neither the credentials nor the provider's token are ever in an answer.
    for (const secret of [USER, PASSWORD, record!.headers['x-am-authorization']!, provider.url]) expect(answer.text).not.toContain(secret);
  });

  test('a repeat of an accepted key gets the first answer and is not forwarded again', async () => {
    const send = relay();
    const key = newKey();
    const first = await send(post(natural, { key }));
    const again = await send(post(natural, { key }));
    expect(again).toMatchObject({ status: 202, body: { id: first.body.id } });
    expect(records()).toHaveLength(1);
  });

  test('two sends of one key at once (a double click) forward it once; both get the same id', async () => {
    const send = relay();
    const key = newKey();
    const [a, b] = await Promise.all([send(post(natural, { key })), send(post(natural, { key }))]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body.id).toBe(b.body.id);
    expect(records()).toHaveLength(1);
    expect(mailPosts()).toHaveLength(1);
  });
});

describe('refused before forwarding', () => {
  test('400 names each invalid field in the forms\' own words', async () => {
    const answer = await relay()(post({ ...natural, email: 'a@b', mobile: '12345', city: ' ' }, { key: newKey() }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      email: formsJson.errors.emailInvalid,
      mobile: formsJson.errors.mobileInvalid,
      city: formsJson.errors.cityRequired,
    });
    expect(provider.calls()).toEqual([]);
  });

  test('400 for a body that is not a JSON object, or a malformed Idempotency-Key', async () => {
    const send = relay();
    expect((await send(post(null, { raw: '{"firstName":' }))).status).toBe(400);
    expect((await send(post(null, { raw: '[1,2]' }))).status).toBe(400);
    const badKey = await send(post(natural, { key: 'short' }));
    expect(badKey.status).toBe(400);
    expect(Object.keys(badKey.body.errors as object)).toEqual(['idempotencyKey']);
    expect(provider.calls()).toEqual([]);
  });

  test('403 without an Origin or from another site; an allowed origin passes', async () => {
    const send = relay({ allowedOrigins: ['https://bluegreen.example'] });
    expect((await send(post(natural, { origin: null }))).status).toBe(403);
    expect((await send(post(natural, { origin: 'https://evil.example' }))).body).toEqual({ error: 'forbidden-origin' });
    expect((await send(post(natural, { origin: 'https://bluegreen.example', key: newKey() }))).status).toBe(202);
    expect(records()).toHaveLength(1);
  });

  test('413 for a body over 8 KiB, whether or not it says its length', async () => {
    const send = relay();
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
    expect(provider.calls()).toEqual([]);
  });

  test('415 for anything but JSON; 405 for anything but POST', async () => {
    const send = relay();
    expect((await send(post(null, { type: 'application/x-www-form-urlencoded', raw: 'firstName=Priya' }))).status).toBe(415);
    const get = await send(new Request(URL_, { headers: { Origin: SITE } }));
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
  });

  test('429 with Retry-After past 5 in 10 minutes from one address; others and later sends pass', async () => {
    let now = 1_000_000;
    const send = relay({}, { now: () => now });
    for (let i = 0; i < 5; i += 1) expect((await send(post(natural, { key: newKey() }), '198.51.100.1')).status).toBe(202);
    now += 60_000;
    const refused = await send(post(natural, { key: newKey() }), '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('540');
    expect((await send(post(natural, { key: newKey() }), '198.51.100.2')).status).toBe(202);
    now += 540_000;
    expect((await send(post(natural, { key: newKey() }), '198.51.100.1')).status).toBe(202);
    expect(records()).toHaveLength(7);
  });

  test('503 when the server has no provider settings', async () => {
    const answer = await relay({ provider: null })(post(natural, { key: newKey() }));
    expect(answer).toMatchObject({ status: 503, body: { error: 'not-configured' } });
  });
});

describe('spam: answered 202, recorded, never forwarded', () => {
  test('the honeypot filled in, a send too soon after the first use, or no timing at all', async () => {
    const spam: SpamRecord[] = [];
    const send = relay({}, { onSpam: (record) => spam.push(record) });
    for (const body of [{ ...natural, website: 'https://cheap.example' }, { ...natural, elapsedMs: 800 }, values]) {
      const answer = await send(post(body, { key: newKey() }));
      expect(answer.status).toBe(202);
      expect(answer.body.id).toEqual(expect.any(String));
    }
    expect(spam.map((record) => record.reason)).toEqual(['honeypot', 'too-fast', 'too-fast']);
    expect(spam[0]!.clientAddress).toBe('203.0.113.7');
    expect(provider.calls()).toEqual([]);
  });

  test('a person at a natural pace (just over the minimum) is forwarded', async () => {
    const spam: SpamRecord[] = [];
    const answer = await relay({}, { onSpam: (record) => spam.push(record) })(post({ ...natural, elapsedMs: DEFAULT_RELAY_SETTINGS.minFillMs }, { key: newKey() }));
    expect(answer.status).toBe(202);
    expect(spam).toEqual([]);
    expect(records()).toHaveLength(1);
  });
});

describe('provider failures', () => {
  test.each(['token-500', 'mail-500', 'down'] as const)('%s: 502, and a retry of the same key forwards again once it is back', async (mode) => {
    const send = relay();
    const key = newKey();
    provider.setMode(mode);
    expect(await send(post(natural, { key }))).toMatchObject({ status: 502, body: { error: 'provider-failed' } });
    expect(records()).toEqual([]);
    provider.setMode('ok');
    expect((await send(post(natural, { key }))).status).toBe(202);
    expect(records().map((record) => record.headers['idempotency-key'])).toEqual([key]);
  });

  test('504 when the provider is slow; a retry of that key after the mail went out is not forwarded again: one mail', async () => {
    const send = relay({ answerWithinMs: 150 });
    const key = newKey();
    provider.setMode('mail-slow', { delayMs: 600 });
    expect(await send(post(natural, { key }))).toMatchObject({ status: 504, body: { error: 'provider-timeout' } });
    expect(records()).toHaveLength(1); // the mail went out although the answer did not come in time
    provider.setMode('ok');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await send(post(natural, { key }))).status).toBe(202);
    expect(records()).toHaveLength(1);
    expect(mailPosts()).toHaveLength(1);
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
    });
    expect(parsed.provider).toEqual({ apiUrl: 'https://api.example.com', product: 'bluegreen', user: 'u', password: 'p' });
    expect(parsed.rateLimit).toEqual({ max: 3, windowMs: 60_000 });
    expect(parsed.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(parsed.answerWithinMs).toBe(10_000);
    expect(relaySettingsFromEnv({}).provider).toBeNull();
  });

  test('says which variable is wrong', () => {
    expect(() => relaySettingsFromEnv({ ENQUIRY_RATE_LIMIT: 'five' })).toThrow(/ENQUIRY_RATE_LIMIT/);
    expect(() => relaySettingsFromEnv({ ENQUIRY_TIMEOUT_MS: '-1' })).toThrow(/ENQUIRY_TIMEOUT_MS/);
    expect(() => relaySettingsFromEnv({ ENQUIRY_API_URL: 'api.example.com', ENQUIRY_PRODUCT: 'x' })).toThrow(/ENQUIRY_API_URL/);
  });
});

describe('host adapters', () => {
  const env = () => ({ ENQUIRY_API_URL: provider.url, ENQUIRY_PRODUCT: 'bluegreen', ENQUIRY_USER: USER, ENQUIRY_PASSWORD: PASSWORD });

  test('Cloudflare Pages: onRequestPost with context.env, CF-Connecting-IP and waitUntil', async () => {
    const waited: Promise<unknown>[] = [];
    const request = post(natural, { key: newKey() });
    request.headers.set('CF-Connecting-IP', '192.0.2.10');
    const answer = await read(await onRequestPost({ request, env: env(), waitUntil: (promise) => waited.push(promise) }));
    expect(answer.status).toBe(202);
    expect(waited).toHaveLength(1);
    await expect(waited[0]).resolves.toEqual({ ok: true });
    expect(records()).toHaveLength(1);
  });

  test('Netlify: the default export with process.env and context.ip, at the relay path', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, env());
    try {
      const answer = await read(await netlifyEnquiries(post(natural, { key: newKey() }), { ip: '192.0.2.11' }));
      expect(answer.status).toBe(202);
      expect(records()).toHaveLength(1);
    } finally {
      for (const name of Object.keys(env())) if (!(name in saved)) delete process.env[name];
    }
    expect(netlifyConfig.path).toBe(RELAY_PATH);
  });
});
