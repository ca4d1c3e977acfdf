// Everything that moves by itself: the hero and clients carousels, the entrance animations and
// the menu's scroll-spy. Timers run on Playwright's fake clock, so no test waits on real time.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { clients as clientsJson } from './content-files';
import { hero as heroJson } from './content-files';
import { ui } from './content-files';
import { CLIENTS_INTERVAL_MS, HERO_INTERVAL_MS, wrapIndex } from '../components/carousel/rotation';
import { FEATURED_CLIENTS } from '../lib/home-overview';
import { SCROLL_SPY_OFFSET } from '../components/layout/scroll-spy';
import { carouselReady, firstSlideInView, freezeClock, layoutShiftScore, serveMainInTwoHalves, slidesInView } from './motion-helpers';
import { pages, routes, type RouteUnderTest } from './routes';

const { carousel } = ui;
/** What the content holds today: the tests follow it (the periods and breakpoints are the rules). */
const SLIDES = heroJson.slides.length;
const LOGOS = clientsJson.clients.length;
/** Time for a slide's move to come to rest (Embla's default duration takes about 1.1 s). */
const SETTLE_MS = 1500;

const hero = (page: Page) => page.getByRole('region', { name: carousel.heroLabel });
const clients = (page: Page) => page.getByRole('region', { name: carousel.clientsLabel });
const heroDots = (region: Locator) => region.getByRole('group', { name: carousel.slides }).getByRole('button');

/** The hero shows slide `index` (0-based): its dot is current and its slide is the one in view. */
async function expectHeroAt(region: Locator, index: number, count: number) {
  await expect(heroDots(region).nth(index)).toHaveAttribute('aria-current', 'true');
  await expect(region.locator('[aria-current="true"]')).toHaveCount(1);
  expect(await slidesInView(region)).toEqual([`${index + 1} ${carousel.of} ${count}`]);
}

test.describe('hero carousel', () => {
  test.skip(SLIDES < 2, 'one photo stands still: no carousel');

  test('shows every slide with an indicator each, the first in the HTML as the eager LCP image', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const region = hero(page);
    await expect(region).toHaveAttribute('aria-roledescription', carousel.carousel);
    const slides = region.locator('[role="group"][aria-roledescription]');
    await expect(slides).toHaveCount(SLIDES);
    await expect(slides.first()).toHaveAttribute('aria-roledescription', carousel.slide);
    await expect(slides.nth(0)).toHaveAttribute('aria-label', `1 ${carousel.of} ${SLIDES}`);
    // The indicators and pause/play are in the HTML, but only shown once they work.
    const dots = region.getByRole('button', { name: carousel.goToSlide, includeHidden: true });
    await expect(dots).toHaveCount(SLIDES);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(0)).toBeHidden();
    await expect(region.getByRole('button', { name: carousel.pause, includeHidden: true })).toBeHidden();
    const first = slides.nth(0).locator('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toBeInViewport();
    // One image preload for this screen (the hero's upright cut has its own, for phones held upright).
    const preloads = page.locator('link[rel="preload"][as="image"][fetchpriority="high"]');
    expect(await preloads.evaluateAll((links) => links.filter((link) => !(link as HTMLLinkElement).media || matchMedia((link as HTMLLinkElement).media).matches).length)).toBe(1);
    await context.close();
  });

  test('loads the next slide’s image while a slide shows, and every slide’s once the visitor reaches for the carousel', async ({ browser }) => {
    // Reduced motion: the hero stands still until asked, so what loads is what this rule loads.
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    await page.goto('/');
    const region = hero(page);
    await carouselReady(region);
    const images = region.locator('[role="group"][aria-roledescription] img');
    await expect(images).toHaveCount(SLIDES);
    const loaded = async (index: number) => {
      const image = images.nth(index);
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    };
    await loaded(0);
    await loaded(1);
    // The later ones wait: nothing of theirs is fetched while the first slide shows.
    const photoOf = (index: number) =>
      images.nth(index).evaluate((img) =>
        [img.getAttribute('src') ?? '', ...Array.from(img.closest('picture')!.querySelectorAll('source'), (source) => source.srcset)]
          .flatMap((list) => list.split(/[\s,]+/))
          .filter((part) => part.startsWith('/')),
      );
    for (let index = 2; index < SLIDES; index++) {
      await expect(images.nth(index)).toHaveAttribute('loading', 'lazy');
      expect((await photoOf(index)).filter((file) => requested.has(file))).toEqual([]);
    }
    await region.hover();
    for (let index = 0; index < SLIDES; index++) await loaded(index);
    await context.close();
  });

  test('advances every 1800 ms, loops, and keeps moving while hovered', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const region = hero(page);
    await carouselReady(region);
    await expect(region.getByRole('button', { name: carousel.pause })).toBeVisible();
    await freezeClock(page);

    // Showing slide 1 restarts the interval; the pointer then stays over the slides.
    await heroDots(region).nth(0).click();
    await region.hover({ position: { x: 20, y: 20 } });
    for (const index of Array.from({ length: SLIDES + 2 }, (_, step) => step % SLIDES)) {
      await page.clock.runFor(HERO_INTERVAL_MS - 1);
      await expectHeroAt(region, index, SLIDES);
      await page.clock.runFor(1);
      await expect(heroDots(region).nth(wrapIndex(index, 1, SLIDES))).toHaveAttribute('aria-current', 'true');
    }
  });

  test('an indicator shows its slide', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const region = hero(page);
    await carouselReady(region);
    await freezeClock(page);
    await region.getByRole('button', { name: `${carousel.goToSlide} ${SLIDES} ${carousel.of} ${SLIDES}` }).click();
    await page.clock.runFor(SETTLE_MS);
    await expectHeroAt(region, SLIDES - 1, SLIDES);
    await region.getByRole('button', { name: `${carousel.goToSlide} 2 ${carousel.of} ${SLIDES}` }).click();
    await page.clock.runFor(SETTLE_MS);
    await expectHeroAt(region, 1, SLIDES);
  });

  test('the pause button stops it, play starts it again; the live region is polite only while paused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const region = hero(page);
    await carouselReady(region);
    await freezeClock(page);
    const track = region.locator('[aria-live]');
    await expect(track).toHaveAttribute('aria-live', 'off');

    await region.getByRole('button', { name: carousel.pause }).click();
    await expect(track).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(SETTLE_MS);
    const shown = await firstSlideInView(region);
    await page.clock.runFor(HERO_INTERVAL_MS * 5);
    expect(await firstSlideInView(region)).toBe(shown);

    await region.getByRole('button', { name: carousel.play }).click();
    await expect(track).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(HERO_INTERVAL_MS + SETTLE_MS);
    expect(await firstSlideInView(region)).toBe(wrapIndex(shown - 1, 1, SLIDES) + 1);
  });

  test('is operable by keyboard and holds still while focus is on its indicators', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const region = hero(page);
    await carouselReady(region);
    await freezeClock(page);
    const pause = region.getByRole('button', { name: carousel.pause });
    await pause.focus();
    await page.keyboard.press('Tab');
    await expect(heroDots(region).nth(0)).toBeFocused();
    for (let dot = 1; dot < SLIDES; dot += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.clock.runFor(SETTLE_MS);
    await expectHeroAt(region, SLIDES - 1, SLIDES);
    // Focus on an indicator holds the carousel.
    await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(HERO_INTERVAL_MS * 3);
    await expectHeroAt(region, SLIDES - 1, SLIDES);
    // Back on pause/play it rotates again; Space pauses it.
    for (let dot = 0; dot < SLIDES; dot += 1) await page.keyboard.press('Shift+Tab');
    await expect(pause).toBeFocused();
    await page.clock.runFor(HERO_INTERVAL_MS + SETTLE_MS);
    await expectHeroAt(region, 0, SLIDES);
    await page.keyboard.press('Space');
    await expect(region.getByRole('button', { name: carousel.play })).toBeFocused();
    await page.clock.runFor(HERO_INTERVAL_MS * 3);
    await expectHeroAt(region, 0, SLIDES);
  });
});

/** Logos in view at a window width: 1 below 600 px, 2 to 1129, 3 to 1699, 4 from 1700 (the rule). */
const logosPerView = (width: number) => (width < 600 ? 1 : width < 1130 ? 2 : width < 1700 ? 3 : 4);
/** A window where the logos do not all fit, so the row has somewhere to move (few logos fit at 1280 px). */
const MOVING_WIDTH = [1280, 800, 375].find((width) => LOGOS > logosPerView(width)) ?? 375;

test.describe('clients carousel', () => {
  test.skip(LOGOS < 2, 'one logo stands still: no carousel');
  test.use({ viewport: { width: MOVING_WIDTH, height: 900 } });

  test('moves one logo every 2000 ms and stops while hovered', async ({ page }) => {
    await page.clock.install();
    await page.goto('/clients/');
    const region = clients(page);
    await carouselReady(region);
    await freezeClock(page);
    // Pause and play restart the interval (the pointer is on the controls, not on the logos).
    await region.getByRole('button', { name: carousel.pause }).click();
    await region.getByRole('button', { name: carousel.play }).click();
    await page.clock.runFor(SETTLE_MS);
    const start = await firstSlideInView(region);
    expect(start).toBeGreaterThan(0);

    await page.clock.runFor(CLIENTS_INTERVAL_MS - SETTLE_MS - 1);
    expect(await firstSlideInView(region)).toBe(start);
    await page.clock.runFor(1 + SETTLE_MS);
    const next = wrapIndex(start - 1, 1, LOGOS) + 1;
    expect(await firstSlideInView(region)).toBe(next);
    expect(await slidesInView(region)).toHaveLength(logosPerView(MOVING_WIDTH));

    // Hovering the logos holds them.
    await region.getByRole('group', { name: `${next} ${carousel.of} ${LOGOS}`, exact: true }).hover();
    await page.clock.runFor(CLIENTS_INTERVAL_MS * 3);
    expect(await firstSlideInView(region)).toBe(next);
    await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    // Leaving them starts the interval again.
    await page.mouse.move(5, 700);
    await page.clock.runFor(CLIENTS_INTERVAL_MS + SETTLE_MS);
    expect(await firstSlideInView(region)).toBe(wrapIndex(next - 1, 1, LOGOS) + 1);
  });

  test('pause/play, previous and next; keyboard focus on a control holds it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/clients/');
    const region = clients(page);
    await carouselReady(region);
    await freezeClock(page);
    await region.getByRole('button', { name: carousel.pause }).click();
    await page.clock.runFor(SETTLE_MS);
    const start = await firstSlideInView(region);
    await page.clock.runFor(CLIENTS_INTERVAL_MS * 3);
    expect(await firstSlideInView(region)).toBe(start);

    await region.getByRole('button', { name: carousel.next }).click();
    await page.clock.runFor(SETTLE_MS);
    expect(await firstSlideInView(region)).toBe(wrapIndex(start - 1, 1, LOGOS) + 1);
    await region.getByRole('button', { name: carousel.previous }).click();
    await region.getByRole('button', { name: carousel.previous }).click();
    await page.clock.runFor(SETTLE_MS);
    expect(await firstSlideInView(region)).toBe(wrapIndex(start - 1, -1, LOGOS) + 1);

    // Play by keyboard, then Tab to "next": focus there holds the logos.
    const play = region.getByRole('button', { name: carousel.play });
    await play.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: carousel.next })).toBeFocused();
    const held = await firstSlideInView(region);
    await page.clock.runFor(CLIENTS_INTERVAL_MS * 3);
    expect(await firstSlideInView(region)).toBe(held);
  });

  test('fits 1, 2, 2, 3, 3 and 4 logos at 599, 600, 1129, 1130, 1699 and 1700 px', async ({ browser }) => {
    // Reduced motion keeps the logos still, so every count is taken at rest.
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/clients/');
    const region = clients(page);
    await carouselReady(region);
    for (const [width, count] of [
      [599, 1],
      [600, 2],
      [1129, 2],
      [1130, 3],
      [1699, 3],
      [1700, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => slidesInView(region), { message: `logos in view at ${width} px` }).toHaveLength(Math.min(count, LOGOS));
      expect(await firstSlideInView(region)).toBe(1);
    }
    await context.close();
  });

  test('keeps moving after a resize re-fits it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/clients/');
    const region = clients(page);
    await carouselReady(region);
    await freezeClock(page);
    await page.clock.runFor(SETTLE_MS);
    const before = await firstSlideInView(region);
    const width = [700, 500].find((candidate) => candidate !== MOVING_WIDTH && LOGOS > logosPerView(candidate))!;
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => slidesInView(region)).toHaveLength(logosPerView(width));
    await page.clock.runFor(CLIENTS_INTERVAL_MS * 2 + SETTLE_MS);
    expect(await slidesInView(region)).toHaveLength(logosPerView(width));
    expect(await firstSlideInView(region)).not.toBe(before);
  });

  test('fewer logos than fit stand centred, and the controls step aside', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/clients/');
    const region = clients(page);
    await carouselReady(region);
    // An editor's short list, made here: Embla measures again when its slides change.
    const keep = Math.min(LOGOS, logosPerView(1280)) - 1;
    await region.locator('[role="group"][aria-roledescription]').evaluateAll((slides, count) => slides.slice(count).forEach((slide) => slide.remove()), keep);
    await expect(region.getByRole('button', { name: carousel.pause })).toBeHidden();
    await expect(region.getByRole('button', { name: carousel.next })).toBeHidden();
    const gaps = await region.evaluate((element) => {
      const viewport = element.querySelector('[aria-live]')!.parentElement!.getBoundingClientRect();
      const logos = [...element.querySelectorAll('[role="group"][aria-roledescription] > *')].map((logo) => logo.getBoundingClientRect());
      return { left: logos[0]!.left - viewport.left, right: viewport.right - logos.at(-1)!.right };
    });
    expect(gaps.left).toBeGreaterThan(20);
    expect(Math.abs(gaps.left - gaps.right)).toBeLessThanOrEqual(2);
  });

  test('is on the home page too, its first logos with a link to all of them', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#clients');
    const region = section.getByRole('region', { name: carousel.clientsLabel });
    await carouselReady(region);
    await expect(region.locator('[role="group"][aria-roledescription]')).toHaveCount(Math.min(LOGOS, FEATURED_CLIENTS));
    await expect(section.getByRole('link', { name: ui.viewAllClients })).toHaveAttribute('href', '/clients/');
  });

  test('holds still while out of view, and moves once scrolled to', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const region = page.locator('#clients').getByRole('region', { name: carousel.clientsLabel });
    await carouselReady(region);
    await expect(region).not.toBeInViewport();
    await freezeClock(page);
    const start = await firstSlideInView(region);
    await page.clock.runFor(CLIENTS_INTERVAL_MS * 3);
    expect(await firstSlideInView(region)).toBe(start);

    await region.scrollIntoViewIfNeeded();
    await expect(region).toBeInViewport();
    await page.mouse.move(5, 5);
    await page.clock.runFor(CLIENTS_INTERVAL_MS + SETTLE_MS);
    expect(await firstSlideInView(region)).toBe(wrapIndex(start - 1, 1, LOGOS) + 1);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test.skip(SLIDES < 2 || LOGOS < 2, 'needs both carousels');

  test('nothing moves by itself, and play still works', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const heroRegion = hero(page);
    const clientsRegion = clients(page);
    await carouselReady(heroRegion);
    await carouselReady(clientsRegion);
    await expect(page.locator('html')).not.toHaveAttribute('data-reveal');
    await freezeClock(page);
    await clientsRegion.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await page.clock.runFor(10_000);
    await expectHeroAt(heroRegion, 0, SLIDES);
    expect(await firstSlideInView(clientsRegion)).toBe(1);
    for (const region of [heroRegion, clientsRegion]) {
      await expect(region.getByRole('button', { name: carousel.play })).toBeVisible();
      await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    }

    await heroRegion.getByRole('button', { name: carousel.play }).click();
    // The click scrolled the hero back into view; a carousel rotates only once it is seen to be in
    // view (its live region goes quiet then), which the fake clock does not hurry.
    await expect(heroRegion.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(HERO_INTERVAL_MS + SETTLE_MS);
    await expectHeroAt(heroRegion, 1, SLIDES);
  });
});

test.describe('no layout shift when the scripts take over', () => {
  const hydrated: [string, (page: Page) => Promise<void>][] = [
    ['/', (page) => carouselReady(hero(page))],
    ['/clients/', (page) => carouselReady(clients(page))],
    ['/gallery/', (page) => expect(page.locator('[data-viewer-ready]')).toHaveCount(1)],
  ];
  for (const [path, ready] of hydrated) {
    for (const width of [375, 1280]) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await ready(page);
        await page.waitForLoadState('networkidle');
        expect(await layoutShiftScore(page)).toBeLessThan(0.001);
      });
    }
  }

  // Half a page painted and then pushed by its rest is a layout shift a slow phone shows: the
  // first paint waits until the footer starts (Chromium's <link rel="expect">, components/layout/SiteDocument.tsx).
  test('the first paint waits until the main content has arrived', async ({ page, baseURL, browserName }) => {
    test.skip(browserName !== 'chromium', 'only Chromium holds the paint for an expected element');
    const slow = await serveMainInTwoHalves(baseURL!, 800);
    // When the footer came into the document, against Chrome's own first paint: the paint is what a
    // visitor sees (a frame callback can run while the paint is still held).
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('footer')) return;
        Object.assign(window, { footerParsedAt: performance.now() });
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const timings = () =>
      page.evaluate(() => ({
        footer: (window as unknown as { footerParsedAt?: number }).footerParsedAt ?? Infinity,
        paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
      }));
    try {
      for (const path of ['/', '/gallery/', '/contact/']) {
        await page.goto(slow.url + path);
        await expect.poll(async () => (await timings()).paint, `${path}: painted`).not.toBeNull();
        const { footer, paint } = await timings();
        expect(footer, `${path}: the footer came before the first paint`).toBeLessThanOrEqual(paint!);
      }
    } finally {
      slow.close();
    }
  });
});

test.describe('entrance animations', () => {
  /** A page whose last block starts below the first screen, found in the content (the home page has one below its hero). */
  async function findPageWithBlockBelow(page: Page): Promise<RouteUnderTest> {
    for (const route of routes) {
      await page.goto(route.path);
      await expect(page.locator('html')).toHaveAttribute('data-reveal', '');
      if (await page.locator('main [data-reveal-item]').last().evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)) return route;
    }
    throw new Error('No page has a block below the first screen');
  }

  test('blocks in view are shown at once; those below fade in once scrolled to', async ({ page }) => {
    await findPageWithBlockBelow(page);
    const items = page.locator('main [data-reveal-item]');
    // Everything in the first screen is revealed straight away.
    const height = page.viewportSize()!.height;
    const states = await items.evaluateAll((elements) =>
      elements.map((element) => ({ top: element.getBoundingClientRect().top, revealed: element.hasAttribute('data-revealed') })),
    );
    const firstScreen = states.filter((state) => state.top < height);
    expect(firstScreen.length).toBeGreaterThan(0);
    expect(firstScreen.every((state) => state.revealed)).toBe(true);

    // The last block waits, hidden, until it scrolls into view; then it fades in and stays.
    const last = items.last();
    await expect(last).not.toHaveAttribute('data-revealed');
    await expect(last).toHaveCSS('opacity', '0');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-revealed', '');
    await expect(last).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(last).toHaveAttribute('data-revealed', '');
  });

  test('a page opened further down shows the blocks above the window as they are', async ({ page }) => {
    await page.goto('/#clients');
    await expect(page.locator('html')).toHaveAttribute('data-reveal', '');
    const states = await page.locator('[data-reveal-item]').evaluateAll((elements) =>
      elements.map((element) => ({ bottom: element.getBoundingClientRect().bottom, revealed: element.hasAttribute('data-revealed') })),
    );
    const above = states.filter((state) => state.bottom < 0);
    expect(above.length).toBeGreaterThan(0);
    expect(above.every((state) => state.revealed)).toBe(true);
  });

  test('a page reached from the menu reveals its blocks as they scroll in', async ({ page }) => {
    const target = await findPageWithBlockBelow(page);
    const menuLink = target.menuLabel;
    test.skip(!menuLink, `${target.path} is not in the menu`);
    const start = routes.find((route) => route.menuLabel && route.menuLabel !== menuLink)!;
    await page.goto(start.path);
    await expect(page.locator('html')).toHaveAttribute('data-reveal', '');
    await page.getByRole('navigation', { name: ui.mainNavigation }).getByRole('link', { name: menuLink, exact: true }).click();
    await page.waitForURL(target.path);
    const last = page.locator('main [data-reveal-item]').last();
    await expect(last).not.toHaveAttribute('data-revealed');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-revealed', '');
    await expect(last).toHaveCSS('opacity', '1');
  });

  test('nothing is hidden without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute('data-reveal');
    const opacities = await page.locator('[data-reveal-item]').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
    expect(new Set(opacities)).toEqual(new Set(['1']));
    await context.close();
  });
});

test.describe('scroll-spy', () => {
  /** Scrolls so that the section's top edge is `top` px below the top of the window. */
  async function putSectionAt(page: Page, id: string, top: number) {
    await page.evaluate(
      ([sectionId, offset]) => {
        const section = document.getElementById(sectionId as string)!;
        window.scrollTo({ top: window.scrollY + section.getBoundingClientRect().top - (offset as number), behavior: 'instant' });
      },
      [id, top],
    );
  }

  test('the menu marks the home section in view, 200 px from the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('nav[data-menu-ready]')).toBeAttached();
    const menu = page.getByRole('navigation', { name: ui.mainNavigation });
    const location = menu.locator('[aria-current="location"]');
    // At the top the hero is in view: its entry is Home, already marked as the current page.
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(location).toHaveCount(0);

    const sections = pages.navigation.filter((entry) => entry.section && entry.section !== 'hero');
    expect(sections.map((entry) => entry.section)).toEqual(['about', 'services', 'products', 'clients', 'contact']);
    let previous: string | undefined;
    for (const entry of sections) {
      await putSectionAt(page, entry.section!, SCROLL_SPY_OFFSET + 10);
      if (previous) await expect(location).toHaveText(previous);
      else await expect(location).toHaveCount(0);
      await putSectionAt(page, entry.section!, SCROLL_SPY_OFFSET - 10);
      await expect(location).toHaveText(entry.label);
      await expect(location).toHaveCount(1);
      previous = entry.label;
    }

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(location).toHaveCount(0);
  });
});
