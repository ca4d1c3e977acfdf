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
// When the page's framework data has been moved out of its HTML (scripts/postbuild/flight-data.mjs), the
// loader fetches that file at the same moment, with the scripts preloaded alongside it, and adds
// the scripts once the data is in self.__next_f, where the framework reads it when it starts.
//
//   import { paintFirst } from './paint-first.mjs'; const html2 = paintFirst(html, { dataUrl });
import { runsAsScript, scanElements, splice } from '../shared/html-scan.mjs';

const LOADER_MARK = 'data-paint-first';

/**
 * Inline code Next.js (Turbopack) writes into every page that may run before the framework's
 * scripts: it only lists the page's chunks for the runtime that comes later.
 */
const CHUNK_LIST = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\[/;

/** Longest wait for the main images before the scripts load anyway (a stalled image on a bad network). */
const MAX_WAIT_MS = 3000;

/**
 * The attribute a component puts on its server HTML until it has hydrated (components/gallery/GalleryViewer.tsx):
 * a click on a link inside it before then is held for the script, not followed.
 */
export const HOLD_CLICKS_ATTRIBUTE = 'data-hold-clicks';

/**
 * The first source of a lazy <picture> until the loader runs (laterPictures()): a transparent
 * pixel, chosen only where scripts run, so the photos below the main one do not share a slow
 * connection with it; without JavaScript the picture's own sources are chosen as before.
 */
export const LATER_ATTRIBUTE = 'data-later';
// (Its width and sizes say what a browser assumes anyway, 1x; the Nu checker reads the data URL's comma as a list.)
const LATER_SOURCE = `<source media="(scripting)" srcset="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7 1w" sizes="1px" ${LATER_ATTRIBUTE}="">`;

/**
 * Part of the loader, for a page with later pictures: when it loads the scripts (or earlier, at
 * the visitor's first scroll), it takes the placeholders out, and each picture chooses among its
 * own sources, loading lazily as before. That is before any script runs, so React hydrates the
 * HTML it rendered.
 */
const RELEASE_PICTURES_CODE = `document.querySelectorAll("source[${LATER_ATTRIBUTE}]").forEach(function(s){s.remove()});`;

/**
 * The attribute the loader puts on <html> when the page's fonts are already in this browser
 * (app/globals.css uses the web font only then). A font preloaded for the first page shares the
 * slow first connection with the page's largest paint, and costs it about 300 ms on a mobile
 * profile; so a first visit keeps the system font, the loader fetches the page's fonts once the
 * page has loaded, and every later page, the font at hand, opens in it.
 */
export const FONTS_ATTRIBUTE = 'data-fonts';
/**
 * Where the loader notes the fonts it has fetched, newest first (their URLs change with their
 * contents): a list, so pages with other fonts (another language's) do not push each other out.
 */
const FONTS_KEY = 'fonts';
/** The note's longest length: old font files' URLs fall off its end. */
const FONTS_NOTE_CHARS = 2000;

/**
 * Part of the loader, for a page with fonts, run before the page's body is parsed: the fonts'
 * attribute on <html> when this browser fetched every one of these very fonts before (a page's
 * first style already has them, so nothing is swapped; `font-display: optional` keeps the fallback
 * if the browser has since dropped them).
 */
const FONTS_AT_HAND_CODE = `var F=c.fonts||[],L,fh;try{L=localStorage.${FONTS_KEY}||"";fh=F[0]&&F.every(function(h){return~L.indexOf(h)})}catch(e){}fh&&(document.documentElement.dataset.${FONTS_ATTRIBUTE.slice('data-'.length)}="");`;

/**
 * Part of the loader, run with the scripts: on a page opened without its fonts, fetch them once
 * the page has loaded (faces the page does not use, so nothing on it changes) and note them
 * ahead of those noted before.
 */
const FONTS_FOR_LATER_CODE = `function fonts(){Promise.all(F.map(function(h){return new FontFace("f","url("+h+")").load()})).then(function(){localStorage.${FONTS_KEY}=(F+" "+L).slice(0,${FONTS_NOTE_CHARS})}).catch(function(){})}`;

/** Longest a held click waits for its script before the link is followed as without JavaScript. */
const HOLD_MS = 6000;

/**
 * Part of the loader, for a page with [data-hold-clicks]: a plain click on a link inside it (a
 * gallery thumbnail) before its script has taken over is held, not followed: the visitor asked for
 * what the script does (the viewer), and the script is on its way. It is given again once the
 * component drops the attribute, or the link is followed, as without JavaScript, if that has not
 * happened within HOLD_MS.
 */
const HOLD_CLICKS_CODE = [
  `addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("[${HOLD_CLICKS_ATTRIBUTE}] a[href]");`,
  'if(!a||e.defaultPrevented||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;e.preventDefault();go();',
  `var r=a.closest("[${HOLD_CLICKS_ATTRIBUTE}]"),o=new MutationObserver(function(){r.hasAttribute("${HOLD_CLICKS_ATTRIBUTE}")||(end(),a.click())}),`,
  `k=setTimeout(function(){end();location.assign(a.href)},${HOLD_MS});function end(){o.disconnect();clearTimeout(k)}`,
  `o.observe(r,{attributes:true,attributeFilter:["${HOLD_CLICKS_ATTRIBUTE}"]})},true);`,
];

/**
 * The inline script that loads `urls` once the page's first contentful paint and its main images
 * (img[fetchpriority=high]: the hero photo, the first thumbnails) are on the screen. Chrome says
 * when a frame reached the screen (paint timing; element timing for images marked `elementtiming`,
 * which components/ui/Picture.tsx puts on main images); a browser that does not gets the frame
 * after the images loaded. Main images that failed or are outside the viewport (carousel slides
 * to the side) are not waited for. At once in a background tab or on the visitor's first tap or key;
 * a click on a link inside [data-hold-clicks] waits for the script that handles it (HOLD_MS at most).
 * With a `dataUrl`, the scripts run only after the page's framework data from there is pushed into
 * self.__next_f (bootstrap [0], then the text as one chunk [1, text], as Next.js's inline scripts
 * did): the framework reads what is there when it starts and takes the data as complete soon after.
 * If the data cannot be fetched the scripts are not added: the page stays as its HTML, which works
 * without them, rather than starting a framework that has nothing to hydrate from.
 * With `styles`, it adds those stylesheets first and the scripts once they have loaded. With
 * `holdClicks` (only a page that has such an element: every byte of the loader is in each page's
 * first round trip), it holds a click inside [data-hold-clicks] as HOLD_CLICKS_CODE says. With
 * `laterPictures` (a page with placeholders from laterPictures()), it releases those pictures as
 * RELEASE_PICTURES_CODE says. With `fonts` (the page's font files), it uses them where this
 * browser has them already and fetches them for the next page where it has not, as
 * FONTS_ATTRIBUTE says.
 * @param {string[]} urls
 * @param {string | null} [dataUrl]
 * @param {string[]} [styles]
 * @param {{ holdClicks?: boolean, laterPictures?: boolean, fonts?: string[] }} [options]
 */
export function loaderScript(urls, dataUrl = null, styles = [], { holdClicks = false, laterPictures = false, fonts = [] } = {}) {
  const code = [
    '(function(c){var u=c.scripts,D=c.data,S=c.styles,d=0,P=window.PerformanceObserver,T=P&&P.supportedEntryTypes||[];',
    FONTS_AT_HAND_CODE,
    'function el(t,a,x){var e=document.createElement(t);for(var k in a)e[k]=a[k];for(k in x)e.setAttribute(k,x[k]);document.head.appendChild(e)}',
    FONTS_FOR_LATER_CODE,
    'function run(){u.forEach(function(s){el("script",{src:s,async:true})});F[0]&&!fh&&(document.readyState=="complete"?fonts():addEventListener("load",fonts))}',
    // The scripts wait for what they need: the page's data and its full stylesheets (the first
    // paint had only the rules its HTML uses; the scripts may add classes that need the others).
    `function go(){if(d++)return;${laterPictures ? RELEASE_PICTURES_CODE : ''}var w=1;function one(){--w||run()}`,
    'if(D||S.length)u.forEach(function(s){el("link",{rel:"preload",as:"script",href:s})});',
    'S.forEach(function(h){w++;el("link",{rel:"stylesheet",href:h,onload:one,onerror:one},{"data-precedence":"next"})});',
    'if(D){w++;fetch(D).then(function(r){if(!r.ok)throw Error(r.status);return r.text()}).then(function(t){var f=self.__next_f=self.__next_f||[];f.push([0]);f.push([1,t]);one()},function(){})}',
    'one()}',
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
    `addEventListener("pointerdown",go,true);addEventListener("keydown",go,true);${laterPictures ? 'addEventListener("scroll",go,{passive:true});' : ''}`,
    ...(holdClicks ? HOLD_CLICKS_CODE : []),
    `if(document.visibilityState!=="visible")return go();setTimeout(go,${MAX_WAIT_MS});`,
    'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",painted);else painted()',
    `})(${JSON.stringify({ scripts: urls, data: dataUrl, styles, ...(fonts.length ? { fonts } : {}) })})`,
  ].join('');
  return `<script ${LOADER_MARK}="">${code}</script>`;
}

/** The framework's chunks as Next.js writes them: a script with src and async, and nothing else that changes how it runs. */
const isChunk = (el) => el.attrs.src !== undefined && el.attrs.async !== undefined && el.attrs.nomodule === undefined && !el.attrs.type && runsAsScript(el.attrs);

/**
 * Every script left in a page this step has done must be one it knows: its loader, a data block
 * (JSON-LD), the legacy-browser bundle (nomodule, which current browsers skip) and the chunk list;
 * anything else would run before the first paint or miss the framework it expects, so the build
 * stops and says which.
 */
function unknownScripts(html) {
  return scanElements(html, ['script'])
    .filter((el) => runsAsScript(el.attrs))
    .filter((el) => el.attrs[LOADER_MARK.toLowerCase()] === undefined && el.attrs.nomodule === undefined && !(el.attrs.src === undefined && CHUNK_LIST.test(el.text)))
    .map((el) => html.slice(el.start, Math.min(el.end, el.start + 120)));
}

/**
 * Edits that give LATER_SOURCE, as its first source, to each lazy <picture> (its <img> has
 * loading="lazy") in the same list as a main image (img[fetchpriority=high]): the product grid's,
 * the gallery's. Chrome starts a lazy image as soon as it is within a screen or two of the
 * viewport, often before the first paint, so on a slow phone the grid's next eight photos share
 * the connection with its first, the page's largest paint. A carousel's slides are left alone
 * (the carousel loads each as it comes near), and so is everything inside <noscript> (text where
 * scripts run).
 */
function laterPictures(html) {
  const within = (outer) => (el) => el.start > outer.start && el.start < outer.end;
  const elements = scanElements(html); // one parse of the page for every kind below
  const named = (...names) => elements.filter((el) => names.includes(el.name));
  const noscripts = named('noscript');
  const carousels = elements.filter((el) => el.attrs['aria-roledescription'] === 'carousel');
  const images = named('img');
  const mainImages = images.filter((img) => (img.attrs.fetchpriority ?? '').toLowerCase() === 'high');
  const lists = named('ul', 'ol').filter((list) => mainImages.some(within(list)) && !carousels.some((c) => within(c)(list)));
  const lazyImages = images.filter((img) => (img.attrs.loading ?? '').toLowerCase() === 'lazy');
  return named('picture')
    .filter((picture) => lists.some((list) => within(list)(picture)) && !noscripts.some((n) => within(n)(picture)))
    .filter((picture) => lazyImages.some(within(picture)))
    .map((picture) => ({ start: picture.contentStart, end: picture.contentStart, text: LATER_SOURCE }));
}

/**
 * The page with its async <script src> tags (and <link rel="preload" as="script"> hints for them)
 * replaced by one loader where the first of them was, which also fetches `dataUrl` and adds the
 * stylesheets `styles` when given, and takes over the page's font preloads (FONTS_ATTRIBUTE). A
 * page without such tags, or one already done, comes back unchanged (with a `dataUrl` that is an
 * error: nothing would ever use the data); one with only `styles` or fonts gets a loader for them
 * at the end of its head. A page with any other script it does not know is an
 * error too: this step would otherwise change when that script runs, or leave it alone unnoticed.
 * @param {string} html
 * @param {{ dataUrl?: string | null, styles?: string[] }} [options]
 */
export function paintFirst(html, { dataUrl = null, styles = [] } = {}) {
  if (scanElements(html, ['script']).some((el) => el.attrs[LOADER_MARK.toLowerCase()] !== undefined)) return html;
  const chunks = scanElements(html, ['script']).filter(isChunk);
  const urls = chunks.map((el) => el.attrs.src);
  if (urls.length === 0 && dataUrl) throw new Error(`the page has framework data (${dataUrl}) but no async scripts to load it with`);
  const preloads = scanElements(html, ['link']).filter((el) => (el.attrs.rel ?? '').toLowerCase() === 'preload');
  const hints = preloads.filter((el) => (el.attrs.as ?? '').toLowerCase() === 'script' && urls.includes(el.attrs.href));
  const fontPreloads = preloads.filter((el) => (el.attrs.as ?? '').toLowerCase() === 'font' && el.attrs.href);
  // Next.js preloads every face of the app on every page; a page's own are those its inline
  // @font-face rules load (static-styles.mjs keeps only the faces the page's rules name: an English
  // page has no Devanagari face), the others' preloads are only taken out.
  const inlineFaces = /@font-face/i.test(html);
  const fonts = fontPreloads.map((el) => el.attrs.href).filter((href) => !inlineFaces || html.includes(`url(${href})`));
  const holdClicks = new RegExp(`\\s${HOLD_CLICKS_ATTRIBUTE}[\\s=>]`).test(html);
  const needsLoader = urls.length > 0 || styles.length > 0 || fonts.length > 0;
  // Only a page that gets a loader can have its pictures released by it.
  const later = needsLoader ? laterPictures(html) : [];
  const loader = loaderScript(urls, dataUrl, styles, { holdClicks, laterPictures: later.length > 0, fonts });
  const headEnd = scanElements(html, ['head'])[0]?.contentEnd ?? -1;
  const edits = [
    ...chunks.map((el, index) => ({ start: el.start, end: el.end, text: index === 0 ? loader : '' })),
    ...(chunks.length === 0 && needsLoader ? [{ start: headEnd, end: headEnd, text: loader }] : []),
    ...[...hints, ...fontPreloads].map((el) => ({ start: el.start, end: el.contentStart, text: '' })),
    ...later,
  ];
  const done = splice(html, edits);
  const unknown = unknownScripts(done);
  if (unknown.length) throw new Error(`scripts the paint-first step does not know (it loads only Next.js's async chunks):\n    ${unknown.join('\n    ')}`);
  return done;
}

/** What a page's loader loads: its script URLs, in order, the data URL (null for none) and its stylesheets; null for a page without one. */
export function loaderConfig(html) {
  const match = new RegExp(`<script ${LOADER_MARK}="">[^]*?\\}\\)\\((\\{[^<]*\\})\\)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : null;
}

/** The script URLs a page's loader adds, in order ([] for a page without one). */
export function loaderUrls(html) {
  return loaderConfig(html)?.scripts ?? [];
}
