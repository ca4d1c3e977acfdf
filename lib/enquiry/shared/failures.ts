// Every way sending an enquiry can end, in the browser and in the relay alike: the form words
// each kind (content/forms.json failure.messages), the relay answers with some of them.

/** Which call failed: the provider's token or mail-send call (direct mode), or the site's relay. */
export type EnquiryStep = 'token' | 'mail' | 'relay';

/**
 * Each kind is the key of its message in content/forms.json (failure.messages). notConfigured:
 * the build cannot send; network: no answer at all (offline, refused, CORS); timeout: no whole
 * answer in time (or the relay's 504); http: a non-2xx answer; badToken: a token answer without
 * data.token; rejected: the relay's field errors (400); rateLimited: the relay's per-address
 * limit (429); proofOfWork: the relay refused the proof of work (403, after the form's one
 * automatic new challenge); aborted: the caller gave up (options.signal).
 */
export type EnquiryFailure =
  | { ok: false; kind: 'notConfigured' | 'badToken' | 'proofOfWork' }
  | { ok: false; kind: 'network'; step: EnquiryStep; detail: string }
  | { ok: false; kind: 'timeout'; step: EnquiryStep; timeoutMs: number }
  | { ok: false; kind: 'http'; step: EnquiryStep; status: number }
  | { ok: false; kind: 'rejected'; errors: Record<string, string> }
  | { ok: false; kind: 'rateLimited'; retryAfterSeconds: number }
  | { ok: false; kind: 'aborted'; step: EnquiryStep };

export type EnquiryResult = { ok: true; id?: string } | EnquiryFailure;
