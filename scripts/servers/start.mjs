// `npm start`: builds the site for this machine, then serves out/ on 127.0.0.1:3000 with the
// enquiry relay on /api/enquiries and the local enquiry provider on 127.0.0.1:4010, so both
// forms work end to end: browser -> relay -> provider, with no credential in the browser.
import { spawn, spawnSync } from 'node:child_process';
import { LOCAL_RELAY_ENV } from '../shared/local-env.mjs';
import { LOCAL_PROVIDER_PORT, LOCAL_SITE_PORT } from '../../lib/public-settings.mjs';

const build = spawnSync('node', ['scripts/build/build-local.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn('node', ['scripts/servers/provider.mjs', '--port', String(LOCAL_PROVIDER_PORT)], { stdio: 'inherit' }),
  spawn('node', ['scripts/servers/serve.mjs', '--port', String(LOCAL_SITE_PORT)], { stdio: 'inherit', env: { ...LOCAL_RELAY_ENV, ...process.env } }),
];
/** Stops both; exits with `code` (a server that could not start makes `npm start` fail, not exit 0). */
const stop = (code = 0) => {
  for (const child of children) child.kill();
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => code && stop(code));
