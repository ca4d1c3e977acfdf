// The enquiry relay: the site's own /api/enquiries. The browser posts the visitor's values as
// JSON; the relay checks them with the forms' own Yup schema, keeps robots and floods out, and
// makes the provider's token and mail-send calls with credentials that live only in the server's
// environment. Written once against the web-standard Request/Response, so the same function runs
// as a Cloudflare Pages Function (functions/api/enquiries.ts), a Netlify Function
// (netlify/functions/enquiries.ts) and in scripts/serve.mjs for `npm start` and the tests.
//
// Answers (always a JSON body, never the credentials or the provider's token):
//   202 {"id"}                      accepted (or a repeat of an accepted idempotency key)
//   400 {"errors": {field: message}} invalid fields, bad JSON or a malformed Idempotency-Key
//   403 {"error": "forbidden-origin"} the Origin is not the site's
//   405, 413 (body over 8 KiB), 415 (not JSON), 429 + Retry-After (per-address limit)
//   502 {"error": "provider-failed"}  the provider refused or could not be reached: retry
//   503 {"error": "not-configured"}   no ENQUIRY_API_URL / ENQUIRY_PRODUCT on this server
//   504 {"error": "provider-timeout"} the provider did not confirm in time: retry, it is not sent twice
import formsCopy from '../../content/forms.json';
import { sendEnquiry } from './client';
import { ForwardLedger, RateLimiter, type ForwardOutcome } from './relay-memory';
import type { RelaySettings } from './relay-settings';
import { createEnquirySchema, enquiryErrors, enquiryFields, trimEnquiry, type EnquiryValues } from './schema';

/** What each host knows about the request beyond the Request itself. */
export interface RelayContext {
  /** The visitor's address, for the rate limit (CF-Connecting-IP, Netlify's context.ip, the socket). */
  clientAddress: string;
  /** Keeps a forward alive after the answer has gone (Cloudflare's and Netlify's context.waitUntil). */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** A submission that tripped a spam check: answered 202, never forwarded. */
export interface SpamRecord {
  receivedAt: string;
  reason: 'honeypot' | 'too-fast';
  clientAddress: string;
  body: unknown;
}

export interface RelayHooks {
  /** Where spam is recorded; by default one line in the host's log. */
  onSpam?: (record: SpamRecord) => void;
  /** The clock (tests move it). */
  now?: () => number;
}

export type EnquiryRelay = (request: Request, context: RelayContext) => Promise<Response>;

/** Idempotency keys the form makes (UUIDs) and anything of the same plain shape. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** The body as text, or null when it is larger than maxBytes (read no further than that). */
async function readLimited(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

function randomId(): string {
  return crypto.randomUUID();
}

function defaultSpamLog(record: SpamRecord) {
  console.warn(`enquiry relay: spam (${record.reason}) from ${record.clientAddress} not forwarded`);
}

export function createEnquiryRelay(settings: RelaySettings, hooks: RelayHooks = {}): EnquiryRelay {
  const now = hooks.now ?? Date.now;
  const onSpam = hooks.onSpam ?? defaultSpamLog;
  const limiter = new RateLimiter(settings.rateLimit.max, settings.rateLimit.windowMs);
  const ledger = new ForwardLedger(settings.keyLifetimeMs, now);
  const schema = createEnquirySchema(formsCopy.errors);

  /** The provider's token and mail-send calls; what the browser is told when they fail. */
  async function forward(values: EnquiryValues, key: string): Promise<ForwardOutcome> {
    const result = await sendEnquiry(values, { config: settings.provider!, timeoutMs: settings.providerTimeoutMs, idempotencyKey: key });
    if (result.ok) return { ok: true };
    return { ok: false, status: result.kind === 'timeout' ? 504 : 502 };
  }

  /** The forward's outcome, or a 504 when it has not come within answerWithinMs. */
  async function outcomeInTime(outcome: Promise<ForwardOutcome>): Promise<ForwardOutcome> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<ForwardOutcome>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, status: 504 }), settings.answerWithinMs);
    });
    try {
      return await Promise.race([outcome, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  return async function relay(request, context) {
    if (request.method !== 'POST') return answer(405, { error: 'method-not-allowed' }, { Allow: 'POST' });

    const origin = request.headers.get('Origin');
    const ownOrigin = new URL(request.url).origin;
    if (!origin || (origin !== ownOrigin && !settings.allowedOrigins.includes(origin))) {
      return answer(403, { error: 'forbidden-origin' });
    }
    if (!settings.provider) return answer(503, { error: 'not-configured' });

    const waitSeconds = limiter.take(context.clientAddress, now());
    if (waitSeconds > 0) return answer(429, { error: 'rate-limited', retryAfter: waitSeconds }, { 'Retry-After': String(waitSeconds) });

    const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') return answer(415, { error: 'unsupported-media-type' });

    const text = await readLimited(request, settings.maxBodyBytes);
    if (text === null) return answer(413, { error: 'too-large', maxBytes: settings.maxBodyBytes });
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      return answer(400, { errors: { form: 'The enquiry must be a JSON object.' } });
    }

    const key = request.headers.get('Idempotency-Key') ?? randomId();
    if (!KEY_PATTERN.test(key)) return answer(400, { errors: { idempotencyKey: 'Idempotency-Key must be 16 to 128 letters, digits, - or _.' } });

    // Robots: the honeypot filled in, or a send sooner after the first use than a person manages.
    const elapsed = typeof body.elapsedMs === 'number' ? body.elapsedMs : Number.NaN;
    const reason = typeof body.website === 'string' && body.website !== '' ? 'honeypot' : !(elapsed >= settings.minFillMs) ? 'too-fast' : null;
    if (reason) {
      onSpam({ receivedAt: new Date(now()).toISOString(), reason, clientAddress: context.clientAddress, body });
      return answer(202, { id: randomId() });
    }

    const values = Object.fromEntries(
      enquiryFields.map((field) => [field, typeof body[field] === 'string' ? body[field] : '']),
    ) as unknown as EnquiryValues;
    const errors = enquiryErrors(schema, values);
    if (Object.keys(errors).length > 0) return answer(400, { errors });

    const { entry, isNew } = ledger.claim(key, randomId, () => forward(trimEnquiry(values), key));
    if (isNew) context.waitUntil?.(entry.outcome);
    const outcome = await outcomeInTime(entry.outcome);
    if (outcome.ok) return answer(202, { id: entry.id });
    return outcome.status === 504 ? answer(504, { error: 'provider-timeout' }) : answer(502, { error: 'provider-failed' });
  };
}
