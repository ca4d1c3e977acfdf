// The enquiry's door for the hosts (cloudflare/, netlify/, scripts/servers/): the relay, its
// server-only settings and each host's store. Nothing outside lib/enquiry/ imports past it, or past
// the pages' door (lib/enquiry/index.ts).
export { CHALLENGE_PATH, RELAY_PATH } from '../settings.mjs';
export type { KeptEnquiry, RetryResult, SpamRecord } from './outbox';
export { createEnquiryRelay, type EnquiryRelay } from './relay';
export { DEFAULT_RELAY_SETTINGS, POW_EXPIRES_MS, POW_MAX_NUMBER, relaySettingsFromEnv, type RelaySettings } from './settings';
export { d1Store, type D1Like } from './stores/d1';
export { fileStore } from './stores/file';
export { netlifyBlobsStore } from './stores/netlify-blobs';
export type { EnquiryStore } from './stores/store';
