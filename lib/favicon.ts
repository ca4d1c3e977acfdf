// The tab's icon, written into every page's <head> as a data: URL instead of linked as a file. A
// browser asks for the icon file while the page paints, and on a slow phone that request takes a
// share of the connection the page's largest picture and its font need (issue 35: the home page's
// hero arrived one round trip later for it). The icon costs about 250 bytes of each page's HTML
// at Brotli 4. public/icon.svg stays the one source; the admin links the file.
import fs from 'node:fs';
import path from 'node:path';
import { defaultRoots, type ContentRoots } from './content/read';

/** Where the icon is, under public/. */
const FAVICON_FILE = 'icon.svg';

/**
 * An SVG as a data: URL: the whitespace between its tags dropped, and only what a valid URL may not
 * hold raw percent-encoded (`<`, `>`, `"`, `#`, `%`, space, non-ASCII), and `'` and `&`, which React
 * would write as longer entities: every byte of it is in each page's first round trip, and base64
 * would compress worse.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/>\s+</g, '><');
  return `data:image/svg+xml,${compact.replace(/[^\w\-.~:/?@!$()*+,;=]/g, (char) => encodeURIComponent(char).replace("'", '%27'))}`;
}

/** The site's icon as a data: URL, from public/icon.svg. */
export function faviconDataUrl(roots: ContentRoots = defaultRoots): string {
  return svgDataUrl(fs.readFileSync(path.join(roots.publicDir, FAVICON_FILE), 'utf8'));
}
