// How the browser sends an enquiry. Relay mode (the default) posts to the site's own
// /api/enquiries (lib/enquiry/server/relay.ts), which holds the provider's credentials: the page sends only
// what the visitor typed, the idempotency key, the two spam signals and the solved proof of work. Direct mode (a host
// without functions) loads the provider's client on first send, and only in a direct-mode build
// (lib/enquiry/direct.ts).
import { ENQUIRY_TIMEOUT_MS, enquiryMode, HONEYPOT_FIELD, postJson, sendDirect, type EnquiryResult, type EnquiryValues } from '@/lib/enquiry';

/** What the form posts to the relay: the visitor's values plus the spam signals. */
export interface RelayBody extends EnquiryValues {
  /** The honeypot field's value: people never see it, so it stays empty. */
  [HONEYPOT_FIELD]: string;
  /** Milliseconds from the visitor's first use of the form to this send. */
  elapsedMs: number;
  /** The solved proof-of-work challenge (proof-of-work.ts), ALTCHA's base64 payload; none when the relay has it off. */
  altcha?: string;
}

interface SendToRelayOptions {
  /** The relay's URL, with the site's base path. */
  url: string;
  /** Made when the enquiry is first sent and kept across retries (pending.ts). */
  idempotencyKey: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Posts to the relay; each answer becomes the result the form words. Never throws. */
export async function sendToRelay(body: RelayBody, options: SendToRelayOptions): Promise<EnquiryResult> {
  const timeoutMs = options.timeoutMs ?? ENQUIRY_TIMEOUT_MS;
  const answer = await postJson('relay', options.url, body, { 'Idempotency-Key': options.idempotencyKey }, timeoutMs, options.signal);
  if (!answer.ok) return answer.failure;
  const { status, json: data } = answer;
  if (status === 202 || status === 200) return { ok: true, id: typeof data.id === 'string' ? data.id : undefined };
  if (status === 400 && data.errors && typeof data.errors === 'object') {
    const errors = Object.entries(data.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return { ok: false, kind: 'rejected', errors: Object.fromEntries(errors) };
  }
  if (status === 429) {
    const seconds = Number(answer.headers.get('Retry-After'));
    return { ok: false, kind: 'rateLimited', retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 600 };
  }
  if (status === 403 && data.error === 'proof-of-work') return { ok: false, kind: 'proofOfWork' };
  if (status === 503 && data.error === 'not-configured') return { ok: false, kind: 'notConfigured' };
  // The relay gave up waiting for the provider: as unconfirmed as a timeout here, and as safe to retry.
  if (status === 504) return { ok: false, kind: 'timeout', step: 'relay', timeoutMs };
  return { ok: false, kind: 'http', step: 'relay', status };
}

/** One send in the site's mode. */
export async function sendEnquiryFromPage(body: RelayBody, options: SendToRelayOptions): Promise<EnquiryResult> {
  // next.config.mjs writes ENQUIRY_DIRECT_BUILD as a literal: outside direct builds this branch is
  // dropped from the page's code.
  if (process.env.ENQUIRY_DIRECT_BUILD === 'true' && enquiryMode === 'direct') {
    const { [HONEYPOT_FIELD]: _trap, elapsedMs: _elapsed, altcha: _altcha, ...values } = body; // eslint-disable-line @typescript-eslint/no-unused-vars
    return sendDirect(values, { idempotencyKey: options.idempotencyKey, signal: options.signal });
  }
  return sendToRelay(body, options);
}
