// The exported site and the enquiry relay under each host's own local runtime, offline:
// Cloudflare's (wrangler dev: workerd, the Worker, D1) and Netlify's (netlify dev --offline: its
// static server with _headers, the functions, Netlify Blobs' sandbox), started the way
// `npm run preview:cloudflare` / `preview:netlify` start them (scripts/servers/preview.mjs), each relay
// delivering to a local provider of the test's own. Per host: every page with its _headers
// rules, the 404 page, URLs with and without the trailing slash, every answer of the relay's
// contract, a real enquiry from the browser; then two instances on one store: a retry landing on
// the other instance, one key racing on both, an instance killed mid-forward, a provider down for
// a while, and the rate limit across both; then, with a tiny give-up time, the set-aside alert
// reaching a webhook of the test's own once from two instances, and the daily summary's counts.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startProvider } from '../scripts/servers/provider.mjs';
import { fetchAndSolve } from '../scripts/shared/solve-challenge.mjs';
import { HOSTS, startHostRuntime } from '../scripts/servers/preview.mjs';
import { copy, fill, formParts, FORMS, trimmed, typed } from './enquiry-helpers';
import { CHALLENGE_PATH, RELAY_PATH } from '../lib/enquiry/server';
import { getLanguages } from '../lib/content';

type Runtime = Awaited<ReturnType<typeof startHostRuntime>>;
type Provider = Awaited<ReturnType<typeof startProvider>>;
interface ProviderCall {
  path: string;
  headers: Record<string, string>;
}

const enquiry = { ...trimmed(typed(FORMS[0]!)), website: '', elapsedMs: 9_000 };
const spam = { ...enquiry, website: 'https://cheap.example' };
/** Each host's ports: first instance, second instance, one without a provider. */
const PORTS = { cloudflare: [18788, 18789, 18790], netlify: [18888, 18889, 18890] } as const;

let addressCount = 10;
/** A loopback address of its own (127.0.0.N), so the per-address limit of one test does not touch another's. */
const freshAddress = () => `127.0.0.${(addressCount += 1)}`;
let keyCount = 0;
const freshKey = () => `host-test-${(keyCount += 1)}-${Date.now()}-abcdef`;

/**
 * A POST from a given loopback address, as a browser on the site would send it: with a challenge
 * of the runtime's solved (as the form solves it) unless the body brings its own `altcha`.
 */
async function post(runtime: Runtime, body: unknown, init: { key?: string; from?: string; origin?: string; type?: string; raw?: string; method?: string } = {}) {
  const url = new URL(RELAY_PATH, runtime.url);
  const solved = body && typeof body === 'object' && !('altcha' in body) ? { ...body, altcha: await fetchAndSolve(runtime.url) } : body;
  const payload = init.raw ?? JSON.stringify(solved);
  const from = init.from ?? '127.0.0.1';
  const headers: Record<string, string> = {
    'Content-Type': init.type ?? 'application/json',
    Origin: init.origin ?? runtime.url,
    'CF-Connecting-IP': from, // Cloudflare's edge sets it from the connection; wrangler dev passes it on
  };
  if (init.key) headers['Idempotency-Key'] = init.key;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }>((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'POST', headers, localAddress: from }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        let parsed: Record<string, unknown> = {};
        try {
          parsed = JSON.parse(text) as Record<string, unknown>;
        } catch {
          // not JSON: the static 404 page, say
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
      });
    });
    request.on('error', reject);
    request.end(init.method === 'GET' ? undefined : payload);
  });
}

/** A webhook receiver of the test's own (the owner's chat tool): it keeps every JSON body posted. */
async function startReceiver() {
  const bodies: Record<string, unknown>[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      bodies.push(JSON.parse(text) as Record<string, unknown>);
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}/hook`,
    of: (kind: string) => bodies.filter((body) => body.kind === kind),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The paths of every page the sitemap lists. */
function sitemapPaths(): string[] {
  const xml = fs.readFileSync('out/sitemap.xml', 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

for (const host of ['cloudflare', 'netlify'] as const) {
  test.describe(`${host}'s local runtime`, () => {
    test.describe.configure({ mode: 'serial', timeout: 180_000 });

    let dir: string;
    let provider: Provider;
    let state: string;
    /** Every runtime started (stopped at the end); a and b are the two instances on one store. */
    const runtimes: Runtime[] = [];
    let a: Runtime;
    let b: Runtime;
    const mailsFor = (key: string) => provider.records().filter((record: ProviderCall) => record.headers['idempotency-key'] === key);
    const callsFor = (key: string) =>
      provider.calls().filter((call: ProviderCall) => call.path.endsWith('-contact-mail-send') && call.headers['idempotency-key'] === key);
    const relayEnv = (extra: Record<string, string> = {}) => ({
      ENQUIRY_API_URL: provider.url,
      ENQUIRY_TIMEOUT_MS: '1500',
      ENQUIRY_RETRY_SECONDS: '1',
      ENQUIRY_RATE_LIMIT: '5/600',
      ...extra,
    });
    const start = async (index: 0 | 1 | 2, extra: Record<string, string> = {}) => {
      const runtime = await startHostRuntime(host, { port: PORTS[host][index], env: relayEnv(extra), state, quiet: true });
      runtimes.push(runtime);
      return runtime;
    };

    test.beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), `host-${host}-`));
      provider = await startProvider({ port: 0, record: path.join(dir, 'enquiries.jsonl') });
      // Cloudflare's state goes where we say; netlify dev keeps its Blobs in .netlify/blobs-serve.
      state = host === 'cloudflare' ? path.join(dir, 'state') : HOSTS.netlify.state;
      fs.rmSync(state, { recursive: true, force: true });
    });
    test.afterAll(async () => {
      await Promise.all(runtimes.map((runtime) => runtime.stop()));
      await provider?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    test.beforeEach(() => provider.setMode('ok'));

    test('every page with its _headers rules, the 404 page, URLs with and without the trailing slash', async ({ request }) => {
      const runtime = (a = await start(0));
      for (const page of [...sitemapPaths(), '/admin/']) {
        const response = await request.get(`${runtime.url}${page}`);
        expect(response.status(), page).toBe(200);
        const policy = response.headers()['content-security-policy'] ?? '';
        const html = await response.text();
        if (page === '/admin/') {
          expect(policy, page).toContain("'unsafe-eval'");
          expect(response.headers()['x-robots-tag'], page).toContain('noindex');
        } else {
          expect(policy, page).toContain("frame-ancestors 'none'");
          expect(policy + html, page).not.toContain("'unsafe-eval'");
          expect(html, page).toContain('http-equiv="Content-Security-Policy"');
        }
        expect(response.headers()['x-content-type-options'], page).toBe('nosniff');
      }
      const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await (await request.get(`${runtime.url}/`)).text())![1]!;
      const asset = (await request.get(`${runtime.url}${script}`)).headers();
      expect(asset['x-content-type-options']).toBe('nosniff');
      // netlify dev answers every file with its own Cache-Control (max-age=0); Netlify itself and
      // Cloudflare apply the year-long rule of _headers.
      if (host === 'cloudflare') expect(asset['cache-control']).toContain('immutable');

      const missing = await request.get(`${runtime.url}/no-such-page/`);
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain('http-equiv="refresh"');
      // Each other language's own 404 page, which sends to its home page: Cloudflare serves the
      // nearest 404.html, Netlify follows the rule of out/_redirects (docs/languages.md).
      for (const language of getLanguages().slice(1)) {
        const lost = await request.get(`${runtime.url}/${language.code}/no-such-page/`);
        expect(lost.status(), language.code).toBe(404);
        const html = await lost.text();
        expect(html, language.code).toContain(`<html lang="${language.code}"`);
        expect(html, language.code).toContain(`url=/${language.code}/"`);
      }

      const bare = await request.get(`${runtime.url}/about`, { maxRedirects: 0 });
      if (bare.status() === 200) expect(await bare.text()).toContain('<h1');
      else {
        expect([301, 307, 308]).toContain(bare.status());
        expect(new URL(bare.headers().location!, runtime.url).pathname).toBe('/about/');
      }
    });

    test("every answer of the relay's contract", async () => {
      const runtime = a;
      for (const method of ['GET', 'PUT']) {
        const answer = await post(runtime, null, { method, from: freshAddress() });
        expect(answer.status, method).toBe(405);
        expect(answer.headers.allow).toBe('POST');
      }
      expect((await post(runtime, null, { raw: 'firstName=Priya', type: 'application/x-www-form-urlencoded', from: freshAddress() })).status).toBe(415);
      expect((await post(runtime, { ...enquiry, message: 'x'.repeat(9000) }, { from: freshAddress() })).status).toBe(413);
      const invalid = await post(runtime, { ...enquiry, email: 'a@b' }, { key: freshKey(), from: freshAddress() });
      expect(invalid).toMatchObject({ status: 400, body: { errors: { email: copy.errors.emailInvalid } } });
      expect((await post(runtime, enquiry, { key: 'short', from: freshAddress() })).status).toBe(400);
      expect((await post(runtime, enquiry, { origin: 'https://evil.example', from: freshAddress() })).status).toBe(403);

      const key = freshKey();
      const from = freshAddress();
      const accepted = await post(runtime, enquiry, { key, from });
      expect(accepted.status).toBe(202);
      await expect.poll(() => mailsFor(key).length).toBe(1);
      expect(mailsFor(key)[0].body).toEqual(trimmed(typed(FORMS[0]!)));
      const again = await post(runtime, enquiry, { key, from });
      expect(again).toMatchObject({ status: 202, body: { id: accepted.body.id } });
      expect(callsFor(key)).toHaveLength(1);

      const limited = freshAddress();
      for (let i = 0; i < 5; i += 1) expect((await post(runtime, spam, { key: freshKey(), from: limited })).status).toBe(202);
      const refused = await post(runtime, spam, { key: freshKey(), from: limited });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      const unconfigured = await start(2, { ENQUIRY_API_URL: '' });
      // Not configured: no challenge to solve either.
      expect(await post(unconfigured, { ...enquiry, altcha: undefined }, { key: freshKey(), from: freshAddress() })).toMatchObject({ status: 503, body: { error: 'not-configured' } });
      await unconfigured.stop();
    });

    test('proof of work: challenges on both instances; missing, forged, expired and reused solutions refused and never forwarded', async ({ request }) => {
      const runtime = a;
      const challenge = await request.get(`${runtime.url}${CHALLENGE_PATH}`);
      expect(challenge.status()).toBe(200);
      expect(challenge.headers()['cache-control']).toBe('no-store');
      expect(challenge.headers()['set-cookie']).toBeUndefined();
      expect(Object.keys(await challenge.json()).sort()).toEqual(['algorithm', 'challenge', 'maxnumber', 'salt', 'signature']);

      const before = provider.calls().length;
      const refused = (reason: string) => ({ status: 403, body: { error: 'proof-of-work', reason } });
      const used = await fetchAndSolve(runtime.url);
      const forged = { ...(JSON.parse(atob(await fetchAndSolve(runtime.url))) as Record<string, unknown>), signature: '0'.repeat(64) };
      expect(await post(runtime, { ...enquiry, altcha: undefined }, { key: freshKey(), from: freshAddress() })).toMatchObject(refused('missing'));
      expect(await post(runtime, { ...enquiry, altcha: btoa(JSON.stringify(forged)) }, { key: freshKey(), from: freshAddress() })).toMatchObject(refused('invalid'));
      const key = freshKey();
      expect((await post(runtime, { ...enquiry, altcha: used }, { key, from: freshAddress() })).status).toBe(202);
      await expect.poll(() => mailsFor(key).length).toBe(1);
      expect(await post(runtime, { ...enquiry, altcha: used }, { key: freshKey(), from: freshAddress() })).toMatchObject(refused('used'));
      // Expired: from an instance whose challenges last a second (the same secret and store).
      const brief = await start(2, { ENQUIRY_POW_EXPIRES_SECONDS: '1' });
      const stale = await fetchAndSolve(brief.url);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await post(brief, { ...enquiry, altcha: stale }, { key: freshKey(), from: freshAddress() })).toMatchObject(refused('expired'));
      await brief.stop();
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Only the one accepted enquiry reached the provider (its token and mail calls).
      expect(provider.calls().slice(before).filter((call: ProviderCall) => call.path.endsWith('-contact-mail-send'))).toHaveLength(1);
    });

    test('a real enquiry from the contact form reaches the provider', async ({ page }) => {
      const runtime = a;
      const form = FORMS[0]!;
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`${runtime.url}${form.path}`);
      await expect(page.locator('[data-enquiry-ready]')).toHaveCount(1);
      const before = provider.records().length;
      const values = { ...typed(form), firstName: `Host ${host}` };
      await fill(page, form, values);
      await formParts(page, form).submit.click();
      await expect(formParts(page, form).status).toContainText(copy.success.title);
      await expect.poll(() => provider.records().length).toBe(before + 1);
      expect(provider.records().at(-1).body.firstName).toBe(`Host ${host}`);
      expect(violations).toEqual([]);
    });

    test('two instances on one store: a retry on the other instance, one key on both at once, the rate limit', async () => {
      b = await start(1);

      // The provider is down when the enquiry arrives at a; the visitor's retry lands on b.
      provider.setMode('down');
      const key = freshKey();
      const solved = { ...enquiry, altcha: await fetchAndSolve(a.url) };
      const first = await post(a, solved, { key, from: freshAddress() });
      expect(first.status).toBe(202);
      provider.setMode('ok');
      // The answer was lost: the same key with the same solution, on the other instance.
      const retried = await post(b, solved, { key, from: freshAddress() });
      expect(retried.body.id).toBe(first.body.id);
      await expect.poll(async () => (await b.sweep(), mailsFor(key).length), { timeout: 20_000, intervals: [1_000] }).toBe(1);

      // The same key on both instances at once: one enquiry, one id.
      const raced = freshKey();
      const [x, y] = await Promise.all([post(a, enquiry, { key: raced, from: freshAddress() }), post(b, enquiry, { key: raced, from: freshAddress() })]);
      expect([x.status, y.status]).toEqual([202, 202]);
      expect(x.body.id).toBe(y.body.id);
      await expect.poll(() => mailsFor(raced).length).toBe(1);

      // The limit counts one address on both instances together.
      const from = freshAddress();
      for (let i = 0; i < 5; i += 1) expect((await post(i % 2 ? a : b, spam, { key: freshKey(), from })).status).toBe(202);
      expect((await post(a, spam, { key: freshKey(), from })).status).toBe(429);
      expect((await post(b, spam, { key: freshKey(), from })).status).toBe(429);
    });

    test('a provider down for a while: every enquiry kept, each delivered once when it is back', async () => {
      provider.setMode('down');
      const keys = [freshKey(), freshKey(), freshKey()];
      for (const [index, key] of keys.entries()) expect((await post(index % 2 ? a : b, enquiry, { key, from: freshAddress() })).status).toBe(202);
      await a.sweep();
      expect(keys.flatMap(mailsFor)).toEqual([]);
      provider.setMode('ok');
      await expect
        .poll(async () => (await b.sweep(), keys.map((key) => mailsFor(key).length)), { timeout: 30_000, intervals: [1_500] })
        .toEqual([1, 1, 1]);
    });

    test('an instance killed mid-forward: after its lease runs out the other delivers it, once', async () => {
      provider.setMode('mail-hang');
      const key = freshKey();
      expect((await post(a, enquiry, { key, from: freshAddress() })).status).toBe(202);
      await expect.poll(() => callsFor(key).length).toBe(1); // a is mid-forward
      await a.kill();
      provider.setMode('ok');
      const restarted = await start(0);
      // The lease (2 × ENQUIRY_TIMEOUT_MS + 5 s) has to run out before anyone takes it over.
      await expect
        .poll(async () => (await b.sweep(), await restarted.sweep(), mailsFor(key).length), { timeout: 40_000, intervals: [2_000] })
        .toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await b.sweep();
      expect(mailsFor(key)).toHaveLength(1);
    });

    test("set aside with the provider down: one alert to the owner's webhook from two instances, then the daily summary's counts", async () => {
      // A store of its own, so the summary counts only what this test sends.
      await Promise.all(runtimes.map((runtime) => runtime.stop()));
      state = host === 'cloudflare' ? path.join(dir, 'state-alerts') : HOSTS.netlify.state;
      fs.rmSync(state, { recursive: true, force: true });
      const receiver = await startReceiver();
      try {
        // 0.001 hours: set aside 3.6 s after it arrived. No summary from these two (it could count a retry mid-way).
        const alerting = { ENQUIRY_ALERT_WEBHOOK: receiver.url, ENQUIRY_GIVE_UP_HOURS: '0.001', ENQUIRY_DAILY_SUMMARY: 'off' };
        const c = await start(0, alerting);
        const d = await start(1, alerting);
        const delivered = freshKey();
        expect((await post(c, enquiry, { key: delivered, from: freshAddress() })).status).toBe(202);
        await expect.poll(() => mailsFor(delivered).length).toBe(1);
        expect((await post(d, spam, { key: freshKey(), from: freshAddress() })).status).toBe(202);

        provider.setMode('down');
        const key = freshKey();
        const kept = await post(d, { ...enquiry, firstName: 'Unseen' }, { key, from: freshAddress() });
        expect(kept.status).toBe(202);
        await pause(4_000);
        await expect
          .poll(async () => (await Promise.all([c.sweep(), d.sweep()]), receiver.of('enquiry-set-aside').length), { timeout: 30_000, intervals: [1_000] })
          .toBe(1);
        await Promise.all([c.sweep(), d.sweep()]);
        await pause(1_000);
        const alerts = receiver.of('enquiry-set-aside');
        expect(alerts).toHaveLength(1);
        expect(alerts[0]).toMatchObject({ id: kept.body.id, reason: 'gave-up', enquiry: { firstName: 'Unseen', city: enquiry.city } });
        expect(String(alerts[0]!.text)).toContain('Unseen');
        expect(mailsFor(key)).toEqual([]);

        // An instance whose summary hour (00 UTC) has come sends the day's summary, once.
        const e = await start(2, { ...alerting, ENQUIRY_DAILY_SUMMARY: 'always', ENQUIRY_SUMMARY_HOUR: '0' });
        await expect.poll(async () => (await e.sweep(), receiver.of('enquiry-daily-summary').length), { timeout: 20_000, intervals: [1_000] }).toBe(1);
        await e.sweep();
        await pause(1_000);
        const summaries = receiver.of('enquiry-daily-summary');
        expect(summaries).toHaveLength(1);
        expect(summaries[0]).toMatchObject({ received: 2, delivered: 1, spam: 1, retrying: 0, setAside: 1 });
        expect(summaries[0]!.setAsideList).toEqual([expect.objectContaining({ id: kept.body.id, firstName: 'Unseen' })]);
      } finally {
        await receiver.close();
      }
    });
  });
}
