import fs from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';

/**
 * The browser: PLAYWRIGHT_CHROMIUM_PATH if set, else Playwright's own Chromium where it is
 * installed, else the system one (Debian's /usr/bin/chromium; no browser download is needed).
 */
function chromiumExecutable(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  const bundled = chromium.executablePath();
  if (bundled && fs.existsSync(bundled)) return undefined;
  return '/usr/bin/chromium';
}

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
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
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
