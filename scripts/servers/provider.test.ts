// The local enquiry provider's own contract: what e2e tests and the client rely on.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startProvider, validateEnquiry } from './provider.mjs';
import { providerForTests } from './provider.test-helper';


const TOKEN = '/api/system-api/admingbs/token';
const MAIL = '/api/custom-api/admingbs/acme-contact-mail-send';
const login = { authTokenType: 'AM', authTokenAM: { u: 'local-user', p: 'local-password' } };
const enquiry = {
  firstName: 'Priya',
  email: 'priya@example.com',
  mobile: '9876543210',
  city: 'Pune',
  productName: 'Other',
  message: '',
};

const running = providerForTests();

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${running.provider.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function token(): Promise<string> {
  const response = await post(TOKEN, login);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test('preflight allows the origin, POST and the custom headers', async () => {
  const response = await fetch(`${running.provider.url}${MAIL}`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://127.0.0.1:4173',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,x-am-authorization',
    },
  });
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
  expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-am-authorization');
  expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-xsrf-token');
});

test('the token call checks the credentials', async () => {
  expect((await post(TOKEN, { ...login, authTokenAM: { u: 'local-user', p: 'nope' } })).status).toBe(401);
  expect((await post(TOKEN, { ...login, authTokenAM: { u: 'x', p: 'local-password' } })).status).toBe(401);
  expect((await post(TOKEN, { authTokenType: 'XX', authTokenAM: login.authTokenAM })).status).toBe(400);
  expect((await post(TOKEN, 'not json')).status).toBe(400);
  const a = await token();
  const b = await token();
  expect(a).not.toBe(b);
});

test('mail-send needs a token the provider issued', async () => {
  expect((await post(MAIL, enquiry)).status).toBe(401);
  expect((await post(MAIL, enquiry, { 'x-am-authorization': 'made-up' })).status).toBe(401);
  expect(running.provider.records()).toEqual([]);
  const response = await post(MAIL, enquiry, { 'x-am-authorization': await token(), Origin: 'http://site.test' });
  expect(response.status).toBe(200);
  const [record] = running.provider.records();
  expect(record).toMatchObject({ path: MAIL, product: 'acme', body: enquiry, headers: { origin: 'http://site.test' } });
  // The record file is JSON lines.
  const lines = readFileSync(running.provider.recordFile, 'utf8').trim().split('\n');
  expect(lines.map((line) => JSON.parse(line))).toEqual([record]);
});

test('mail-send validates the fields with a reason', async () => {
  const auth = { 'x-am-authorization': await token() };
  for (const [body, reason] of [
    [{ ...enquiry, firstName: ' ' }, 'firstName is required'],
    [{ ...enquiry, email: 'a@b.c' }, 'email is not valid'],
    [{ ...enquiry, mobile: '123456789' }, 'mobile is not valid'],
    [{ ...enquiry, mobile: 9876543210 }, 'mobile must be a string'],
    [{ ...enquiry, city: undefined }, 'city is required'],
    [[], 'body must be a JSON object'],
  ] as const) {
    const response = await post(MAIL, body, auth);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: reason });
  }
  expect((await post(MAIL, 'x'.repeat(20_000), auth)).status).toBe(413);
  expect(running.provider.records()).toEqual([]);
});

test('validateEnquiry accepts a missing message', () => {
  const { message, ...rest } = enquiry;
  void message;
  expect(validateEnquiry(rest)).toBeNull();
});

test('unknown paths are 404, other methods 405', async () => {
  expect((await post('/api/other', {})).status).toBe(404);
  expect((await fetch(`${running.provider.url}${TOKEN}`)).status).toBe(405);
});

test('control endpoints switch modes and expose records and calls', async () => {
  const control = (mode: string) =>
    fetch(`${running.provider.url}/__control`, { method: 'POST', body: JSON.stringify({ mode }) });
  expect((await control('nonsense')).status).toBe(400);
  expect((await control('token-500')).status).toBe(200);
  expect(running.provider.mode).toBe('token-500');
  expect((await post(TOKEN, login)).status).toBe(500);
  await control('mail-500');
  expect((await post(MAIL, enquiry, { 'x-am-authorization': await token() })).status).toBe(500);
  await control('down');
  await expect(post(TOKEN, login)).rejects.toThrow();
  await control('ok');
  await post(MAIL, enquiry, { 'x-am-authorization': await token() });

  const calls = (await (await fetch(`${running.provider.url}/__calls`)).json()) as { path: string; status: unknown }[];
  expect(calls.map((call) => [call.path, call.status])).toEqual([
    [TOKEN, 500],
    [TOKEN, 200],
    [MAIL, 500],
    [TOKEN, 'dropped'],
    [TOKEN, 200],
    [MAIL, 200],
  ]);
  const records = (await (await fetch(`${running.provider.url}/__records`)).json()) as unknown[];
  expect(records).toHaveLength(1);
  expect((await fetch(`${running.provider.url}/__records`, { method: 'DELETE' })).status).toBe(204);
  expect(await (await fetch(`${running.provider.url}/__records`)).json()).toEqual([]);
  expect(await (await fetch(`${running.provider.url}/__calls`)).json()).toEqual([]);
});

test('/__alerts stands in for the owner\'s webhook, in every mode: it keeps what the relay posts', async () => {
  running.provider.setMode('down');
  const alert = { text: 'Enquiry set aside', kind: 'enquiry-set-aside' };
  expect((await post('/__alerts', alert)).status).toBe(200);
  expect((await post('/__alerts', 'not json')).status).toBe(400);
  expect(await (await fetch(`${running.provider.url}/__alerts`)).json()).toEqual([alert]);
  expect(running.provider.alerts()).toEqual([alert]);
  running.provider.setMode('ok');
});

test('--allow-origin refuses other origins', async () => {
  const strict = await startProvider({ port: 0, record: join(running.dir, 'strict.jsonl'), allowOrigins: ['http://ok.test'] });
  try {
    const call = (origin: string) => fetch(`${strict.url}${TOKEN}`, { method: 'POST', headers: { Origin: origin }, body: JSON.stringify(login) });
    expect((await call('http://evil.test')).status).toBe(403);
    expect((await call('http://ok.test')).status).toBe(200);
  } finally {
    await strict.close();
  }
});

test('close() ends hanging requests', async () => {
  const other = await startProvider({ port: 0, record: join(running.dir, 'hang.jsonl'), mode: 'hang' });
  const pending = fetch(`${other.url}${TOKEN}`, { method: 'POST', body: JSON.stringify(login) }).then(
    () => 'answered',
    () => 'failed',
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  await other.close();
  await expect(pending).resolves.toBe('failed');
});

test('the CLI prints its URL and record file', async () => {
  const record = join(running.dir, 'cli.jsonl');
  const child = spawn(process.execPath, ['scripts/servers/provider.mjs', '--port', '0', '--record', record], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const output = await new Promise<string>((resolve, reject) => {
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes(record)) resolve(text);
      });
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${text}`)));
    });
    const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${url}/__control`)).status).toBe(200);
  } finally {
    child.kill('SIGTERM');
  }
});
