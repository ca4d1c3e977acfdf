// What visitors rely on, described once and run in Chromium, Firefox and WebKit (the projects of
// playwright.config.ts). Run one engine alone with `npx playwright test --project=webkit`.
import galleryJson from '../../content/gallery.json';
import heroJson from '../../content/hero.json';
import ui from '../../content/ui.json';
import { CLIENTS_INTERVAL_MS, HERO_INTERVAL_MS, ROTATION_CONTROL_ATTRIBUTE, wrapIndex } from '../../components/carousel/rotation';
import { slideLabelsInView } from '../motion-helpers';
import { sitemapPaths } from '../routes';
import { expect, test, type EngineSite } from './fixture';

const MENU_BUTTON = 'button[aria-controls="site-menu"]';

test('every page loads whole, with no error, and hydrates', async ({ site }) => {
  test.setTimeout(30_000 + sitemapPaths.length * 6_000);
  const found: string[] = [];
  for (const path of sitemapPaths) {
    await site.open(path);
    await site.waitFor(`${path} to hydrate`, () => document.querySelector('nav[data-menu-ready]') !== null);
    const broken = await site.page.evaluate(() =>
      Array.from(document.images)
        .filter((image) => image.complete && image.naturalWidth === 0)
        .map((image) => `broken picture: ${image.currentSrc || image.src}`),
    );
    found.push(...[...(await site.problems()), ...broken].map((problem) => `${path}: ${problem}`));
  }
  expect(found).toEqual([]);
});

test('the slide-in menu at 375 px opens, closes with Escape and gives the focus back', async ({ site }) => {
  await site.page.setViewport(375, 800);
  await site.open('/about/');
  await site.waitFor('the menu to hydrate', () => document.querySelector('nav[data-menu-ready]') !== null);
  const buttonText = () => document.querySelector('button[aria-controls="site-menu"]')!.textContent!.trim();
  expect(await site.page.evaluate(buttonText)).toBe(ui.openMenu);
  await site.page.click(MENU_BUTTON);
  await site.waitFor('the menu to open', () => document.getElementById('site-menu')!.matches(':popover-open'));
  expect(await site.page.evaluate(buttonText)).toBe(ui.closeMenu);
  await site.page.press('Escape');
  await site.waitFor('the menu to close', () => !document.getElementById('site-menu')!.matches(':popover-open'));
  expect(await site.page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-menu');
  expect(await site.problems()).toEqual([]);
});

const { carousel, gallery } = ui;
const regionOf = (label: string) => `[aria-roledescription="carousel"][aria-label="${label}"]`;
const HERO = regionOf(carousel.heroLabel);
const CLIENTS = regionOf(carousel.clientsLabel);
/** Time for a carousel's move to come to rest (Embla's default takes about 1.1 s). */
const SETTLE_MS = 1500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The label of the first slide wholly in view ("3 of 25"). */
const firstInView = async (site: EngineSite, region: string) => (await site.page.evaluateOn(region, slideLabelsInView))[0] ?? '';

async function carouselReady(site: EngineSite, region: string) {
  await site.waitFor('the carousel to be ready', (selector) => document.querySelector(selector)?.hasAttribute('data-carousel-ready') ?? false, region);
}

/** The carousel moves on within `periodMs` (and a move's time), then stands still once held. */
async function expectMovesThenHolds(site: EngineSite, region: string, periodMs: number, hold: () => Promise<void>) {
  const before = await firstInView(site, region);
  await site.until(`${region} to move on`, async () => (await firstInView(site, region)) !== before, 2 * periodMs + SETTLE_MS);
  await hold();
  await pause(SETTLE_MS);
  const held = await firstInView(site, region);
  await pause(2 * periodMs);
  expect(await firstInView(site, region)).toBe(held);
}

test.describe('carousels', () => {
  test('the hero advances by itself, and its pause control stops it', async ({ site }) => {
    test.skip(heroJson.slides.length < 2, 'one photo stands still');
    await site.open('/');
    await carouselReady(site, HERO);
    await expectMovesThenHolds(site, HERO, HERO_INTERVAL_MS, () => site.page.click(`${HERO} [${ROTATION_CONTROL_ATTRIBUTE}]`));
    expect(await site.page.evaluateOn(`${HERO} [${ROTATION_CONTROL_ATTRIBUTE}]`, (button) => button.getAttribute('aria-label'))).toBe(carousel.play);
    expect(await site.problems()).toEqual([]);
  });

  test('the clients carousel stops while hovered and while a control has the keyboard focus', async ({ site }) => {
    await site.open('/clients/');
    await carouselReady(site, CLIENTS);
    await expectMovesThenHolds(site, CLIENTS, CLIENTS_INTERVAL_MS, () => site.page.hover(`${CLIENTS} [aria-roledescription="slide"]`));
    await site.page.hover('h1');
    await expectMovesThenHolds(site, CLIENTS, CLIENTS_INTERVAL_MS, () =>
      site.page.evaluateOn(`${CLIENTS} button[aria-label="${carousel.next}"]`, (button) => (button as HTMLElement).focus()),
    );
    expect(await site.problems()).toEqual([]);
  });
});

test('the gallery viewer opens at the clicked picture, moves by arrows and keys, and Escape gives the focus back', async ({ site }) => {
  const images = galleryJson.images;
  const count = images.length;
  const index = Math.floor((count - 1) / 2);
  const counter = (n: number) => `${wrapIndex(n, 0, count) + 1} ${gallery.counterOf} ${count}`;
  const expectAt = (n: number) => site.waitFor(`the viewer at ${counter(n)}`, (text) => document.querySelector('.pswp__counter')?.textContent === text, counter(n));
  await site.page.setViewport(1280, 800);
  await site.open('/gallery/');
  await site.waitFor('the viewer to be ready', () => document.querySelector('[data-viewer-ready]') !== null);
  const thumbnail = `main li:nth-child(${index + 1}) a[data-viewer-src]`;
  await site.page.click(thumbnail);
  await expectAt(index);
  if (count > 1) {
    await site.page.click(`.pswp__button--arrow--next`);
    await expectAt(index + 1);
    await site.page.press('ArrowLeft');
    await expectAt(index);
    await site.page.press('ArrowLeft');
    await expectAt(index - 1);
  }
  await site.page.press('Escape');
  await site.waitFor('the viewer to close', () => document.querySelector('.pswp') === null);
  expect(await site.page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(await site.page.evaluateOn(thumbnail, (link) => link.getAttribute('href')));
  expect(await site.problems()).toEqual([]);
});
