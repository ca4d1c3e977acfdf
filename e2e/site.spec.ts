import { expect, test } from '@playwright/test';
import { services as servicesJson, strengths as strengthsJson, ui as uiJson } from './content-files';
import { loaderUrls } from '../scripts/postbuild/paint-first.mjs';
import { brokenPictures, islandsReady, watchPageHealth } from './page-health';
import { pages, products, routes, site, sitemapPaths } from './routes';

// Every route in Chromium: e2e/engines/behaviours.spec.ts loads them in Firefox and WebKit.
test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path} renders its page with the layout, hydrates and has no error`, async ({ page }) => {
      const health = watchPageHealth(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${site.shortName}: ${route.title}`);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(route.heading);

      const menu = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(menu.getByRole('list').first().getByRole('link')).toHaveText(pages.navigation.map((entry) => entry.label));
      const current = menu.locator('[aria-current="page"]');
      if (route.menuLabel) await expect(current).toHaveText(route.menuLabel);
      else await expect(current).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('link', { name: pages.enquireNow.label })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(site.companyName) }).first()).toHaveAttribute('href', '/');
      await expect(page.getByRole('img', { name: site.partner.name })).toBeVisible();

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(islandsReady, undefined, { timeout: 10_000 });
      expect([...health.problems, ...(await page.evaluate(brokenPictures))]).toEqual([]);
    });
  }

  test('every other page the sitemap lists (posts, case studies and their list pages, the other languages\' pages) loads with no error and hydrates', async ({ page }) => {
    const others = sitemapPaths.filter((path) => !routes.some((route) => route.path === path));
    test.setTimeout(30_000 + others.length * 5_000);
    const health = watchPageHealth(page);
    for (const path of others) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await page.waitForFunction(islandsReady, undefined, { timeout: 10_000 });
      // Everything the page asked for has come (a form's code, say): leaving earlier would cancel it.
      await page.waitForLoadState('networkidle');
      health.problems.push(...(await page.evaluate(brokenPictures)).map((problem) => `${path}: ${problem}`));
    }
    expect(health.problems).toEqual([]);
  });

  test('/home/ names / as its canonical URL', async ({ page }) => {
    await page.goto('/home/');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe('/');
  });
});

test("the site's links are plain links: a click loads the page's own HTML, and no page asks for client-router data", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.txt') && !pathname.startsWith('/_next/static/flight/')) asked.push(pathname);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.locator('nav[data-menu-ready]')).toBeAttached(); // hydrated: a router would now take the click
  const target = pages.navigation.find((entry) => !entry.path.includes('#') && entry.path !== '/')!;
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: target.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target.path}$`));
  await expect(page.locator('nav[data-menu-ready]')).toBeAttached();
  expect(documents).toEqual([target.path]);
  // Nor is that data in the export for anyone to ask: the route's folder has its page and nothing of the router's.
  for (const path of ['/', target.path]) expect((await page.request.get(`${path}index.txt`)).status(), `${path}index.txt`).toBe(404);
  expect(asked).toEqual([]);
});

test('pages put their first paint and main images on screen before fetching their scripts, then hydrate', async ({ page }) => {
  for (const path of ['/', '/gallery/', '/about/', `/product-details/${products[0]!.name}/`]) {
    await page.goto(path);
    await expect(page.locator('nav[data-menu-ready]')).toBeAttached(); // hydrated
    const order = await page.evaluate(async () => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      // The loader preloads the chunks (initiator 'link') while it fetches the page's framework data (scripts/postbuild/flight-data.mjs).
      const scripts = resources.filter((entry) => /^\/_next\/static\/(chunks\/[^/]+\.js|flight\/[^/]+\.txt)$/.test(new URL(entry.name).pathname));
      const inView = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
      });
      // When Chrome says each main image in view reached the screen (element timing).
      type Shown = { element: Element | null; renderTime: number };
      const shown = inView.length
        ? await new Promise<Shown[]>((resolve) =>
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              resolve(list.getEntries() as unknown as Shown[]);
            }).observe({ type: 'element', buffered: true }),
          )
        : [];
      return {
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
        data: scripts.filter((entry) => entry.initiatorType === 'fetch').length,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        imagesShown: inView.map((img) => shown.find((entry) => entry.element === img)?.renderTime ?? Infinity),
      };
    });
    expect(order.scripts, path).toBeGreaterThan(1);
    expect(order.data, path).toBe(1);
    expect(order.firstScript, path).toBeGreaterThanOrEqual(order.firstPaint);
    if (path !== '/about/') expect(order.imagesShown.length, path).toBeGreaterThan(0);
    for (const shownAt of order.imagesShown) expect(order.firstScript, path).toBeGreaterThanOrEqual(shownAt);
  }
});

test("a grid's other photos start loading once its main photos are on screen, and without JavaScript as before", async ({ page, browser }) => {
  for (const path of ['/products/', '/gallery/']) {
    await page.goto(path);
    await expect(page.locator('nav[data-menu-ready]')).toBeAttached(); // hydrated
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const grid = await page.evaluate(async () => {
      const main = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
      const list = main[0]!.closest('ul, ol')!;
      const later = [...list.querySelectorAll<HTMLImageElement>('picture img[loading="lazy"]')];
      type Shown = { element: Element | null; renderTime: number };
      const shown = await new Promise<Shown[]>((resolve) =>
        new PerformanceObserver((entries, observer) => {
          observer.disconnect();
          resolve(entries.getEntries() as unknown as Shown[]);
        }).observe({ type: 'element', buffered: true }),
      );
      const started = (img: HTMLImageElement) => (performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined)?.startTime ?? -1;
      return {
        items: list.children.length,
        main: main.filter((img) => list.contains(img)).length,
        // Element timing reports the main images that reached the screen (those in view).
        mainShown: shown.filter((entry) => main.includes(entry.element as HTMLImageElement)).map((entry) => entry.renderTime),
        // A photo an editor reused from a main image comes from that one request: nothing of its own to time.
        later: later.map((img) => ({ alt: img.alt, source: img.currentSrc, width: img.naturalWidth, started: main.some((m) => m.currentSrc === img.currentSrc) ? Infinity : started(img) })),
      };
    });
    // Every grid item but the main ones waits (how many follows the content: a short gallery may have none).
    expect(grid.later, path).toHaveLength(grid.items - grid.main);
    if (grid.later.length === 0) continue;
    expect(grid.mainShown.length, path).toBeGreaterThan(0);
    const lastMainShown = Math.max(...grid.mainShown);
    for (const picture of grid.later) {
      expect(picture.source, `${path} ${picture.alt}`).toMatch(/^http.*\/_img\//);
      expect(picture.width, `${path} ${picture.alt}`).toBeGreaterThan(1);
      expect(picture.started, `${path} ${picture.alt}`).toBeGreaterThanOrEqual(lastMainShown);
    }
  }
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/products/');
  await noScript.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await noScript.waitForLoadState('networkidle');
  const sources = await noScript.locator('main picture img').evaluateAll((images) => images.map((img) => [(img as HTMLImageElement).currentSrc, (img as HTMLImageElement).naturalWidth]));
  expect(sources).toHaveLength(products.length);
  for (const [source, width] of sources) {
    expect(source).toMatch(/\/_img\//);
    expect(width).toBeGreaterThan(1);
  }
  await context.close();
});

test('every script asks Chrome to compile it ahead: those a page runs on load and those loaded on demand', async ({ page }) => {
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.url().includes('/_next/static/chunks/') && response.url().endsWith('.js')) bodies.set(new URL(response.url()).pathname, response.text());
  });
  await page.goto('/contact/');
  const onLoad: string[] = loaderUrls(await page.content());
  await page.evaluate(() => document.querySelector('form')?.scrollIntoView()); // the form's code comes when it is near
  await expect(page.locator('[data-enquiry-ready]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');

  expect(onLoad.length).toBeGreaterThan(0);
  const onDemand = [...bodies.keys()].filter((url) => !onLoad.includes(url));
  const formCode = await Promise.all(onDemand.map(async (url) => ((await bodies.get(url))!.includes('elapsedMs') ? url : null)));
  expect(formCode.filter(Boolean)).toHaveLength(1); // the form's own chunk came on demand
  for (const url of [...onLoad, ...onDemand]) expect((await bodies.get(url))?.startsWith('//# allFunctionsCalledOnLoad\n'), url).toBe(true);
});

test('content is in the HTML without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(route.path);
    await expect(page.locator('h1')).toHaveText(route.heading);
    // Every block is in place: none waits, hidden, for a script to move it (scripts/postbuild/inline-boundaries.mjs).
    await expect(page.locator('template, div[hidden][id^="S:"]'), route.path).toHaveCount(0);
  }
  await page.goto('/');
  for (const id of ['about', 'services', 'products', 'clients', 'contact']) await expect(page.locator(`#${id} h2`)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The home page is an overview: every strength and service by name, and each section links to its page.
  await expect(page.locator('#about li h3')).toHaveText(strengthsJson.strengths.map((strength) => strength.title));
  await expect(page.locator('#services li h3')).toHaveText(servicesJson.services.map((service) => service.name));
  await expect(page.locator('#services li p')).toHaveCount(0);
  for (const [id, label, href] of [
    ['about', uiJson.moreAboutUs, '/about/'],
    ['services', uiJson.viewAllServices, '/services/'],
    ['products', uiJson.viewAllProducts, '/products/'],
    ['clients', uiJson.viewAllClients, '/clients/'],
  ] as const) {
    await expect(page.locator(`#${id}`).getByRole('link', { name: label }), id).toHaveAttribute('href', href);
  }
  await page.goto('/products/');
  await expect(page.getByRole('link', { name: /Read More/ })).toHaveCount(products.length);
  await page.goto(`/product-details/${products[0]!.name}/`);
  await expect(page.getByText(products[0]!.commonContent)).toBeVisible();
  await page.goto('/services/');
  await expect(page.locator('main li :is(h2, h3)')).toHaveCount(servicesJson.services.length);
  await context.close();
});

test('an unknown path lands on the home page', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await page.waitForURL('/');
  await expect(page.locator('h1')).toHaveText(site.tagline);
});

test('the 404 page is not indexed and links home without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.request.get('/no-such-page/');
  const html = await response.text();
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=\/"/);
  await context.close();
});

test('the product data is published where the original site served it', async ({ request }) => {
  const response = await request.get('/assets/data/product_details.json');
  expect(response.status()).toBe(200);
  const data = (await response.json()) as { name: string }[];
  expect(data.map((product) => product.name)).toEqual(products.map((product) => product.name));
});

test('"Enquire now" lands on the contact page enquiry form', async ({ page }) => {
  await page.goto('/about/');
  await page.getByRole('banner').getByRole('link', { name: pages.enquireNow.label }).click();
  await page.waitForURL('/contact/#enquiry');
  await expect(page.locator('#enquiry')).toBeInViewport();
});

test.describe('footer', () => {
  test('has quick links, contact links, social links and the current year', async ({ page }) => {
    await page.goto('/about/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation').getByRole('link')).toHaveCount(pages.navigation.length);
    for (const phone of [...site.contact.salesPhones, site.contact.servicePhone]) {
      await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
    }
    for (const email of site.contact.emails) {
      await expect(footer.getByRole('link', { name: email.address })).toHaveAttribute('href', `mailto:${email.address}`);
    }
    for (const [network, url] of Object.entries(site.social)) {
      await expect(footer.getByRole('link', { name: new RegExp(network, 'i') })).toHaveAttribute('href', url);
    }
    await expect(footer.getByTestId('copyright-year')).toHaveText(String(new Date().getFullYear()));
  });

  test('the copyright year is right after New Year without a rebuild', async ({ page }) => {
    const nextYear = new Date().getFullYear() + 1;
    await page.clock.setFixedTime(new Date(`${nextYear}-01-01T00:05:00`));
    await page.goto('/');
    await expect(page.getByTestId('copyright-year')).toHaveText(String(nextYear));
  });

  test('back-to-top appears after more than 300 px and scrolls to the top', async ({ page }) => {
    await page.goto('/'); // the longest page whatever the lists hold: the hero and every section
    await expect(page.locator('nav[data-menu-ready]')).toBeAttached(); // the layout is hydrated
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForTimeout(100);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 2000));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, moves focus in, closes with Escape and returns focus', async ({ page }) => {
    await page.goto('/services/');
    await expect(page.locator('nav[data-menu-ready]')).toBeAttached(); // hydrated (scripts load after the first paint)
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const firstLink = page.locator('#site-menu').getByRole('link', { name: pages.navigation[0]!.label });
    await expect(toggle).toBeVisible();
    await expect(page.locator('#site-menu:popover-open')).toHaveCount(0);
    await expect(firstLink).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(page.locator('#site-menu:popover-open')).toHaveCount(1); // the popover gives the button its expanded state
    await expect(firstLink).toBeVisible();
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstLink).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('opens from a tap before its script has arrived, and the script carries on from there', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/services/', { waitUntil: 'domcontentloaded' }); // "load" would wait for the held scripts
    const firstLink = page.locator('#site-menu').getByRole('link', { name: pages.navigation[0]!.label });
    await expect(firstLink).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click(); // nothing has hydrated yet
    await expect(firstLink).toBeVisible();
    await expect(page.locator('nav[data-menu-ready]')).toHaveCount(0);

    release();
    await expect(page.locator('nav[data-menu-ready]')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(page.locator('#site-menu:popover-open')).toHaveCount(1); // the popover gives the button its expanded state
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstLink).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    const menu = page.locator('#site-menu');
    await expect(menu.getByRole('link', { name: 'Gallery' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL('/gallery/');
    await expect(page.locator('h1')).toHaveText('Gallery');
    await context.close();
  });

  test('closes on a click outside and navigates from a link', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('nav[data-menu-ready]')).toBeAttached();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.mouse.click(20, 400);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.locator('#site-menu:popover-open')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#site-menu').getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL('/gallery/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.locator('#site-menu:popover-open')).toHaveCount(0);
    await expect(page.locator('#site-menu [aria-current="page"]')).toHaveText('Gallery');
  });
});
