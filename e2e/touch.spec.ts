// Touch: on a phone (Chromium's Pixel 7 profile, a touch screen), a swipe moves the hero, the
// clients carousel and the gallery viewer. The swipes are the browser's own touch input (DevTools'
// Input.dispatchTouchEvent), so they pass through its gesture handling as a finger's would.
import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { clients as clientsJson } from './content-files';
import { gallery as galleryJson } from './content-files';
import { hero as heroJson } from './content-files';
import { ui } from './content-files';
import { ROTATION_CONTROL_ATTRIBUTE, wrapIndex } from '../components/carousel/rotation';
import { carouselReady, firstSlideInView } from './motion-helpers';

const { carousel, gallery } = ui;
test.use({ ...devices['Pixel 7'] });

/** A finger's swipe across the middle of `target`, `dx` CSS pixels (negative: to the left), in small steps. */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 12;
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / steps, y }] });
    await page.waitForTimeout(16); // a frame apart, as a finger moves
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Whether slide `to` lies ahead of slide `from` (1-based; `forwards`) or behind, the short way round
 * a loop of `count`. With two slides the other one is both; 0 (none wholly in view: still moving) is neither.
 */
function movedWay(from: number, to: number, count: number, forwards: boolean): boolean {
  if (to === 0 || to === from) return false;
  if (count === 2) return true;
  const ahead = wrapIndex(to - from, 0, count);
  return forwards ? ahead <= count / 2 : ahead > count / 2;
}

async function expectSwipeMoves(page: Page, region: Locator, count: number) {
  await carouselReady(region);
  // Stopped first, so only the finger moves it.
  await region.locator(`[${ROTATION_CONTROL_ATTRIBUTE}]`).tap();
  await expect(region.locator(`[${ROTATION_CONTROL_ATTRIBUTE}]`)).toHaveAttribute('aria-label', carousel.play);
  const viewport = region.locator('[role="group"][aria-roledescription]').first().locator('xpath=../..');
  const start = await firstSlideInView(region);
  await swipe(page, viewport, -0.6 * (await viewport.boundingBox())!.width);
  await expect.poll(async () => movedWay(start, await firstSlideInView(region), count, true), { message: 'a swipe to the left shows what follows' }).toBe(true);
  const moved = await firstSlideInView(region);
  await swipe(page, viewport, 0.6 * (await viewport.boundingBox())!.width);
  await expect.poll(async () => movedWay(moved, await firstSlideInView(region), count, false), { message: 'a swipe to the right goes back' }).toBe(true);
}

test('a swipe moves the hero one photo either way', async ({ page }) => {
  test.skip(heroJson.slides.length < 2, 'one photo stands still');
  await page.goto('/');
  await expectSwipeMoves(page, page.getByRole('region', { name: carousel.heroLabel }), heroJson.slides.length);
});

test('a swipe moves the clients carousel either way', async ({ page }) => {
  test.skip(clientsJson.clients.length < 2, 'one logo stands still');
  await page.goto('/clients/');
  await expectSwipeMoves(page, page.getByRole('region', { name: carousel.clientsLabel }), clientsJson.clients.length);
});

test('a swipe moves the gallery viewer to the next and the previous picture', async ({ page }) => {
  const count = galleryJson.images.length;
  test.skip(count < 2, 'one picture: nothing to swipe to');
  await page.goto('/gallery/');
  await expect(page.locator('[data-viewer-ready]')).toHaveCount(1);
  await page.locator('main a[data-viewer-src]').first().tap();
  const viewer = page.getByRole('dialog', { name: gallery.viewerLabel });
  const counter = viewer.locator('.pswp__counter');
  await expect(counter).toHaveText(`1 ${gallery.counterOf} ${count}`);
  await swipe(page, viewer, -0.6 * page.viewportSize()!.width);
  await expect(counter).toHaveText(`2 ${gallery.counterOf} ${count}`);
  await swipe(page, viewer, 0.6 * page.viewportSize()!.width);
  await expect(counter).toHaveText(`1 ${gallery.counterOf} ${count}`);
});
