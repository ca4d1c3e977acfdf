// Builds the site for this machine in relay mode: the forms post to the site's own
// /api/enquiries, and the page holds no enquiry credentials. The relay that answers it
// (scripts/servers/serve.mjs) gets the local provider's settings from LOCAL_RELAY_ENV (local-env.mjs).
// Only ever run as a command (npm start, npm test), so it needs no check of how it was started.
import { spawnSync } from 'node:child_process';
import { LOCAL_BUILD_ENV } from '../shared/local-env.mjs';

const env = { ...LOCAL_BUILD_ENV, ...process.env };
const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
