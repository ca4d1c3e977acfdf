// Netlify scheduled function: every five minutes, the deliveries that are due again (the provider
// failed before), then the retention clean-up (lib/enquiry/server/outbox.ts), the set-aside alerts
// and, once a day from ENQUIRY_SUMMARY_HOUR (UTC), the daily summary (lib/enquiry/server/summary.ts).
import { netlifyRelay } from '../relay';

export default async function enquiriesSweep(): Promise<Response> {
  const result = await netlifyRelay().sweep();
  console.log(`enquiry sweep: ${JSON.stringify(result)}`);
  return new Response(JSON.stringify(result), { headers: { 'Content-Type': 'application/json' } });
}

export const config = { schedule: '*/5 * * * *' };
