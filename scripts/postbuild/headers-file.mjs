// Post-build step: out/_headers (Netlify / Cloudflare format, also read by
// scripts/servers/serve.mjs). It holds only site-wide rules, so it stays within Cloudflare's
// limits (100 rules, 2,000 characters a line) at any catalog size: security headers, the part of
// the policy a <meta> cannot carry (frame-ancestors; browsers enforce it together with each
// page's own, content-security-policy.mjs), a year of caching for fingerprinted assets, and the
// content admin's own policy.
import fs from 'node:fs';
import path from 'node:path';
import { adminPolicy } from '../build/admin-app.mjs';

/** The site-wide response headers, whatever the page. */
const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The site-wide header policy: what only a header can say (no framing). Browsers enforce it next
 * to each page's own policy, which decides everything else. It goes with every response (hosts
 * match rules by path), so it says nothing more.
 */
export const SITE_HEADER_POLICY = "frame-ancestors 'none'";

/** Cloudflare Pages reads at most this many _headers rules, of at most this many characters a line. */
const HEADERS_LIMITS = { rules: 100, lineLength: 2000 };

/** Where a _headers text goes over HEADERS_LIMITS ([] when it does not). */
export function headersLimitProblems(text) {
  const lines = text.split('\n');
  const rules = lines.filter((line) => line.trim() && !/^\s|^#/.test(line)).length;
  const problems = rules > HEADERS_LIMITS.rules ? [`${rules} rules (at most ${HEADERS_LIMITS.rules})`] : [];
  lines.forEach((line, index) => {
    if (line.length > HEADERS_LIMITS.lineLength) problems.push(`line ${index + 1} has ${line.length} characters (at most ${HEADERS_LIMITS.lineLength})`);
  });
  return problems;
}

/** Fingerprinted or generated assets: cached for a year. */
const CACHED_PATHS = ['/_next/static/*', '/_img/*'];
const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * The _headers file: the same few rules whatever the number of pages. Security headers and the
 * site-wide policy for every path, a year of caching for the assets, and the admin's own policy
 * (hosts apply every rule that matches a path; the admin's is enforced next to the site-wide one).
 */
export function headersFile() {
  const block = (pattern, headers) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by scripts/postbuild/headers-file.mjs at build time; do not edit (npm run build rewrites it).',
    block('/*', { ...SECURITY_HEADERS, 'Content-Security-Policy': SITE_HEADER_POLICY }),
    ...CACHED_PATHS.map((pattern) => block(pattern, { 'Cache-Control': LONG_CACHE })),
    // The content admin's own policy, for /admin/ alone (its page carries the same in a <meta>).
    block('/admin/*', { 'Content-Security-Policy': adminPolicy({ header: true }), 'X-Robots-Tag': 'noindex' }),
    '',
  ].join('\n');
}

/** Writes `root`/_headers; throws when it would go over the hosts' limits. */
export function writeHeadersFile(root) {
  const headers = headersFile();
  const overLimits = headersLimitProblems(headers);
  if (overLimits.length) throw new Error(`_headers is over the hosts' limits: ${overLimits.join('; ')}`);
  fs.writeFileSync(path.join(root, '_headers'), headers);
}
