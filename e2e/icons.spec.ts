// The icons, the client logos and the header's logos come from sprites (scripts/build/svg-sprites.mjs):
// each picture's view must look like its own file, and a page showing many makes one request.
import { expect, test } from '@playwright/test';
import { services as servicesJson } from './content-files';
import { pixelDifference } from './pixels';
import { spriteViews as views } from './sprite-views';

// Chrome rasterises a sized SVG and a sprite's view along slightly different paths: at 3x a few
// edge pixels differ in their anti-aliasing (at most 1 %, unseen); another picture differs in far more.
test('every picture in a sprite looks like its own file, at 1x and 3x', async ({ browser, baseURL }) => {
  expect(Object.keys(views).length).toBeGreaterThan(0);
  test.setTimeout(30_000 + Object.keys(views).length * 2_000); // four pairs of screenshots a picture
  for (const deviceScaleFactor of [1, 3]) {
    // Wide enough for the widest picture (the hero's wave, 1440) whole.
    const context = await browser.newContext({ deviceScaleFactor, viewport: { width: 1600, height: 600 } });
    const page = await context.newPage();
    for (const [file, view] of Object.entries(views)) {
      // At its own size, and squashed to half its height, as CSS may show it (the hero's wave stretches).
      for (const [width, height] of [
        [view.width, view.height],
        [view.width, Math.max(1, Math.round(view.height / 2))],
      ]) {
        const box = (src: string) => `<div style="display:inline-block;background:#fff;padding:4px"><img src="${baseURL}${src}" width="${width}" height="${height}" alt=""></div>`;
        await page.setContent(`<!doctype html><body style="margin:0"><div id="own">${box(file)}</div><div id="sprite">${box(view.src)}</div>`);
        await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
        const own = await page.locator('#own > div').screenshot();
        const sprite = await page.locator('#sprite > div').screenshot();
        expect((await pixelDifference(own, sprite)).share, `${file} at ${width}×${height} and ${deviceScaleFactor}x looks like its own file`).toBeLessThan(0.01);
      }
    }
    await context.close();
  }
});

test("the services' icons come in one request, from the sprite", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/services/');
  const inSprite = servicesJson.services.filter((service) => views[service.icon]);
  expect(inSprite.length).toBeGreaterThan(0);
  const sprite = views[inSprite[0]!.icon]!.src.split('#')[0]!;
  const services = page.locator(inSprite.map((service) => `main img[src="${views[service.icon]!.src}"]`).join(', '));
  await expect(services).toHaveCount(inSprite.length);
  await services.last().scrollIntoViewIfNeeded();
  await expect.poll(() => services.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
  expect(requested.filter((pathname) => pathname === sprite)).toHaveLength(1);
  expect(requested.filter((pathname) => pathname.startsWith('/images/icons/'))).toEqual([]);
});

test('the home page asks for each sprite once, and for none of the files its views stand for', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForLoadState('networkidle');
  const sprites = [...new Set(Object.values(views).map((view) => view.src.split('#')[0]!))];
  const shown = await page.locator('img').evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
  const used = sprites.filter((sprite) => shown.includes(sprite));
  expect(used.length, 'the header shows pictures from a sprite').toBeGreaterThan(0);
  // A lazy picture the quick scroll passed may not have started yet: bring one of each sprite into view and wait for it.
  for (const sprite of used) {
    const first = page.locator(`img[src^="${sprite}#"]`).first();
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0), sprite).toBe(true);
  }
  await page.waitForLoadState('networkidle');
  for (const sprite of used) expect(requested.filter((pathname) => pathname === sprite), sprite).toHaveLength(1);
  expect(requested.filter((pathname) => views[pathname])).toEqual([]);
});
