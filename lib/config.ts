// Every environment variable the site's pages read, in one place, checked by lib/public-settings.mjs.
// All are read at build time: NEXT_PUBLIC_* values are compiled into the exported pages, so none of
// them is secret. The relay's server-side variables (ENQUIRY_*) are read by
// lib/enquiry/server/settings.ts instead.

import { enquirySettings, readBasePath, readSiteUrl } from './public-settings.mjs';
import { isEnquiryConfigured, type EnquiryConfig } from './enquiry/provider/config';

/** Sub-path the site is served from ('' for a domain root, '/website' for a project page). */
export const basePath = readBasePath({ NEXT_PUBLIC_BASE_PATH: process.env.NEXT_PUBLIC_BASE_PATH });

/** Public origin of the site (no path), for canonical URLs, sitemap and Open Graph. */
export const siteUrl = readSiteUrl({ NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL });

/**
 * How the forms send an enquiry:
 * - 'relay' (default): to the site's own /api/enquiries (lib/enquiry/server/relay.ts as a host function),
 *   which holds the provider's credentials server-side;
 * - 'direct': straight to the provider with NEXT_PUBLIC_ENQUIRY_* credentials compiled into the
 *   page (public!), for hosts without functions; the default when NEXT_PUBLIC_ENQUIRY_API_URL is set;
 * - 'off': no online sending; the forms offer the e-mail link.
 */
// Written out one by one: Next inlines NEXT_PUBLIC_* only where they appear literally.
const enquiry = enquirySettings({
  NEXT_PUBLIC_ENQUIRY_MODE: process.env.NEXT_PUBLIC_ENQUIRY_MODE,
  NEXT_PUBLIC_ENQUIRY_API_URL: process.env.NEXT_PUBLIC_ENQUIRY_API_URL,
});

export const enquiryConfig: EnquiryConfig = {
  apiUrl: enquiry.apiUrl,
  product: process.env.NEXT_PUBLIC_ENQUIRY_PRODUCT ?? '',
  user: process.env.NEXT_PUBLIC_ENQUIRY_USER ?? '',
  password: process.env.NEXT_PUBLIC_ENQUIRY_PASSWORD ?? '',
};

export const enquiryMode = enquiry.mode;

/** Whether the pages can send at all: relay mode always can (the relay says 503 if it cannot). */
export const enquiryCanSend = enquiryMode === 'relay' || (enquiryMode === 'direct' && isEnquiryConfigured(enquiryConfig));

/** Prefix a public/ path with the base path, for URLs React does not rewrite itself. */
export function assetPath(path: string): string {
  return `${basePath}${path}`;
}

/** Absolute URL of a site path such as '/about/', for canonical links, sitemap and structured data. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${basePath}${path}`;
}
