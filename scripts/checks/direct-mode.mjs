// Checks the direct enquiry mode (for a host without functions: the page calls the provider
// itself with the NEXT_PUBLIC_ENQUIRY_* settings, which are public) in a real browser. Builds into
// a temporary folder against a local provider, sends the Contact form in Chromium and expects the
// provider's two calls, one enquiry recorded, the "received" message and no refusal by the page's
// policy. The relay build's tests check the opposite: that it holds none of this code (e2e/relay.spec.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../shared/chromium.mjs';
import { buildVariant } from '../shared/build-variant.mjs';
import { LOCAL_RELAY_ENV } from '../shared/local-env.mjs';
import { createStaticServer } from '../shared/static-server.mjs';
import { startProvider } from '../servers/provider.mjs';

const FORM = 'contact-enquiry';
const ENQUIRY = { firstName: 'Priya', email: 'priya@example.com', mobile: '9876543210', city: 'Pune' };

async function sendFromContactPage(origin) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(chromium.executablePath(), fs.existsSync), args: CHROMIUM_ARGS });
  const refused = [];
  try {
    const page = await browser.newPage();
    page.on('console', (message) => /Content Security Policy|Refused to/.test(message.text()) && refused.push(message.text()));
    await page.goto(`${origin}/contact/`);
    await page.evaluate(() => document.querySelector('form')?.scrollIntoView()); // the form's code comes when it is near
    await page.locator('[data-enquiry-ready]').waitFor();
    for (const [field, value] of Object.entries(ENQUIRY)) await page.fill(`#${FORM}-${field}`, value);
    await page.selectOption(`#${FORM}-productName`, { index: 1 });
    await page.click(`#${FORM} button[type=submit]`);
    // The form's answer: "received" (status), or why not (alert).
    const answer = page.locator(`#${FORM} [role=status], #${FORM} [role=alert]`).filter({ hasText: /\S/ }).first();
    await answer.waitFor({ timeout: 30_000 });
    return { shown: (await answer.innerText()).split('\n')[0], refused };
  } finally {
    await browser.close();
  }
}

async function main() {
  const record = fs.mkdtempSync(path.join(os.tmpdir(), 'direct-mode-provider-'));
  const provider = await startProvider({ port: 0, record: path.join(record, 'enquiries.jsonl')});
  const { ENQUIRY_PRODUCT, ENQUIRY_USER, ENQUIRY_PASSWORD } = LOCAL_RELAY_ENV;
  const built = buildVariant('direct-mode', {
    NEXT_PUBLIC_ENQUIRY_MODE: 'direct',
    NEXT_PUBLIC_ENQUIRY_API_URL: provider.url,
    NEXT_PUBLIC_ENQUIRY_PRODUCT: ENQUIRY_PRODUCT,
    NEXT_PUBLIC_ENQUIRY_USER: ENQUIRY_USER,
    NEXT_PUBLIC_ENQUIRY_PASSWORD: ENQUIRY_PASSWORD,
  });
  const server = createStaticServer({ dir: built });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { shown, refused } = await sendFromContactPage(`http://127.0.0.1:${server.address().port}`);
    const calls = await (await fetch(`${provider.url}/__calls`)).json();
    const records = await (await fetch(`${provider.url}/__records`)).json();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.path);
    const problems = [
      ...refused.map((text) => `refused by the page's policy: ${text}`),
      ...(records.length === 1 ? [] : [`the form said "${shown}"`]),
      ...(posts.length === 2 && posts[0].endsWith('/token') && posts[1].endsWith('-contact-mail-send') ? [] : [`the provider saw ${JSON.stringify(posts)}, not the token call and then mail-send`]),
      ...(records.length === 1 && records[0].body?.email === ENQUIRY.email ? [] : [`the provider recorded ${records.length} enquiries, not the one sent`]),
    ];
    if (problems.length) throw new Error(`the direct-mode build fails:\n  ${problems.join('\n  ')}`);
    console.log(`Direct mode: the Contact form sent one enquiry straight to the provider ("${shown}").`);
  } finally {
    server.close();
    await provider.close();
    fs.rmSync(built, { recursive: true, force: true });
    fs.rmSync(record, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`direct-mode: ${error.message}`);
  process.exit(1);
});
