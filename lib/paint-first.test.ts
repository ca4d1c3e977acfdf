// The post-build step that makes each page fetch its scripts after the first paint.
import { loaderScript, loaderUrls, paintFirst } from '../scripts/paint-first.mjs';

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
    expect(html.match(/data-paint-first/g)).toHaveLength(1);
    expect(loaderUrls(html)).toEqual(urls);
    expect(loaderUrls(page(''))).toEqual([]);
  });

  it('keeps scripts it does not load itself, and preload hints for them', () => {
    const html = paintFirst(page(head));
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<link rel="preload" as="script" href="/other.js"/>');
    expect(html).not.toContain('fetchPriority="low" href="/_next/static/chunks/main.js"');
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
    expect(code).toContain('(["/x.js","/y.js"])');
  });
});
