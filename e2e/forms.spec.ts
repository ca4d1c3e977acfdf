// The two enquiry forms on the exported site (built in relay mode by `npm run build:local`):
// browser -> the site's relay (/api/enquiries, mounted by scripts/servers/serve.mjs) -> the local
// provider (scripts/servers/provider.mjs on 127.0.0.1:4010), both started by playwright.config.ts.
// Serial: the tests switch the shared provider's mode. The relay's own answers, spam and
// exactly-once are in relay.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { copy, expectValues, fill, formParts, FORMS, trimmed, typed, waitForPersonPace, type FormUnderTest, type Values } from './enquiry-helpers';
import { caseStudies, products, site } from './routes';
import { entryPath } from '../lib/publishing';
import { RELAY_PATH } from '../lib/enquiry/server';
import { LOCAL_PROVIDER_URL } from '../lib/public-settings.mjs';
import { defaultRoots, getFormCopy, getLanguages, getProducts } from '../lib/content';
import { pathIn } from '../lib/languages';
import { fillTemplate } from '../lib/text';

test.describe.configure({ mode: 'serial' });

const PROVIDER = LOCAL_PROVIDER_URL;
const TOKEN_PATH = '/api/system-api/admingbs/token';
const MAIL_PATH = '/api/custom-api/admingbs/bluegreen-contact-mail-send';
const enquiryAddress = site.contact.emails[0]!.address;

interface ProviderCall {
  method: string;
  path: string;
  status: number | string | null;
  body?: unknown;
  headers: Record<string, string>;
}
interface ProviderRecord {
  path: string;
  product: string;
  headers: Record<string, string>;
  body: Values;
}

async function setMode(request: APIRequestContext, mode: string) {
  const response = await request.post(`${PROVIDER}/__control`, { data: { mode } });
  expect(response.ok()).toBe(true);
}
/** Every API request the provider saw (CORS preflights included). */
async function calls(request: APIRequestContext): Promise<ProviderCall[]> {
  return (await (await request.get(`${PROVIDER}/__calls`)).json()) as ProviderCall[];
}
async function posts(request: APIRequestContext): Promise<ProviderCall[]> {
  return (await calls(request)).filter((call) => call.method === 'POST');
}
async function records(request: APIRequestContext): Promise<ProviderRecord[]> {
  return (await (await request.get(`${PROVIDER}/__records`)).json()) as ProviderRecord[];
}
/** The provider's records once `count` enquiries have arrived (the relay delivers after it answers). */
async function delivered(request: APIRequestContext, count = 1): Promise<ProviderRecord[]> {
  await expect.poll(async () => (await records(request)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
  return records(request);
}

/** The error shown for a field, checked to be tied to it (aria-describedby, aria-invalid). */
async function expectFieldError(page: Page, form: FormUnderTest, name: keyof Values, message: string) {
  const input = formParts(page, form).field(name);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    describedBy.split(' ').filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  expect(texts).toContain(message);
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
}

/** Scrolls to the form and waits until its script has taken over; the hand-over may replace the form while it is scrolled to. */
async function scrollToLoadedForm(page: Page, form: FormUnderTest) {
  await expect(async () => {
    await formParts(page, form).root.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(page.locator('[data-enquiry-ready]')).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

async function expectMailtoFallback(page: Page, form: FormUnderTest, values: Values) {
  const link = formParts(page, form).root.locator('a[href^="mailto:"]');
  await expect(link).toHaveCount(1);
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith(`mailto:${enquiryAddress}?`)).toBe(true);
  const params = new URLSearchParams(href.slice(href.indexOf('?') + 1).replace(/\+/g, '%2B'));
  expect(params.get('subject')).toContain(values.productName.trim());
  const body = params.get('body') ?? '';
  for (const value of Object.values(trimmed(values))) {
    for (const line of value.split('\n')) expect(body).toContain(line);
  }
}

test.beforeEach(async ({ request }) => {
  await setMode(request, 'ok');
  expect((await request.delete(`${PROVIDER}/__records`)).status()).toBe(204);
});

test.afterAll(async ({ request }) => {
  await setMode(request, 'ok');
});

test('the contact form sits in the #enquiry section the navbar points at', async ({ page }) => {
  await page.goto('/contact/#enquiry');
  const section = page.locator('#enquiry');
  await expect(section.locator('form#contact-enquiry')).toBeVisible();
  await expect(section.getByRole('heading', { name: copy.forms.contact.heading })).toBeVisible();
});

for (const form of FORMS) {
  test.describe(form.name, () => {
    test('labelled fields, the product list, and the preselected product', async ({ page }) => {
      await page.goto(form.path);
      const f = formParts(page, form);
      await expect(f.card.getByRole('heading', { name: copy.forms[form.variant].heading })).toBeVisible();
      for (const name of ['firstName', 'email', 'mobile', 'city', 'productName', 'message'] as const) {
        await expect(f.root.getByLabel(copy.fields[name].label, { exact: false })).toHaveCount(1);
      }
      const mobile = f.field('mobile');
      await expect(mobile).toHaveAttribute('type', 'text');
      await expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
      await expect(mobile).toHaveAttribute('inputmode', 'numeric');
      const options = await f.field('productName').locator('option').allTextContents();
      expect(options).toEqual([copy.fields.productName.choose, ...products.map((p) => p.title), copy.fields.productName.other]);
      await expect(f.field('productName')).toHaveValue(form.preselected);
      await expect(f.submit).toBeDisabled();
      const duplicateIds = await page.evaluate(() => {
        const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
        return ids.filter((id, index) => ids.indexOf(id) !== index);
      });
      expect(duplicateIds).toEqual([]);
    });

    test('the failure and success messages pass axe (WCAG 2.2 AA)', async ({ page }) => {
      const axe = async () =>
        (
          await new AxeBuilder({ page })
            .include(`[data-enquiry-form="${form.formId}"]`)
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
            .analyze()
        ).violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary ?? ''}`));
      await page.goto(form.path);
      const f = formParts(page, form);
      await fill(page, form, typed(form));
      await page.context().setOffline(true);
      await f.submit.click();
      await expect(f.failure).toBeVisible();
      expect(await axe()).toEqual([]);
      await page.context().setOffline(false);
      await f.retry.click();
      await expect(f.status).toContainText(copy.success.title);
      expect(await axe()).toEqual([]);
    });

    test('bad input keeps submit disabled and shows each field its own error', async ({ page, request }) => {
      await page.goto(form.path);
      const f = formParts(page, form);
      // Its validation, once the form's script has loaded (typing before that is tested below): a
      // field left before then shows its error at the next check, not on leaving.
      await scrollToLoadedForm(page, form);
      // Nothing is shown before a field is touched.
      await expect(f.root.locator('[aria-invalid="true"]')).toHaveCount(0);

      await f.field('firstName').fill('Priya');
      await f.field('email').fill('a@b');
      await f.field('mobile').click(); // leaves the email field
      await expectFieldError(page, form, 'email', copy.errors.emailInvalid);
      await expect(f.field('firstName')).not.toHaveAttribute('aria-invalid', 'true');

      for (const bad of ['987654321', '98765432101', '98765abcde']) {
        await f.field('mobile').fill(bad);
        await f.field('city').focus();
        await expectFieldError(page, form, 'mobile', copy.errors.mobileInvalid);
      }
      await f.field('email').fill('a@b.comxx');
      await expectFieldError(page, form, 'email', copy.errors.emailInvalid);
      await expect(f.submit).toBeDisabled();

      // Enter in a field of the invalid form: the alert, and every required field's error.
      await f.field('city').press('Enter');
      await expect(f.invalid).toHaveText(copy.invalidForm);
      await expectFieldError(page, form, 'city', copy.errors.cityRequired);
      if (!form.preselected) await expectFieldError(page, form, 'productName', copy.errors.productNameRequired);
      await f.field('firstName').fill('  ');
      await f.field('firstName').blur();
      await expectFieldError(page, form, 'firstName', copy.errors.firstNameRequired);
      await expect(f.submit).toBeDisabled();
      expect(await posts(request)).toEqual([]);

      // Once everything is right the alert goes and the button is enabled.
      await fill(page, form, typed(form));
      await expect(f.root.locator('[aria-invalid="true"]')).toHaveCount(0);
      await expect(f.invalid).toHaveCount(0);
      await expect(f.submit).toBeEnabled();
    });

    test('a valid submit goes through the relay: token call, mail-send, then a reset with a success message', async ({ page, request }) => {
      const browserCalls: string[] = [];
      page.on('request', (r) => browserCalls.push(r.url()));
      await page.goto(form.path);
      const f = formParts(page, form);
      const values = typed(form);
      await fill(page, form, values);
      const relayAnswer = page.waitForResponse((r) => r.url().endsWith(RELAY_PATH) && r.request().method() === 'POST');
      await f.submit.click();

      await expect(f.status).toContainText(copy.success.title);
      await expect(f.status).toContainText(copy.success.text);
      await expect(f.card.locator('div[tabindex="-1"]')).toBeFocused();
      const answer = await relayAnswer;
      expect(answer.status()).toBe(202);
      const sentByBrowser = answer.request().postDataJSON() as Record<string, unknown>;
      // The page sends the visitor's values, the spam signals and the proof of work, never a credential.
      expect(Object.keys(sentByBrowser).sort()).toEqual([...Object.keys(values), 'altcha', 'elapsedMs', 'website'].sort());
      const key = await answer.request().headerValue('idempotency-key');
      expect(key).toMatch(/^[\w-]{16,}$/);
      expect(browserCalls.filter((url) => url.startsWith(PROVIDER))).toEqual([]);

      await delivered(request);
      const sent = await posts(request);
      expect(sent.map((c) => [c.path, c.status])).toEqual([
        [TOKEN_PATH, 200],
        [MAIL_PATH, 200],
      ]);
      expect(sent[0]!.body).toEqual({ authTokenType: 'AM', authTokenAM: { u: 'local-user', p: 'local-password' } });
      expect(sent[0]!.headers['x-am-authorization']).toBeUndefined();

      const [record, ...more] = await records(request);
      expect(more).toEqual([]);
      expect(record!.path).toBe(MAIL_PATH);
      expect(record!.product).toBe('bluegreen');
      expect(record!.body).toEqual(trimmed(values));
      expect(record!.headers['x-am-authorization']).toMatch(/^[\w-]{20,}$/);
      expect(record!.headers['idempotency-key']).toBe(key);
      expect(record!.headers['content-type']).toBe('application/json');

      // Reset: empty again (the product page keeps its product), button disabled, no errors.
      await expectValues(page, form, { firstName: '', email: '', mobile: '', city: '', productName: form.preselected, message: '' });
      await expect(f.submit).toBeDisabled();
      await expect(f.root.locator('[aria-invalid="true"]')).toHaveCount(0);
    });

    for (const mode of ['token-500', 'mail-500', 'down'] as const) {
      test(`provider ${mode}: the form says received at once; the enquiry arrives once the provider is back`, async ({ page, request }) => {
        await setMode(request, mode);
        await page.goto(form.path);
        const f = formParts(page, form);
        const values = typed(form);
        await fill(page, form, values);
        await f.submit.click();
        await expect(f.status).toContainText(copy.success.title);
        await expect(f.failure).toHaveCount(0);
        // The relay keeps it and tries; the provider fails, so nothing has arrived.
        await expect.poll(async () => (await posts(request)).length).toBeGreaterThan(0);
        expect(await records(request)).toEqual([]);
        // The provider is back: the local server's sweep (every second in the tests) delivers it.
        await setMode(request, 'ok');
        const sent = await delivered(request);
        expect(sent.map((r) => r.body)).toEqual([trimmed(values)]);
      });
    }

    test('offline: every value kept, the error, retry and the e-mail fallback', async ({ page, request }) => {
      await page.goto(form.path);
      const f = formParts(page, form);
      const values = typed(form);
      await fill(page, form, values);
      await page.context().setOffline(true);
      await f.submit.click();
      await expect(f.failure).toBeVisible();
      await expect(f.failure).toContainText(copy.failure.messages.network);
      await expect(f.status).toHaveText('');
      await expectValues(page, form, values);
      await expect(f.submit).toBeEnabled();
      await expectMailtoFallback(page, form, values);
      await page.context().setOffline(false);
      await f.retry.click();
      await expect(f.status).toContainText(copy.success.title);
      await expect(f.failure).toHaveCount(0);
      expect((await delivered(request)).map((r) => r.body)).toEqual([trimmed(values)]);
    });

    test('a double click sends once', async ({ page, request }) => {
      await page.goto(form.path);
      const f = formParts(page, form);
      await fill(page, form, typed(form));
      await f.submit.dblclick();
      await expect(f.status).toContainText(copy.success.title);
      await delivered(request);
      // Give a stray second send time to arrive before counting.
      await page.waitForTimeout(500);
      expect((await posts(request)).map((c) => c.path)).toEqual([TOKEN_PATH, MAIL_PATH]);
      expect(await records(request)).toHaveLength(1);
    });
  });
}

test('the form fits a 320 px screen with 44 px controls and 16 px text', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/contact/');
  const form = formParts(page, FORMS[0]!);
  // Measured on the interactive form (the server's form it replaces has the same layout).
  await scrollToLoadedForm(page, FORMS[0]!);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const name of ['firstName', 'email', 'mobile', 'city', 'productName', 'message'] as const) {
    const box = await form.field(name).boundingBox();
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(320);
    const fontSize = await form.field(name).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize, name).toBeGreaterThanOrEqual(16);
  }
  const submit = await form.submit.boundingBox();
  expect(submit!.height).toBeGreaterThanOrEqual(44);
});

test('keyboard only: fill, submit with Enter, and the result takes the focus', async ({ page, request }) => {
  const form = FORMS[0]!;
  await page.goto(form.path);
  const f = formParts(page, form);
  await f.field('firstName').focus();
  const started = Date.now();
  await page.keyboard.type('Priya');
  await page.keyboard.press('Tab');
  await page.keyboard.type('priya@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('9876543210');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Pune');
  await page.keyboard.press('Tab');
  await expect(f.field('productName')).toBeFocused();
  await f.field('productName').selectOption(copy.fields.productName.other);
  await f.field('city').focus();
  await waitForPersonPace(page, started);
  await page.keyboard.press('Enter');
  await expect(f.status).toContainText(copy.success.title);
  await expect(f.card.locator('div[tabindex="-1"]')).toBeFocused();
  const [record] = await delivered(request);
  expect(record!.body.productName).toBe(copy.fields.productName.other);
  expect(record!.body.message).toBe('');
});

test("a case study's form sends every product it installed, named together, unless the visitor narrows it to one", async ({ page, request }) => {
  const study = caseStudies.find((each) => each.data.products.length > 1);
  test.skip(!study, 'no case study installed several products');
  const titles = study!.data.products.map((name) => products.find((product) => product.name === name)!.title);
  const form: FormUnderTest = { name: 'Case study', path: entryPath('case-studies', study!), formId: 'consultation-form', variant: 'consultation', preselected: titles.join(', '), pick: titles.join(', ') };
  await page.goto(form.path);
  const f = formParts(page, form);
  await expect(f.field('productName')).toHaveValue(form.preselected);
  // Picking one of them leaves the combined choice there to go back to.
  await f.field('productName').selectOption(titles[1]!);
  await expect(f.field('productName').locator('option', { hasText: form.preselected })).toHaveCount(1);
  await fill(page, form, typed(form));
  await f.submit.click();
  await expect(f.status).toContainText(copy.success.title);
  const [record] = await delivered(request);
  expect(record!.body.productName).toBe(form.preselected);
  // The reset brings the case study's products back.
  await expect(f.field('productName')).toHaveValue(form.preselected);
});

test.describe('the form code loads when the form comes near', () => {
  const form = FORMS[1]!; // a product page: the form is far below the first screen
  /** The chunks holding the interactive form (Formik, Yup, the API client) that the page fetched. */
  function watchFormCode(page: Page) {
    const seen: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('Idempotency-Key')) seen.push(response.url());
    });
    return seen;
  }

  /** Holds the form's own code back until the returned function is called; the rest loads as usual. */
  async function holdFormCode(page: Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Idempotency-Key')) await released;
      await route.fulfill({ response, body });
    });
    return () => release();
  }

  test('a visitor who does not scroll to the form never downloads its code', async ({ page, browser }) => {
    // The product page whose form stands farthest down, in a phone's window made short enough that
    // the form's wrapper (what the code watches) starts beyond the 800 px the code loads ahead
    // (DeferredEnquiryForm's LOAD_AHEAD), however little content the pages have.
    const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const measure = await still.newPage();
    let far = { product: products[0]!, top: 0 };
    for (const product of products.slice(0, 20)) {
      await measure.goto(`/product-details/${product.name}/`);
      const top = await measure.locator(`form#${form.formId}`).evaluate((element) => element.parentElement!.getBoundingClientRect().top + window.scrollY);
      if (top > far.top) far = { product, top };
    }
    await still.close();
    const height = Math.min(740, Math.floor(far.top) - 800 - 100);
    test.skip(height < 320, `every form starts within ${Math.round(far.top)} px: near the first screen on any phone`);
    const target = { ...form, path: `/product-details/${far.product.name}/`, preselected: far.product.title };
    await page.setViewportSize({ width: 375, height });
    const seen = watchFormCode(page);
    await page.goto(target.path);
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    await expect(page.locator('[data-enquiry-ready]')).toHaveCount(0);
    // The server's form is complete before: labelled fields, the preselected product, submit disabled.
    const f = formParts(page, target);
    await expect(f.field('productName')).toHaveValue(target.preselected);
    await expect(f.submit).toBeDisabled();

    await f.root.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-enquiry-ready]')).toHaveCount(1);
    await expect.poll(() => seen.length).toBe(1);
  });

  test("a field focused before the page's scripts ran counts as the first use: a quick send after the swap is no robot", async ({ page, request }) => {
    // Every script held back until after the focus and past a person's pace, so that the form
    // takes over only when the visitor is nearly done: the relay must still take them for a person.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(form.path, { waitUntil: 'domcontentloaded' });
    const f = formParts(page, form);
    await f.field('firstName').focus();
    await waitForPersonPace(page, Date.now());
    release();
    await expect(page.locator('[data-enquiry-ready]')).toHaveCount(1);
    const values = typed(form);
    for (const name of ['firstName', 'email', 'mobile', 'city', 'message'] as const) await f.field(name).fill(values[name]);
    await f.field('productName').selectOption(values.productName);
    await f.submit.click();
    await expect(f.status).toContainText(copy.success.title);
    const [record] = await delivered(request);
    expect(record!.body).toEqual(trimmed(values));
  });

  test('what is typed before the code arrives is kept: values, focus, caret, errors and an Enter', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // Scrolls at once (no smooth scroll, globals.css): the focus below brings the field to the
    // middle of the screen, the button and what follows the form in view, as for a keyboard visitor.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const release = await holdFormCode(page); // until the visitor has typed
    await page.goto(form.path);
    // The page itself has hydrated (only the form's own code is held back), so the shifts counted
    // below are the form's hand-over alone.
    await expect(page.locator('nav[data-menu-ready]')).toBeAttached();
    const f = formParts(page, form);
    await f.field('firstName').fill('Priya');
    const started = Date.now();
    await f.field('mobile').fill('98765');
    await f.field('email').fill('priya@example.com');
    await f.field('city').press('Enter'); // a send attempt while the code is still on its way
    await f.field('message').focus();
    await page.keyboard.type('Cal me');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft'); // the caret after "Cal"
    await expect(page.locator('[data-enquiry-ready]')).toHaveCount(0);
    const where = (await f.field('message').boundingBox())!;

    release();
    await expect(page.locator('[data-enquiry-ready]')).toHaveCount(1);
    await expect(f.field('firstName')).toHaveValue('Priya');
    await expect(f.field('email')).toHaveValue('priya@example.com');
    await expect(f.field('message')).toBeFocused();
    await expectFieldError(page, form, 'mobile', copy.errors.mobileInvalid); // left while invalid
    // The Enter is carried out: the form was invalid, so the alert and every field's error.
    await expect(f.invalid).toHaveText(copy.invalidForm);
    await expectFieldError(page, form, 'city', copy.errors.cityRequired);
    // The field typed in stays where the visitor sees it, though errors came above it. The alert
    // below it is the answer to the Enter and takes its room above the button, as after an Enter
    // in the interactive form; the hand-over's own layout shifts are counted in the next test.
    expect(Math.abs((await f.field('message').boundingBox())!.y - where.y)).toBeLessThan(1);

    await page.keyboard.type('l');
    await expect(f.field('message')).toHaveValue('Call me');
    await f.field('mobile').fill('9876543210');
    await f.field('city').fill('Pune');
    await waitForPersonPace(page, started);
    await f.submit.click();
    await expect(f.status).toContainText(copy.success.title);
    const [record] = await delivered(request);
    expect(record!.body).toEqual({ firstName: 'Priya', email: 'priya@example.com', mobile: '9876543210', city: 'Pune', productName: form.preselected, message: 'Call me' });
  });

  test('the hand-over moves nothing on screen, though errors appear above the field typed in', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.emulateMedia({ reducedMotion: 'reduce' }); // scrolls at once: the field mid-screen, the form's end and the footer in view
    const release = await holdFormCode(page);
    await page.goto(form.path);
    // The page itself has hydrated (only the form's own code is held back), so the shifts counted
    // below are the form's hand-over alone.
    await expect(page.locator('nav[data-menu-ready]')).toBeAttached();
    const f = formParts(page, form);
    await f.field('mobile').fill('98765'); // left while invalid: its error shows once the form takes over
    await f.field('message').focus();
    await page.keyboard.type('Call me');
    await expect(page.locator('[data-enquiry-ready]')).toHaveCount(0);
    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: 'layout-shift' });
    });
    await page.waitForTimeout(600); // layout shifts right after typing do not count; wait that out
    const where = (await f.field('message').boundingBox())!;

    release();
    await expect(page.locator('[data-enquiry-ready]')).toHaveCount(1);
    await expectFieldError(page, form, 'mobile', copy.errors.mobileInvalid);
    await expect(f.field('message')).toBeFocused();
    expect(Math.abs((await f.field('message').boundingBox())!.y - where.y)).toBeLessThan(1);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });
});

// Each other language's contact form: its own words, its own validation messages, and what the
// company receives: the mobile number in ASCII digits however it was typed, and a line saying which
// language's pages the enquiry came from (forms.json languageLine, in the default language).
const [defaultLanguage, ...otherLanguages] = getLanguages();
for (const language of otherLanguages) {
  test(`in ${language.name}: the contact form speaks ${language.code}, takes a mobile in Devanagari digits and tells the company the language`, async ({ page, request }) => {
    const words = getFormCopy({ ...defaultRoots, language: language.code });
    const form = FORMS.find((each) => each.variant === 'contact')!;
    await page.goto(pathIn(language, [defaultLanguage!, ...otherLanguages], form.path));
    await scrollToLoadedForm(page, form);
    const root = page.locator(`form#${form.formId}`);
    const field = (name: keyof Values) => root.getByLabel(words.fields[name].label, { exact: false });
    const submit = root.getByRole('button', { name: words.forms.contact.submit });
    // Its own validation words, on the field they are about.
    await field('email').fill('not-an-address');
    await field('email').blur();
    await expect(root.getByText(words.errors.emailInvalid)).toBeVisible();
    await expect(submit).toBeDisabled();

    await field('firstName').fill('प्रिया');
    const started = Date.now();
    await field('email').fill('priya.k@example.com');
    await field('mobile').fill('९८७६५४३२१०');
    await field('city').fill('पुणे');
    const choice = getProducts({ ...defaultRoots, language: language.code })[0]!.title;
    await field('productName').selectOption(choice);
    await field('message').fill('सहा मजली इमारतीसाठी प्रेशर सिस्टम हवी आहे.');
    await waitForPersonPace(page, started);
    await submit.click();
    await expect(root.getByRole('status')).toContainText(words.success.title);

    const [record] = await delivered(request);
    expect(record!.body).toMatchObject({ firstName: 'प्रिया', mobile: '9876543210', city: 'पुणे', productName: choice });
    const line = fillTemplate(getFormCopy().languageLine, { language: language.name, code: language.code });
    expect(record!.body.message).toBe(`सहा मजली इमारतीसाठी प्रेशर सिस्टम हवी आहे.\n\n${line}`);
  });
}
