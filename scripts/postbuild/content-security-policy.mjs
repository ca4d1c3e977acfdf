// Post-build step: a strict Content-Security-Policy in every exported page, without
// 'unsafe-inline'. Next.js writes its bootstrap code as inline <script> elements, different on
// every page, and each page carries the CSS its first paint needs as an inline <style>
// (static-styles.mjs), so each page gets a policy listing the SHA-256 hashes of exactly its
// inline scripts and styles, as <meta http-equiv="Content-Security-Policy"> at the top of <head> (before every
// script; only after <meta charset>, which must stay in the first 1024 bytes), so the policy holds
// on any host, even one that cannot set headers. What only a header can say is in _headers
// (headers-file.mjs). connect-src allows the page's origin, and in direct enquiry mode the
// provider's origin (NEXT_PUBLIC_ENQUIRY_API_URL; a relative URL is same-origin). In relay mode,
// the default, the forms post to the site itself. Only the search page may compile WebAssembly
// ('wasm-unsafe-eval', never 'unsafe-eval'), which its search code needs.
import { createHash } from 'node:crypto';
import { SEARCH_PATH } from '../../lib/search/paths.mjs';
import { runsAsScript, scanElements, splice } from '../shared/html-scan.mjs';

/** Every <script> element of a page: its attributes as written, its text and whether a browser would run that text. */
export function inlineScripts(html) {
  return scanElements(html, ['script']).map((element) => ({
    attrs: html.slice(element.start + '<script'.length, element.contentStart - 1).trim(),
    content: element.text,
    executable: element.attrs.src === undefined && runsAsScript(element.attrs),
  }));
}

/**
 * The CSP source expression for an inline script's or style's text: 'sha256-<base64>' of its UTF-8
 * bytes, after the newline normalisation the HTML parser applies (CR LF and CR become LF).
 */
export function inlineHash(content) {
  const text = content.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hashes of a page's inline scripts that run (JSON-LD and other data blocks need none), sorted, no duplicates. */
export function pageScriptHashes(html) {
  const hashes = new Set(inlineScripts(html).filter((script) => script.executable && script.content.length > 0).map((s) => inlineHash(s.content)));
  return [...hashes].sort();
}

/** The hashes of a page's inline <style> elements, sorted, no duplicates. */
export function pageStyleHashes(html) {
  return [...new Set(scanElements(html, ['style']).map((style) => inlineHash(style.text)))].sort();
}

/**
 * Inline code a hash-based policy cannot allow, which would silently stop working:
 * event-handler attributes (onclick=…), javascript: URLs and style attributes.
 */
export function findInlineCode(html) {
  const found = [];
  for (const element of scanElements(html)) {
    const tag = html.slice(element.start, element.contentStart).slice(0, 80);
    for (const [name, value] of Object.entries(element.attrs)) {
      if (/^on[a-z]+$/.test(name) || name === 'style') found.push(`${name} in ${tag}`);
      else if (/^(href|src|action|formaction)$/.test(name) && /^javascript:/i.test(value.trim())) found.push(`${name}=javascript: in ${tag}`);
    }
  }
  return found;
}

/** connect-src: the page's own origin, and the enquiry API's origin when it is another one. */
export function connectSources(apiUrl) {
  const sources = ["'self'"];
  if (/^https?:\/\//i.test(apiUrl)) sources.push(new URL(apiUrl).origin);
  return sources;
}

/**
 * A page's policy, for its <meta> element (so without frame-ancestors, which browsers ignore there:
 * that is in headers-file.mjs's SITE_HEADER_POLICY).
 * `wasm`: the page runs WebAssembly (the search page).
 * @param {{ scriptHashes?: string[], styleHashes?: string[], connectSrc?: string[], wasm?: boolean }} options
 * @returns {string}
 */
export function buildPolicy({ scriptHashes = [], styleHashes = [], connectSrc = ["'self'"], wasm = false }) {
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes]],
    // The carousels and the gallery viewer move things through element.style, which a policy
    // does not govern; style attributes in the HTML would be blocked (findInlineCode refuses them).
    ['style-src', ["'self'", ...styleHashes]],
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

/**
 * The page with its policy in place; throws on inline code the policy would block (event-handler
 * attributes, javascript: URLs), which would otherwise silently stop working.
 * @param {string} html
 * @param {{ connectSrc: string[], route?: string }} options `route`: the page's URL path, such as '/search/'
 */
export function applyPagePolicy(html, { connectSrc, route }) {
  const blocked = findInlineCode(html);
  if (blocked.length) {
    throw new Error(`inline code the Content-Security-Policy would block (use addEventListener or a module instead): ${blocked.join('; ')}`);
  }
  return insertPolicyMeta(html, buildPolicy({ scriptHashes: pageScriptHashes(html), styleHashes: pageStyleHashes(html), connectSrc, wasm: route === SEARCH_PATH }));
}
