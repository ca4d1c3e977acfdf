// A recording proxy in front of the exported site, so every engine reports a page's problems the
// same way. It adds one script to each page, /__engine-probe.js (same origin, so the pages' strict
// policy allows it, and no page script changes), which notes uncaught errors, rejected promises,
// console errors, policy violations and resources that failed to load; and it notes every answer
// of 400 or more itself. Everything else passes through untouched, forms' POSTs included.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const PROBE_PATH = '/__engine-probe.js';

/**
 * Runs first in every page; the behaviours read window.__engineProbe. Plain JavaScript in a string:
 * a compiled function's text may call the compiler's helpers, which the page does not have.
 */
const PROBE_SCRIPT = `(() => {
  const problems = [];
  window.__engineProbe = problems;
  const describe = (value) => (value instanceof Error ? value.message : String(value));
  addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && target.tagName) problems.push('failed to load: ' + (target.currentSrc || target.src || target.href || target.tagName));
    else problems.push('uncaught: ' + event.message);
  }, true);
  addEventListener('unhandledrejection', (event) => problems.push('unhandled rejection: ' + describe(event.reason)));
  addEventListener('securitypolicyviolation', (event) => problems.push('policy: ' + event.violatedDirective + ' blocked ' + event.blockedURI));
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    problems.push('console: ' + args.map(describe).join(' '));
    consoleError(...args);
  };
})();`;

/** The page with the probe as the first script: right after the policy, which must stay first. */
export function withProbe(html: string): string {
  const tag = `<script src="${PROBE_PATH}"></script>`;
  const policy = html.match(/<meta http-equiv="Content-Security-Policy"[^>]*>/);
  if (policy?.index !== undefined) return html.slice(0, policy.index + policy[0].length) + tag + html.slice(policy.index + policy[0].length);
  return html.replace('<head>', `<head>${tag}`);
}

export interface ProbeProxy {
  url: string;
  /** Answers of 400 or more since the last call, as 'HTTP 404 /path'. */
  takeHttpProblems(): string[];
  close(): Promise<void>;
}

export async function startProbeProxy(siteUrl: string): Promise<ProbeProxy> {
  const upstream = new URL(siteUrl);
  let httpProblems: string[] = [];
  const server: Server = createServer((request, response) => {
    if (request.url === PROBE_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      return void response.end(PROBE_SCRIPT);
    }
    // The Host stays the proxy's, so the relay sees the page's own origin; plain bodies, so the HTML can be read.
    const headers = { ...request.headers };
    delete headers['accept-encoding'];
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers }, (answer: IncomingMessage) => {
      if ((answer.statusCode ?? 0) >= 400) httpProblems.push(`HTTP ${answer.statusCode} ${request.url}`);
      const isHtml = String(answer.headers['content-type'] ?? '').startsWith('text/html');
      if (!isHtml) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        return void answer.pipe(response);
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = withProbe(Buffer.concat(chunks).toString('utf8'));
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': Buffer.byteLength(body) });
        response.end(body);
      });
    });
    forward.on('error', (error) => {
      httpProblems.push(`proxy: ${request.url} ${error.message}`);
      response.writeHead(502).end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    takeHttpProblems() {
      const taken = httpProblems;
      httpProblems = [];
      return taken;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
