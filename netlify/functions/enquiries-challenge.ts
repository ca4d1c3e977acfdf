// Netlify Function for /api/enquiries/challenge: the relay's proof-of-work challenges
// (lib/enquiry/server/proof-of-work.ts), answered by the same relay as functions/enquiries.ts.
import { netlifyRelay } from '../relay';

export default function enquiriesChallenge(request: Request, context: { ip: string }): Promise<Response> {
  return netlifyRelay().handle(request, { clientAddress: context.ip });
}

// Netlify reads this statically: the path must be a literal (a unit test checks it is CHALLENGE_PATH).
export const config = { path: '/api/enquiries/challenge' };
