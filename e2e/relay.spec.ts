// The enquiry relay in the real browser: every answer of its contract as the contact form shows
// it, an enquiry kept once accepted (the provider may be down), spam kept out but people never,
// each enquiry at the provider exactly once, and no credential in the exported site. Each test runs a site server with a relay and a provider of
// its own (relay-server.ts), so limits, time-outs and provider modes stay its own.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOCAL_RELAY_ENV } from '../scripts/shared/local-env.mjs';
import { fetchAndSolve } from '../scripts/shared/solve-challenge.mjs';
import { copy, expectValues, fill, formParts, FORMS, trimmed, typed, type Values } from './enquiry-helpers';
import { startSiteWithRelay } from './relay-server';
import { CHALLENGE_PATH, HONEYPOT_FIELD, RELAY_PATH } from '../lib/enquiry';
import { TOKEN_PATH } from '../lib/enquiry/provider/client';

const form = FORMS[0]!; // the contact form: near the top, so its code loads at once
type Site = Awaited<ReturnType<typeof startSiteWithRelay>>;

let site: Site | undefined;
test.afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function open(page: Page, settings: Parameters<typeof startSiteWithRelay>[0] = {}) {
  site = await startSiteWithRelay(settings);
  await page.goto(`${site.url}${form.path}`);
  await expect(page.locator('[data-enquiry-ready]')).toHaveCount(1);
  return { site, f: formParts(page, form) };
}

/** The relay's answer to the next enquiry the page posts. */
function relayAnswer(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith(RELAY_PATH) && r.request().method() === 'POST');
}

/** Posts straight from the page (as a script on another page or a robot would), returns the status. */
function postFromPage(page: Page, url: string, body: string, contentType = 'application/json') {
  return page.evaluate(
    async ({ url, body, contentType }) => {
      try {
        return (await fetch(url, { method: 'POST', headers: { 'Content-Type': contentType }, body })).status;
      } catch {
        return 0; // refused by CORS: the status is not readable from the page
      }
    },
    { url, body, contentType },
  );
}

test.describe('every answer, in the form\'s words', () => {
  test('202: received, the form empties and says so; the enquiry reaches the provider', async ({ page }) => {
    const { site, f } = await open(page);
    const values = typed(form);
    await fill(page, form, values);
    const answer = relayAnswer(page);
    await f.submit.click();
    expect((await answer).status()).toBe(202);
    await expect(f.status).toContainText(copy.success.title);
    await expect.poll(() => site.records().map((record) => record.body)).toEqual([trimmed(values)]);
  });

  test('400: the relay\'s field errors are shown on the fields, every value kept', async ({ page }) => {
    const { site, f } = await open(page);
    const values = typed(form);
    await fill(page, form, values);
    // What the browser's own check passes but the relay refuses: the same rules, checked again on
    // the server, so a request changed on its way is still checked.
    await page.route(`**${RELAY_PATH}`, (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), email: 'not-an-address' }) }),
    );
    const answer = relayAnswer(page);
    await f.submit.click();
    expect((await answer).status()).toBe(400);
    await expect(f.failure).toContainText(copy.failure.messages.rejected);
    await expect(f.field('email')).toHaveAttribute('aria-invalid', 'true');
    await expect(f.root.getByText(copy.errors.emailInvalid)).toBeVisible();
    await expectValues(page, form, values);
    expect(site.records()).toEqual([]);
  });

  test('403: a post from another site\'s page is refused and forwards nothing', async ({ page }) => {
    const { site } = await open(page);
    // A page of another site (another port is another origin) posting to ours, as a spam script would.
    const other = http.createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Other site</title>'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
      // As text/plain: a simple request, so the browser sends it without asking first (no preflight).
      const body = JSON.stringify({ ...trimmed(typed(form)), website: '', elapsedMs: 5000 });
      // The page cannot read the refusal (no CORS headers on it): 0 there, 403 at the relay.
      expect(await postFromPage(page, `${site.url}${RELAY_PATH}`, body, 'text/plain')).toBe(0);
      expect(site.answers).toEqual([403]);
      expect(site.records()).toEqual([]);
    } finally {
      other.close();
    }
  });

  test('413: a message over 8 KiB gets an error the form words, with every value kept', async ({ page }) => {
    const { site, f } = await open(page);
    const values: Values = { ...typed(form), message: 'A long description of the site. '.repeat(300) };
    await fill(page, form, values);
    const answer = relayAnswer(page);
    await f.submit.click();
    expect((await answer).status()).toBe(413);
    await expect(f.failure).toContainText(copy.failure.messages.http.replace('{status}', '413'));
    await expect(f.field('message')).toHaveValue(values.message);
    expect(site.records()).toEqual([]);
  });

  test('415: anything but JSON is refused', async ({ page }) => {
    const { site } = await open(page);
    const status = await postFromPage(page, `${site.url}${RELAY_PATH}`, 'firstName=Priya', 'application/x-www-form-urlencoded');
    expect(status).toBe(415);
    expect(site.records()).toEqual([]);
  });

  test('429: past the per-address limit the form says how long to wait and keeps the values', async ({ page }) => {
    const { site, f } = await open(page, { rateLimit: { max: 1, windowMs: 10 * 60_000 } });
    await fill(page, form, typed(form));
    await f.submit.click();
    await expect(f.status).toContainText(copy.success.title);
    await expect.poll(() => site.records().length).toBe(1);
    const values = { ...typed(form), firstName: 'Ravi' };
    await fill(page, form, values);
    const answer = relayAnswer(page);
    await f.submit.click();
    const refused = await answer;
    expect(refused.status()).toBe(429);
    const minutes = Math.ceil(Number(await refused.headerValue('retry-after')) / 60);
    expect(minutes).toBe(10);
    await expect(f.failure).toContainText(copy.failure.messages.rateLimited.replace('{minutes}', String(minutes)));
    await expectValues(page, form, values);
    expect(site.records()).toHaveLength(1);
  });

  test('503: the store is down, nothing is kept; the form keeps the values, and the retry sends them once it is back', async ({ page }) => {
    const { site, f } = await open(page);
    site.trouble.down = true;
    const values = typed(form);
    await fill(page, form, values);
    const answer = relayAnswer(page);
    await f.submit.click();
    expect((await answer).status()).toBe(503);
    await expect(f.failure).toContainText(copy.failure.messages.http.replace('{status}', '503'));
    await expectValues(page, form, values);
    site.trouble.down = false;
    await f.retry.click();
    await expect(f.status).toContainText(copy.success.title);
    await expect.poll(() => site.records().map((record) => record.body)).toEqual([trimmed(values)]);
  });

  test('503: a relay without provider settings; the form offers the e-mail link', async ({ page }) => {
    const { f } = await open(page, { noProvider: true });
    await fill(page, form, typed(form));
    const answer = relayAnswer(page);
    await f.submit.click();
    expect((await answer).status()).toBe(503);
    await expect(f.failure).toContainText(copy.failure.messages.notConfigured);
    await expect(f.root.locator('a[href^="mailto:"]')).toBeVisible();
  });
});

test.describe('kept once accepted, at the provider exactly once', () => {
  test('the provider is down: the form says received at once; the enquiry waits and arrives once it is back', async ({ page }) => {
    const { site, f } = await open(page, { retryBaseMs: 0 });
    site.provider.setMode('down');
    const values = typed(form);
    await fill(page, form, values);
    const answer = relayAnswer(page);
    await f.submit.click();
    expect((await answer).status()).toBe(202);
    await expect(f.status).toContainText(copy.success.title);
    await page.waitForTimeout(300);
    expect(site.records()).toEqual([]);
    site.provider.setMode('ok');
    expect(await site.sweep()).toMatchObject({ delivered: 1 });
    expect(site.records().map((record) => record.body)).toEqual([trimmed(values)]);
    expect(await site.sweep()).toMatchObject({ due: 0 });
  });

  test('while the relay keeps it, the button shows progress and a second submit is impossible; one mail', async ({ page }) => {
    const { site, f } = await open(page);
    site.trouble.delayMs = 300; // each store call: the answer takes a moment
    const values = typed(form);
    await fill(page, form, values);
    const answer = relayAnswer(page);
    await f.submit.click();
    await expect(f.sending).toBeDisabled();
    await expect(f.root).toHaveAttribute('aria-busy', 'true');
    await f.field('city').press('Enter');
    expect((await answer).status()).toBe(202);
    await expect(f.status).toContainText(copy.success.title);
    await expect.poll(() => site.records().length).toBe(1);
    await page.waitForTimeout(500); // a stray second send would arrive by now
    expect(site.records()).toHaveLength(1);
  });

  test('a double click: one mail', async ({ page }) => {
    const { site, f } = await open(page);
    site.trouble.delayMs = 100;
    await fill(page, form, typed(form));
    await f.submit.dblclick();
    await expect(f.status).toContainText(copy.success.title);
    await expect.poll(() => site.records().length).toBe(1);
    await page.waitForTimeout(500);
    expect(site.records()).toHaveLength(1);
  });

  test('two posts of one enquiry at once (its key sent twice): one mail, the same id', async ({ page }) => {
    const { site } = await open(page);
    const altcha = await fetchAndSolve(site.url);
    const ids = await page.evaluate(
      async ({ path, body }) => {
        const send = () =>
          fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'same-key-0123456789' }, body })
            .then((response) => response.json() as Promise<{ id: string }>);
        return (await Promise.all([send(), send()])).map((answer) => answer.id);
      },
      { path: RELAY_PATH, body: JSON.stringify({ ...trimmed(typed(form)), [HONEYPOT_FIELD]: '', elapsedMs: 5000, altcha }) },
    );
    expect(ids[0]).toEqual(ids[1]);
    await expect.poll(() => site.records().length).toBe(1);
    await page.waitForTimeout(300);
    expect(site.provider.calls().filter((call: { path: string }) => call.path.endsWith('-contact-mail-send'))).toHaveLength(1);
  });

  test('a reload during the send: the form comes back with the values, and sending again makes no second mail', async ({ page }) => {
    const { site, f } = await open(page);
    site.trouble.delayMs = 700; // the relay keeps it (three store calls) after the page is gone
    const values = typed(form);
    await fill(page, form, values);
    const posted = page.waitForRequest((r) => r.url().endsWith(RELAY_PATH) && r.method() === 'POST');
    await f.submit.click();
    await posted;
    await page.reload();
    await expect(page.locator('[data-enquiry-ready]')).toHaveCount(1);
    await expect(f.status).toContainText(copy.restored.text);
    await expectValues(page, form, trimmed(values));
    await expect.poll(() => site.records().length, { timeout: 10_000 }).toBe(1); // the first send was kept and delivered
    site.trouble.delayMs = 0;
    const answer = relayAnswer(page);
    await f.submit.click();
    expect((await answer).status()).toBe(202);
    await expect(f.status).toContainText(copy.success.title);
    await page.waitForTimeout(300);
    expect(site.records()).toHaveLength(1);
    // Confirmed: after another reload the form is empty again.
    await page.reload();
    await expect(page.locator('[data-enquiry-ready]')).toHaveCount(1);
    await expect(f.field('firstName')).toHaveValue('');
  });
});

test.describe('spam kept out, people never', () => {
  test('the honeypot filled in (as a robot fills every field): 202, recorded as spam, nothing at the provider', async ({ page }) => {
    const { site, f } = await open(page);
    await expect(f.root.locator('[name="website"]')).toBeAttached();
    // Not for people: off screen, hidden from assistive technology, not in the tab order.
    await expect(f.root.getByRole('textbox', { name: copy.trap.label })).toHaveCount(0);
    await expect(f.root.locator('[name="website"]')).toHaveAttribute('tabindex', '-1');
    await fill(page, form, typed(form));
    await f.root.locator('[name="website"]').fill('https://cheap-pumps.example');
    const answer = relayAnswer(page);
    await f.submit.click();
    expect((await answer).status()).toBe(202);
    expect(await site.spam()).toEqual(['honeypot']);
    expect(site.records()).toEqual([]);
  });

  test('sent faster than a person can: 202, recorded as spam, nothing at the provider', async ({ page }) => {
    const { site, f } = await open(page);
    const values = typed(form);
    await f.field('firstName').fill(values.firstName);
    await f.field('email').fill(values.email);
    await f.field('mobile').fill(values.mobile);
    await f.field('city').fill(values.city);
    await f.field('productName').selectOption(values.productName);
    const answer = relayAnswer(page);
    await f.submit.click();
    expect((await answer).status()).toBe(202);
    expect(await site.spam()).toEqual(['too-fast']);
    expect(site.records()).toEqual([]);
  });

  test('a person typing at a natural pace is never caught', async ({ page }) => {
    const { site, f } = await open(page);
    // About 8 keys a second, with a moment between fields: a brisk typist.
    await f.field('firstName').pressSequentially('Priya', { delay: 120 });
    await f.field('email').pressSequentially('priya@example.com', { delay: 60 });
    await f.field('mobile').pressSequentially('9876543210', { delay: 60 });
    await f.field('city').pressSequentially('Pune', { delay: 120 });
    await f.field('productName').selectOption(form.pick);
    await f.submit.click();
    await expect(f.status).toContainText(copy.success.title);
    expect(await site.spam()).toEqual([]);
    await expect.poll(() => site.records().length).toBe(1);
  });
});

test.describe('proof of work: solved while the visitor types, refused and never forwarded without it', () => {
  /** A post from Node, as a robot without a browser would send it: the status and the body. */
  async function postDirect(url: string, altcha: unknown, key: string) {
    const response = await fetch(`${url}${RELAY_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url, 'Idempotency-Key': key },
      body: JSON.stringify({ ...trimmed(typed(form)), [HONEYPOT_FIELD]: '', elapsedMs: 5000, altcha }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const refusal = (reason: string) => ({ status: 403, body: { error: 'proof-of-work', reason } });

  test('missing, forged, expired and reused solutions: 403, nothing kept, nothing at the provider', async ({ page }) => {
    const { site } = await open(page, { proofOfWork: { hmacKey: 'e2e-short-lived-key-0123456789abcdef01', maxNumber: 5_000, expiresMs: 3_000 } });
    const soon = await fetchAndSolve(site.url);
    const used = await fetchAndSolve(site.url);
    expect((await postDirect(site.url, used, 'first-use-key-0000000001')).status).toBe(202);
    await expect.poll(() => site.records().length).toBe(1);
    const forged = { ...(JSON.parse(atob(await fetchAndSolve(site.url))) as Record<string, unknown>), signature: 'a'.repeat(64) };
    expect(await postDirect(site.url, undefined, 'no-solution-key-000001')).toEqual(refusal('missing'));
    expect(await postDirect(site.url, btoa(JSON.stringify(forged)), 'forged-key-00000000001')).toEqual(refusal('invalid'));
    expect(await postDirect(site.url, used, 'reused-key-00000000001')).toEqual(refusal('used'));
    await page.waitForTimeout(3_100);
    expect(await postDirect(site.url, soon, 'expired-key-0000000001')).toEqual(refusal('expired'));
    await page.waitForTimeout(300);
    expect(site.records()).toHaveLength(1);
    expect(await site.spam()).toEqual([]);
  });

  test("a form sent at a person's pace: solved in a worker from the site's own origin, no cookie, no other site asked", async ({ page, context }) => {
    const { site, f } = await open(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== site.url) foreign.push(request.url());
    });
    const challenge = page.waitForResponse((r) => r.url().endsWith(CHALLENGE_PATH));
    const values = typed(form);
    await fill(page, form, values);
    expect((await challenge).headers()['cache-control']).toBe('no-store');
    const answer = relayAnswer(page);
    await f.submit.click();
    const sent = await answer;
    expect(sent.status()).toBe(202);
    expect(typeof sent.request().postDataJSON().altcha).toBe('string');
    await expect(f.status).toContainText(copy.success.title);
    await expect.poll(() => site.records().map((record) => record.body)).toEqual([trimmed(values)]);
    expect(workers.length).toBeGreaterThan(0);
    for (const url of workers) expect(new URL(url).origin).toBe(site.url);
    expect(foreign).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });

  test('a refused solution: a new challenge is solved and the enquiry resent once by itself; refused again, the form says try again and keeps every value', async ({ page }) => {
    const { site, f } = await open(page);
    let spoil = 1; // the first post's solution is spoilt on its way
    await page.route(`**${RELAY_PATH}`, (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      return spoil-- > 0 ? route.continue({ postData: JSON.stringify({ ...body, altcha: 'spoilt' }) }) : route.continue();
    });
    const values = typed(form);
    await fill(page, form, values);
    await f.submit.click();
    await expect(f.status).toContainText(copy.success.title);
    expect(site.answers).toEqual([403, 202]);
    await expect.poll(() => site.records().length).toBe(1);

    spoil = 2; // both the post and its automatic resend
    const next = { ...typed(form), firstName: 'Ravi' };
    await fill(page, form, next);
    await f.submit.click();
    await expect(f.failure).toContainText(copy.failure.messages.proofOfWork);
    expect(site.answers).toEqual([403, 202, 403, 403]);
    await expectValues(page, form, next);
    await f.retry.click();
    await expect(f.status).toContainText(copy.success.title);
    await expect.poll(() => site.records().map((record) => record.body.firstName)).toEqual(['Priya', 'Ravi']);
  });

  test('the answer lost on its way back: the retry (same key, same solution) gets 202, and one mail', async ({ page }) => {
    const { site, f } = await open(page);
    let lose = true;
    await page.route(`**${RELAY_PATH}`, async (route) => {
      if (!lose) return route.continue();
      lose = false;
      await route.fetch(); // the relay keeps it ...
      await route.abort('connectionreset'); // ... and the page never hears
    });
    const values = typed(form);
    await fill(page, form, values);
    await f.submit.click();
    await expect(f.failure).toContainText(copy.failure.messages.network);
    const answer = relayAnswer(page);
    await f.retry.click();
    const repeat = await answer;
    expect(repeat.status()).toBe(202);
    await expect(f.status).toContainText(copy.success.title);
    expect(site.answers).toEqual([202, 202]);
    await expect.poll(() => site.records().length).toBe(1);
    await page.waitForTimeout(500);
    expect(site.records()).toHaveLength(1);
  });
});

test('the exported site holds no credential and no provider address', () => {
  const secrets = [LOCAL_RELAY_ENV.ENQUIRY_USER, LOCAL_RELAY_ENV.ENQUIRY_PASSWORD, LOCAL_RELAY_ENV.ENQUIRY_API_URL, new URL(LOCAL_RELAY_ENV.ENQUIRY_API_URL).host];
  const found: string[] = [];
  let files = 0;
  for (const name of fs.readdirSync('out', { recursive: true }) as string[]) {
    const file = path.join('out', name);
    if (!fs.statSync(file).isFile()) continue;
    files += 1;
    const text = fs.readFileSync(file).toString('latin1');
    for (const secret of secrets) if (text.includes(secret)) found.push(`${file}: ${secret}`);
  }
  expect(files).toBeGreaterThan(100);
  expect(found).toEqual([]);
});

test("a relay build ships none of the direct mode's provider code", () => {
  // The provider client's marks: its token call's path and its authorisation header.
  const marks = [TOKEN_PATH, 'x-am-authorization'];
  const scripts = (fs.readdirSync(path.join('out', '_next', 'static'), { recursive: true }) as string[]).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const found = scripts.flatMap((name) => {
    const text = fs.readFileSync(path.join('out', '_next', 'static', name), 'utf8');
    return marks.filter((mark) => text.includes(mark)).map((mark) => `${name}: ${mark}`);
  });
  expect(found).toEqual([]);
});
