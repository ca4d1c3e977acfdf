// The Content-Security-Policy post-build step: which scripts get hashed, the hash itself,
// where the policy goes in the page, and the _headers file scripts/serve.mjs and hosts read.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  applyContentSecurityPolicy,
  buildPolicy,
  connectSources,
  directApiUrl,
  findInlineCode,
  headersFile,
  headersLimitProblems,
  inlineScripts,
  insertPolicyMeta,
  pageScriptHashes,
  scriptHash,
  SITE_HEADER_POLICY,
  urlPathOf,
} from './postbuild.mjs';
import { flightFileName } from './flight-data.mjs';
import { loaderConfig } from './paint-first.mjs';
import { headersFor as headersForRules, parseHeadersFile as parseRules } from './serve.mjs';
import { tempDir } from './test-temp-dir';

type Rule = { pattern: string; headers: Record<string, string> };
const parseHeadersFile = (text: string) => parseRules(text) as Rule[];
const headersFor = (rules: Rule[], urlPath: string) => headersForRules(rules, urlPath) as Record<string, string>;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The one inline script Next.js (Turbopack) leaves in a page besides its data: the list of the page's chunks. */
const chunkList = (name: string) => `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["${name}.js"]})`;

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the UTF-8 text, as CSP defines it', () => {
    // The example from the CSP specification's hash-source section.
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(scriptHash('self.__next_f.push([1,"é ✓"])')).toBe(sha256('self.__next_f.push([1,"é ✓"])'));
  });

  it('hashes what the browser hashes: CR LF and CR become LF', () => {
    expect(scriptHash('a();\r\nb();\rc();')).toBe(sha256('a();\nb();\nc();'));
  });
});

describe('inlineScripts and pageScriptHashes', () => {
  const html = page(
    '<script src="/_next/static/chunks/a.js" async=""></script><script>self.__next_f=[]</script>',
    [
      '<script>self.__next_f.push([1,"x"])</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">import "/m.js"</script>',
      "<script type='text/javascript' id=\"t\">run()</script>",
      '<script>self.__next_f=[]</script>',
      '<script src="/b.js">ignored()</script>',
      '<script></script>',
    ].join(''),
  );

  it('finds every script and tells data blocks and external scripts from inline code', () => {
    expect(inlineScripts(html).map(({ content, executable }) => [content, executable])).toEqual([
      ['', false],
      ['self.__next_f=[]', true],
      ['self.__next_f.push([1,"x"])', true],
      ['{"@type":"Organization"}', false],
      ['import "/m.js"', true],
      ['run()', true],
      ['self.__next_f=[]', true],
      ['ignored()', false],
      ['', true],
    ]);
  });

  it('hashes each inline script that runs once, sorted, and nothing else', () => {
    const expected = ['self.__next_f=[]', 'self.__next_f.push([1,"x"])', 'import "/m.js"', 'run()'].map(sha256).sort();
    expect(pageScriptHashes(html)).toEqual(expected);
  });

  it('keeps a script whose text contains ">" or an attribute with ">" in a quoted value', () => {
    const tricky = page('', '<script data-x="a>b">if (a > b) go()</script>');
    expect(inlineScripts(tricky)).toEqual([{ attrs: 'data-x="a>b"', content: 'if (a > b) go()', executable: true }]);
  });

  it('does not take a script in a comment, or a "</div>" in script text, for markup', () => {
    const html = page('<!-- <script>old()</script> -->', '<SCRIPT TYPE="Module">var s = "</div><script>";</SCRIPT>');
    expect(inlineScripts(html)).toEqual([{ attrs: 'TYPE="Module"', content: 'var s = "</div><script>";', executable: true }]);
  });
});

describe('findInlineCode', () => {
  it('reports event-handler attributes and javascript: URLs, which hashes cannot allow', () => {
    const html = page('', '<img src="/a.png" onerror="x()"><a href="javascript:void(0)">x</a><button onClick=go>b</button>');
    const found = findInlineCode(html);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/^onerror in <img/);
    expect(found[1]).toMatch(/^href=javascript: in <a/);
    expect(found[2]).toMatch(/^onclick in <button onClick=go>/);
  });

  it('ignores script text, attribute values and ordinary attributes that start with "on"', () => {
    const html = page('<script>el.onclick = () => 1; const a = "<a onclick=x>";</script>', '<p title="onload=1" data-online="1">onclick=</p>');
    expect(findInlineCode(html)).toEqual([]);
  });

  it('reads tags as a browser does: comments, quoted ">" and upper case', () => {
    const html = page('', '<!-- <a onclick="x()"> --><DIV TITLE="a>b" ONMOUSEOVER=\'x()\'></DIV><a title=\'>\' href=" JavaScript:go()">x</a>');
    expect(findInlineCode(html).map((problem) => problem.split(' in ')[0])).toEqual(['onmouseover', 'href=javascript:']);
  });
});

describe('connectSources', () => {
  it("is 'self' and the API's origin for an absolute URL", () => {
    expect(connectSources('https://api.example.com/v1/enquiry')).toEqual(["'self'", 'https://api.example.com']);
    expect(connectSources('http://127.0.0.1:4010')).toEqual(["'self'", 'http://127.0.0.1:4010']);
  });

  it("is just 'self' for a same-origin path or no API", () => {
    expect(connectSources('/enquiry-api')).toEqual(["'self'"]);
    expect(connectSources('')).toEqual(["'self'"]);
    expect(connectSources(undefined)).toEqual(["'self'"]);
  });

  it('refuses anything else', () => {
    expect(() => connectSources('api.example.com')).toThrow(/NEXT_PUBLIC_ENQUIRY_API_URL/);
  });
});

describe('directApiUrl', () => {
  it('is the provider URL the browser calls in direct mode only', () => {
    const api = 'https://api.example.com';
    expect(directApiUrl({ NEXT_PUBLIC_ENQUIRY_API_URL: api })).toBe(api);
    expect(directApiUrl({ NEXT_PUBLIC_ENQUIRY_API_URL: api, NEXT_PUBLIC_ENQUIRY_MODE: 'direct' })).toBe(api);
    expect(directApiUrl({ NEXT_PUBLIC_ENQUIRY_API_URL: api, NEXT_PUBLIC_ENQUIRY_MODE: 'relay' })).toBe('');
    expect(directApiUrl({ NEXT_PUBLIC_ENQUIRY_API_URL: api, NEXT_PUBLIC_ENQUIRY_MODE: 'off' })).toBe('');
    expect(directApiUrl({})).toBe('');
  });
});

describe('buildPolicy', () => {
  const hashes = [sha256('a()'), sha256('b()')];

  it("allows scripts from the site and the page's hashes only", () => {
    const policy = buildPolicy({ scriptHashes: hashes, connectSrc: ["'self'", 'https://api.example.com'] });
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${hashes.join(' ')}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self' https://api.example.com",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ].join('; '),
    );
    expect(policy.match(/script-src[^;]*/)?.[0]).not.toMatch(/unsafe/);
  });

  it('leaves frame-ancestors to the site-wide header policy (browsers ignore it in <meta>)', () => {
    expect(buildPolicy({ scriptHashes: hashes })).not.toMatch(/frame-ancestors/);
    expect(SITE_HEADER_POLICY).toMatch(/frame-ancestors 'none'/);
  });

});

describe('insertPolicyMeta', () => {
  it('puts the policy first in <head>, right after <meta charset>, before any script', () => {
    const html = page('<title>t</title><script>a()</script>');
    const result = insertPolicyMeta(html, "script-src 'self'");
    expect(result).toContain(`<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/><title>`);
  });

  it('goes straight after <head> when there is no charset first', () => {
    expect(insertPolicyMeta('<html><head lang="x"><script>a()</script></head></html>', "default-src 'self'")).toBe(
      `<html><head lang="x"><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><script>a()</script></head></html>`,
    );
  });

  it('replaces the policy of an earlier run instead of adding a second one', () => {
    const once = insertPolicyMeta(page('<script>a()</script>'), 'one');
    const twice = insertPolicyMeta(once, 'two');
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain('content="two"');
    expect(pageScriptHashes(twice)).toEqual(pageScriptHashes(once));
  });

  it('fails loudly on a page without <head>', () => {
    expect(() => insertPolicyMeta('<p>x</p>', 'p')).toThrow(/no <head>/);
  });
});

describe('urlPathOf and headersFile', () => {
  it('maps exported files to the paths they are served at', () => {
    expect(urlPathOf('index.html')).toBe('/');
    expect(urlPathOf(path.join('about', 'index.html'))).toBe('/about/');
    expect(urlPathOf(path.join('product-details', 'solar', 'index.html'))).toBe('/product-details/solar/');
    expect(urlPathOf('404.html')).toBe('/404.html');
  });

  it('writes the same few site-wide rules, which serve.mjs reads back as hosts do', () => {
    const rules = parseHeadersFile(headersFile());
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/_next/static/*', '/_img/*', '/admin/*']);
    expect(rules[0]?.headers).toMatchObject({
      'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8,}/),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=(), microphone=(), geolocation=()'),
      'Content-Security-Policy': SITE_HEADER_POLICY,
    });
    expect(rules[1]?.headers['Cache-Control']).toMatch(/max-age=31536000/);
    // The content admin's own policy: what Decap needs, for /admin/ alone, enforced with the site-wide one.
    const admin = headersFor(rules, '/admin/')['Content-Security-Policy']!;
    expect(admin.startsWith(`${SITE_HEADER_POLICY}, `)).toBe(true);
    expect(admin).toContain("script-src 'self' 'unsafe-eval'");
    expect(admin).toContain("style-src 'self' 'unsafe-inline'");
    expect(admin).not.toContain('127.0.0.1'); // the local backend is for `npm run cms` only
    expect(headersFor(rules, '/about/')['Content-Security-Policy']).toBe(SITE_HEADER_POLICY);
  });

  it("measures a _headers text against Cloudflare Pages' limits", () => {
    expect(headersLimitProblems(headersFile())).toEqual([]);
    const many = Array.from({ length: 101 }, (_, i) => `/p${i}/\n  X-A: b`).join('\n');
    expect(headersLimitProblems(many)).toEqual(['101 rules (at most 100)']);
    expect(headersLimitProblems(`/*\n  X-A: ${'a'.repeat(1995)}`)).toEqual(['line 2 has 2002 characters (at most 2000)']);
  });
});

describe('applyContentSecurityPolicy', () => {
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

  it('writes each page its own policy and the _headers file', () => {
    const dir = exportedSite();
    const { pages, connectSrc } = applyContentSecurityPolicy({ dir, apiUrl: 'https://api.example.com/x' });
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
    applyContentSecurityPolicy({ dir, apiUrl: 'https://api.example.com/x' });
    expect(fs.readFileSync(path.join(dir, 'about', 'index.html'), 'utf8')).toBe(about);
  });

  it("moves each page's framework data to a file its loader fetches, and hashes the loader, not the data", () => {
    const dir = exportedSite();
    const data = (text: string) => `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`;
    const chunks = '<script src="/website/_next/static/chunks/a.js" async=""></script>';
    fs.writeFileSync(path.join(dir, 'index.html'), page(chunks, `<h1>Home</h1>${data('0:"home"\n')}`));
    fs.writeFileSync(path.join(dir, '404.html'), page(chunks, data('0:"404"\n')));
    fs.mkdirSync(path.join(dir, '404'));
    fs.writeFileSync(path.join(dir, '404', 'index.html'), page(chunks, data('0:"404"\n')));
    applyContentSecurityPolicy({ dir, apiUrl: '', basePath: '/website' });

    const home = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(home).not.toContain('__next_f.push([1');
    expect(home).toContain('<h1>Home</h1>');
    const config = loaderConfig(home) as { scripts: string[]; data: string };
    expect(config.scripts).toEqual(['/website/_next/static/chunks/a.js']);
    expect(config.data).toBe(`/website/_next/static/flight/${flightFileName('0:"home"\n')}`);
    expect(fs.readFileSync(path.join(dir, config.data.slice('/website/'.length)), 'utf8')).toBe('0:"home"\n');
    const loader = inlineScripts(home).find((script: { attrs: string }) => script.attrs === 'data-paint-first=""') as { content: string };
    expect(home).toContain(`script-src 'self' ${scriptHash(loader.content)}; `); // the only inline script left
    // Pages with the same data share one file.
    expect(fs.readdirSync(path.join(dir, '_next', 'static', 'flight')).sort()).toEqual([flightFileName('0:"404"\n'), flightFileName('0:"home"\n')].sort());
  });

  it('stops the build on inline framework data it does not know, naming the page', () => {
    const dir = exportedSite();
    fs.writeFileSync(path.join(dir, 'index.html'), page('<script src="/a.js" async=""></script>', '<script nonce="n">self.__next_f.push([1,"x"])</script>'));
    expect(() => applyContentSecurityPolicy({ dir, apiUrl: '' })).toThrow(/^index\.html: Next\.js inline data in a form this step does not know/);
  });

  it('stops the build when a page has code the policy would block', () => {
    const dir = exportedSite();
    fs.writeFileSync(path.join(dir, 'index.html'), page('', '<img src="/x.png" onload="go()">'));
    expect(() => applyContentSecurityPolicy({ dir, apiUrl: '' })).toThrow(/index\.html: onload in <img/);
  });
});
