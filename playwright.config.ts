import fs from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/chromium.mjs';

export const SITE_PORT = 4173;
export const PROVIDER_PORT = 4010;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(chromium.executablePath(), fs.existsSync),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/provider.mjs --port ${PROVIDER_PORT} --record .provider/e2e-enquiries.jsonl`,
      url: `http://127.0.0.1:${PROVIDER_PORT}/__records`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
