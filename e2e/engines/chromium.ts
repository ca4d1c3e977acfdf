// Chromium through Playwright: the same browser the rest of e2e/ drives.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../scripts/shared/chromium.mjs';
import type { EngineBrowser, EnginePage } from './engine-page';

export async function launchChromium(): Promise<EngineBrowser> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(chromium.executablePath(), fs.existsSync), args: CHROMIUM_ARGS });
  return {
    async newPage(): Promise<EnginePage> {
      const page = await browser.newPage();
      return {
        engine: 'chromium',
        goto: async (url) => void (await page.goto(url)),
        setViewport: (width, height) => page.setViewportSize({ width, height }),
        click: (selector) => page.locator(selector).first().click(),
        async fill(selector, text) {
          const field = page.locator(selector).first();
          await field.fill('');
          await field.pressSequentially(text);
        },
        select: async (selector, value) => void (await page.locator(selector).first().selectOption(value)),
        hover: (selector) => page.locator(selector).first().hover(),
        press: (key) => page.keyboard.press(key),
        evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
        evaluateOn: (selector, fn) => page.locator(selector).first().evaluate(fn),
        screenshot: async (file) => void (await page.screenshot({ path: file })),
        close: () => page.close(),
      };
    },
    close: () => browser.close(),
  };
}
