// The enquiry relay as both Netlify Functions use it (functions/enquiries.ts answers the forms,
// functions/enquiries-sweep.ts retries deliveries on a schedule): the site's environment
// variables, and the enquiries kept in the site's Netlify Blobs store "enquiries" with strong
// consistency, shared by every function instance.
import { getStore } from '@netlify/blobs';
import { createEnquiryRelay, netlifyBlobsStore, relaySettingsFromEnv, type EnquiryRelay } from '../lib/enquiry/server';

let relay: EnquiryRelay | undefined;

export function netlifyRelay(): EnquiryRelay {
  relay ??= createEnquiryRelay(relaySettingsFromEnv(process.env), netlifyBlobsStore(getStore({ name: 'enquiries', consistency: 'strong' })));
  return relay;
}
