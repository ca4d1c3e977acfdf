// What the forms and the relay agree on. Plain JavaScript, so the local server
// (scripts/servers/serve.mjs) imports it as it is; the TypeScript code imports it too.

/**
 * Where the relay answers, below the site's base path, on every host. Netlify's function
 * (netlify/functions/enquiries.ts) writes it out literally because Netlify reads its config
 * statically; a unit test keeps the two equal.
 */
export const RELAY_PATH = '/api/enquiries';

/** The honeypot field: hidden from people, so any value in it marks a robot. */
export const HONEYPOT_FIELD = /** @type {const} */ ('website');

/**
 * How the forms send (lib/config.ts explains the modes), from NEXT_PUBLIC_ENQUIRY_MODE and
 * NEXT_PUBLIC_ENQUIRY_API_URL: plain JavaScript, so next.config.mjs and the post-build steps read
 * the same decision the pages do.
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
