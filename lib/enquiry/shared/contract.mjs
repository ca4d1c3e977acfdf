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
 * The longest productName the provider takes (the local stand-in, scripts/servers/provider.mjs,
 * refuses a longer one). A case study's several products are named within it.
 */
export const PRODUCT_NAME_MAX_LENGTH = 200;
