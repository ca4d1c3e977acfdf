// A site server of a test's own: the exported out/ with an enquiry relay configured for the test,
// forwarding to a local provider of its own, so the test can set limits, time-outs and provider
// modes without disturbing the shared servers of playwright.config.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createEnquiryRelay, type SpamRecord } from '../lib/enquiry/relay';
import { DEFAULT_RELAY_SETTINGS, type RelaySettings } from '../lib/enquiry/relay-settings';
import { startProvider } from '../scripts/provider.mjs';
import { createStaticServer } from '../scripts/serve.mjs';

export interface ProviderRecord {
  headers: Record<string, string>;
  body: Record<string, string>;
}

export async function startSiteWithRelay(overrides: Partial<Omit<RelaySettings, 'provider'>> & { noProvider?: boolean } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-e2e-'));
  const provider = await startProvider({ port: 0, record: path.join(dir, 'enquiries.jsonl') });
  const spam: SpamRecord[] = [];
  const { noProvider, ...settings } = overrides;
  const relay = createEnquiryRelay(
    {
      ...DEFAULT_RELAY_SETTINGS,
      provider: noProvider ? null : { apiUrl: provider.url, product: 'bluegreen', user: 'local-user', password: 'local-password' },
      ...settings,
    },
    { onSpam: (record) => spam.push(record) },
  );
  /** The status of every answer the relay gave, in order (a refused cross-origin answer is not readable in the page). */
  const answers: number[] = [];
  const server = createStaticServer({
    dir: 'out',
    basePath: '',
    relay: async (request, context) => {
      const response = await relay(request, context);
      answers.push(response.status);
      return response;
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    provider,
    spam,
    answers,
    records: () => provider.records() as ProviderRecord[],
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await provider.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
