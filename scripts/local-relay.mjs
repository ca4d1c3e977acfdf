// The enquiry relay as `npm start` and the browser tests run it in scripts/serve.mjs.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The relay as `npm start` and the tests run it: settings from ENQUIRY_* in the environment,
 * spam appended to a file next to the local provider's record of enquiries.
 */
export async function localRelay({ env = process.env, spamRecord = '.provider/spam.jsonl' } = {}) {
  // The relay is TypeScript shared with the host functions; tsx compiles it on import.
  const { tsImport } = await import('tsx/esm/api');
  const { createEnquiryRelay } = await tsImport('../lib/enquiry/relay.ts', import.meta.url);
  const { relaySettingsFromEnv } = await tsImport('../lib/enquiry/relay-settings.ts', import.meta.url);
  const settings = relaySettingsFromEnv(env);
  const file = path.resolve(spamRecord);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const relay = createEnquiryRelay(settings, {
    onSpam: (record) => {
      fs.appendFileSync(file, `${JSON.stringify(record)}\n`);
      console.log(`[relay] spam (${record.reason}) recorded in ${spamRecord}, not forwarded`);
    },
  });
  const provider = settings.provider;
  const status = provider ? `-> ${provider.apiUrl} (product ${provider.product})` : 'not configured: set ENQUIRY_API_URL and ENQUIRY_PRODUCT';
  return { relay, status };
}

