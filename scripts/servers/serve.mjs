// Serves the exported site (out/) on 127.0.0.1 (scripts/shared/static-server.mjs) and, like the
// hosts' functions, answers /api/enquiries with the enquiry relay (lib/enquiry/server/relay.ts,
// through scripts/servers/local-relay.mjs), configured by the server-side ENQUIRY_* environment
// variables, keeping enquiries in a folder (--store).
// --compression says how (scripts/shared/compression.mjs): br11 (default) as a host that compresses
// ahead, br4 as a CDN compressing on the fly, gzip as a host without Brotli.
// Usage: node scripts/servers/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir out] [--compression br11|br4|gzip]
//                               [--store .cache/provider/store] [--fresh-store (empty it first)]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RELAY_PATH } from '../../lib/enquiry/settings.mjs';
import { LOCAL_HOST, LOCAL_SITE_PORT, readBasePath } from '../../lib/public-settings.mjs';
import { DEFAULT_COMPRESSION } from '../shared/compression.mjs';
import { localStoreDir } from '../shared/local-env.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { createStaticServer } from '../shared/static-server.mjs';
import { portInUseMessage } from './port-in-use.mjs';

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? String(LOCAL_SITE_PORT) },
      host: { type: 'string', default: LOCAL_HOST },
      dir: { type: 'string', default: 'out' },
      compression: { type: 'string', default: DEFAULT_COMPRESSION },
      store: { type: 'string', default: localStoreDir() },
      'fresh-store': { type: 'boolean', default: false },
    },
  });
  if (!fs.existsSync(path.join(values.dir, 'index.html'))) {
    console.error(`${values.dir}/index.html is missing: build the site first (npm run build:local).`);
    process.exit(1);
  }
  if (values['fresh-store']) fs.rmSync(values.store, { recursive: true, force: true });
  const { localRelay } = await import('./local-relay.mjs');
  const { relay, status } = await localRelay({ store: values.store });
  const server = createStaticServer({ dir: values.dir, compression: values.compression, relay });
  server.once('error', (error) => {
    console.error(portInUseMessage(error, 'The site server', values.host, values.port) ?? `serve: ${error.message}`);
    process.exit(1);
  });
  server.listen(Number(values.port), values.host, () => {
    const base = readBasePath();
    console.log(`Site: http://${values.host}:${server.address().port}${base}/ (compression ${values.compression})`);
    console.log(`Enquiry relay: ${base}${RELAY_PATH} ${status}`);
    server.precompress().catch((error) => console.error(`precompress: ${error.message}`));
  });
}

runAsCommand('servers/serve.mjs', 'serve', main);
