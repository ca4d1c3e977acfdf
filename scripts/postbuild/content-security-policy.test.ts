// The content-security-policy post-build step: which scripts and styles get hashed, the hash itself, where
// the policy goes in the page, and the step on what `next build` writes.
import { createHash } from 'node:crypto';
import {
  applyPagePolicy,
  buildPolicy,
  connectSources,
  findInlineCode,
  inlineScripts,
  insertPolicyMeta,
  inlineHash,
  pageScriptHashes,
  pageStyleHashes,
} from './content-security-policy.mjs';
import { exportedPage, nextExport } from './fixtures/next-export.test-helper';
import { SITE_HEADER_POLICY } from './headers-file.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe('inlineHash', () => {
  it('is the base64 SHA-256 of the UTF-8 text, as CSP defines it', () => {
    // The example from the CSP specification's hash-source section.
    expect(inlineHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(inlineHash('self.__next_f.push([1,"é ✓"])')).toBe(sha256('self.__next_f.push([1,"é ✓"])'));
  });

  it('hashes what the browser hashes: CR LF and CR become LF', () => {
    expect(inlineHash('a();\r\nb();\rc();')).toBe(sha256('a();\nb();\nc();'));
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

  it('finds style attributes, which a policy without unsafe-inline blocks', () => {
    const found = findInlineCode(page('', '<p style="color:red">x</p><p data-style="x" title="style=1">y</p>'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^style in <p style=/);
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
});

describe('buildPolicy', () => {
  const hashes = [sha256('a()'), sha256('b()')];

  it("allows scripts and styles from the site and the page's hashes only", () => {
    const styleHashes = [sha256('p{color:red}')];
    const policy = buildPolicy({ scriptHashes: hashes, styleHashes, connectSrc: ["'self'", 'https://api.example.com'] });
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${hashes.join(' ')}`,
        `style-src 'self' ${styleHashes[0]}`,
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self' https://api.example.com",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ].join('; '),
    );
    expect(policy).not.toMatch(/unsafe/);
  });

  it('leaves frame-ancestors to the site-wide header policy (browsers ignore it in <meta>)', () => {
    expect(buildPolicy({ scriptHashes: hashes })).not.toMatch(/frame-ancestors/);
    expect(SITE_HEADER_POLICY).toMatch(/frame-ancestors 'none'/);
  });

  it("lets only the search page compile WebAssembly ('wasm-unsafe-eval', never 'unsafe-eval')", () => {
    const script = (policy: string) => policy.match(/script-src[^;]*/)?.[0] ?? '';
    expect(script(buildPolicy({ scriptHashes: hashes, wasm: true }))).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`);
    const html = page('<title>t</title><script>a()</script>');
    expect(script(applyPagePolicy(html, { connectSrc: ["'self'"], route: '/search/' }))).toContain("'wasm-unsafe-eval'");
    for (const route of ['/', '/products/', '/search/more/', undefined]) {
      expect(script(applyPagePolicy(html, { connectSrc: ["'self'"], route }))).not.toMatch(/unsafe/);
    }
  });

});

describe('pageStyleHashes', () => {
  it("hashes each inline <style> element's text once, sorted", () => {
    const html = page('<style data-static-css="">p{color:red}</style><style>a{color:blue}</style><style>p{color:red}</style>', '<noscript><link rel="stylesheet" href="/a.css"/></noscript>');
    expect(pageStyleHashes(html)).toEqual([sha256('p{color:red}'), sha256('a{color:blue}')].sort());
  });

  it('puts them in the style-src of the page policy', () => {
    const done = applyPagePolicy(page('<style>p{color:red}</style>'), { connectSrc: ["'self'"] });
    expect(done).toContain(`style-src 'self' ${sha256('p{color:red}')};`);
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

describe('applyPagePolicy on what next build writes', () => {
  it('hashes every inline script the page runs, and only those', () => {
    const html = exportedPage(nextExport());
    const running = inlineScripts(html).filter((script: { executable: boolean; content: string }) => script.executable && script.content);
    expect(running.length).toBeGreaterThan(1); // the framework's bootstrap and its data
    const done = applyPagePolicy(html, { connectSrc: ["'self'"] });
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(done)![1]!;
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!.split(' ').slice(2).sort();
    expect(scriptSrc).toEqual([...new Set(running.map((script: { content: string }) => inlineHash(script.content)))].sort());
    expect(policy).not.toMatch(/unsafe-inline'[^;]*;.*script|unsafe-eval/);
  });
});
