// The API client against the real local provider (scripts/servers/provider.mjs) over real HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProvider } from '../../../scripts/servers/provider.mjs';
import type { EnquiryConfig } from './config';
import { isRelativeUrl, readCookie, sendEnquiry } from './client';
import type { EnquiryResult } from '../shared/failures';
import type { EnquiryValues } from '../shared/schema';

type Provider = Awaited<ReturnType<typeof startProvider>>;

const values: EnquiryValues = {
  firstName: '  Priya ',
  email: 'priya@example.com ',
  mobile: ' 9876543210',
  city: 'Pune',
  productName: 'Hydro-pneumatic System',
  message: ' Please call me after 5 pm. ',
};
const sent = {
  firstName: 'Priya',
  email: 'priya@example.com',
  mobile: '9876543210',
  city: 'Pune',
  productName: 'Hydro-pneumatic System',
  message: 'Please call me after 5 pm.',
};

let dir: string;
let provider: Provider;
/** The same provider behind a path, as a same-origin reverse proxy would mount it. */
let proxied: Provider;
let config: EnquiryConfig;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'enquiry-client-'));
  provider = await startProvider({ port: 0, record: join(dir, 'enquiries.jsonl') });
  proxied = await startProvider({ port: 0, record: join(dir, 'proxied.jsonl'), prefix: '/enquiry-api' });
  config = { apiUrl: provider.url, product: 'bluegreen', user: 'local-user', password: 'local-password' };
});

afterAll(async () => {
  await provider.close();
  await proxied.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  for (const p of [provider, proxied]) {
    p.setMode('ok');
    p.clear();
  }
});

const TOKEN = '/api/system-api/admingbs/token';
const MAIL = '/api/custom-api/admingbs/bluegreen-contact-mail-send';

function posts(p: Provider): string[] {
  return p.calls().filter((call: { method: string }) => call.method === 'POST').map((call: { path: string }) => call.path);
}

describe('sendEnquiry', () => {
  test('success: a token call, then the mail-send call with the token and the trimmed values', async () => {
    await expect(sendEnquiry(values, { config })).resolves.toEqual({ ok: true });
    expect(posts(provider)).toEqual([TOKEN, MAIL]);
    const records = provider.records();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ path: MAIL, product: 'bluegreen', body: sent });
    expect(records[0].headers['x-am-authorization']).toMatch(/^[\w-]{20,}$/);
    expect(records[0].headers['content-type']).toBe('application/json');
    // An absolute (cross-origin) API URL never carries the anti-forgery header.
    expect(records[0].headers['x-xsrf-token']).toBeUndefined();
    expect(new Date(records[0].receivedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  test('every login gets its own token', async () => {
    await sendEnquiry(values, { config });
    await sendEnquiry(values, { config });
    const [a, b] = provider.records();
    expect(a.headers['x-am-authorization']).not.toBe(b.headers['x-am-authorization']);
  });

  test('a trailing slash on the API URL is ignored', async () => {
    await expect(sendEnquiry(values, { config: { ...config, apiUrl: `${provider.url}/` } })).resolves.toEqual({ ok: true });
    expect(posts(provider)).toEqual([TOKEN, MAIL]);
  });

  test('not configured: no API URL or no product -> no call at all', async () => {
    await expect(sendEnquiry(values, { config: { ...config, apiUrl: '' } })).resolves.toEqual({
      ok: false,
      kind: 'notConfigured',
    });
    await expect(sendEnquiry(values, { config: { ...config, product: '' } })).resolves.toEqual({
      ok: false,
      kind: 'notConfigured',
    });
    expect(provider.calls()).toEqual([]);
  });

  test('token 500 -> http failure at the token step, no mail-send', async () => {
    provider.setMode('token-500');
    await expect(sendEnquiry(values, { config })).resolves.toEqual({ ok: false, kind: 'http', step: 'token', status: 500 });
    expect(posts(provider)).toEqual([TOKEN]);
  });

  test('wrong credentials -> 401 at the token step', async () => {
    const result = await sendEnquiry(values, { config: { ...config, password: 'wrong' } });
    expect(result).toEqual({ ok: false, kind: 'http', step: 'token', status: 401 });
    expect(provider.records()).toEqual([]);
  });

  test('a token answer without data.token -> badToken, no mail-send', async () => {
    provider.setMode('token-empty');
    await expect(sendEnquiry(values, { config })).resolves.toEqual({ ok: false, kind: 'badToken' });
    expect(posts(provider)).toEqual([TOKEN]);
  });

  test('mail 500 -> http failure at the mail step, nothing recorded', async () => {
    provider.setMode('mail-500');
    await expect(sendEnquiry(values, { config })).resolves.toEqual({ ok: false, kind: 'http', step: 'mail', status: 500 });
    expect(posts(provider)).toEqual([TOKEN, MAIL]);
    expect(provider.records()).toEqual([]);
  });

  test('values the provider refuses -> http 400 at the mail step', async () => {
    const result = await sendEnquiry({ ...values, mobile: '123' }, { config });
    expect(result).toEqual({ ok: false, kind: 'http', step: 'mail', status: 400 });
  });

  test('token call never answers -> timeout at the token step (injected timeout)', async () => {
    provider.setMode('hang');
    const started = Date.now();
    const result = await sendEnquiry(values, { config, timeoutMs: 300 });
    expect(result).toEqual({ ok: false, kind: 'timeout', step: 'token', timeoutMs: 300 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('mail-send never answers -> timeout at the mail step', async () => {
    provider.setMode('mail-hang');
    const result = await sendEnquiry(values, { config, timeoutMs: 300 });
    expect(result).toEqual({ ok: false, kind: 'timeout', step: 'mail', timeoutMs: 300 });
    expect(posts(provider)).toEqual([TOKEN, MAIL]);
  });

  test('the default timeout is 15 s', async () => {
    const { ENQUIRY_TIMEOUT_MS } = await import('../shared/post');
    expect(ENQUIRY_TIMEOUT_MS).toBe(15_000);
  });

  test('provider down (connection dropped) -> network failure', async () => {
    provider.setMode('down');
    const result = await sendEnquiry(values, { config });
    expect(result).toMatchObject({ ok: false, kind: 'network', step: 'token' });
    expect(provider.records()).toEqual([]);
  });

  test('nothing listening -> network failure', async () => {
    const gone = await startProvider({ port: 0, record: join(dir, 'gone.jsonl') });
    const url = gone.url;
    await gone.close();
    const result = await sendEnquiry(values, { config: { ...config, apiUrl: url } });
    expect(result).toMatchObject({ ok: false, kind: 'network', step: 'token' });
  });

  test('the caller can abort a send', async () => {
    provider.setMode('hang');
    const controller = new AbortController();
    const pending = sendEnquiry(values, { config, signal: controller.signal, timeoutMs: 10_000 });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).resolves.toEqual({ ok: false, kind: 'aborted', step: 'token' });
  });
});

describe('same-origin (relative) API URL', () => {
  function relativeConfig(): EnquiryConfig {
    return { ...config, apiUrl: '/enquiry-api' };
  }

  test('both calls carry X-XSRF-TOKEN from the XSRF-TOKEN cookie', async () => {
    const result: EnquiryResult = await sendEnquiry(values, {
      config: relativeConfig(),
      baseUrl: `${proxied.url}/contact/`,
      cookie: 'theme=dark; XSRF-TOKEN=abc%2F123%3D%3D; other=1',
    });
    expect(result).toEqual({ ok: true });
    expect(posts(proxied)).toEqual([`/enquiry-api${TOKEN}`, `/enquiry-api${MAIL}`]);
    const [record] = proxied.records();
    expect(record.path).toBe(`/enquiry-api${MAIL}`);
    expect(record.headers['x-xsrf-token']).toBe('abc/123==');
    expect(record.body).toEqual(sent);
  });

  test('no XSRF-TOKEN cookie -> no header', async () => {
    const result = await sendEnquiry(values, {
      config: relativeConfig(),
      baseUrl: proxied.url,
      cookie: 'XSRF-TOKENX=nope; theme=dark',
    });
    expect(result).toEqual({ ok: true });
    expect(proxied.records()[0].headers['x-xsrf-token']).toBeUndefined();
  });

  test('an absolute API URL ignores the cookie', async () => {
    await sendEnquiry(values, { config, cookie: 'XSRF-TOKEN=secret' });
    expect(provider.records()[0].headers['x-xsrf-token']).toBeUndefined();
  });
});

describe('helpers', () => {
  test.each([
    ['/enquiry-api', true],
    ['enquiry-api', true],
    ['http://127.0.0.1:4010', false],
    ['https://api.example.com/x', false],
    ['HTTPS://API.EXAMPLE.COM', false],
    ['//api.example.com', false],
  ])('isRelativeUrl(%j) = %s', (url, relative) => {
    expect(isRelativeUrl(url)).toBe(relative);
  });

  test('readCookie finds, decodes and does not confuse names', () => {
    expect(readCookie('a=1; XSRF-TOKEN=x%20y; b=2', 'XSRF-TOKEN')).toBe('x y');
    expect(readCookie('XSRF-TOKEN=bad%E0', 'XSRF-TOKEN')).toBe('bad%E0');
    expect(readCookie('MY-XSRF-TOKEN=1', 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined();
  });
});
