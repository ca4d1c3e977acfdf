// For enquiries.test.ts: keeps enquiries in wrangler's local D1 (workerd, through getPlatformProxy,
// as scripts/checks/store-contract.mjs opens it) with the real relay, in a Node process of its own
// (wrangler is an ES module only, which Jest cannot load). Every enquiry is sent while the test's
// provider is down and given up at once, so it is set aside.
//   node scripts/operate/local-d1.test-helper.mjs PERSIST_TO PROVIDER_URL KEY JSON_VALUES
// PERSIST_TO is what `wrangler d1 execute --local --persist-to` takes (its data is in PERSIST_TO/v3).
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { tsImport } from 'tsx/esm/api';

const [persistTo, providerUrl, key, json] = process.argv.slice(2);
const { createEnquiryRelay, d1Store, DEFAULT_RELAY_SETTINGS, RELAY_PATH } = await tsImport('../../lib/enquiry/server/index.ts', import.meta.url);
const proxy = await getPlatformProxy({ configPath: 'wrangler.toml', persist: { path: path.join(persistTo, 'v3') }, remoteBindings: false });
try {
  const settings = { ...DEFAULT_RELAY_SETTINGS, giveUpAfterMs: 0, provider: { apiUrl: providerUrl, product: 'bluegreen', user: 'cli-user', password: 'cli-password' } };
  const relay = createEnquiryRelay(settings, d1Store(proxy.env.ENQUIRIES_DB), { log: () => {} });
  const deliveries = [];
  const site = 'https://www.bluegreen.example';
  const answer = await relay.handle(
    new Request(`${site}${RELAY_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site, 'Idempotency-Key': key },
      body: JSON.stringify({ ...JSON.parse(json), website: '', elapsedMs: 9_000 }),
    }),
    { clientAddress: '192.0.2.1', waitUntil: (promise) => deliveries.push(promise) },
  );
  await Promise.all(deliveries);
  console.log(JSON.stringify({ status: answer.status, ...(await answer.json()) }));
} finally {
  await proxy.dispose();
}
