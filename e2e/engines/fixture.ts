// The `site` fixture: one engine's page behind the probe proxy, for the project's engine
// (playwright.config.ts runs e2e/engines/ as the chromium, firefox and webkit projects).
import { test as base } from '@playwright/test';
import { islandsReady } from '../page-health';
import { launchChromium } from './chromium';
import type { EngineBrowser, EngineName, EnginePage } from './engine-page';
import { launchFirefox } from './firefox';
import { startProbeProxy, type ProbeProxy } from './probe-proxy';
import { launchWebKit } from './webkit';

const launchers: Record<EngineName, () => Promise<EngineBrowser>> = { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit };

/** A page of the exported site in one engine, with what went wrong on it. */
export class EngineSite {
  constructor(
    readonly page: EnginePage,
    private readonly proxy: ProbeProxy,
  ) {}

  get engine(): EngineName {
    return this.page.engine;
  }

  /**
   * Opens a path of the site (through the probe proxy) and waits until it has loaded, stays loaded
   * and its islands work: the scripts start only after the full stylesheets have come
   * (scripts/postbuild/paint-first.mjs), so a page is painted and loaded well before a click works.
   */
  async open(path: string): Promise<void> {
    await this.load(path);
    await this.until(`${path} to hydrate`, () => this.page.evaluate(islandsReady), 15_000, async () => (await this.problems()).join('; ') || 'no error');
  }

  /** Opens a path and waits until its document has loaded and stays loaded. */
  private async load(path: string): Promise<void> {
    // WebKitWebDriver and Firefox (BiDi) now and then answer a navigation before the new document has
    // loaded, even before it has replaced the old one, and Firefox has been seen to load the same
    // address a second time just after. So the page being left is marked, the new document is
    // marked once loaded, and the page counts as open when that document is still there a moment later.
    await this.page.evaluate(() => void Object.assign(window, { __engineLeftBehind: true }));
    await this.page.goto(this.proxy.url + path);
    const loadedAndMarked = () =>
      this.page
        .evaluate(
          () =>
            !('__engineLeftBehind' in window) &&
            document.readyState === 'complete' &&
            ('__engineOpened' in window || !!Object.assign(window, { __engineOpened: true })),
        )
        .catch(() => false); // the document went away while asked
    for (let check = 0; check < 10; check++) {
      await this.until(`${path} to load`, loadedAndMarked);
      await new Promise((resolve) => setTimeout(resolve, 150));
      if (await this.page.evaluate(() => '__engineOpened' in window && !('__engineLeftBehind' in window)).catch(() => false)) return;
    }
    throw new Error(`${this.engine}: ${path} kept loading again`);
  }

  /** What went wrong since the last call: the page's own reports and answers of 400 or more. */
  async problems(): Promise<string[]> {
    const inPage = await this.page.evaluate(() => ('__engineProbe' in window ? (window.__engineProbe as string[]).splice(0) : ['the probe did not run']));
    return [...inPage, ...this.proxy.takeHttpProblems()];
  }

  /** Waits until `check` answers true, failing with `what` (and `seen`, what there was instead) after `timeoutMs`. */
  async until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000, seen?: () => Promise<string>): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > end) throw new Error(`${this.engine}: timed out waiting for ${what}${seen ? `; seen: ${await seen()}` : ''}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Waits until `fn` is true in the page. */
  waitFor<A>(what: string, fn: (arg: A) => boolean, arg?: A, timeoutMs?: number): Promise<void> {
    return this.until(what, () => this.page.evaluate(fn, arg), timeoutMs);
  }
}

export const test = base.extend<{ site: EngineSite }, { engineBrowser: EngineBrowser; probeProxy: ProbeProxy }>({
  engineBrowser: [
    async ({}, provide, workerInfo) => {
      const browser = await launchers[workerInfo.project.name as EngineName]();
      await provide(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 120_000 }, // a browser's first start on a busy machine (firefox.ts)
  ],
  probeProxy: [
    async ({}, provide, workerInfo) => {
      const proxy = await startProbeProxy(workerInfo.project.use.baseURL!);
      await provide(proxy);
      await proxy.close();
    },
    { scope: 'worker' },
  ],
  site: async ({ engineBrowser, probeProxy }, provide) => {
    const page = await engineBrowser.newPage();
    probeProxy.takeHttpProblems();
    await provide(new EngineSite(page, probeProxy));
    await page.close();
  },
});

export { expect } from '@playwright/test';
