// What visitors rely on, described once and run in Chromium, Firefox and WebKit (the projects of
// playwright.config.ts). Run one engine alone with `npx playwright test --project=webkit`.
import { gallery as galleryJson } from '../content-files';
import { hero as heroJson } from '../content-files';
import { ui } from '../content-files';
import { CLIENTS_INTERVAL_MS, HERO_INTERVAL_MS, ROTATION_CONTROL_ATTRIBUTE, wrapIndex } from '../../components/carousel/rotation';
import { copy, FORMS, PERSON_PACE_MS, trimmed, typed, type Values } from '../enquiry-helpers';
import { slideLabelsInView } from '../motion-helpers';
import { startSiteWithRelay } from '../relay-server';
import { layoutProblems } from '../layout-probe';
import { brokenPictures } from '../page-health';
import { products, routes, sitemapPaths } from '../routes';
import { defaultRoots, getLanguages, getProducts } from '../../lib/content';
import { pathIn } from '../../lib/languages';
import { productPath } from '../../lib/routes';
import { scrollIntoViewAndSettle } from './engine-page';
import { EngineSite, expect, test } from './fixture';
import { startProbeProxy } from './probe-proxy';

const MENU_BUTTON = 'button[aria-controls="site-menu"]';
/**
 * A behaviour that does not change with the content (the controls, not what they show): the
 * second content set's run leaves it out (scripts/checks/second-content.mjs ANY_CONTENT_TAG).
 */
const ANY_CONTENT = { tag: '@any-content' };

test('the probe reports what goes wrong in a page', ANY_CONTENT, async ({ site }) => {
  await site.open('/about/');
  await site.page.evaluate(() => {
    console.error('said on purpose');
    const picture = document.createElement('img');
    picture.src = '/images/missing-on-purpose.png';
    document.body.append(picture);
    setTimeout(() => {
      throw new Error('thrown on purpose');
    });
    void Promise.reject(new Error('rejected on purpose'));
  });
  await site.waitFor('the missing picture to fail', () => Array.from(document.images).some((image) => image.src.endsWith('missing-on-purpose.png') && image.complete));
  const problems = await site.problems();
  for (const expected of ['console: said on purpose', 'failed to load: ', 'uncaught: ', 'unhandled rejection: rejected on purpose', 'HTTP 404 /images/missing-on-purpose.png']) {
    expect(problems.some((problem) => problem.startsWith(expected)), `${expected} in ${JSON.stringify(problems)}`).toBe(true);
  }
});

/** Chromium runs this behaviour, with more checks, in a spec of its own: the run here would only repeat it. */
const inChromiumSpec = (spec: string) => test.skip(test.info().project.name === 'chromium', `Chromium runs it in ${spec}`);

test('every page loads whole, with no error, and hydrates', async ({ site }) => {
  inChromiumSpec('e2e/site.spec.ts (every route, with its title, heading and menu)');
  test.setTimeout(30_000 + sitemapPaths.length * 6_000);
  const found: string[] = [];
  for (const path of sitemapPaths) {
    await site.open(path); // loaded and hydrated
    const broken = await site.page.evaluate(brokenPictures);
    found.push(...[...(await site.problems()), ...broken].map((problem) => `${path}: ${problem}`));
  }
  expect(found).toEqual([]);
});

test('the slide-in menu at 375 px opens, closes with Escape and gives the focus back', ANY_CONTENT, async ({ site }) => {
  await site.page.setViewport(375, 800);
  await site.open('/about/');
  const buttonText = () => document.querySelector('button[aria-controls="site-menu"]')!.textContent!.trim();
  expect(await site.page.evaluate(buttonText)).toBe(ui.openMenu);
  await site.page.click(MENU_BUTTON);
  await site.waitFor('the menu to open', () => document.getElementById('site-menu')!.matches(':popover-open'));
  // The label follows the popover's toggle event, rendered a moment after it opens.
  await site.until('the button to offer closing', async () => (await site.page.evaluate(buttonText)) === ui.closeMenu, 2_000);
  await site.page.press('Escape');
  await site.waitFor('the menu to close', () => !document.getElementById('site-menu')!.matches(':popover-open'));
  expect(await site.page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-menu');
  expect(await site.problems()).toEqual([]);
});

const { carousel, gallery } = ui;
const regionOf = (label: string) => `[role="region"][aria-roledescription][aria-label="${label}"]`;
const HERO = regionOf(carousel.heroLabel);
const CLIENTS = regionOf(carousel.clientsLabel);
/** Time for a carousel's move to come to rest (Embla's default takes about 1.1 s). */
const SETTLE_MS = 1500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The label of the first slide wholly in view ("3 of 25"). */
const firstInView = async (site: EngineSite, region: string) => (await site.page.evaluateOn(region, slideLabelsInView))[0] ?? '';

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

test.describe('carousels', ANY_CONTENT, () => {
  test.slow(); // real time: each waits for moves and for a still spell
  test('the hero advances by itself, and its pause control stops it', async ({ site }) => {
    test.skip(heroJson.slides.length < 2, 'one photo stands still');
    await site.open('/');
    await expectMovesThenHolds(site, HERO, HERO_INTERVAL_MS, () => site.page.click(`${HERO} [${ROTATION_CONTROL_ATTRIBUTE}]`));
    expect(await site.page.evaluateOn(`${HERO} [${ROTATION_CONTROL_ATTRIBUTE}]`, (button) => button.getAttribute('aria-label'))).toBe(carousel.play);
    expect(await site.problems()).toEqual([]);
  });

  test('the clients carousel stops while hovered and while a control has the keyboard focus', async ({ site }) => {
    await site.open('/clients/');
    await expectMovesThenHolds(site, CLIENTS, CLIENTS_INTERVAL_MS, async () => site.page.hover(`${CLIENTS} [aria-label="${await firstInView(site, CLIENTS)}"]`));
    await site.page.hover('h1');
    await expectMovesThenHolds(site, CLIENTS, CLIENTS_INTERVAL_MS, () =>
      site.page.evaluateOn(`${CLIENTS} button[aria-label="${carousel.next}"]`, (button) => (button as HTMLElement).focus()),
    );
    expect(await site.problems()).toEqual([]);
  });
});

test('the gallery viewer opens at the clicked picture, moves by arrows and keys, and Escape gives the focus back', ANY_CONTENT, async ({ site }) => {
  const images = galleryJson.images;
  const count = images.length;
  const index = Math.floor((count - 1) / 2);
  const counter = (n: number) => `${wrapIndex(n, 0, count) + 1} ${gallery.counterOf} ${count}`;
  const shown = () => site.page.evaluate(() => document.querySelector('.pswp__counter')?.textContent ?? 'no viewer');
  const expectAt = async (n: number, after: string) => {
    await site.until(`the viewer at ${counter(n)} after ${after}`, async () => (await shown()) === counter(n), 10_000, shown);
    // Until the viewer stands still: PhotoSwipe ignores Escape while it opens, and WebKit drops a key
    // pressed while a picture slides (a spinner's endless turning does not count).
    await site.waitFor('the viewer to stand still', () =>
      document.querySelector('.pswp')!.getAnimations({ subtree: true }).every((animation) => animation.effect?.getTiming().iterations === Infinity),
    );
    await site.page.evaluateOn('.pswp__container', scrollIntoViewAndSettle);
  };
  await site.page.setViewport(1280, 800);
  await site.open('/gallery/');
  const thumbnail = `main li:nth-child(${index + 1}) a[data-viewer-src]`;
  await site.page.click(thumbnail);
  await expectAt(index, 'the click');
  if (count > 1) {
    await site.page.click(`.pswp__button--arrow--next`);
    await expectAt(index + 1, 'its next button');
    await site.page.press('ArrowLeft');
    await expectAt(index, 'ArrowLeft');
    await site.page.press('ArrowLeft');
    await expectAt(index - 1, 'ArrowLeft again');
  }
  // PhotoSwipe ignores Escape until it knows its opening has ended, which Firefox sometimes tells it
  // only through PhotoSwipe's fallback timer, half a second after the page stands still (seen with
  // one picture, where Escape comes right after the opening). A visitor would press again; so does this.
  const closed = () => site.page.evaluate(() => document.querySelector('.pswp') === null);
  for (let press = 1; press <= 3 && !(await closed()); press++) {
    await site.page.press('Escape');
    await site.until('the viewer to close', closed, 2_000).catch((error: Error) => {
      if (press === 3) throw error;
    });
  }
  expect(await site.page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(await site.page.evaluateOn(thumbnail, (link) => link.getAttribute('href')));
  expect(await site.problems()).toEqual([]);
});

for (const form of FORMS) {
  test(`${form.name}: the errors, the disabled send, and an enquiry that reaches the provider through the relay`, async ({ engineBrowser }) => {
    // A relay and provider of this test's own (e2e/relay-server.ts), so it counts only its enquiry.
    const own = await startSiteWithRelay();
    const proxy = await startProbeProxy(own.url);
    const site = new EngineSite(await engineBrowser.newPage(), proxy);
    const field = (name: keyof Values) => `form#${form.formId} [name="${name}"]`;
    const submit = `form#${form.formId} button[type="submit"]`;
    const formText = () => site.page.evaluateOn(`form#${form.formId}`, (element) => element.textContent ?? '');
    const submitDisabled = () => site.page.evaluateOn(submit, (button) => (button as HTMLButtonElement).disabled);
    try {
      await site.page.setViewport(1280, 800);
      await site.open(form.path);
      // The form's code arrives as the form comes near (e2e/forms.spec.ts covers typing before it does).
      // Found inside the page: the server's form may be swapped for the interactive one at any moment,
      // and an element handle to it would then be stale (WebKitWebDriver fails on it).
      await site.page.evaluate((selector) => document.querySelector(selector)!.scrollIntoView(), `form#${form.formId}`);
      await site.waitFor('the form to be ready', () => document.querySelector('[data-enquiry-ready]') !== null);
      await site.page.fill(field('firstName'), 'Priya');
      const started = Date.now();
      await site.page.fill(field('email'), 'a@b');
      await site.page.click(field('mobile')); // leaves the email field
      await site.until('the e-mail error', async () => (await formText()).includes(copy.errors.emailInvalid));
      expect(await submitDisabled()).toBe(true);

      const values = trimmed(typed(form));
      for (const name of ['firstName', 'email', 'mobile', 'city', 'message'] as const) await site.page.fill(field(name), values[name]);
      await site.page.select(field('productName'), values.productName);
      await site.until('no error left', async () => !(await formText()).includes(copy.errors.emailInvalid));
      await pause(started + PERSON_PACE_MS - Date.now());
      expect(await submitDisabled()).toBe(false);
      await site.page.click(submit);
      await site.until('the success message', async () => (await formText()).includes(copy.success.title));
      await site.until('the provider to receive it', async () => own.records().length > 0, 30_000);
      expect(own.records().map((record) => record.body)).toEqual([values]);
      expect(await site.problems()).toEqual([]);
    } finally {
      await site.page.close();
      await proxy.close();
      await own.close();
    }
  });
}

test('back to top appears once the page is scrolled, and takes the visitor and the focus back up', ANY_CONTENT, async ({ site }) => {
  const button = `button[aria-label="${ui.footer.backToTop}"]`;
  await site.page.setViewport(375, 800);
  await site.open('/about/');
  await site.page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await site.waitFor('the button to appear', (selector) => !document.querySelector<HTMLElement>(selector)!.hidden, button);
  await site.page.click(button);
  await site.waitFor('the top of the page', () => window.scrollY === 0);
  expect(await site.page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  expect(await site.problems()).toEqual([]);
});

test("the search page finds a product by its title and links to it", async ({ site }) => {
  const [product] = products;
  test.skip(!product, 'no product to find');
  await site.open('/search/');
  await site.page.fill('main input[type="search"]', product!.title);
  const wanted = `/product-details/${product!.name}/`;
  await site.until(`a result linking to ${wanted}`, async () =>
    (await site.page.evaluate(() => Array.from(document.querySelectorAll<HTMLAnchorElement>('main ol h2 a'), (link) => new URL(link.href).pathname))).includes(wanted),
  );
  expect(await site.problems()).toEqual([]);
});

test('the header and the grids hold at 375, 768, 1024, 1280 and 1440 px on every kind of page', async ({ site }) => {
  inChromiumSpec('e2e/layout.spec.ts (every width from 320 to 1920 px)');
  // One page of each kind: the fixed pages, a product, and the newest post and case study.
  const defaultKinds = [...new Set(routes.filter((route) => route.path !== '/home/').map((route) => (route.path.startsWith('/product-details/') ? routes.find((each) => each.path.startsWith('/product-details/'))! : route)))];
  // And each other language's home page and first product (the header with its longer words), in
  // the site's fonts: a first visit fetches them for the next page, and this machine has no Devanagari face.
  const languages = getLanguages();
  const translated = languages.slice(1).flatMap((language) => {
    const [product] = getProducts({ ...defaultRoots, language: language.code });
    return ['/', ...(product ? [productPath(product)] : [])].map((path) => ({ path: pathIn(language, languages, path) }));
  });
  const kinds = [...defaultKinds, ...translated];
  const widths = [375, 768, 1024, 1280, 1440];
  test.setTimeout(60_000 + kinds.length * widths.length * 3_000);
  for (const { path } of translated.slice(0, 1)) {
    await site.until(`${path} in the site's fonts`, async () => {
      await site.open(path);
      return site.page.evaluate(() => document.documentElement.hasAttribute('data-fonts'));
    }, 30_000);
  }
  const found: string[] = [];
  // Each page opened at its width: a resize would set the menu's slide-out transition going.
  for (const width of widths) {
    await site.page.setViewport(width, 900);
    for (const { path } of kinds) {
      await site.open(path);
      found.push(...(await site.page.evaluate(layoutProblems)).map((problem) => `${path} at ${width} px: ${problem}`));
    }
  }
  expect(found).toEqual([]);
});
