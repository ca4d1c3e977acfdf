// The browser's and the relay's one way to POST an enquiry over HTTP, and every outcome of a
// send as the form words it. A complete answer (headers and body) within the timeout, or why not;
// never throws.
import type { EnquiryConfig, EnquiryMode } from '../config';

/** How long each call may take to answer (headers and body) before the send counts as failed. */
export const ENQUIRY_TIMEOUT_MS = 15_000;

/** Which call failed: the provider's token or mail-send call (direct), or the site's relay. */
export type EnquiryStep = 'token' | 'mail' | 'relay';

export type EnquiryFailure =
  /** The site was built without a way to send (NEXT_PUBLIC_ENQUIRY_MODE=off, or no provider settings). */
  | { ok: false; kind: 'not-configured' }
  /** No answer at all: offline, DNS, refused or dropped connection, CORS refusal. */
  | { ok: false; kind: 'network'; step: EnquiryStep; detail: string }
  /** No complete answer within the timeout (or the relay's 504: the provider did not answer in time). */
  | { ok: false; kind: 'timeout'; step: EnquiryStep; timeoutMs: number }
  /** A non-2xx answer. */
  | { ok: false; kind: 'http'; step: EnquiryStep; status: number }
  /** The token call answered 2xx but without a data.token string. */
  | { ok: false; kind: 'bad-token' }
  /** The relay refused fields (400): field -> message. */
  | { ok: false; kind: 'invalid'; errors: Record<string, string> }
  /** The relay's per-address limit (429): try again after this many seconds. */
  | { ok: false; kind: 'rate-limited'; retryAfterSeconds: number }
  /** The caller aborted through options.signal. */
  | { ok: false; kind: 'aborted'; step: EnquiryStep };

export type EnquiryResult = { ok: true; id?: string } | EnquiryFailure;

export function isEnquiryConfigured(config: EnquiryConfig): boolean {
  return config.apiUrl.trim() !== '' && config.product.trim() !== '';
}

/** Whether the page can send at all: relay mode always can (the relay says 503 if it cannot). */
export function canSend(mode: EnquiryMode, config: EnquiryConfig): boolean {
  return mode === 'relay' || (mode === 'direct' && isEnquiryConfigured(config));
}

/** A complete answer (any status), or why there was none. */
export type Answer = { ok: true; status: number; text: string; headers: Headers } | { ok: false; failure: EnquiryFailure };

/** POST JSON and read the whole answer within timeoutMs. */
export async function postJson(
  step: EnquiryStep,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
  outer: AbortSignal | undefined,
): Promise<Answer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  outer?.addEventListener('abort', onOuterAbort);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: controller.signal,
      cache: 'no-store',
    });
    // The body is read inside the timeout too: an answer that stalls half-way is no answer.
    const text = await response.text();
    return { ok: true, status: response.status, text, headers: response.headers };
  } catch (error) {
    if (timedOut) return { ok: false, failure: { ok: false, kind: 'timeout', step, timeoutMs } };
    if (outer?.aborted) return { ok: false, failure: { ok: false, kind: 'aborted', step } };
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ok: false, failure: { ok: false, kind: 'network', step, detail } };
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

