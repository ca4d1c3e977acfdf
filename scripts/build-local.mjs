// Builds the site for this machine in relay mode: the forms post to the site's own
// /api/enquiries, and the page holds no enquiry credentials. The relay that answers it
// (scripts/serve.mjs) gets the local provider's settings from LOCAL_RELAY_ENV (local-env.mjs).
import { spawnSync } from 'node:child_process';
import { LOCAL_BUILD_ENV } from './local-env.mjs';

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = { ...LOCAL_BUILD_ENV, ...process.env };
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}
