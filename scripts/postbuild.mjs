#!/usr/bin/env node
// After `next build`: a strict Content-Security-Policy for every exported page, without
// 'unsafe-inline' for scripts. Next.js writes its data and bootstrap code as inline <script>
// elements, different on every page, so each page gets a policy that lists the SHA-256 hashes
// of exactly its inline scripts:
//   - in the page itself, as <meta http-equiv="Content-Security-Policy"> at the top of <head>
//     (before every script; only after <meta charset>, which must stay in the first 1024 bytes),
//     so the policy holds on any host, even one that cannot set headers;
//   - and nowhere else: out/_headers (Netlify / Cloudflare Pages format, also read by
//     scripts/serve.mjs) holds only site-wide rules, so it stays within Cloudflare Pages' limits
//     (100 rules, 2,000 characters a line) at any catalog size. Its one policy is the part a
//     <meta> cannot carry (frame-ancestors); browsers enforce it together with each page's own.
// connect-src allows the page's origin, and in direct enquiry mode the provider's origin
// (NEXT_PUBLIC_ENQUIRY_API_URL, read here at build time; a relative URL is same-origin). In relay
// mode, the default, the forms post to the site itself.
//
// Before that, the page blocks React streamed out of order go back in place
// (scripts/inline-boundaries.mjs), the framework's inline data moves to a file of its own
// (scripts/flight-data.mjs) and every page's scripts are set to load after its first paint, that
// file with them (scripts/paint-first.mjs); after it, every script gets V8's compile hint
// (scripts/compile-hints.mjs).
//
//   node scripts/postbuild.mjs [--dir out]
import { createHash } from 'node:crypto';
import { adminPolicy } from './admin.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { applyCompileHints } from './compile-hints.mjs';
import { runsAsScript, scanElements, splice } from './html-scan.mjs';
import { extractFlightData, FLIGHT_DIR, flightFileName } from './flight-data.mjs';
import { inlineBoundaries } from './inline-boundaries.mjs';
import { paintFirst } from './paint-first.mjs';
import { htmlFiles } from './out-files.mjs';

/** Every <script> element of a page: its attributes as written, its text and whether a browser would run that text. */
export function inlineScripts(html) {
  return scanElements(html, ['script']).map((element) => ({
    attrs: html.slice(element.start + '<script'.length, element.contentStart - 1).trim(),
    content: element.text,
    executable: element.attrs.src === undefined && runsAsScript(element.attrs),
  }));
}

/**
 * The CSP source expression for an inline script's text: 'sha256-<base64>' of its UTF-8 bytes,
 * after the newline normalisation the HTML parser applies (CR LF and CR become LF).
 */
export function scriptHash(content) {
  const text = content.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hashes of a page's inline scripts that run (JSON-LD and other data blocks need none), sorted, no duplicates. */
export function pageScriptHashes(html) {
  const hashes = new Set(inlineScripts(html).filter((script) => script.executable && script.content.length > 0).map((s) => scriptHash(s.content)));
  return [...hashes].sort();
}

/**
 * Inline code a hash-based policy cannot allow, which would silently stop working:
 * event-handler attributes (onclick=…) and javascript: URLs.
 */
export function findInlineCode(html) {
  const found = [];
  for (const element of scanElements(html)) {
    const tag = html.slice(element.start, element.contentStart).slice(0, 80);
    for (const [name, value] of Object.entries(element.attrs)) {
      if (/^on[a-z]+$/.test(name)) found.push(`${name} in ${tag}`);
      else if (/^(href|src|action|formaction)$/.test(name) && /^javascript:/i.test(value.trim())) found.push(`${name}=javascript: in ${tag}`);
    }
  }
  return found;
}

/** connect-src: the page's own origin, and the enquiry API's origin when it is another one. */
export function connectSources(apiUrl) {
  const sources = ["'self'"];
  const url = (apiUrl ?? '').trim();
  if (/^https?:\/\//i.test(url)) sources.push(new URL(url).origin);
  else if (url && !url.startsWith('/')) throw new Error(`NEXT_PUBLIC_ENQUIRY_API_URL must be an http(s) URL or a path starting with '/', not '${url}'`);
  return sources;
}

/**
 * A page's policy, for its <meta> element (so without frame-ancestors, which browsers ignore there:
 * that is in SITE_HEADER_POLICY).
 * @param {{ scriptHashes?: string[], connectSrc?: string[] }} options
 * @returns {string}
 */
export function buildPolicy({ scriptHashes = [], connectSrc = ["'self'"] }) {
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    // React style attributes and the carousels' transforms; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for small inlined images, blob: for the gallery viewer (PhotoSwipe).
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', connectSrc],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * Writes the policy into the page as the first element of <head> (right after <meta charset>
 * when that comes first), replacing a policy an earlier run wrote.
 */
export function insertPolicyMeta(html, policy) {
  const earlier = scanElements(html, ['meta']).filter((meta) => (meta.attrs['http-equiv'] ?? '').toLowerCase() === 'content-security-policy');
  const cleaned = splice(html, earlier.map((meta) => ({ start: meta.start, end: meta.contentStart, text: '' })));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const [head] = scanElements(cleaned, ['head']);
  // A parser makes a <head> even when the page has none: only one written in the page counts.
  if (!head || !/^<head\b/i.test(cleaned.slice(head.start, head.contentStart))) throw new Error('the page has no <head> element');
  const first = scanElements(cleaned.slice(head.contentStart), null)[0];
  const charsetFirst = first?.name === 'meta' && first.attrs.charset !== undefined && !cleaned.slice(head.contentStart, head.contentStart + first.start).trim();
  const at = charsetFirst ? head.contentStart + first.contentStart : head.contentStart;
  return `${cleaned.slice(0, at)}${meta}${cleaned.slice(at)}`;
}

/** The site-wide response headers, whatever the page. */
export const SECURITY_HEADERS = {
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
export const HEADERS_LIMITS = { rules: 100, lineLength: 2000 };

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
export const CACHED_PATHS = ['/_next/static/*', '/_img/*'];
export const LONG_CACHE = 'public, max-age=31536000, immutable';

/** out/about/index.html → '/about/', out/index.html → '/', out/404.html → '/404.html'. */
export function urlPathOf(relativeFile) {
  const file = relativeFile.split(path.sep).join('/');
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

/**
 * The _headers file: the same few rules whatever the number of pages. Security headers and the
 * site-wide policy for every path, a year of caching for the assets, and the admin's own policy
 * (hosts apply every rule that matches a path; the admin's is enforced next to the site-wide one).
 */
export function headersFile() {
  const block = (pattern, headers) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by scripts/postbuild.mjs at build time; do not edit (npm run build rewrites it).',
    block('/*', { ...SECURITY_HEADERS, 'Content-Security-Policy': SITE_HEADER_POLICY }),
    ...CACHED_PATHS.map((pattern) => block(pattern, { 'Cache-Control': LONG_CACHE })),
    // The content admin's own policy, for /admin/ alone (its page carries the same in a <meta>).
    block('/admin/*', { 'Content-Security-Policy': adminPolicy({ header: true }), 'X-Robots-Tag': 'noindex' }),
    '',
  ].join('\n');
}

/**
 * The provider's URL the browser calls: only in direct mode (as lib/config.ts's parseEnquiryMode decides).
 * @param {Record<string, string | undefined>} [env]
 */
export function directApiUrl(env = process.env) {
  const apiUrl = (env.NEXT_PUBLIC_ENQUIRY_API_URL ?? '').trim();
  const mode = (env.NEXT_PUBLIC_ENQUIRY_MODE ?? '').trim();
  return mode === 'direct' || (mode === '' && apiUrl) ? apiUrl : '';
}

/**
 * The page's framework data written to FLIGHT_DIR under `root` (one file per distinct payload;
 * the 404 pages share one) and the page without it; dataUrl is null for a page without any.
 */
function moveFlightData(html, root, basePath) {
  const { html: rest, payload } = extractFlightData(html);
  if (payload === null) return { html: rest, dataUrl: null };
  const name = flightFileName(payload);
  fs.mkdirSync(path.join(root, FLIGHT_DIR), { recursive: true });
  fs.writeFileSync(path.join(root, FLIGHT_DIR, name), payload);
  return { html: rest, dataUrl: `${basePath}/${FLIGHT_DIR}/${name}` };
}

/** Adds the policy to every page of an exported site and writes its _headers; returns what it did. */
export function applyContentSecurityPolicy({
  dir = 'out',
  apiUrl = directApiUrl(),
  basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '',
} = {}) {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`${dir}/index.html is missing: run next build first`);
  const connectSrc = connectSources(apiUrl);
  const pages = [];
  const problems = [];
  for (const file of htmlFiles(root).sort()) {
    const full = path.join(root, file);
    // First the page blocks React streamed out of order go back in place (inline-boundaries.mjs),
    // then the framework's data leaves the HTML (flight-data.mjs) and the scripts and that data
    // wait for the first paint (paint-first.mjs): its loader is hashed below.
    let html;
    try {
      const { html: withoutData, dataUrl } = moveFlightData(inlineBoundaries(fs.readFileSync(full, 'utf8')), root, basePath);
      html = paintFirst(withoutData, { dataUrl });
    } catch (error) {
      throw new Error(`${file}: ${error.message}`);
    }
    for (const problem of findInlineCode(html)) problems.push(`${file}: ${problem}`);
    const scriptHashes = pageScriptHashes(html);
    fs.writeFileSync(full, insertPolicyMeta(html, buildPolicy({ scriptHashes, connectSrc })));
    pages.push({ file, urlPath: urlPathOf(file), scriptHashes });
  }
  if (problems.length) {
    throw new Error(`inline code the Content-Security-Policy would block (use addEventListener or a module instead):\n  ${problems.join('\n  ')}`);
  }
  const headers = headersFile();
  const overLimits = headersLimitProblems(headers);
  if (overLimits.length) throw new Error(`_headers is over the hosts' limits: ${overLimits.join('; ')}`);
  fs.writeFileSync(path.join(root, '_headers'), headers);
  const compileHinted = applyCompileHints({ dir: root });
  return { pages, connectSrc, compileHinted };
}

const invokedPath = process.argv[1] ? path.resolve(process.argv[1]) : '';
if (/(^|[\\/])postbuild\.mjs$/.test(invokedPath)) {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' } } });
  try {
    const { pages, connectSrc, compileHinted } = applyContentSecurityPolicy({ dir: values.dir });
    const hashes = pages.reduce((sum, page) => sum + page.scriptHashes.length, 0);
    console.log(
      `Content-Security-Policy: ${pages.length} pages, ${hashes} inline script hashes, connect-src ${connectSrc.join(' ')}; wrote ${values.dir}/_headers`,
    );
    console.log(`Compile hint: ${compileHinted.length} scripts`);
  } catch (error) {
    console.error(`postbuild: ${error.message}`);
    process.exit(1);
  }
}
