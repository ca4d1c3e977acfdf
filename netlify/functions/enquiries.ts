// Netlify Function for /api/enquiries: the enquiry relay (lib/enquiry/server/relay.ts) with the visitor's
// address from context.ip. It answers every method (405 for all but POST, as the contract says).
import { netlifyRelay } from '../relay';

/** The parts of Netlify's Context the relay uses. */
interface NetlifyContext {
  ip: string;
  waitUntil?(promise: Promise<unknown>): void;
}

export default function enquiries(request: Request, context: NetlifyContext): Promise<Response> {
  return netlifyRelay().handle(request, {
    clientAddress: context.ip,
    waitUntil: context.waitUntil && ((promise) => context.waitUntil!(promise)),
  });
}

// Netlify reads this statically: the path must be a literal (a unit test checks it is RELAY_PATH).
export const config = { path: '/api/enquiries' };
