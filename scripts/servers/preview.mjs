// `npm run preview:cloudflare` / `npm run preview:netlify`: the exported site and the enquiry
// relay under each host's own local runtime, offline, like `npm start`:
//   cloudflare: `wrangler dev` (workerd) runs cloudflare/worker.ts with out/ as its static assets
//               and D1 kept in .cache/provider/cloudflare, on http://127.0.0.1:8788;
//   netlify:    `netlify dev --offline` serves out/ and runs netlify/functions/ (Netlify Blobs in
//               its local sandbox, .netlify/blobs-serve), on http://127.0.0.1:8888;
// with the local provider on 127.0.0.1:4010 recording to .cache/provider/ and the relay's settings
// (ENQUIRY_*, ENQUIRY_RATE_LIMIT included) from the environment. The site is built first when
// out/ is missing. Each host's schedule (Cloudflare's Cron Trigger, Netlify's scheduled function)
// is run every ENQUIRY_SWEEP_SECONDS (default 30), as the host would run it every five minutes.
//   node scripts/servers/preview.mjs cloudflare|netlify [--port N] [--no-provider]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_DATA_DIR, LOCAL_RELAY_ENV, localSweepSeconds } from '../shared/local-env.mjs';
import { HOST_RUNTIME_PORTS, LOCAL_HOST, LOCAL_PROVIDER_PORT } from '../../lib/public-settings.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { waitUntil } from '../shared/wait-until.mjs';

const bin = (name) => path.resolve('node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

/**
 * The relay's server-side settings: the local provider's, overridden by ENQUIRY_* in `env`.
 * @param {Record<string, string | undefined>} [env]
 */
function relayEnv(env = process.env) {
  return { ...LOCAL_RELAY_ENV, ...Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('ENQUIRY_'))) };
}

export const HOSTS = {
  cloudflare: {
    port: HOST_RUNTIME_PORTS.cloudflare,
    sweepPath: '/cdn-cgi/handler/scheduled?cron=*%2F5+*+*+*+*',
    command: ({ port, env, state }) => [
      bin('wrangler'),
      ['dev', '--ip', LOCAL_HOST, '--port', String(port), '--persist-to', state, '--test-scheduled', '--show-interactive-dev-session=false', '--log-level', 'log',
        ...Object.entries(relayEnv(env)).flatMap(([name, value]) => ['--var', `${name}:${value}`])],
      { WRANGLER_SEND_METRICS: 'false' },
    ],
    state: `${LOCAL_DATA_DIR}/cloudflare`,
  },
  netlify: {
    port: HOST_RUNTIME_PORTS.netlify,
    sweepPath: '/.netlify/functions/enquiries-sweep',
    command: ({ port, env }) => [
      bin('netlify'),
      ['dev', '--offline', '--port', String(port), '--dir', 'out', '--functions', 'netlify/functions', '--no-open'],
      // netlify dev runs edge and some local features on Deno: the npm package's binary, on PATH.
      { ...relayEnv(env), NETLIFY_TELEMETRY_DISABLED: '1', PATH: `${path.dirname(bin('deno'))}${path.delimiter}${process.env.PATH}` },
    ],
    state: '.netlify/blobs-serve',
  },
};

/**
 * Starts a host's local runtime on 127.0.0.1:port; resolves once it serves the site.
 * `env` holds the relay's settings; `state` is where the runtime keeps its store.
 * @param {'cloudflare' | 'netlify'} host
 * @param {{ port?: number, env?: Record<string, string | undefined>, state?: string, quiet?: boolean }} [options]
 */
export async function startHostRuntime(host, { port = HOSTS[host].port, env = process.env, state = HOSTS[host].state, quiet = false } = {}) {
  const [command, args, extraEnv] = HOSTS[host].command({ port, env, state });
  const child = spawn(command, args, {
    env: { ...process.env, ...extraEnv },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    shell: process.platform === 'win32',
    detached: process.platform !== 'win32', // its own process group, so stop() ends its children too
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://${LOCAL_HOST}:${port}`;
  const waited = await waitUntil(() => fetch(`${url}/`).then((response) => response.ok, () => false), {
    timeoutMs: 90_000,
    stop: () => {
      if (child.exitCode !== null) throw new Error(`${host} runtime exited (${child.exitCode}):\n${output.slice(-3000)}`);
    },
  });
  if (waited === Infinity) {
    stopChild(child);
    throw new Error(`${host} runtime did not serve ${url}/ within 90 s:\n${output.slice(-3000)}`);
  }
  return {
    url,
    child,
    output: () => output,
    /** Runs the host's schedule once (the sweep: deliveries due again, the retention clean-up). */
    sweep: () => fetch(`${url}${HOSTS[host].sweepPath}`).then((response) => response.text()),
    stop: () => stopChild(child),
    /** Ends it at once, as a crash or a killed machine would (no clean shutdown). */
    kill: () => stopChild(child, 'SIGKILL'),
  };
}

function stopChild(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    try {
      if (process.platform === 'win32') spawnSync('taskkill', ['/pid', String(child.pid), '/T', '/F']);
      else process.kill(-child.pid, signal);
    } catch {
      resolve();
    }
  });
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string' }, 'no-provider': { type: 'boolean', default: false } },
  });
  const host = positionals[0];
  if (!HOSTS[host]) {
    console.error(`Usage: node scripts/servers/preview.mjs ${Object.keys(HOSTS).join('|')} [--port N] [--no-provider]`);
    process.exit(2);
  }
  if (!fs.existsSync('out/index.html')) {
    console.log('out/ is missing: building the site first (npm run build:local).');
    const build = spawnSync('node', ['scripts/build/build-local.mjs'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const children = [];
  if (!values['no-provider']) children.push(spawn('node', ['scripts/servers/provider.mjs', '--port', String(LOCAL_PROVIDER_PORT)], { stdio: 'inherit' }));
  const runtime = await startHostRuntime(host, { port: Number(values.port ?? HOSTS[host].port) });
  const seconds = localSweepSeconds();
  console.log(`\n${host} runtime: ${runtime.url}/ (enquiries: ${runtime.url}/api/enquiries; the host's schedule runs every ${seconds} s)`);
  const timer = setInterval(() => runtime.sweep().catch((error) => console.error(`sweep: ${error.message}`)), seconds * 1000);
  const stop = async () => {
    clearInterval(timer);
    for (const child of children) child.kill();
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  runtime.child.on('exit', (code) => {
    console.error(`${host} runtime stopped (${code}).`);
    stop();
  });
}

runAsCommand('servers/preview.mjs', 'preview', main);
