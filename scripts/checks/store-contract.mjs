// Runs the store contract (lib/enquiry/server/stores/store-contract.test-helper.ts) against a host's store in its local
// runtime, in a Node process of its own (these packages are ES modules only, which Jest's
// CommonJS world cannot load): `d1` is Cloudflare D1 in workerd (wrangler's getPlatformProxy),
// `netlify-blobs` is Netlify Blobs in the sandbox server `netlify dev` runs. Prints one JSON line:
// [{ name, ok, skipped?, error? }]. Usage: node scripts/checks/store-contract.mjs d1|netlify-blobs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { STORE_CONTRACT } = await tsImport('../../lib/enquiry/server/stores/store-contract.test-helper.ts', import.meta.url);

/** Each host's store, opened twice on the same data, and whether its writes are atomic here. */
const HOSTS = {
  async d1(folder) {
    const { getPlatformProxy } = await import('wrangler');
    const { d1Store } = await tsImport('../../lib/enquiry/server/index.ts', import.meta.url);
    const proxy = await getPlatformProxy({ configPath: 'wrangler.toml', persist: { path: folder }, remoteBindings: false });
    const db = proxy.env.ENQUIRIES_DB;
    return { handles: { store: d1Store(db), other: d1Store(db) }, atomic: true, close: () => proxy.dispose() };
  },
  // Netlify's local sandbox checks a write's condition and then writes, without a lock, and makes
  // ETags from the file's modification time: two racing writes can both pass. Netlify's service
  // writes conditionally and atomically, so the racing cases are skipped here, and only here.
  async 'netlify-blobs'(folder) {
    const { BlobsServer } = await import('@netlify/blobs/server');
    const { getStore } = await import('@netlify/blobs');
    const { netlifyBlobsStore } = await tsImport('../../lib/enquiry/server/index.ts', import.meta.url);
    const token = 'local-sandbox-token';
    const server = new BlobsServer({ directory: folder, token, logger: () => {} });
    const { port } = await server.start();
    const url = `http://127.0.0.1:${port}`;
    const open = () => netlifyBlobsStore(getStore({ name: 'enquiries', siteID: 'local-site', token, edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' }));
    return { handles: { store: open(), other: open() }, atomic: false, close: () => server.stop() };
  },
};

const host = process.argv[2];
if (!HOSTS[host]) {
  console.error(`Usage: node scripts/checks/store-contract.mjs ${Object.keys(HOSTS).join('|')}`);
  process.exit(2);
}
const folder = fs.mkdtempSync(path.join(os.tmpdir(), `store-contract-${host}-`));
const { handles, atomic, close } = await HOSTS[host](folder);
const results = [];
try {
  for (const contractCase of STORE_CONTRACT) {
    if (contractCase.racing && !atomic) {
      results.push({ name: contractCase.name, ok: true, skipped: true });
      continue;
    }
    try {
      await contractCase.run(handles);
      results.push({ name: contractCase.name, ok: true });
    } catch (error) {
      results.push({ name: contractCase.name, ok: false, error: String(error?.stack ?? error) });
    }
  }
} finally {
  await close();
  fs.rmSync(folder, { recursive: true, force: true });
}
console.log(JSON.stringify(results));
