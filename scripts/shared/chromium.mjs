// How every tool here starts Chromium (Playwright, Lighthouse, the sub-path check): without the
// sandbox (CI runs as root) and without the background traffic a closed network refuses.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * PLAYWRIGHT_CHROMIUM_PATH if set, else undefined when Playwright's own Chromium is installed
 * (Playwright then uses it), else the system one.
 */
export function chromiumExecutable(bundledPath, exists) {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (bundledPath && exists(bundledPath)) return undefined;
  return '/usr/bin/chromium';
}
