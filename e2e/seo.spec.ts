// Found: every exported page has its description, canonical URL (NEXT_PUBLIC_SITE_URL + base path +
// path), Open Graph and Twitter card with an image that exists, and schema.org JSON-LD
// (Organization everywhere; Product and BreadcrumbList on product pages); sitemap.xml lists every
// page and robots.txt points to it. Fast: responsive images, the hero preloaded, images below the
// fold lazy, fonts self-hosted.
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { getHeroSlides, getUi } from '../lib/content';
import { islandsReady } from './page-health';
import { pixelDifference } from './pixels';
import { pages, products, routes, site, sitemapPaths } from './routes';

type JsonLd = { '@type': string; [key: string]: unknown };

/** The site URL the build wrote (origin + base path, no trailing slash), from the home page. */
async function builtSiteUrl(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  expect(href, 'the home page has a canonical URL').toBeTruthy();
  return href!.replace(/\/$/, '');
}

/** The same URL on the local test server, to check that it resolves. */
function local(url: string, siteUrl: string): string {
  expect(url.startsWith(`${siteUrl}/`), `${url} is under ${siteUrl}`).toBe(true);
  return url.slice(siteUrl.length);
}

/** A page as a crawler reads it: the exported HTML, parsed, without running its scripts. */
async function readPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const document = parseDocument(await response.text());
  const head = DomUtils.findOne((element) => element.name === 'head', document.children);
  expect(head, `${path} has a <head>`).toBeTruthy();
  const inHead = (name: string, attribute: string, value: string) => DomUtils.findAll((element) => element.name === name && element.attribs[attribute] === value, [head!]);
  return {
    title: DomUtils.textContent(DomUtils.findAll((element) => element.name === 'title', [head!])),
    /** The content of the one <meta> with this name or property, which must be there and not empty. */
    meta(attribute: 'name' | 'property', value: string): string {
      const found = inHead('meta', attribute, value).map((element) => element.attribs.content);
      expect(found.length, `one <meta ${attribute}="${value}"> in ${path}`).toBe(1);
      expect(found[0], `<meta ${attribute}="${value}"> in ${path}`).toBeTruthy();
      return found[0]!;
    },
    links: (rel: string) => inHead('link', 'rel', rel).map((element) => element.attribs.href),
    jsonLd: DomUtils.findAll((element) => element.name === 'script' && element.attribs.type === 'application/ld+json', document.children).flatMap(
      (element) => JSON.parse(DomUtils.textContent(element)) as JsonLd | JsonLd[],
    ),
  };
}

test.describe('metadata of every route', () => {
  for (const route of routes) {
    test(`${route.path}: description, canonical, Open Graph, Twitter card, JSON-LD`, async ({ request }) => {
      const siteUrl = await builtSiteUrl(request);
      const page = await readPage(request, route.path);
      const canonicalPath = route.path === '/home/' ? '/' : route.path;
      const canonical = `${siteUrl}${canonicalPath}`;

      const description = page.meta('name', 'description');
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(page.links('canonical')).toEqual([canonical]);

      expect(page.meta('property', 'og:url')).toBe(canonical);
      expect(page.meta('property', 'og:title')).toBe(`${site.shortName}: ${route.title}`);
      expect(page.meta('property', 'og:description')).toBe(description);
      expect(page.meta('property', 'og:site_name')).toBe(site.companyName);
      expect(page.meta('property', 'og:type')).toBe(route.article ? 'article' : 'website');
      const ogImage = page.meta('property', 'og:image');
      expect(Number(page.meta('property', 'og:image:width'))).toBeGreaterThanOrEqual(600);
      expect(page.meta('property', 'og:image:alt')).not.toBe('');
      expect(page.meta('name', 'twitter:card')).toBe('summary_large_image');
      expect(page.meta('name', 'twitter:title')).toBe(`${site.shortName}: ${route.title}`);
      expect(page.meta('name', 'twitter:description')).toBe(description);
      expect(page.meta('name', 'twitter:image')).toBe(ogImage);
      const image = await request.get(local(ogImage, siteUrl));
      expect(image.status(), ogImage).toBe(200);
      expect(image.headers()['content-type']).toMatch(/^image\/(jpeg|png|webp)/);
      if (route.article) {
        // Its own picture, made after the build: a 1200x630 PNG named .png, so every host serves it as one.
        expect(ogImage).toMatch(/\/og\/(blog|case-studies)\/[a-z0-9-]+\.png$/);
        const png = await image.body();
        expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      }

      const data = page.jsonLd;
      const organization = data.find((node) => node['@type'] === 'Organization');
      expect(organization).toMatchObject({
        '@context': 'https://schema.org',
        name: site.companyName,
        url: `${siteUrl}/`,
        logo: `${siteUrl}${site.logo.src}`,
        sameAs: Object.values(site.social),
      });
      expect((organization!.contactPoint as unknown[]).length).toBe(site.contact.salesPhones.length + site.contact.emails.length);
      expect((await request.get(local(organization!.logo as string, siteUrl))).status()).toBe(200);

      if (route.article) {
        const article = data.find((node) => node['@type'] === route.article);
        expect(article).toMatchObject({ headline: route.title, url: canonical, image: ogImage });
        expect(article!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
        const trail = data.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as { item: string }[];
        expect(trail.map((step) => step.item)).toEqual([`${siteUrl}/`, `${siteUrl}${route.path.replace(/[^/]+\/$/, '')}`, canonical]);
        return;
      }
      const product = products.find((p) => route.path === `/product-details/${p.name}/`);
      if (!product) {
        expect(data.map((node) => node['@type'])).toEqual(['Organization']);
        return;
      }
      expect(data.find((node) => node['@type'] === 'Product')).toMatchObject({
        name: product.title,
        url: canonical,
        image: `${siteUrl}${product.image}`,
        brand: { '@type': 'Brand', name: site.companyName },
      });
      expect((await request.get(local(`${siteUrl}${product.image}`, siteUrl))).status()).toBe(200);
      const breadcrumb = data.find((node) => node['@type'] === 'BreadcrumbList');
      expect(breadcrumb?.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: pages.pages.home.title, item: `${siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: pages.pages.products.heading, item: `${siteUrl}/products/` },
        { '@type': 'ListItem', position: 3, name: product.title, item: canonical },
      ]);
    });
  }

  test('titles and descriptions differ from page to page', async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of routes.filter((r) => r.path !== '/home/')) {
      const page = await readPage(request, route.path);
      titles.set(route.path, page.title);
      descriptions.set(route.path, page.meta('name', 'description'));
    }
    expect(new Set(titles.values()).size).toBe(titles.size);
    expect(new Set(descriptions.values()).size).toBe(descriptions.size);
  });
});

test.describe('sitemap.xml and robots.txt', () => {
  test('the sitemap lists every page once, with absolute trailing-slash URLs, and each resolves', async ({ request }) => {
    const siteUrl = await builtSiteUrl(request);
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    // /home/ is the same page as / (its canonical URL), so only / is listed.
    const expected = sitemapPaths.map((path) => `${siteUrl}${path}`);
    expect([...locs].sort()).toEqual([...expected].sort());
    for (const loc of locs) {
      expect(loc).toMatch(/\/$/);
      expect((await request.get(local(loc, siteUrl))).status(), loc).toBe(200);
    }
  });

  test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const siteUrl = await builtSiteUrl(request);
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-Agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/sitemap\\.xml$`, 'm'));
  });

  test('only the 404 page asks not to be indexed', async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(route.path)).text();
      expect(html, route.path).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    }
  });
});

test.describe('images and fonts', () => {
  test('the home page preloads its hero image with high priority and responsive sources', async ({ request, page }) => {
    const html = await (await request.get('/')).text();
    const preload = /<link rel="preload"[^>]*as="image"[^>]*>/.exec(html)?.[0];
    expect(preload, 'an image preload in <head>').toBeTruthy();
    expect(preload).toMatch(/fetchPriority="high"/i);
    expect(preload).toMatch(/imageSrcSet="[^"]*\s\d+w/i);
    expect(preload).toMatch(/imageSizes="/i);
    expect(html.indexOf(preload!)).toBeLessThan(html.indexOf('</head>'));

    await page.goto('/');
    const hero = page.locator('main img').first();
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).not.toHaveAttribute('loading', 'lazy');
  });

  test("the gallery's first thumbnails load first, found by the parser: no preloads competing with the stylesheets", async ({ request, page }) => {
    const html = await (await request.get('/gallery/')).text();
    expect(html.match(/<link rel="preload"[^>]*as="image"[^>]*type="image\/[^>]*>/g) ?? []).toEqual([]);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/gallery/');
    const first = page.locator('main img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    // Every thumbnail wholly on a phone's first screen is one of them.
    const inView = await page.locator('main img').evaluateAll((images) => images.filter((image) => image.getBoundingClientRect().bottom <= innerHeight).map((image) => image.getAttribute('fetchpriority')));
    expect(inView.length).toBeGreaterThan(0);
    expect(inView.every((priority) => priority === 'high')).toBe(true);
  });

  for (const path of ['/', '/gallery/', '/products/', '/clients/', `/product-details/${products[0]!.name}/`]) {
    test(`${path}: images are responsive, sized, and lazy below the fold`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const images = await page.locator('img').evaluateAll((elements) =>
        elements.map((element) => {
          const img = element as HTMLImageElement;
          const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
          return {
            src: img.getAttribute('src') ?? '',
            top: img.getBoundingClientRect().top + window.scrollY,
            loading: img.getAttribute('loading'),
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            // An icon or logo from a sprite is an SVG view: /_img/site.<hash>.svg#hotels.
            svg: /\.svg($|[?#])/.test(img.getAttribute('src') ?? ''),
            // Not a later picture's placeholder, which the loader may not have taken out yet (scripts/postbuild/paint-first.mjs).
            sources: picture ? Array.from(picture.querySelectorAll<HTMLSourceElement>('source:not([data-later])')).map((s) => [s.type, s.getAttribute('srcset') ?? '', s.getAttribute('sizes') ?? '']) : [],
          };
        }),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.width && image.height, `${image.src} has width and height`).toBeTruthy();
        if (!image.svg) {
          // A pair for the whole picture; a hero photo has a second pair, its upright cut (lib/hero-portrait.mjs).
          const types = image.sources.map(([type]) => type);
          expect([2, 4], `${image.src} has one or two pairs of sources`).toContain(types.length);
          expect(types, `${image.src} has AVIF and WebP sources`).toEqual(types.map((_, i) => (i % 2 ? 'image/webp' : 'image/avif')));
          for (const [, srcset, sizes] of image.sources) {
            expect(srcset, `${image.src} srcset`).toMatch(/\s\d+w/);
            expect(sizes, `${image.src} sizes`).not.toBe('');
          }
        }
        // Far below the first screen: fetched only when scrolled near.
        if (image.top > 1600) expect(image.loading, `${image.src} at ${Math.round(image.top)}px is lazy`).toBe('lazy');
      }
    });
  }

  // lib/hero-portrait.mjs: phones held upright get the middle of each hero photo, cut to their
  // screen, instead of the whole landscape photo of which they show a third.
  test("a phone held upright gets each hero photo's upright cut, looking as the whole photo did; a desktop the whole", async ({ browser }) => {
    const slides = getHeroSlides();
    const variants = JSON.parse(fs.readFileSync('lib/generated/images.json', 'utf8')) as Record<string, { portrait?: unknown }>;
    const withCuts = slides.flatMap((slide, index) => (variants[slide.image]?.portrait ? [index] : []));
    test.skip(withCuts.length === 0, 'no hero photo has an upright cut (none is in public/images/hero/)');
    // Two phone pages per photo with a cut, and a desktop one: the time grows with the hero's photos.
    test.setTimeout(15_000 + withCuts.length * 15_000);
    /** The hero showing slide `index`, with its photo's sources (the cut among them) or its original file alone. */
    const heroShot = async (viewport: { width: number; height: number }, deviceScaleFactor: number, index: number, withCut: boolean) => {
      const context = await browser.newContext({ viewport, deviceScaleFactor, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const heroFiles: string[] = [];
      page.on('response', (response) => {
        const pathname = new URL(response.url()).pathname;
        if (pathname.startsWith('/_img/hero/')) heroFiles.push(pathname);
      });
      await page.goto('/');
      // After the scripts have taken over, which may replace the hero's elements.
      await page.waitForFunction(islandsReady);
      // Reduced motion: the slide comes at once. A click on its dot also loads every slide's photo.
      if (index > 0) {
        const dot = page.locator('#hero').getByRole('group', { name: getUi().carousel.slides }).getByRole('button').nth(index);
        await dot.click();
        await expect(dot).toHaveAttribute('aria-current', 'true');
      }
      const image = page.locator('#hero picture img').nth(index);
      const loaded = (img: Element) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0;
      await expect.poll(() => image.evaluate(loaded)).toBe(true);
      const shown = await image.evaluate((img) => new URL((img as HTMLImageElement).currentSrc).pathname);
      if (!withCut) {
        // The same page with the cut taken out: the whole photo (its original file) in the same box.
        await image.evaluate((img) => img.parentElement!.querySelectorAll('source').forEach((source) => source.remove()));
        await expect.poll(() => image.evaluate((img) => !!(img as HTMLImageElement).currentSrc && new URL((img as HTMLImageElement).currentSrc).pathname === img.getAttribute('src'))).toBe(true);
        await expect.poll(() => image.evaluate(loaded)).toBe(true);
      }
      // Decoded and painted: the later slides' photos decode off the main thread (decoding="async").
      await image.evaluate(async (img) => {
        await (img as HTMLImageElement).decode();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      // The slogans' glass box masked (only it: the photo shows around it): the body font is optional,
      // and a busy machine may paint the slogans in the fallback font.
      const slogans = page.locator('#hero-heading').locator('..');
      const picture = await page.locator('#hero').screenshot({ animations: 'disabled', mask: [slogans] });
      await context.close();
      return { shown, heroFiles, picture };
    };

    for (const index of withCuts) {
      const phone = await heroShot({ width: 375, height: 740 }, 3, index, true);
      expect(phone.shown, `slide ${index + 1}`).toMatch(/-portrait-\d+\.[0-9a-f]{8}\.avif$/);
      // Only cuts were fetched for the photos that have one: the preload of the first photo's whole file is for other screens.
      const cutNames = withCuts.map((i) => /([^/]+)\.\w+$/.exec(slides[i]!.image)![1]);
      const wholeFiles = phone.heroFiles.filter((file) => !file.includes('-portrait-') && cutNames.some((name) => file.startsWith(`/_img/hero/${name}-`)));
      expect(wholeFiles, `slide ${index + 1}`).toEqual([]);
      // Measured: a mean difference of 0.7 to 0.9 of 255 from the original, 0.06 to 0.4 % of pixels by more than a shade.
      const original = await heroShot({ width: 375, height: 740 }, 3, index, false);
      const difference = await pixelDifference(original.picture, phone.picture);
      expect(difference.mean, `slide ${index + 1} looks as it does with the original photo`).toBeLessThan(3);
      expect(difference.share, `slide ${index + 1}`).toBeLessThan(0.02);
    }

    const desktop = await heroShot({ width: 1280, height: 800 }, 1, withCuts.at(-1)!, true);
    expect(desktop.shown).not.toContain('-portrait-');
    expect(desktop.heroFiles.filter((file) => file.includes('-portrait-'))).toEqual([]);
  });

  test('a phone downloads phone-sized images, not the large ones', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image') loaded.push(new URL(response.url()).pathname);
    });
    await page.goto('/gallery/');
    await page.waitForLoadState('networkidle');
    const variants = loaded.filter((p) => p.startsWith('/_img/') && !p.endsWith('.svg')); // the photos' variants, not the sprites
    expect(variants.length).toBeGreaterThan(0);
    for (const file of variants) expect(Number(/-(\d+)\.[0-9a-f]{8}\.(avif|webp)$/.exec(file)?.[1]), file).toBeLessThanOrEqual(1200);
    await context.close();
  });

  test("fonts are self-hosted woff2 files that a first visit does not wait for: fetched once the page has loaded, in use from the next page", async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    const firstFamily = () => page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]!.trim().replace(/^"|"$/g, ''));
    const html = await (await page.goto('/'))!.text();
    expect(html, 'no font is preloaded for the first paint').not.toMatch(/<link[^>]+as="font"/);
    expect(html).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
    // The first page: the system font, and the fonts fetched only after its load event, for the next page.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts')), { timeout: 15_000 }).toBeTruthy();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-fonts'))).toBe(false);
    expect(await firstFamily()).toBe('system-ui');
    const timing = await page.evaluate(() => ({
      loaded: performance.getEntriesByType('navigation').map((entry) => (entry as PerformanceNavigationTiming).loadEventStart)[0]!,
      fonts: performance.getEntriesByType('resource').filter((entry) => /\.woff2$/.test(entry.name)).map((entry) => entry.startTime),
    }));
    expect(timing.fonts.length).toBeGreaterThan(0);
    for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.loaded);
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts) {
      expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
      expect(url).toMatch(/\/_next\/static\/media\/.+\.woff2$/);
    }
    // The next page opens in the web font, from the browser's cache.
    await page.goto(routes.at(-1)!.path);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-fonts'))).toBe(true);
    const family = await firstFamily();
    expect(family).not.toBe('system-ui');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate((name) => [...document.fonts].some((face) => face.family.replace(/^"|"$/g, '') === name && face.status === 'loaded'), family)).toBe(true);
    await context.close();

    // Without JavaScript, no font is fetched and the page keeps the system font.
    const still = await browser.newContext({ javaScriptEnabled: false });
    const plain = await still.newPage();
    const plainFonts: string[] = [];
    plain.on('request', (request) => {
      if (request.resourceType() === 'font') plainFonts.push(request.url());
    });
    await plain.goto('/', { waitUntil: 'load' });
    expect(plainFonts).toEqual([]);
    await still.close();
  });

  test("every page carries the tab's icon (public/icon.svg) in its <head>, so the browser asks the server for none", async ({ page, request }) => {
    const source = fs.readFileSync('public/icon.svg', 'utf8').replace(/>\s+</g, '><').trim();
    for (const path of ['/', routes.at(-1)!.path]) {
      const icons = (await readPage(request, path)).links('icon');
      expect(icons, path).toHaveLength(1);
      expect(icons[0]!.startsWith('data:image/svg+xml,'), path).toBe(true);
      expect(decodeURIComponent(icons[0]!.slice('data:image/svg+xml,'.length))).toBe(source);
    }
    // Playwright reports no request for /favicon.ico at all, so this watches for the file the pages linked.
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/icon.svg') && asked.push(r.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const size = await page.evaluate(async (href) => {
      const image = new Image();
      image.src = href!;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, icon);
    expect(size).toEqual([64, 64]);
  });
});
