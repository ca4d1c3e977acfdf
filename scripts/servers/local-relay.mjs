// The enquiry relay as `npm start`, the browser tests and any plain Node host run it in
// scripts/servers/serve.mjs: settings from ENQUIRY_* in the environment, enquiries kept in a folder on
// disk (lib/enquiry/server/stores/file.ts: it survives a restart and is shared by every process that
// opens it), and the sweep (retries, retention, set-aside alerts, the daily summary) run by a timer,
// as a host's schedule would.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { localStoreDir, localSweepSeconds } from '../shared/local-env.mjs';

export async function localRelay({ env = process.env, store = localStoreDir(env) } = {}) {
  // The relay is TypeScript shared with the host functions; tsx compiles it on import.
  const { tsImport } = await import('tsx/esm/api');
  const { createEnquiryRelay, fileStore, relaySettingsFromEnv } = await tsImport('../../lib/enquiry/server/index.ts', import.meta.url);
  // One process is one relay here, so without ENQUIRY_POW_SECRET a key of its own will do (a
  // restart only makes the challenges out in open forms fail once; the form fetches new ones).
  const generated = !env.ENQUIRY_POW_SECRET;
  const settings = relaySettingsFromEnv(generated ? { ...env, ENQUIRY_POW_SECRET: randomBytes(32).toString('hex') } : env);
  const relay = createEnquiryRelay(settings, fileStore(store), { log: (line) => console.log(`[relay] ${line}`) });
  const seconds = localSweepSeconds(env);
  const timer = setInterval(() => {
    relay.sweep().catch((error) => console.error(`[relay] sweep failed: ${error.message}`));
  }, seconds * 1000);
  timer.unref();
  const provider = settings.provider;
  const status = provider
    ? `-> ${provider.apiUrl} (product ${provider.product}); kept in ${path.resolve(store)}, swept every ${seconds} s; ` +
      `proof of work ${settings.proofOfWork === 'off' ? 'off' : generated ? 'on (key made for this process)' : 'on'}; ` +
      (settings.alertWebhook ? 'set-aside alerts and the daily summary to ENQUIRY_ALERT_WEBHOOK' : 'no alert webhook')
    : 'not configured: set ENQUIRY_API_URL and ENQUIRY_PRODUCT';
  return { relay, status, stop: () => clearInterval(timer) };
}
