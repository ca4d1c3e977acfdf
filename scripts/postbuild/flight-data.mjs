// After `next build`, between the inline-boundaries and paint-first steps: takes the framework's
// data out of each page's HTML, so the HTML a phone waits for before the first paint holds only
// what it shows.
//
// Next.js writes the React Server Components payload of a page (the "flight" data React
// hydrates from: every element of the page again, as JSON, with its text and props) into the
// HTML as inline scripts, `self.__next_f.push([1,"…"])`, at the end of <body>. That repeats the
// page's content: on the home page 49.6 of 86.9 kB, and without it the page is 8.1 instead of
// 14.0 KiB at Brotli 4 (8.3 instead of 16.1 at gzip 6). A visitor needs it only once the scripts
// run, after the first paint (scripts/postbuild/paint-first.mjs). Here those scripts come out of the page and their payload goes to a
// file named by its hash, /_next/static/flight/<hash>.txt (cached for a year like every asset
// there); the paint-first loader fetches it alongside the scripts and pushes it into
// self.__next_f exactly as the inline scripts did, before the scripts run.
//
// The build fails on inline data this step does not know (form state, binary chunks, another
// shape of script), rather than shipping a page that cannot hydrate.
//
//   import { moveFlightData } from './flight-data.mjs';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { scanElements, splice } from '../shared/html-scan.mjs';

/** Where the payload files go, relative to the export's root (and to the base path in URLs). */
export const FLIGHT_DIR = '_next/static/flight';

/** The text of Next.js's inline flight scripts: the bootstrap `(self.__next_f=self.__next_f||[]).push([0])` and the data chunks. */
const FLIGHT_PUSH = /^(\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([^]*)\)$/;
const BOOTSTRAP_TARGET = '(self.__next_f=self.__next_f||[])';
/**
 * React's preload hints for fonts in the payload (`:HL["/…/x.woff2","font",{…}]`): Next.js lists
 * every face of the app on every page, and React would fetch them all as it hydrates. The
 * paint-first loader has taken over the page's own fonts (scripts/postbuild/paint-first.mjs: each
 * is fetched once the page has loaded, for the next page); an English page must not load the
 * Devanagari face.
 */
const FONT_HINTS = /^:HL\[[^\n]*?,"font"[,\]][^\n]*\n/gm;
/** Any other script that starts by writing to self.__next_f (another attribute, another form). */
const LEFTOVER = /^\s*\(?\s*self\.__next_f/;

/**
 * The page without Next.js's inline flight scripts, and the payload they carried (the text their
 * data chunks push, in order), or the page unchanged and null when it has none.
 */
export function extractFlightData(html) {
  const scripts = scanElements(html, ['script']);
  const flight = scripts.filter((el) => Object.keys(el.attrs).length === 0 && FLIGHT_PUSH.test(el.text));
  if (scripts.some((el) => !flight.includes(el) && LEFTOVER.test(el.text))) {
    throw new Error('Next.js inline data in a form this step does not know is left in the page (<script>…self.__next_f)');
  }
  const pushes = flight.map((el) => {
    const [, target, argument] = FLIGHT_PUSH.exec(el.text);
    return { target, argument };
  });
  const rest = splice(html, flight.map((el) => ({ start: el.start, end: el.end, text: '' })));
  if (pushes.length === 0) return { html, payload: null };

  const [bootstrap, ...chunks] = pushes;
  if (bootstrap.target !== BOOTSTRAP_TARGET || bootstrap.argument !== '[0]') {
    throw new Error(`the page's inline data does not start with Next.js's bootstrap script (found ${bootstrap.target}.push(${bootstrap.argument.slice(0, 40)}))`);
  }
  const payload = chunks
    .map(({ target, argument }) => {
      let chunk;
      try {
        chunk = JSON.parse(argument);
      } catch {
        chunk = undefined;
      }
      if (target !== 'self.__next_f' || !Array.isArray(chunk) || chunk.length !== 2 || chunk[0] !== 1 || typeof chunk[1] !== 'string') {
        // [2, …] is form state, [3, …] binary data: neither is text the loader can push as it is.
        throw new Error(`inline data this step does not handle: ${target}.push(${argument.slice(0, 40)}…)`);
      }
      return chunk[1];
    })
    .join('')
    .replace(FONT_HINTS, '');
  return { html: rest, payload };
}

/** The payload's file name: a hash of its content, so a cached copy is never stale. */
export function flightFileName(payload) {
  return `${createHash('sha256').update(payload, 'utf8').digest('base64url').slice(0, 16)}.txt`;
}

/**
 * The page step: writes the page's payload to FLIGHT_DIR under `root` (one file per distinct
 * payload; the 404 pages share one) and returns the page without it and the file's URL (null for
 * a page without data).
 */
export function moveFlightData(html, { root, basePath = '' }) {
  const { html: rest, payload } = extractFlightData(html);
  if (payload === null) return { html: rest, dataUrl: null };
  const name = flightFileName(payload);
  fs.mkdirSync(path.join(root, FLIGHT_DIR), { recursive: true });
  fs.writeFileSync(path.join(root, FLIGHT_DIR, name), payload);
  return { html: rest, dataUrl: `${basePath}/${FLIGHT_DIR}/${name}` };
}
