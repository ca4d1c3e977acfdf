// Netlify Function for POST /api/enquiries: the enquiry relay (lib/enquiry/relay.ts) with the
// site's environment variables (Site configuration > Environment variables, scope Functions) and
// the visitor's address from context.ip. Netlify bundles this file and what it imports at deploy.
import { createEnquiryRelay, type EnquiryRelay } from '../../lib/enquiry/relay';
import { relaySettingsFromEnv } from '../../lib/enquiry/relay-settings';

/** The parts of Netlify's Context the relay uses. */
interface NetlifyContext {
  ip: string;
  waitUntil?(promise: Promise<unknown>): void;
}

// One relay per function instance: its rate limits and idempotency keys live as long as it does.
let relay: EnquiryRelay | undefined;

export default function enquiries(request: Request, context: NetlifyContext): Promise<Response> {
  relay ??= createEnquiryRelay(relaySettingsFromEnv(process.env));
  return relay(request, { clientAddress: context.ip, waitUntil: context.waitUntil && ((promise) => context.waitUntil!(promise)) });
}

// Netlify reads this statically: the path must be a literal (a unit test checks it is RELAY_PATH).
export const config = { path: '/api/enquiries', method: 'POST' };
