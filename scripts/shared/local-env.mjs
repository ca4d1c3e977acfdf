// This machine's settings for the local servers, defined once: the build's public URL, where the
// local provider and relay keep their data, and the relay's server-side settings for the local
// provider (the ports and addresses themselves: lib/public-settings.mjs). Shared by build-local.mjs,
// start.mjs, preview.mjs, the benchmarks and the tests.
import { LOCAL_PROVIDER_URL, LOCAL_SITE_URL } from '../../lib/public-settings.mjs';
import { scratchDir } from './scratch.mjs';

export const LOCAL_BUILD_ENV = {
  NEXT_PUBLIC_SITE_URL: LOCAL_SITE_URL,
};

/** What the local provider and relay keep on disk: scratch, like every tool's (scratch.mjs). */
export const LOCAL_DATA_DIR = scratchDir('provider');
/** The local provider's record of every enquiry it delivered. */
export const LOCAL_RECORD_FILE = `${LOCAL_DATA_DIR}/enquiries.jsonl`;

/** The local relay's folder store: ENQUIRY_STORE_DIR, default under LOCAL_DATA_DIR. */
export const localStoreDir = (env = process.env) => env.ENQUIRY_STORE_DIR ?? `${LOCAL_DATA_DIR}/store`;
/** Seconds between the local sweeps, as a host's schedule would run them: ENQUIRY_SWEEP_SECONDS, default 30. */
export const localSweepSeconds = (env = process.env) => Number(env.ENQUIRY_SWEEP_SECONDS ?? 30);

/** The relay's server-side settings for the local provider. */
export const LOCAL_RELAY_ENV = {
  ENQUIRY_API_URL: LOCAL_PROVIDER_URL,
  ENQUIRY_PRODUCT: 'bluegreen',
  ENQUIRY_USER: 'local-user',
  ENQUIRY_PASSWORD: 'local-password',
  // The hosts' local runtimes need one (their instances share it); never this one in production.
  ENQUIRY_POW_SECRET: 'local-proof-of-work-key-not-for-production',
};
