// Firefox through WebDriver BiDi with puppeteer-core: Playwright's Firefox build cannot be
// downloaded here, and its moz-firefox channel fails against Firefox ESR 153
// (emulation.setMediaFeaturesOverride is unknown to it); BiDi is what Firefox itself speaks.
import puppeteer from 'puppeteer-core';
import { scrollIntoViewAndSettle, type EngineBrowser, type EnginePage } from './engine-page';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // A first start on a busy two-core machine has been seen to take more than puppeteer's 30 s.
    timeout: 90_000,
    // Scrollbars over the page, as on a phone, so a 375 px window lays out 375 px.
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
  });
  return {
    async newPage(): Promise<EnginePage> {
      const page = await browser.newPage();
      return {
        engine: 'firefox',
        goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
        setViewport: (width, height) => page.setViewport({ width, height }),
        async click(selector) {
          await page.$eval(selector, scrollIntoViewAndSettle);
          await page.click(selector);
        },
        async fill(selector, text) {
          await page.click(selector);
          await page.keyboard.down('Control');
          await page.keyboard.press('a');
          await page.keyboard.up('Control');
          await page.keyboard.press('Backspace');
          await page.type(selector, text);
        },
        select: async (selector, value) => void (await page.select(selector, value)),
        async hover(selector) {
          await page.$eval(selector, scrollIntoViewAndSettle);
          await page.hover(selector);
        },
        press: (key) => page.keyboard.press(key),
        evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
        evaluateOn: (selector, fn) => page.$eval(selector, fn as (element: Element) => never),
        screenshot: async (file) => void (await page.screenshot({ path: file })),
        close: () => page.close(),
      };
    },
    close: () => browser.close(),
  };
}
