// The site on Cloudflare: a Worker with static assets (wrangler.toml). Cloudflare serves out/
// itself (with its _headers, the 404 page and trailing-slash handling) and runs this Worker only
// for /api/*: the enquiry relay (lib/enquiry/server/relay.ts) and its proof-of-work challenges,
// keeping enquiries in D1. The Cron Trigger runs `scheduled`: deliveries due again, the retention
// clean-up, the set-aside alerts and, once a day, the summary (both to ENQUIRY_ALERT_WEBHOOK).
// A Worker rather than Pages Functions: Pages runs no Cron Triggers, and Cloudflare now
// recommends Workers for new projects.
import { CHALLENGE_PATH, createEnquiryRelay, d1Store, RELAY_PATH, relaySettingsFromEnv, type D1Like, type EnquiryRelay } from '../lib/enquiry/server';

interface Env {
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** The D1 database binding (wrangler.toml); the relay answers 503 without it. */
  ENQUIRIES_DB?: D1Like;
}
interface Context {
  waitUntil(promise: Promise<unknown>): void;
}

// One relay per isolate; everything it must remember lives in D1, shared by every isolate.
let relay: EnquiryRelay | undefined;
function relayFor(env: Env): EnquiryRelay {
  const settings = relaySettingsFromEnv(env as unknown as Record<string, string | undefined>);
  relay ??= createEnquiryRelay(settings, env.ENQUIRIES_DB ? d1Store(env.ENQUIRIES_DB) : null);
  return relay;
}

const worker = {
  fetch(request: Request, env: Env, context: Context): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname !== RELAY_PATH && pathname !== CHALLENGE_PATH) return env.ASSETS.fetch(request);
    return relayFor(env).handle(request, {
      clientAddress: request.headers.get('CF-Connecting-IP') ?? '',
      waitUntil: (promise) => context.waitUntil(promise),
    });
  },
  scheduled(_controller: unknown, env: Env, context: Context): void {
    context.waitUntil(relayFor(env).sweep().then((result) => console.log(`enquiry sweep: ${JSON.stringify(result)}`)));
  },
};

export default worker;
