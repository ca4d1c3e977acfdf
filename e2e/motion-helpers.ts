// Helpers for the tests of things that move: a frozen clock, what a carousel shows, layout shift,
// a page that arrives in two halves.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Stops the page's (installed, running) fake clock a moment from now: from then on timers,
 * animation frames and Date only move with page.clock.runFor().
 */
export async function freezeClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Waits until a carousel region's script has taken over the server's HTML. */
export async function carouselReady(region: Locator): Promise<void> {
  await expect(region).toHaveAttribute('data-carousel-ready', '');
}

/**
 * Run in the page on a carousel region: the slides (role="group" with a role description) whose image lies
 * fully inside the carousel's viewport (the element that clips the slides), in order from the
 * left: their labels, e.g. "3 of 25". Self-contained, so every engine can run it (e2e/engines/).
 */
export function slideLabelsInView(root: Element): string[] {
  const slides = Array.from(root.querySelectorAll<HTMLElement>('[role="group"][aria-roledescription]'));
  const viewport = slides[0]?.parentElement?.parentElement;
  if (!viewport) return [];
  const box = viewport.getBoundingClientRect();
  return slides
    .map((slide) => ({ label: slide.getAttribute('aria-label') ?? '', rect: slide.querySelector('img')!.getBoundingClientRect() }))
    .filter(({ rect }) => rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1)
    .sort((a, b) => a.rect.left - b.rect.left)
    .map(({ label }) => label);
}

/** The labels of the slides in view of a carousel region (slideLabelsInView). */
export async function slidesInView(region: Locator): Promise<string[]> {
  return region.evaluate(slideLabelsInView);
}

/** The 1-based number of the first slide in view ("3 of 25" → 3), or 0 when none is. */
export async function firstSlideInView(region: Locator): Promise<number> {
  const [first] = await slidesInView(region);
  return first ? Number.parseInt(first, 10) : 0;
}

/**
 * The summed layout-shift score of the page so far (shifts right after input excluded), from a
 * buffered PerformanceObserver, so shifts that happened during load and hydration count too.
 */
export async function layoutShiftScore(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) reject(new Error('layout-shift is not observable'));
        let sum = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(sum);
        }, 300);
      }),
  );
}

/**
 * A slow connection in front of the site: each page's HTML stops halfway through <main> and the
 * rest follows `pauseMs` later (everything else passes through whole). Close it when done.
 */
export async function serveMainInTwoHalves(siteUrl: string, pauseMs: number): Promise<{ url: string; close: () => void }> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', siteUrl));
    const body = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get('content-type') ?? '';
    response.writeHead(upstream.status, { 'content-type': type });
    const [start, end] = [body.indexOf('<main'), body.indexOf('</main>')];
    if (!type.startsWith('text/html') || start < 0 || end < 0) return void response.end(body);
    const cut = start + Math.floor((end - start) / 2);
    response.write(body.subarray(0, cut));
    setTimeout(() => response.end(body.subarray(cut)), pauseMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
