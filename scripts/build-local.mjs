// Builds the site for this machine: the forms point at the local enquiry provider
// (scripts/provider.mjs on 127.0.0.1:4010) unless the environment already says otherwise.
import { spawnSync } from 'node:child_process';

export const LOCAL_ENQUIRY_ENV = {
  NEXT_PUBLIC_ENQUIRY_API_URL: 'http://127.0.0.1:4010',
  NEXT_PUBLIC_ENQUIRY_PRODUCT: 'bluegreen',
  NEXT_PUBLIC_ENQUIRY_USER: 'local-user',
  NEXT_PUBLIC_ENQUIRY_PASSWORD: 'local-password',
  NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000',
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = { ...LOCAL_ENQUIRY_ENV, ...process.env };
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}
