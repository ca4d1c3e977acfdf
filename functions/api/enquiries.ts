// Cloudflare Pages Function for POST /api/enquiries: the enquiry relay (lib/enquiry/relay.ts)
// with the project's environment variables (Settings > Variables and Secrets) and the visitor's
// address from CF-Connecting-IP. Cloudflare bundles this file and what it imports at deploy.
import { createEnquiryRelay, type EnquiryRelay } from '../../lib/enquiry/relay';
import { relaySettingsFromEnv } from '../../lib/enquiry/relay-settings';

/** The parts of Cloudflare's EventContext the relay uses. */
interface PagesContext {
  request: Request;
  env: Record<string, string | undefined>;
  waitUntil(promise: Promise<unknown>): void;
}

// One relay per isolate: its rate limits and idempotency keys live as long as the isolate.
let relay: EnquiryRelay | undefined;

export function onRequestPost(context: PagesContext): Promise<Response> {
  relay ??= createEnquiryRelay(relaySettingsFromEnv(context.env));
  return relay(context.request, {
    clientAddress: context.request.headers.get('CF-Connecting-IP') ?? '',
    waitUntil: (promise) => context.waitUntil(promise),
  });
}
