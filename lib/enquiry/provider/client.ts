// Sends an enquiry to the provider: a token call, then the mail-send call with that token.
// Framework-free (plain fetch): the relay (lib/enquiry/server/relay.ts) runs it on the server, direct
// mode in the browser, and Jest against the local provider (scripts/servers/provider.mjs). It never
// throws: every outcome is an EnquiryResult.
import { isEnquiryConfigured, type EnquiryConfig } from './config';
import { trimEnquiry, type EnquiryValues } from '../shared/schema';
import type { EnquiryFailure, EnquiryResult } from '../shared/failures';
import { ENQUIRY_TIMEOUT_MS, postJson } from '../shared/post';

export const TOKEN_PATH = '/api/system-api/admingbs/token';
function mailSendPath(product: string): string {
  return `/api/custom-api/admingbs/${encodeURIComponent(product)}-contact-mail-send`;
}

interface SendEnquiryOptions {
  /** API URL, product segment and credentials; in the site: enquiryConfig from lib/enquiry/mode.ts. */
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

/** A 2xx answer's JSON object, or the failure. */
async function post(...args: Parameters<typeof postJson>): Promise<{ ok: true; json: Record<string, unknown> } | { ok: false; failure: EnquiryFailure }> {
  const answer = await postJson(...args);
  if (!answer.ok) return answer;
  if (answer.status < 200 || answer.status > 299) return { ok: false, failure: { ok: false, kind: 'http', step: args[0], status: answer.status } };
  return { ok: true, json: answer.json };
}

/** Get a token, then send the (trimmed) enquiry with it. */
export async function sendEnquiry(values: EnquiryValues, options: SendEnquiryOptions): Promise<EnquiryResult> {
  const { config } = options;
  if (!isEnquiryConfigured(config)) return { ok: false, kind: 'notConfigured' };

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
  // The provider answers { data: { token } }.
  const token = (tokenCall.json.data as { token?: unknown } | null | undefined)?.token;
  if (typeof token !== 'string' || token === '') return { ok: false, kind: 'badToken' };

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
