// The headers-file post-build step: the site-wide rules of out/_headers, which
// scripts/servers/serve.mjs reads back as hosts do, and their limits.
import fs from 'node:fs';
import path from 'node:path';
import { headersFile, headersLimitProblems, SITE_HEADER_POLICY, writeHeadersFile } from './headers-file.mjs';
import { headersFor as headersForRules, parseHeadersFile as parseRules } from '../shared/static-server.mjs';
import { exportedScripts, nextExport } from './fixtures/next-export.test-helper';

type Rule = { pattern: string; headers: Record<string, string> };
const parseHeadersFile = (text: string) => parseRules(text) as Rule[];
const headersFor = (rules: Rule[], urlPath: string) => headersForRules(rules, urlPath) as Record<string, string>;

describe('headersFile', () => {
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

describe('writeHeadersFile on what next build writes', () => {
  it("caches every one of the export's scripts for a year, and keeps the site-wide rules on its pages", () => {
    const dir = nextExport();
    writeHeadersFile(dir);
    const rules = parseHeadersFile(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
    const scripts = exportedScripts(dir);
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) expect(headersFor(rules, `/_next/static/${file.split(path.sep).join('/')}`)['Cache-Control']).toMatch(/max-age=31536000, immutable/);
    expect(headersFor(rules, '/')).toMatchObject({ 'Content-Security-Policy': SITE_HEADER_POLICY, 'X-Frame-Options': 'DENY' });
    expect(headersFor(rules, '/')['Cache-Control']).toBeUndefined();
  });
});
