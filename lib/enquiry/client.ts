// Sends an enquiry to the provider: a token call, then the mail-send call with that token.
// Framework-free (plain fetch): the relay (lib/enquiry/relay.ts) runs it on the server, direct
// mode in the browser, and Jest against the local provider (scripts/servers/provider.mjs). It never
// throws: every outcome is an EnquiryResult.
import type { EnquiryConfig, EnquiryMode } from '../config';
import { trimEnquiry, type EnquiryValues } from './schema';

/** How long each call may take to answer (headers and body) before the send counts as failed. */
export const ENQUIRY_TIMEOUT_MS = 15_000;

export const TOKEN_PATH = '/api/system-api/admingbs/token';
export function mailSendPath(product: string): string {
  return `/api/custom-api/admingbs/${encodeURIComponent(product)}-contact-mail-send`;
}

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

export interface SendEnquiryOptions {
  /** API URL, product segment and credentials; in the site: enquiryConfig from lib/config. */
  config: EnquiryConfig;
  /** Per call; defaults to ENQUIRY_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The cookie string to take XSRF-TOKEN from; defaults to document.cookie in a browser. */
  cookie?: string;
  /** Base for a relative API URL; defaults to the page's location (the browser resolves it). */
  baseUrl?: string;
  /** Lets the caller give up (e.g. the form unmounts). */
  signal?: AbortSignal;
  /** Sent with mail-send as Idempotency-Key, so a provider that honours it never sends one enquiry twice. */
  idempotencyKey?: string;
}

export function isEnquiryConfigured(config: EnquiryConfig): boolean {
  return config.apiUrl.trim() !== '' && config.product.trim() !== '';
}

/** Whether the page can send at all: relay mode always can (the relay says 503 if it cannot). */
export function canSend(mode: EnquiryMode, config: EnquiryConfig): boolean {
  return mode === 'relay' || (mode === 'direct' && isEnquiryConfigured(config));
}

/**
 * A same-origin API path such as '/enquiry-api' (as opposed to 'https://…' or '//host/…').
 * Only such requests carry the X-XSRF-TOKEN header, like Angular's HttpClient default.
 */
export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
}

/** The decoded value of the named cookie, or undefined. */
export function readCookie(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function browserCookie(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
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

/** A 2xx answer's text, or the failure. */
async function post(...args: Parameters<typeof postJson>): Promise<{ ok: true; text: string } | { ok: false; failure: EnquiryFailure }> {
  const answer = await postJson(...args);
  if (!answer.ok) return answer;
  if (answer.status < 200 || answer.status > 299) return { ok: false, failure: { ok: false, kind: 'http', step: args[0], status: answer.status } };
  return { ok: true, text: answer.text };
}

function tokenFrom(text: string): string | undefined {
  try {
    const token = (JSON.parse(text) as { data?: { token?: unknown } } | null)?.data?.token;
    return typeof token === 'string' && token !== '' ? token : undefined;
  } catch {
    return undefined;
  }
}

/** Get a token, then send the (trimmed) enquiry with it. */
export async function sendEnquiry(values: EnquiryValues, options: SendEnquiryOptions): Promise<EnquiryResult> {
  const { config } = options;
  if (!isEnquiryConfigured(config)) return { ok: false, kind: 'not-configured' };

  const timeoutMs = options.timeoutMs ?? ENQUIRY_TIMEOUT_MS;
  const apiUrl = config.apiUrl.trim().replace(/\/+$/, '');
  const relative = isRelativeUrl(apiUrl);
  const resolve = (path: string): string => {
    const url = `${apiUrl}${path}`;
    return relative && options.baseUrl ? new URL(url, options.baseUrl).href : url;
  };

  const common: Record<string, string> = {};
  if (relative) {
    const xsrf = readCookie(options.cookie ?? browserCookie(), 'XSRF-TOKEN');
    if (xsrf !== undefined) common['X-XSRF-TOKEN'] = xsrf;
  }

  const tokenCall = await post(
    'token',
    resolve(TOKEN_PATH),
    { authTokenType: 'AM', authTokenAM: { u: config.user, p: config.password } },
    common,
    timeoutMs,
    options.signal,
  );
  if (!tokenCall.ok) return tokenCall.failure;
  const token = tokenFrom(tokenCall.text);
  if (!token) return { ok: false, kind: 'bad-token' };

  const mailCall = await post(
    'mail',
    resolve(mailSendPath(config.product.trim())),
    trimEnquiry(values),
    {
      ...common,
      'x-am-authorization': token,
      ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
    },
    timeoutMs,
    options.signal,
  );
  if (!mailCall.ok) return mailCall.failure;
  return { ok: true };
}
