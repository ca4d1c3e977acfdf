// For enquiries-blobs.test.ts: Netlify's local blobs server (the one `netlify dev` runs, from
// @netlify/blobs/server) in a Node process of its own, with one enquiry the real relay kept there
// while the test's provider was down and set aside at once. Prints one JSON line { url, id }, then
// serves until it is stopped (SIGTERM) or its stdin closes.
//   node scripts/operate/local-blobs.test-helper.mjs FOLDER PROVIDER_URL KEY JSON_VALUES
import { BlobsServer } from '@netlify/blobs/server';
import { getStore } from '@netlify/blobs';
import { tsImport } from 'tsx/esm/api';

const LOCAL_BLOBS = { siteID: 'local-site', token: 'local-sandbox-token' };

const [folder, providerUrl, key, json] = process.argv.slice(2);
const { createEnquiryRelay, netlifyBlobsStore, DEFAULT_RELAY_SETTINGS, RELAY_PATH } = await tsImport('../../lib/enquiry/server/index.ts', import.meta.url);
const server = new BlobsServer({ directory: folder, token: LOCAL_BLOBS.token, logger: () => {} });
const { port } = await server.start();
const url = `http://127.0.0.1:${port}`;
const store = netlifyBlobsStore(getStore({ name: 'enquiries', ...LOCAL_BLOBS, edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' }));
const settings = { ...DEFAULT_RELAY_SETTINGS, giveUpAfterMs: 0, provider: { apiUrl: providerUrl, product: 'bluegreen', user: 'cli-user', password: 'cli-password' } };
const relay = createEnquiryRelay(settings, store, { log: () => {} });
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
console.log(JSON.stringify({ url, ...(await answer.json()) }));
const stop = () => server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.stdin.on('end', stop).resume();
