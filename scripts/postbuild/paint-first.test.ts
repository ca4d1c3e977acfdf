// The post-build step that makes each page fetch its scripts after the first paint.
import vm from 'node:vm';
import { extractFlightData } from './flight-data.mjs';
import { inlineBoundaries } from './inline-boundaries.mjs';
import { exportedPage, nextExport } from './fixtures/next-export.test-helper';
import { loaderConfig, loaderScript, loaderUrls, paintFirst } from './paint-first.mjs';

const page = (head: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>T</title></head><body><p>Hi</p></body></html>`;

describe('paintFirst', () => {
  const head =
    '<link rel="stylesheet" href="/a.css"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
    '<link rel="preload" as="script" href="/other.js"/>' +
    '<script src="/_next/static/chunks/react.js" async=""></script>' +
    '<script src="/_next/static/chunks/page.js" async=""></script>' +
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
    '<script src="/_next/static/chunks/main.js" async=""></script>';

  it('replaces the async script tags with one loader of the same URLs, in order, where the first was', () => {
    const html = paintFirst(page(head));
    expect(html).not.toMatch(/<script src="[^"]*" async=""/);
    const urls = ['/_next/static/chunks/react.js', '/_next/static/chunks/page.js', '/_next/static/chunks/main.js'];
    expect(html).toContain(`<link rel="stylesheet" href="/a.css"/><link rel="preload" as="script" href="/other.js"/>${loaderScript(urls)}`);
    expect(loaderConfig(html)?.styles).toEqual([]);
    expect(html.match(/data-paint-first/g)).toHaveLength(1);
    expect(loaderUrls(html)).toEqual(urls);
    expect(loaderUrls(page(''))).toEqual([]);
  });

  it('adds the code that holds a click only to a page with [data-hold-clicks] (the loader is in every first round trip)', () => {
    const plain = paintFirst(page(head));
    const gallery = paintFirst(page(head).replace('<p>Hi</p>', '<div data-hold-clicks=""><a href="/p.jpg">p</a></div>'));
    expect(plain).not.toContain('MutationObserver');
    expect(gallery).toContain('MutationObserver');
    expect(gallery.length - plain.length).toBeGreaterThan(400);
    expect(loaderUrls(gallery)).toEqual(loaderUrls(plain));
  });

  it("gives the lazy pictures in a main image's list a placeholder source, which the loader takes out before the scripts", () => {
    const picture = (img: string) => `<picture><source srcSet="/a.avif" type="image/avif"/>${img}</picture>`;
    const main = picture('<img src="/1.jpg" alt="" fetchPriority="high" loading="eager"/>');
    const lazy = picture('<img src="/2.jpg" alt="" loading="lazy"/>');
    const body =
      `<ul>${[main, lazy, lazy].map((item) => `<li>${item}</li>`).join('')}</ul>` + // the grid: its two later photos wait
      `<ul>${lazy}</ul>` + // another list, without a main image
      `<div aria-roledescription="carousel"><ul><li>${main}</li><li>${lazy}</li></ul></div>` + // a carousel loads its own slides
      `<noscript><ul><li>${main}</li><li>${lazy}</li></ul></noscript>`;
    const html = paintFirst(page(head).replace('<p>Hi</p>', body));
    const placeholder = /<picture><source media="\(scripting\)" srcset="data:image\/gif;base64,[^" ]+ 1w" sizes="1px" data-later=""><source srcSet="\/a\.avif"/g;
    expect(html.match(placeholder)).toHaveLength(2);
    expect(html.indexOf('data-later=""><source')).toBeGreaterThan(html.indexOf('fetchPriority="high"'));
    expect(html).toContain('document.querySelectorAll("source[data-later]")');
    expect(html.indexOf('querySelectorAll("source[data-later]")')).toBeLessThan(html.indexOf('function one(){--w||run()}'));
    const plain = paintFirst(page(head).replace('<p>Hi</p>', `<ul><li>${main}</li></ul>${lazy}`));
    expect(plain).not.toContain('data-later');
  });

  it('keeps scripts it does not load itself, and preload hints for them', () => {
    const html = paintFirst(page(head));
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<link rel="preload" as="script" href="/other.js"/>');
    expect(html).not.toContain('fetchPriority="low" href="/_next/static/chunks/main.js"');
  });

  it('stops on a script it does not know, instead of changing when it runs or missing it', () => {
    expect(() => paintFirst(page(`${head}<script>track()</script>`))).toThrow(/does not know[^]*<script>track\(\)<\/script>/);
    expect(() => paintFirst(page(`${head}<script src="/blocking.js"></script>`))).toThrow(/blocking\.js/);
    expect(() => paintFirst(page(`${head}<script type="module" src="/m.js" async=""></script>`))).toThrow(/m\.js/);
    // Data blocks and the chunk list stay as they are.
    const known = '<script type="application/ld+json">{"a":1}</script><script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"]})</script>';
    expect(paintFirst(page(`${head}${known}`))).toContain(known);
  });

  it('finds the chunks as a browser would, whatever the quotes, order or case of their attributes', () => {
    const html = paintFirst(page("<SCRIPT ASYNC src='/_next/static/chunks/x.js'></SCRIPT><!-- <script src=\"/old.js\" async></script> -->"));
    expect(loaderUrls(html)).toEqual(['/_next/static/chunks/x.js']);
    expect(html).toContain('<!-- <script src="/old.js" async></script> -->');
  });

  it('leaves a page without async scripts, or one already done, as it is', () => {
    const plain = page('<link rel="stylesheet" href="/a.css"/>');
    expect(paintFirst(plain)).toBe(plain);
    const once = paintFirst(page(head));
    expect(paintFirst(once)).toBe(once);
  });

  it('is one inline script carrying the URLs (what it does in a browser: e2e/site.spec.ts)', () => {
    const code = loaderScript(['/x.js', '/y.js']);
    expect(code).toMatch(/^<script data-paint-first="">[^]+<\/script>$/);
    const inside = code.slice('<script data-paint-first="">'.length, -'</script>'.length);
    expect(inside).not.toMatch(/<\/script|<!--/i); // nothing in the code ends the element early
    expect(code).toContain('({"scripts":["/x.js","/y.js"],"data":null,"styles":[]})');
  });

  it('with a data URL, the loader carries it and keeps the scripts in order', () => {
    const html = paintFirst(page(head), { dataUrl: '/_next/static/flight/abc.txt' });
    expect(loaderConfig(html)).toEqual({
      scripts: ['/_next/static/chunks/react.js', '/_next/static/chunks/page.js', '/_next/static/chunks/main.js'],
      data: '/_next/static/flight/abc.txt',
      styles: [],
    });
    expect(loaderConfig(paintFirst(page(head)))?.data).toBeNull();
    expect(loaderConfig(page(''))).toBeNull();
  });

  /** Runs a loader in a page that is not visible (so it loads at once) with `fetch` answering as given, and `extra` in its window. */
  async function runLoader(code: string, fetchResult: () => Promise<unknown>, extra: Record<string, unknown> = {}) {
    const added: Record<string, unknown>[] = [];
    const fetched: string[] = [];
    const window: Record<string, unknown> = {
      document: {
        visibilityState: 'hidden',
        readyState: 'complete',
        createElement: (tagName: string) => ({ tagName, setAttribute(name: string, value: string) { (this as Record<string, unknown>)[name] = value; } }),
        head: { appendChild: (element: Record<string, unknown>) => added.push({ ...element, __next_f: JSON.stringify(window.__next_f ?? null) }) },
      },
      addEventListener: () => {},
      setTimeout: () => 0,
      fetch: (url: string) => (fetched.push(url), fetchResult()),
    };
    const { document, ...rest } = extra;
    Object.assign(window, rest);
    Object.assign(window.document as object, document ?? {});
    window.self = window;
    vm.runInNewContext(code.slice('<script data-paint-first="">'.length, -'</script>'.length), Object.assign(vm.createContext(window), { window }));
    await new Promise((resolve) => setImmediate(resolve));
    return { added, fetched, nextF: window.__next_f };
  }

  it('pushes the data into self.__next_f before it adds the scripts, which it preloads meanwhile', async () => {
    const code = loaderScript(['/a.js', '/b.js'], '/d.txt');
    const { added, fetched, nextF } = await runLoader(code, async () => ({ ok: true, text: async () => '0:["x"]\n' }));
    expect(fetched).toEqual(['/d.txt']);
    expect(JSON.stringify(nextF)).toBe('[[0],[1,"0:[\\"x\\"]\\n"]]');
    expect(added.map(({ tagName, href, src, __next_f }) => [tagName, href ?? src, __next_f === 'null' ? 'before data' : 'after data'])).toEqual([
      ['link', '/a.js', 'before data'],
      ['link', '/b.js', 'before data'],
      ['script', '/a.js', 'after data'],
      ['script', '/b.js', 'after data'],
    ]);
    expect(added.filter((element) => element.tagName === 'link').every((link) => link.rel === 'preload' && link.as === 'script')).toBe(true);
    expect(added.filter((element) => element.tagName === 'script').every((script) => script.async === true)).toBe(true);
  });

  it('adds no script when the data cannot be fetched: the page stays as its HTML', async () => {
    const code = loaderScript(['/a.js'], '/d.txt');
    for (const failure of [async () => ({ ok: false, status: 404 }), () => Promise.reject(new TypeError('offline'))]) {
      const { added, nextF } = await runLoader(code, failure);
      expect(added.map((element) => element.tagName)).toEqual(['link']);
      expect(nextF).toBeUndefined();
    }
  });

  it('without data, adds the scripts at once and fetches nothing', async () => {
    const { added, fetched } = await runLoader(loaderScript(['/a.js']), () => Promise.reject(new Error('no fetch expected')));
    expect(fetched).toEqual([]);
    expect(added.map(({ tagName, src }) => [tagName, src])).toEqual([['script', '/a.js']]);
  });

  it('with stylesheets, adds them first and the scripts only once every one has loaded or failed', async () => {
    const code = loaderScript(['/a.js'], null, ['/s1.css', '/s2.css']);
    const { added } = await runLoader(code, () => Promise.reject(new Error('no fetch expected')));
    const sheets = added.filter((element) => element.rel === 'stylesheet');
    expect(sheets.map((sheet) => [sheet.href, sheet['data-precedence']])).toEqual([
      ['/s1.css', 'next'],
      ['/s2.css', 'next'],
    ]);
    expect(added.filter((element) => element.tagName === 'script')).toEqual([]);
    const [first, second] = sheets as [Record<string, unknown>, Record<string, unknown>];
    (first.onload as () => void)();
    expect(added.filter((element) => element.tagName === 'script')).toEqual([]);
    (second.onerror as () => void)();
    expect(added.filter((element) => element.tagName === 'script').map((script) => script.src)).toEqual(['/a.js']);
  });

  it('puts the stylesheets in the loader, and gives a page with only stylesheets a loader at the end of its head', () => {
    expect(loaderConfig(paintFirst(page(head), { styles: ['/s.css'] }))?.styles).toEqual(['/s.css']);
    const only = paintFirst(page(''), { styles: ['/s.css'] });
    expect(only).toContain(`<title>T</title>${loaderScript([], null, ['/s.css'])}</head>`);
  });

  const fontPreload = '<link rel="preload" href="/_next/static/media/body.woff2" as="font" crossorigin="" type="font/woff2"/>';

  it("takes over the page's font preloads: the loader carries the fonts, and a page with only fonts still gets one", () => {
    const html = paintFirst(page(fontPreload + head));
    expect(html).not.toContain('as="font"');
    expect(loaderConfig(html)?.fonts).toEqual(['/_next/static/media/body.woff2']);
    expect(loaderConfig(paintFirst(page(head)))?.fonts).toBeUndefined();
    const only = paintFirst(page(fontPreload));
    expect(only).toContain(`<title>T</title>${loaderScript([], null, [], { fonts: ['/_next/static/media/body.woff2'] })}</head>`);
  });

  it("carries only the fonts the page's inline faces load: another language's face is preloaded by Next.js on every page", () => {
    const other = '<link rel="preload" href="/_next/static/media/devanagari.woff2" as="font" crossorigin="" type="font/woff2"/>';
    const faces = '<style data-static-css="">@font-face{font-family:b;src:url(/_next/static/media/body.woff2)}</style>';
    const html = paintFirst(page(fontPreload + other + faces + head));
    expect(html).not.toContain('as="font"');
    expect(loaderConfig(html)?.fonts).toEqual(['/_next/static/media/body.woff2']);
  });

  /** A browser's storage, <html> and FontFace, recording what the loader did with them. */
  function fontWorld(stored: Record<string, string>) {
    const loadedFonts: string[] = [];
    const rootAttributes: string[] = [];
    const listeners: Record<string, () => void> = {};
    const extra = {
      localStorage: stored,
      FontFace: function (this: unknown, _family: string, source: string) {
        return { load: async () => void loadedFonts.push(source) };
      },
      addEventListener: (type: string, listener: () => void) => void (listeners[type] = listener),
      document: { readyState: 'interactive', documentElement: { dataset: new Proxy({}, { set: (_target, key) => rootAttributes.push(`data-${String(key)}`) > 0 }) } },
    };
    return { extra, loadedFonts, rootAttributes, listeners, stored };
  }

  it('on a first visit keeps the system font and fetches the fonts once the page has loaded, for the next page', async () => {
    const world = fontWorld({});
    const code = loaderScript(['/a.js'], null, [], { fonts: ['/f1.woff2', '/f2.woff2'] });
    await runLoader(code, () => Promise.reject(new Error('no fetch expected')), world.extra);
    expect(world.rootAttributes).toEqual([]);
    expect(world.loadedFonts).toEqual([]); // not before the load event
    world.listeners.load!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(world.loadedFonts).toEqual(['url(/f1.woff2)', 'url(/f2.woff2)']);
    expect(world.stored.fonts).toBe('/f1.woff2,/f2.woff2 ');
  });

  it('uses the fonts on a page opened once this browser has them, and fetches nothing more; new font files count as new', async () => {
    const code = loaderScript(['/a.js'], null, [], { fonts: ['/f1.woff2'] });
    const atHand = fontWorld({ fonts: '/f1.woff2' });
    await runLoader(code, () => Promise.reject(new Error('no fetch expected')), atHand.extra);
    expect(atHand.rootAttributes).toEqual(['data-fonts']);
    expect(atHand.listeners.load).toBeUndefined();
    const older = fontWorld({ fonts: '/f0.woff2' });
    await runLoader(code, () => Promise.reject(new Error('no fetch expected')), older.extra);
    expect(older.rootAttributes).toEqual([]);
    older.listeners.load!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(older.stored.fonts).toBe('/f1.woff2 /f0.woff2');
  });

  it("keeps every font it fetched: a page with other fonts (another language's) does not push out this page's", async () => {
    const english = loaderScript(['/a.js'], null, [], { fonts: ['/latin.woff2'] });
    const marathi = loaderScript(['/a.js'], null, [], { fonts: ['/latin.woff2', '/devanagari.woff2'] });
    const stored: Record<string, string> = {};
    const visit = async (code: string) => {
      const world = fontWorld(stored);
      await runLoader(code, () => Promise.reject(new Error('no fetch expected')), world.extra);
      world.listeners.load?.();
      await new Promise((resolve) => setImmediate(resolve));
      return world;
    };
    expect((await visit(english)).rootAttributes).toEqual([]);
    expect((await visit(marathi)).rootAttributes).toEqual([]); // the Devanagari face is new
    const fetched = await visit(english);
    expect(fetched.rootAttributes).toEqual(['data-fonts']);
    expect(fetched.loadedFonts).toEqual([]);
    expect((await visit(marathi)).rootAttributes).toEqual(['data-fonts']);
  });

  it('lets the oldest fonts fall off a note that grew long, never the ones just fetched', async () => {
    const code = loaderScript(['/a.js'], null, [], { fonts: ['/new.woff2'] });
    const world = fontWorld({ fonts: Array.from({ length: 200 }, (_, index) => `/old-${index}.woff2`).join(' ') });
    await runLoader(code, () => Promise.reject(new Error('no fetch expected')), world.extra);
    world.listeners.load!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(world.stored.fonts!.length).toBeLessThanOrEqual(2000);
    expect(world.stored.fonts!.startsWith('/new.woff2 /old-0.woff2')).toBe(true);
  });

  it('fails on a page with data to load but no scripts to load it with', () => {
    expect(() => paintFirst(page('<link rel="stylesheet" href="/a.css"/>'), { dataUrl: '/d.txt' })).toThrow(/no async scripts/);
  });
});

test("on what next build writes: the page's async chunks, in order, become the loader's", () => {
  const html = extractFlightData(inlineBoundaries(exportedPage(nextExport()))).html;
  const chunks = [...html.matchAll(/<script src="([^"]+)" async="">/g)].map((match) => match[1]);
  expect(chunks.length).toBeGreaterThan(0);
  const done = paintFirst(html, { dataUrl: '/_next/static/flight/x.txt' });
  expect(done).not.toMatch(/<script src="[^"]+" async="">/);
  expect(loaderConfig(done)).toEqual({ scripts: chunks, data: '/_next/static/flight/x.txt', styles: [] });
}, 180_000);
