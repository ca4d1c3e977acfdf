// What visitors rely on, described once and run in Chromium, Firefox and WebKit (the projects of
// playwright.config.ts). Run one engine alone with `npx playwright test --project=webkit`.
import ui from '../../content/ui.json';
import { sitemapPaths } from '../routes';
import { expect, test } from './fixture';

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
