// After `next build`, before the Content-Security-Policy step: each page starts fetching its
// JavaScript only after its first paint. Next.js writes the framework's and the page's chunks as
// <script src async> tags in <head>, so on a slow phone they share the connection with the CSS,
// the font and the main image, and the first picture waits for bytes that only hydration needs.
// Here those tags become one small inline loader that adds the same scripts (async, same order)
// once the first frame is drawn and the page's main images are in (at most 3 s), or at once when
// the page opens in a background tab (where no frame is drawn). Everything the page shows is in
// its HTML already; only hydration starts a little later. Scripts added before the load event
// still delay it, so "loaded" still means "interactive".
//
//   import { paintFirst } from './paint-first.mjs'; const html2 = paintFirst(html);

/** <script src="…" async=""></script> exactly as Next.js writes it; any other script is left alone. */
const ASYNC_SCRIPT = /<script src="([^"<>]+)" async=""><\/script>/g;
const LOADER_MARK = 'data-paint-first';

/** Longest wait for the main images before the scripts load anyway (a stalled image on a bad network). */
export const MAX_WAIT_MS = 3000;

/**
 * The inline script that loads `urls`: after the first frame, and once the page's main images
 * (img[fetchpriority=high]: the hero photo, the first thumbnails) have loaded or failed, after
 * the frame that shows them; at once in a background tab or on the visitor's first tap or key.
 */
export function loaderScript(urls) {
  const code = [
    '(function(u){var d=0;',
    'function go(){if(d++)return;u.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})}',
    // After the next frame is drawn (rAF runs just before it; a 0 ms timeout set there, just after).
    'function afterFrame(f){requestAnimationFrame(function(){setTimeout(f,0)})}',
    'function afterImages(){var p=[].filter.call(document.querySelectorAll("img[fetchpriority=high]"),function(i){return!i.complete}),n=p.length;',
    'if(!n)return afterFrame(go);p.forEach(function(i){function one(){if(!--n)afterFrame(go)}i.addEventListener("load",one);i.addEventListener("error",one)})}',
    'function parsed(){if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterImages);else afterImages()}',
    // A visitor who taps or types before then wants the page to work: load at once.
    'addEventListener("pointerdown",go,true);addEventListener("keydown",go,true);',
    `if(document.visibilityState!=="visible")return go();setTimeout(go,${MAX_WAIT_MS});afterFrame(parsed)`,
    `})(${JSON.stringify(urls)})`,
  ].join('');
  return `<script ${LOADER_MARK}="">${code}</script>`;
}

/**
 * The page with its async <script src> tags (and <link rel="preload" as="script"> hints for them)
 * replaced by one loader where the first of them was. A page without such tags, or one already
 * done, comes back unchanged.
 */
export function paintFirst(html) {
  if (html.includes(LOADER_MARK)) return html;
  const urls = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (urls.length === 0) return html;
  let placed = false;
  const withLoader = html.replace(ASYNC_SCRIPT, () => {
    if (placed) return '';
    placed = true;
    return loaderScript(urls);
  });
  return withLoader.replace(/<link rel="preload" as="script"[^>]*?href="([^"<>]+)"[^>]*>/g, (tag, href) =>
    urls.includes(href) ? '' : tag,
  );
}

/** The script URLs a page's loader adds, in order ([] for a page without one). */
export function loaderUrls(html) {
  const match = new RegExp(`<script ${LOADER_MARK}="">[^<]*\\}\\)\\((\\[[^\\]]*\\])\\)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : [];
}
