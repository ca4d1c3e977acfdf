// How the forms send an enquiry (lib/config.ts explains the modes), decided at build time from
// NEXT_PUBLIC_ENQUIRY_MODE and NEXT_PUBLIC_ENQUIRY_API_URL. Plain JavaScript, so next.config.mjs
// and the post-build steps read the same decision the pages do.

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
