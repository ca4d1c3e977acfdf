// What the forms and the provider agree on beyond the fields (lib/enquiry/shared/schema.ts). Plain
// JavaScript, so the local provider (scripts/servers/provider.mjs) imports it as it is. The relay's
// path and the honeypot field are public settings: lib/public-settings.mjs.

/**
 * The longest productName the provider takes (the local stand-in, scripts/servers/provider.mjs,
 * refuses a longer one). A case study's several products are named within it.
 */
export const PRODUCT_NAME_MAX_LENGTH = 200;
