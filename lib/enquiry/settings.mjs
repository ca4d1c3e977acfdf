// The enquiry's public settings, each read and checked here once: how the forms send (the mode and
// the provider's URL for direct mode), where the relay answers, the honeypot field, and the longest
// product name the provider takes. Compiled into out/, so nothing secret belongs here (the relay's
// server-only settings: lib/enquiry/server/settings.ts). Plain JavaScript, the enquiry's door for
// what Node runs without a TypeScript loader (next.config.mjs, the build's steps, the local servers
// and the stand-in provider); the site's code takes these through lib/enquiry/index.ts.

/**
 * The longest productName the provider takes (the local stand-in, scripts/servers/provider.mjs,
 * refuses a longer one). A case study's several products are named within it.
 */
export const PRODUCT_NAME_MAX_LENGTH = 200;

// How the forms send an enquiry (lib/enquiry/mode.ts explains the modes), decided at build time from
// NEXT_PUBLIC_ENQUIRY_MODE and NEXT_PUBLIC_ENQUIRY_API_URL.
/**
 * @param {string | undefined} mode
 * @param {string} directApiUrl
 * @returns {'relay' | 'direct' | 'off'}
 */
export function parseEnquiryMode(mode, directApiUrl) {
  const value = (mode ?? '').trim();
  if (value === '') return directApiUrl.trim() ? 'direct' : 'relay';
  if (value === 'relay' || value === 'direct' || value === 'off') return value;
  throw new Error(`NEXT_PUBLIC_ENQUIRY_MODE must be relay, direct or off, not '${value}'`);
}

/**
 * NEXT_PUBLIC_ENQUIRY_API_URL, checked: the provider's http(s) URL, or a path on the site itself
 * (starting with '/'), without a trailing slash; '' when unset.
 * @param {string | undefined} value
 */
export function parseEnquiryApiUrl(value) {
  const url = (value ?? '').trim().replace(/\/+$/, '');
  if (url && !/^https?:\/\//i.test(url) && !url.startsWith('/')) {
    throw new Error(`NEXT_PUBLIC_ENQUIRY_API_URL must be an http(s) URL or a path starting with '/', not '${value}'`);
  }
  return url;
}

/**
 * The enquiry settings every part of the build decides from (the pages through lib/enquiry/mode.ts,
 * next.config.mjs, the page policy): the mode, the API's URL, and that URL only when the browser
 * calls it (direct mode).
 * @param {{ NEXT_PUBLIC_ENQUIRY_MODE?: string, NEXT_PUBLIC_ENQUIRY_API_URL?: string }} env
 * @returns {{ mode: 'relay' | 'direct' | 'off', apiUrl: string, directApiUrl: string }}
 */
export function enquirySettings(env) {
  const apiUrl = parseEnquiryApiUrl(env.NEXT_PUBLIC_ENQUIRY_API_URL);
  const mode = parseEnquiryMode(env.NEXT_PUBLIC_ENQUIRY_MODE, apiUrl);
  return { mode, apiUrl, directApiUrl: mode === 'direct' ? apiUrl : '' };
}

/**
 * Where the relay answers, below the site's base path, on every host. Netlify's function
 * (netlify/functions/enquiries.ts) writes it out literally because Netlify reads its config
 * statically; a unit test keeps the two equal.
 */
export const RELAY_PATH = '/api/enquiries';

/** Where the relay hands out proof-of-work challenges (GET); Netlify's function writes it literally too. */
export const CHALLENGE_PATH = '/api/enquiries/challenge';

/** The form's proof-of-work solver, a worker script of the site's own (scripts/build/pow-worker.mjs writes it). */
export const POW_WORKER_PATH = '/_worker/altcha-solver.js';

/** The honeypot field: hidden from people, so any value in it marks a robot. */
export const HONEYPOT_FIELD = /** @type {const} */ ('website');
