// The local preview's `next dev`, for `npm run dev` and `npm run cms`. npm runs every script with
// NODE_ENV=production (.npmrc's omit=dev sets it), which next dev would keep: the pages would then
// leave out drafts and future entries (lib/content/entries.ts) and Next.js warns of the setting.
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Starts `next dev` on 127.0.0.1 (`port`, else Next.js's own) in `cwd`, with NODE_ENV=development.
 * @param {{ port?: string, cwd?: string, env?: Record<string, string | undefined>, stdio?: 'inherit' | 'ignore' }} [options]
 */
export function startNextDev({ port, cwd = process.cwd(), env = {}, stdio = 'inherit' } = {}) {
  return spawn(path.join(cwd, 'node_modules', '.bin', 'next'), ['dev', '-H', '127.0.0.1', ...(port ? ['-p', port] : [])], {
    cwd,
    stdio,
    env: { ...process.env, ...env, NODE_ENV: 'development' },
  });
}
