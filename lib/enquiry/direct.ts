// Direct mode's send from the page: the provider's client with this build's public settings, loaded
// on first send. The literal ENQUIRY_DIRECT_BUILD (next.config.mjs writes it) drops the branch, and
// the client with it, from the page's code outside direct-mode builds.
import type { EnquiryResult } from './shared/failures';
import type { EnquiryValues } from './shared/schema';
import { enquiryConfig } from './mode';

export async function sendDirect(values: EnquiryValues, options: { idempotencyKey: string; signal?: AbortSignal }): Promise<EnquiryResult> {
  if (process.env.ENQUIRY_DIRECT_BUILD === 'true') {
    const { sendEnquiry } = await import('./provider/client');
    return sendEnquiry(values, { config: enquiryConfig, idempotencyKey: options.idempotencyKey, signal: options.signal });
  }
  return { ok: false, kind: 'notConfigured' };
}
