// Watches a page for what the Content-Security-Policy refused and for requests to other origins:
// shared by the policy's tests (csp.spec.ts) and the search's (search.spec.ts).
import type { Page, Request } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records CSP violations (the DOM event and Chrome's console report) and every request's origin. */
export async function watch(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy|refused to (load|execute|connect|apply|frame)/i.test(message.text())) console.push(message.text());
  });
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    /** Violations on the current document plus every console report so far. */
    violations: async () => [...(await page.evaluate(() => window.__cspViolations ?? [])), ...console],
    /** Origins other than the site's that were requested (data: and blob: URLs are not requests). */
    otherOrigins: (siteOrigin: string) =>
      [...new Set(requests.map((r) => r.url()).filter((url) => /^https?:/.test(url)).map((url) => new URL(url).origin))].filter(
        (origin) => origin !== siteOrigin,
      ),
    requests,
  };
}
