// The site is locked down: every page carries a strict Content-Security-Policy (per-page script
// and style hashes, no 'unsafe-inline') in a <meta> element and, through out/_headers, as a
// response header with the other security headers; nothing on any page violates it, nothing is
// fetched from another origin, and an enquiry still goes out under it (to the site's own relay).
import { expect, test, type Page } from '@playwright/test';
import { watch } from './csp-watch';
import { copy, waitForPersonPace } from './enquiry-helpers';
import { startSiteWithRelay } from './relay-server';
import { products, routes } from './routes';
import { islandsReady } from './page-health';

/** Scrolls to the bottom and back, so lazy images and scroll-triggered code load too. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  });
  await page.waitForLoadState('networkidle');
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test.describe('every route under the policy', () => {
  for (const route of routes) {
    test(`${route.path}: policy in <head> and header, no violation, no other origin`, async ({ page, baseURL }) => {
      const seen = await watch(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);

      // The exported HTML: the policy is the first element of <head> (after <meta charset>).
      const html = await response!.text();
      const head = /<head[^>]*>(?:<meta charSet="utf-8"\/>)?<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
      expect(head, 'CSP <meta> first in <head>').not.toBeNull();
      const metaPolicy = head![1]!.replace(/&#x27;|&apos;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
      expect(html.indexOf('<script')).toBeGreaterThan(head!.index);
      const meta = directives(metaPolicy);
      expect(meta.get('script-src')?.[0]).toBe("'self'");
      expect(meta.get('script-src')!.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
      expect(meta.get('script-src')!.length, 'the page has inline scripts to hash').toBeGreaterThan(1);
      expect(metaPolicy).not.toMatch(/script-src[^;]*unsafe/);
      // The first paint's CSS is inline (scripts/postbuild/static-styles.mjs), allowed by its hash alone.
      expect(metaPolicy).not.toMatch(/unsafe-inline/);
      const styleSrc = meta.get('style-src')!;
      expect(styleSrc[0]).toBe("'self'");
      expect(styleSrc.length, 'the inline first-paint CSS is hashed').toBeGreaterThan(1);
      expect(styleSrc.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
      // Relay mode: the forms post to the site itself; no other origin is reachable.
      expect(meta.get('connect-src')).toEqual(["'self'"]);
      expect(meta.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(meta.has('frame-ancestors')).toBe(false);

      // The header (out/_headers) is the same site-wide policy for every page: what <meta> cannot
      // say (frame-ancestors) and what the page's own policy says too.
      const header = directives(response!.headers()['content-security-policy']!);
      expect(header.get('frame-ancestors')).toEqual(["'none'"]);
      for (const [name, values] of header) if (name !== 'frame-ancestors') expect(meta.get(name)).toEqual(values);

      await scrollThrough(page);
      expect(await seen.violations()).toEqual([]);
      expect(seen.otherOrigins(new URL(baseURL!).origin), 'requests to other origins').toEqual([]);
    });
  }
});

test('the security headers and cache lifetimes of out/_headers are served', async ({ page, request }) => {
  const response = await request.get('/about/');
  const headers = response.headers();
  expect(headers['strict-transport-security']).toMatch(/^max-age=(\d+)/);
  expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security']!)![1])).toBeGreaterThanOrEqual(31536000);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('microphone=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");

  const assets: string[] = [];
  page.on('response', (r) => assets.push(r.url()));
  await page.goto('/');
  // The scripts come after the first paint, the stylesheets and the load event (paint-first.mjs):
  // a busy machine's pause before them outlasts networkidle's 500 ms, so wait for the page to work.
  await page.waitForFunction(islandsReady);
  const script = assets.find((url) => new URL(url).pathname.startsWith('/_next/static/'));
  const image = assets.find((url) => new URL(url).pathname.startsWith('/_img/'));
  expect(script && image, 'the home page loads a script and an image variant').toBeTruthy();
  for (const url of [script!, image!]) {
    expect((await request.get(url)).headers()['cache-control']).toMatch(/max-age=31536000/);
  }
});

test('the policy is enforced: injected inline script does not run and is reported', async ({ page }) => {
  const seen = await watch(page);
  await page.goto('/about/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(async () => (await seen.violations()).join('\n')).toMatch(/script-src/);
});

test('client-side navigation, the menu and the gallery viewer cause no violation', async ({ page, baseURL }) => {
  const seen = await watch(page);
  await page.goto('/');
  await expect(page.locator('nav[data-menu-ready]')).toBeAttached(); // hydrated: the link navigates client-side
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Gallery' }).click();
  await page.waitForURL('/gallery/');
  await expect(page.locator('[data-viewer-ready]').first()).toBeAttached();
  await page.locator('a[data-viewer-src]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Escape');
  expect(await seen.violations()).toEqual([]);
  expect(seen.otherOrigins(new URL(baseURL!).origin)).toEqual([]);
});

test.describe('an enquiry under the policy', () => {
  let site: Awaited<ReturnType<typeof startSiteWithRelay>>;

  // A site server and provider of this test's own, so the forms tests switching the shared
  // provider's modes cannot interfere; it serves the same out/ with the same _headers.
  test.beforeAll(async () => {
    site = await startSiteWithRelay();
  });
  test.afterAll(async () => {
    await site?.close();
  });

  test('the contact form sends under the policy, to the site itself only', async ({ page }) => {
    const seen = await watch(page);
    await page.goto(`${site.url}/contact/`);
    const form = page.locator('#contact-enquiry');
    await form.locator('[name="firstName"]').fill('Priya');
    const started = Date.now(); // once the form is in use (the fill may have waited for the page)
    await form.locator('[name="email"]').fill('priya@example.com');
    await form.locator('[name="mobile"]').fill('9876543210');
    await form.locator('[name="city"]').fill('Pune');
    await form.locator('[name="productName"]').selectOption(products[0]!.title);
    await form.locator('[name="message"]').fill('Sent under the Content-Security-Policy.');
    await waitForPersonPace(page, started);
    await form.getByRole('button', { name: copy.forms.contact.submit }).click();
    await expect(form.getByRole('status')).toContainText(copy.success.title);

    await expect.poll(() => site.records().map((record) => record.body.message)).toEqual(['Sent under the Content-Security-Policy.']);
    expect(await seen.violations()).toEqual([]);
    expect(seen.otherOrigins(site.url)).toEqual([]);
  });
});
