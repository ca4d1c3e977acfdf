import type { Page } from '@playwright/test';

/** Run in the page: every island it has is working (the menu, each carousel, the gallery's viewer; the forms load as they near the screen). */
export function islandsReady(): boolean {
  return (
    document.querySelector('nav[data-menu-ready]') !== null &&
    Array.from(document.querySelectorAll('[role="region"][aria-roledescription]')).every((carousel) => carousel.hasAttribute('data-carousel-ready')) &&
    (document.querySelector('a[data-viewer-src]') === null || document.querySelector('[data-viewer-ready]') !== null)
  );
}

/** Run in the page: the pictures that loaded but cannot be shown (a file that is no picture, or a broken one). */
export function brokenPictures(): string[] {
  const images = Array.from(document.images);
  return [
    ...images.filter((image) => image.complete && image.naturalWidth === 0).map((image) => `broken picture: ${image.currentSrc || image.src}`),
    // The page's loader releases a grid's later pictures (scripts/postbuild/paint-first.mjs): none may keep its placeholder.
    ...images.filter((image) => image.currentSrc.startsWith('data:')).map((image) => `picture never released from its placeholder: ${image.alt}`),
  ];
}

/** Collects console errors, page errors and failed or 4xx/5xx requests while a test runs. */
export function watchPageHealth(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // Leaving a page cancels the pictures still on their way (lazy ones) and the fonts the loader
    // fetches for the next page once this one has loaded: not a fault of the page. A missing picture
    // or font still shows as a 4xx below, a broken picture in brokenPictures().
    if (error === 'net::ERR_ABORTED' && ['image', 'font'].includes(request.resourceType())) return;
    problems.push(`failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { problems };
}
