// Builds the site for this machine in relay mode: the forms post to the site's own
// /api/enquiries, and the page holds no enquiry credentials. The relay that answers it
// (scripts/serve.mjs) gets the local provider's settings from LOCAL_RELAY_ENV (local-env.mjs).
import { spawnSync } from 'node:child_process';
import { LOCAL_BUILD_ENV } from './local-env.mjs';

// By the file's name, not by comparing URLs: a checkout path with a space (or on Windows) is
// percent-encoded in import.meta.url, and the build would silently not run.
if (/(^|[\\/])build-local\.mjs$/.test(process.argv[1] ?? '')) {
  const env = { ...LOCAL_BUILD_ENV, ...process.env };
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}
