// Every environment variable the site's pages read, in one place, checked by lib/public-settings.mjs.
// All are read at build time: NEXT_PUBLIC_* values are compiled into the exported pages, so none of
// them is secret. The enquiry's own (NEXT_PUBLIC_ENQUIRY_*) are read by lib/enquiry/mode.ts, the
// relay's server-side ones (ENQUIRY_*) by lib/enquiry/server/settings.ts.

import { readBasePath, readSiteUrl } from './public-settings.mjs';

/** Sub-path the site is served from ('' for a domain root, '/website' for a project page). */
export const basePath = readBasePath({ NEXT_PUBLIC_BASE_PATH: process.env.NEXT_PUBLIC_BASE_PATH });

/** Public origin of the site (no path), for canonical URLs, sitemap and Open Graph. */
export const siteUrl = readSiteUrl({ NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL });

/** Prefix a public/ path with the base path, for URLs React does not rewrite itself. */
export function assetPath(path: string): string {
  return `${basePath}${path}`;
}

/** Absolute URL of a site path such as '/about/', for canonical links, sitemap and structured data. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${basePath}${path}`;
}
