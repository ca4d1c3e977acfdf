// The gallery: a grid of thumbnails that are plain links to the full images, and a full-screen
// viewer (PhotoSwipe) that the page fetches on the first click.
import { expect, test, type Page } from '@playwright/test';
import { gallery as galleryJson } from './content-files';
import { ui } from './content-files';
import { GALLERY_SLIDESHOW_MS, wrapIndex } from '../components/carousel/rotation';
import { balancedColumns } from '../components/ui/gridColumns';
import { freezeClock } from './motion-helpers';

const images = galleryJson.images;
const count = images.length;
const labels = ui.gallery;

const thumbnails = (page: Page) => page.locator('main a[data-viewer-src]');
const viewer = (page: Page) => page.getByRole('dialog', { name: labels.viewerLabel });

async function openGallery(page: Page) {
  await page.goto('/gallery/');
  await expect(page.locator('[data-viewer-ready]')).toHaveCount(1);
}

/** The viewer shows image `index` (0-based): counter, caption and the image itself. */
async function expectViewerAt(page: Page, index: number) {
  const dialog = viewer(page);
  await expect(dialog.locator('.pswp__counter')).toHaveText(`${index + 1} ${labels.counterOf} ${count}`);
  await expect(dialog.locator('.pswp__caption')).toHaveText(images[index]!.title);
  await expect(dialog.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)')).toHaveAttribute('alt', images[index]!.alt);
}

test('the grid has every picture: room for 3 columns above 768 px, 2 at 768 px and below, balanced for the count', async ({ page }) => {
  await openGallery(page);
  await expect(thumbnails(page)).toHaveCount(images.length);
  // The first row's length: a short last row is centred, so its pictures stand between columns.
  const columns = () =>
    thumbnails(page).evaluateAll((links) => links.filter((link) => Math.round(link.getBoundingClientRect().top) === Math.round(links[0]!.getBoundingClientRect().top)).length);
  for (const [width, expected] of [
    [1280, 3],
    [769, 3],
    [768, 2],
    [375, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(columns, { message: `columns at ${width} px` }).toBe(balancedColumns(images.length, expected));
  }
});

test('without JavaScript every thumbnail links to its full image', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/gallery/');
  await expect(thumbnails(page)).toHaveCount(count);
  for (const [index, image] of images.entries()) {
    await expect(thumbnails(page).nth(index)).toHaveAttribute('href', image.itemImageSrc);
  }
  const response = await page.request.get(images[0]!.itemImageSrc);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
  await context.close();
});

test('the viewer is fetched on first use, not with the page', async ({ page }) => {
  await openGallery(page);
  await page.waitForLoadState('networkidle');
  const viewerStyles = () =>
    page.evaluate(() =>
      Array.from(document.styleSheets).some((sheet) => {
        try {
          return Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('.pswp'));
        } catch {
          return false;
        }
      }),
    );
  const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\.js(\?|$)/.test(entry.name)).map((entry) => entry.name));
  expect(await viewerStyles()).toBe(false);
  expect(await page.locator('.pswp').count()).toBe(0);
  const before = await scripts();

  await thumbnails(page).first().click();
  await expect(viewer(page)).toBeVisible();
  expect(await viewerStyles()).toBe(true);
  expect((await scripts()).filter((name) => !before.includes(name)).length).toBeGreaterThan(0);
});

// The first, a middle and the last picture, however many there are.
for (const index of new Set([0, Math.floor((count - 1) / 2), count - 1])) {
  test(`clicking image ${index + 1} opens the viewer full screen at that image`, async ({ page }) => {
    await openGallery(page);
    await thumbnails(page).nth(index).click();
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await expectViewerAt(page, index);
    expect(page.url()).toMatch(/\/gallery\/$/);
    const box = await dialog.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
  });
}

/** Holds the page's scripts until the returned function is called (never, if it is not). */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a thumbnail clicked before the page’s scripts have arrived opens the viewer at that image once they have', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/gallery/', { waitUntil: 'domcontentloaded' }); // "load" would wait for the held scripts
  const index = Math.min(1, count - 1);
  await thumbnails(page).nth(index).click(); // nothing has hydrated yet
  await expect(page.locator('[data-viewer-ready]')).toHaveCount(0);
  expect(page.url()).toMatch(/\/gallery\/$/);

  release();
  await expect(viewer(page)).toBeVisible();
  await expectViewerAt(page, index);
  expect(page.url()).toMatch(/\/gallery\/$/);
  await page.keyboard.press('Escape');
  await expect(thumbnails(page).nth(index)).toBeFocused();
});

test('a thumbnail clicked while the scripts do not come opens its image, as without JavaScript', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/gallery/', { waitUntil: 'domcontentloaded' });
  const href = await thumbnails(page).first().getAttribute('href');
  await thumbnails(page).first().click();
  await page.waitForURL((url) => url.pathname === href, { timeout: 10_000 });
});

test('next and previous wrap around, by button and by arrow key; no thumbnails', async ({ page }) => {
  test.skip(count < 2, 'one picture: nothing to move to (the next test covers it)');
  await openGallery(page);
  await thumbnails(page).nth(count - 1).click();
  const dialog = viewer(page);
  await expectViewerAt(page, count - 1);

  await dialog.getByRole('button', { name: labels.next }).click();
  await expectViewerAt(page, 0);
  await dialog.getByRole('button', { name: labels.previous }).click();
  await expectViewerAt(page, count - 1);
  await page.keyboard.press('ArrowRight');
  await expectViewerAt(page, 0);
  await page.keyboard.press('ArrowLeft');
  await expectViewerAt(page, count - 1);
  await page.keyboard.press('ArrowLeft');
  await expectViewerAt(page, wrapIndex(count - 1, -1, count));

  // Only the current image and its two neighbours' holders: no strip of thumbnails.
  await expect(dialog.locator('.pswp__item')).toHaveCount(3);
  const sources = await dialog.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src));
  expect(sources.filter((src) => src.includes('/thumbs/'))).toEqual([]);
  expect(await dialog.locator('img:not(.pswp__img--placeholder)').count()).toBeLessThanOrEqual(3);
});

test('one picture opens alone: no arrows, no slideshow, nowhere to move', async ({ page }) => {
  test.skip(count > 1, 'more than one picture (the tests above cover moving between them)');
  await openGallery(page);
  await thumbnails(page).first().click();
  const dialog = viewer(page);
  await expectViewerAt(page, 0);
  for (const name of [labels.next, labels.previous, labels.slideshowStart]) await expect(dialog.getByRole('button', { name })).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expectViewerAt(page, 0);
});

test('Escape and the close button close it, and focus goes back to the clicked thumbnail', async ({ page }) => {
  await openGallery(page);
  const last = thumbnails(page).nth(count - 1);
  await last.click();
  await expect(viewer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
  await expect(last).toBeFocused();

  // A new viewer each time: it opens again, and its close button works too.
  const first = thumbnails(page).first();
  await first.click();
  await expectViewerAt(page, 0);
  await viewer(page).getByRole('button', { name: labels.close }).click();
  await expect(viewer(page)).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('the viewer is keyboard operable from a focused thumbnail', async ({ page }) => {
  await openGallery(page);
  const index = Math.min(2, count - 1);
  const thumbnail = thumbnails(page).nth(index);
  await thumbnail.focus();
  await page.keyboard.press('Enter');
  await expectViewerAt(page, index);
  await page.keyboard.press('ArrowRight');
  await expectViewerAt(page, wrapIndex(index, 1, count));
  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
  await expect(thumbnail).toBeFocused();
});

test('the slideshow advances every 4000 ms until stopped', async ({ page }) => {
  test.skip(count < 2, 'one picture: no slideshow');
  await page.clock.install();
  await openGallery(page);
  await thumbnails(page).first().click();
  const dialog = viewer(page);
  await expectViewerAt(page, 0);
  await freezeClock(page);

  await dialog.getByRole('button', { name: labels.slideshowStart }).click();
  await page.clock.runFor(GALLERY_SLIDESHOW_MS - 1);
  await expectViewerAt(page, 0);
  await page.clock.runFor(1);
  await expectViewerAt(page, 1);
  await page.clock.runFor(GALLERY_SLIDESHOW_MS);
  await expectViewerAt(page, wrapIndex(1, 1, count));

  await dialog.getByRole('button', { name: labels.slideshowStop }).click();
  await page.clock.runFor(GALLERY_SLIDESHOW_MS * 3);
  await expectViewerAt(page, wrapIndex(1, 1, count));
  await expect(dialog.getByRole('button', { name: labels.slideshowStart })).toBeVisible();
});
