import fs from 'node:fs';
import os from 'node:os';
import { chromium, defineConfig, devices } from '@playwright/test';
import { LOCAL_RELAY_ENV } from './scripts/shared/local-env.mjs';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/shared/chromium.mjs';
import { enterRunTempDir } from './scripts/shared/run-temp-dir.mjs';
import { scratchDir } from './scripts/shared/scratch.mjs';
import { LOCAL_DATA_DIR } from './scripts/shared/local-env.mjs';
import { LOCAL_HOST, LOCAL_PROVIDER_PORT, TEST_SITE_PORT } from './lib/public-settings.mjs';

// Browsers, servers and the hosts' runtimes write their temporary files here; removed after the run.
enterRunTempDir('playwright-run-');

export const SITE_PORT = TEST_SITE_PORT;
export const PROVIDER_PORT = LOCAL_PROVIDER_PORT;
/** Where the shared site's relay keeps enquiries (emptied when the server starts). */
export const STORE_DIR = `${LOCAL_DATA_DIR}/e2e-store`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: scratchDir('test-results'),
  fullyParallel: true,
  // Half the cores, and at least two: much of a browser test is waiting (timers, transitions, a
  // real-time carousel), so even a 2-core machine runs two at once.
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: `http://${LOCAL_HOST}:${SITE_PORT}`,
    // A trace recorded for every test costs about a fifth of the run's time (its screenshots and DOM
    // snapshots), so it is recorded when CI retries a failed test; rerun one here with `--trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumExecutable(chromium.executablePath(), fs.existsSync),
      args: CHROMIUM_ARGS,
    },
  },
  // The chromium project runs everything; e2e/engines/ (the behaviours every engine must keep) also
  // runs in Firefox and WebKit, through their own drivers (e2e/engines/engine-page.ts).
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'firefox', testMatch: 'engines/**/*.spec.ts' },
    { name: 'webkit', testMatch: 'engines/**/*.spec.ts' },
  ],
  webServer: [
    {
      command: `node scripts/servers/serve.mjs --port ${SITE_PORT} --store ${STORE_DIR} --fresh-store`,
      url: `http://${LOCAL_HOST}:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      // The relay forwards to the local provider below. Every test comes from 127.0.0.1, so the
      // per-address limit is raised here; e2e/relay.spec.ts tests the real one on a relay of its own.
      // Failed deliveries are tried again within seconds, so a test sees them arrive.
      env: { ...LOCAL_RELAY_ENV, ENQUIRY_RATE_LIMIT: '10000/600', ENQUIRY_SWEEP_SECONDS: '1', ENQUIRY_RETRY_SECONDS: '1' },
    },
    {
      command: `node scripts/servers/provider.mjs --port ${PROVIDER_PORT} --record ${LOCAL_DATA_DIR}/e2e-enquiries.jsonl`,
      url: `http://${LOCAL_HOST}:${PROVIDER_PORT}/__records`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
