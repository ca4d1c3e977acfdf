// After `next build`, before the Content-Security-Policy step: each page starts fetching its
// JavaScript only after its first paint. Next.js writes the framework's and the page's chunks as
// <script src async> tags in <head>, so on a slow phone they share the connection with the CSS,
// the font and the main image, and the first picture waits for bytes that only hydration needs.
// Here those tags become one small inline loader that adds the same scripts (async, same order)
// once the first paint and the page's main images are on the screen (at most 3 s), or at once when
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
 * The inline script that loads `urls` once the page's first contentful paint and its main images
 * (img[fetchpriority=high]: the hero photo, the first thumbnails) are on the screen. Chrome says
 * when a frame reached the screen (paint timing; element timing for images marked `elementtiming`,
 * which components/ui/Picture.tsx puts on main images); a browser that does not gets the frame
 * after the images loaded. Main images that failed or are outside the viewport (carousel slides
 * to the side) are not waited for. At once in a background tab or on the visitor's first tap or key.
 */
export function loaderScript(urls) {
  const code = [
    '(function(u){var d=0,P=window.PerformanceObserver,T=P&&P.supportedEntryTypes||[];',
    'function go(){if(d++)return;u.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})}',
    // f runs once every entry `want` needs has been reported (past ones too), else after the next frame.
    'function reported(type,want,f){if(T.indexOf(type)<0)return requestAnimationFrame(function(){setTimeout(f,0)});',
    'new P(function(l,o){if(want(l.getEntries()))o.disconnect(),setTimeout(f,0)}).observe({type:type,buffered:true})}',
    'function shown(i){var r=i.getBoundingClientRect();return i.naturalWidth>0&&r.bottom>0&&r.right>0&&r.top<innerHeight&&r.left<innerWidth}',
    'function afterImages(){var m=[].slice.call(document.querySelectorAll("img[fetchpriority=high]")),n=1;',
    'function one(){if(--n)return;var v=m.filter(shown);if(!v.length)return go();',
    'reported("element",function(es){v=v.filter(function(i){return!es.some(function(e){return e.element===i})});return!v.length},go)}',
    'm.forEach(function(i){if(!i.complete){n++;i.addEventListener("load",one);i.addEventListener("error",one)}});one()}',
    'function painted(){reported("paint",function(es){return es.some(function(e){return e.name==="first-contentful-paint"})},afterImages)}',
    // A visitor who taps or types before then wants the page to work: load at once.
    'addEventListener("pointerdown",go,true);addEventListener("keydown",go,true);',
    `if(document.visibilityState!=="visible")return go();setTimeout(go,${MAX_WAIT_MS});`,
    'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",painted);else painted()',
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
  const match = new RegExp(`<script ${LOADER_MARK}="">[^]*?\\}\\)\\((\\[[^\\]]*\\])\\)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : [];
}
