// The browser's and the relay's one way to POST an enquiry: the whole answer (status, headers and
// the body's JSON) within the timeout, or the failure as the form words it. Never throws.
import type { EnquiryFailure, EnquiryStep } from './failures';

/** How long each call may take to answer (headers and body) before the send counts as failed. */
export const ENQUIRY_TIMEOUT_MS = 15_000;

/** A complete answer (any status) with its body's JSON object ({} for anything else), or why there was none. */
type Answer = { ok: true; status: number; json: Record<string, unknown>; headers: Headers } | { ok: false; failure: EnquiryFailure };

function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** POST JSON and read the whole answer within timeoutMs. */
export async function postJson(step: EnquiryStep, url: string, body: unknown, headers: Record<string, string>, timeoutMs: number, outer?: AbortSignal): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), timeoutMs);
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
    return { ok: true, status: response.status, json: jsonObject(await response.text()), headers: response.headers };
  } catch (error) {
    if (controller.signal.reason === 'timeout') return { ok: false, failure: { ok: false, kind: 'timeout', step, timeoutMs } };
    if (outer?.aborted) return { ok: false, failure: { ok: false, kind: 'aborted', step } };
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ok: false, failure: { ok: false, kind: 'network', step, detail } };
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}
