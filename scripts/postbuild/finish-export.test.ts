// The post-build steps as one list (finishExport): on synthetic pages for the cases `next build`
// does not write, and on what it does write.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inlineScripts, inlineHash } from './content-security-policy.mjs';
import { finishExport, POSTBUILD_STEPS } from './finish-export.mjs';
import { flightFileName } from './flight-data.mjs';
import { headersFile } from './headers-file.mjs';
import { COMPILE_HINT } from './compile-hints.mjs';
import { loaderConfig } from './paint-first.mjs';
import { exportedPage, exportedScripts, nextExport } from './fixtures/next-export.test-helper';
import { tempDir } from '../shared/temp-dir.test-helper';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The one inline script Next.js (Turbopack) leaves in a page besides its data: the list of the page's chunks. */
const chunkList = (name: string) => `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["${name}.js"]})`;

// Every step but share-images and feeds, which read lib/content through tsx (share-images also draws
// with harfbuzzjs, a top-level await): both need Node's own module loader, not Jest's. Their own
// tests run them (feeds.test.ts with the counts given).
const STEPS = POSTBUILD_STEPS.filter((step: { name: string }) => step.name !== 'share-images' && step.name !== 'feeds');

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

test('the steps run in the order each needs: blocks in place, data out, styles inline, scripts after paint, then the policy over what is left', () => {
  expect(POSTBUILD_STEPS.map((step: { name: string }) => step.name)).toEqual([
    'inline-boundaries',
    'flight-data',
    'static-styles',
    'paint-first',
    'content-security-policy',
    'stylesheet-fonts',
    'navigation-data',
    'headers-file',
    'compile-hints',
    'feeds',
    'not-found-pages',
    'share-images',
  ]);
});

test('on what next build writes: a page whose only inline script is its hashed loader, its data in a file, every script hinted', async () => {
  const dir = nextExport();
  const scriptsBefore = exportedScripts(dir);
  await finishExport({ dir, apiUrl: '', basePath: '', steps: STEPS });
  const home = exportedPage(dir);
  const scripts = inlineScripts(home).filter((script: { executable: boolean }) => script.executable);
  expect(scripts.map((script: { attrs: string }) => script.attrs)).toContain('data-paint-first=""');
  const hashes = [...new Set(scripts.map((script: { content: string }) => inlineHash(script.content)))].sort();
  expect(home).toContain(`script-src 'self' ${hashes.join(' ')}; `);
  expect(home).not.toMatch(/<template id="B:|__next_f\.push/);
  const config = loaderConfig(home) as { scripts: string[]; data: string };
  expect(config.scripts.length).toBeGreaterThan(0);
  expect(fs.readFileSync(path.join(dir, config.data), 'utf8').length).toBeGreaterThan(0);
  expect(fs.readFileSync(path.join(dir, '_headers'), 'utf8')).toBe(headersFile());
  for (const file of scriptsBefore) expect(fs.readFileSync(path.join(dir, '_next', 'static', file), 'utf8').startsWith(COMPILE_HINT)).toBe(true);
});

describe('finishExport', () => {
  function exportedSite(): string {
    const dir = tempDir('postbuild-');
    fs.mkdirSync(path.join(dir, 'about'));
    fs.mkdirSync(path.join(dir, '_next', 'static'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), page(`<script>${chunkList('home')}</script>`));
    fs.writeFileSync(path.join(dir, 'about', 'index.html'), page('', `<script>${chunkList('about')}</script>`));
    fs.writeFileSync(path.join(dir, '404.html'), page(''));
    fs.writeFileSync(path.join(dir, '_next', 'static', 'x.html'), '<p>not a page</p>');
    fs.mkdirSync(path.join(dir, 'admin'));
    fs.writeFileSync(path.join(dir, 'admin', 'index.html'), '<!doctype html><script src="decap-cms.js"></script>');
    return dir;
  }

  it('writes each page its own policy and the _headers file', async () => {
    const dir = exportedSite();
    const { pages, connectSrc } = await finishExport({ dir, apiUrl: 'https://api.example.com/x', steps: STEPS });
    expect(connectSrc).toEqual(["'self'", 'https://api.example.com']);
    expect(pages.map((p: { urlPath: string }) => p.urlPath)).toEqual(['/404.html', '/about/', '/']);

    const about = fs.readFileSync(path.join(dir, 'about', 'index.html'), 'utf8');
    expect(about).toContain(`script-src 'self' ${sha256(chunkList('about'))}; `);
    expect(about).not.toContain(sha256(chunkList('home')));
    expect(about).toContain("connect-src 'self' https://api.example.com");
    expect(fs.readFileSync(path.join(dir, '_next', 'static', 'x.html'), 'utf8')).toBe('<p>not a page</p>');
    // The admin keeps its own policy: no page policy, no hashes.
    expect(fs.readFileSync(path.join(dir, 'admin', 'index.html'), 'utf8')).toBe('<!doctype html><script src="decap-cms.js"></script>');

    // No page has a rule of its own: the hashes live in the pages only.
    const headers = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
    expect(headers).toBe(headersFile());
    expect(headers).not.toContain('sha256-');

    // Running it again changes nothing.
    await finishExport({ dir, apiUrl: 'https://api.example.com/x', steps: STEPS });
    expect(fs.readFileSync(path.join(dir, 'about', 'index.html'), 'utf8')).toBe(about);
  });

  it("moves each page's framework data to a file its loader fetches, and hashes the loader, not the data", async () => {
    const dir = exportedSite();
    const data = (text: string) => `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`;
    const chunks = '<script src="/website/_next/static/chunks/a.js" async=""></script>';
    fs.writeFileSync(path.join(dir, 'index.html'), page(chunks, `<h1>Home</h1>${data('0:"home"\n')}`));
    fs.writeFileSync(path.join(dir, '404.html'), page(chunks, data('0:"404"\n')));
    fs.mkdirSync(path.join(dir, '404'));
    fs.writeFileSync(path.join(dir, '404', 'index.html'), page(chunks, data('0:"404"\n')));
    await finishExport({ dir, apiUrl: '', basePath: '/website', steps: STEPS });

    const home = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(home).not.toContain('__next_f.push([1');
    expect(home).toContain('<h1>Home</h1>');
    const config = loaderConfig(home) as { scripts: string[]; data: string };
    expect(config.scripts).toEqual(['/website/_next/static/chunks/a.js']);
    expect(config.data).toBe(`/website/_next/static/flight/${flightFileName('0:"home"\n')}`);
    expect(fs.readFileSync(path.join(dir, config.data.slice('/website/'.length)), 'utf8')).toBe('0:"home"\n');
    const loader = inlineScripts(home).find((script: { attrs: string }) => script.attrs === 'data-paint-first=""') as { content: string };
    expect(home).toContain(`script-src 'self' ${inlineHash(loader.content)}; `); // the only inline script left
    // Pages with the same data share one file.
    expect(fs.readdirSync(path.join(dir, '_next', 'static', 'flight')).sort()).toEqual([flightFileName('0:"404"\n'), flightFileName('0:"home"\n')].sort());
  });

  it('stops the build on inline framework data it does not know, naming the page', async () => {
    const dir = exportedSite();
    fs.writeFileSync(path.join(dir, 'index.html'), page('<script src="/a.js" async=""></script>', '<script nonce="n">self.__next_f.push([1,"x"])</script>'));
    await expect(finishExport({ dir, apiUrl: '', steps: STEPS })).rejects.toThrow(/^index\.html: flight-data: Next\.js inline data in a form this step does not know/);
  });

  it('stops the build when a page has code the policy would block', async () => {
    const dir = exportedSite();
    fs.writeFileSync(path.join(dir, 'index.html'), page('', '<img src="/x.png" onload="go()">'));
    await expect(finishExport({ dir, apiUrl: '', steps: STEPS })).rejects.toThrow(/^index\.html: content-security-policy: .*onload in <img/);
  });
});
