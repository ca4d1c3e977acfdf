// A site server of a test's own: the exported out/ with an enquiry relay configured for the test,
// keeping enquiries in a file store of its own and delivering to a local provider of its own, so
// the test can set limits, provider modes and store trouble without disturbing the shared servers
// of playwright.config.ts. The proof of work is on, as on every host (a test may turn it off).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createEnquiryRelay, DEFAULT_RELAY_SETTINGS, fileStore, POW_EXPIRES_MS, POW_MAX_NUMBER, type EnquiryStore, type RelaySettings, type SpamRecord } from '../lib/enquiry/server';
import { startProvider } from '../scripts/servers/provider.mjs';
import { createStaticServer } from '../scripts/shared/static-server.mjs';

export interface ProviderRecord {
  headers: Record<string, string>;
  body: Record<string, string>;
}

/** The store, with switches a test turns: every call fails (the store is down), or waits first. */
function troubledStore(inner: EnquiryStore, trouble: { down: boolean; delayMs: number }): EnquiryStore {
  const wrap =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (trouble.delayMs) await new Promise((resolve) => setTimeout(resolve, trouble.delayMs));
      if (trouble.down) throw new Error('store down (test switch)');
      return call(...args);
    };
  return {
    get: wrap((key) => inner.get(key)),
    create: wrap((key, value) => inner.create(key, value)),
    replace: wrap((key, value, version) => inner.replace(key, value, version)),
    delete: wrap((key) => inner.delete(key)),
    list: wrap((prefix) => inner.list(prefix)),
  };
}

export async function startSiteWithRelay(overrides: Partial<Omit<RelaySettings, 'provider'>> & { noProvider?: boolean } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-e2e-'));
  const provider = await startProvider({ port: 0, record: path.join(dir, 'enquiries.jsonl') });
  const trouble = { down: false, delayMs: 0 };
  const store = fileStore(path.join(dir, 'store'));
  const { noProvider, ...settings } = overrides;
  const relay = createEnquiryRelay(
    {
      ...DEFAULT_RELAY_SETTINGS,
      proofOfWork: { hmacKey: 'e2e-proof-of-work-key-0123456789abcdef', maxNumber: POW_MAX_NUMBER, expiresMs: POW_EXPIRES_MS },
      provider: noProvider ? null : { apiUrl: provider.url, product: 'bluegreen', user: 'local-user', password: 'local-password' },
      ...settings,
    },
    troubledStore(store, trouble),
    { log: () => {} },
  );
  /** The status of every answer the relay gave to a POST, in order (a refused cross-origin answer is not readable in the page). */
  const answers: number[] = [];
  /** Deliveries still running after their answer (as a host's waitUntil keeps them): close() waits for them before removing the store. */
  const deliveries = new Set<Promise<unknown>>();
  const keepAlive = (delivery: Promise<unknown>) => {
    const done = () => void deliveries.delete(delivery);
    deliveries.add(delivery);
    delivery.then(done, done);
  };
  const server = createStaticServer({
    dir: 'out',
    basePath: '',
    relay: {
      async handle(request, context) {
        const response = await relay.handle(request, { ...context, waitUntil: keepAlive });
        if (request.method === 'POST') answers.push(response.status);
        return response;
      },
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    provider,
    answers,
    trouble,
    /** What the host's schedule runs: deliveries due again. */
    sweep: () => relay.sweep(),
    records: () => provider.records() as ProviderRecord[],
    /** The reasons of the spam records kept in the store. */
    async spam() {
      const keys = await store.list('spam/');
      return Promise.all(keys.map(async (key) => (await store.get<SpamRecord>(key))!.value.reason));
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await Promise.allSettled(deliveries);
      await provider.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
