// The enquiry relay: the site's own /api/enquiries. The browser posts the visitor's values as
// JSON; the relay checks them with the forms' own Yup schema, keeps robots and floods out, keeps
// the enquiry in the shared store (lib/enquiry/server/stores/store.ts) and only then answers, and delivers it
// to the provider with credentials that live only in the server's environment
// (lib/enquiry/server/outbox.ts: exactly once across instances, retried until the provider confirms). Written once
// against the web-standard Request/Response, so the same code runs in the Cloudflare Worker
// (cloudflare/worker.ts), the Netlify Functions (netlify/functions/) and scripts/servers/serve.mjs.
//
// Answers (always a JSON body, never the credentials or the provider's token):
//   202 {"id"}                      kept: it will reach the provider (or a repeat of a kept key)
//   400 {"errors": {field: message}} invalid fields, bad JSON or a malformed Idempotency-Key
//   403 {"error": "forbidden-origin"} the Origin is not the site's
//   403 {"error": "proof-of-work", "reason"} no valid, unexpired, unused `altcha` solution: fetch a new challenge
//   405 (with Allow: POST), 413 (body over 8 KiB), 415 (not JSON), 429 + Retry-After (per address)
//   503 {"error": "not-configured"}   no ENQUIRY_API_URL / ENQUIRY_PRODUCT, or no store, on this host
//   503 {"error": "store-unavailable"} the store did not answer: nothing was kept, retry
// GET CHALLENGE_PATH answers 200 with a new proof-of-work challenge (proof-of-work.ts), or 404 when it is off.
import { bundledFormCopy } from '../../content/bundled-form-copy';
import { sendEnquiry } from '../provider/client';
import { CHALLENGE_PATH, HONEYPOT_FIELD } from '../settings.mjs';
import { createOutbox, type Outbox, type RetryResult } from './outbox';
import { createProofOfWork } from './proof-of-work';
import { createRateLimit } from './rate-limit';
import type { RelaySettings } from './settings';
import { createEnquirySchema, enquiryErrors, enquiryFields, trimEnquiry, type EnquiryValues } from '../shared/schema';
import type { EnquiryStore } from './stores/store';

/** What each host knows about the request beyond the Request itself. */
interface RelayContext {
  /** The visitor's address, for the rate limit (CF-Connecting-IP, Netlify's context.ip, the socket). */
  clientAddress: string;
  /** Keeps a forward alive after the answer has gone (Cloudflare's and Netlify's context.waitUntil). */
  waitUntil?: (promise: Promise<unknown>) => void;
}

interface RelayHooks {
  /** The clock (tests move it). */
  now?: () => number;
  /** Where the relay's lines go (ids only, never a visitor's details); by default the host's log. */
  log?: (line: string) => void;
}

export interface EnquiryRelay {
  /** Answers one request to /api/enquiries or its challenge path. */
  handle(request: Request, context: RelayContext): Promise<Response>;
  /** What the host's schedule runs: deliveries due again, then the retention clean-up. */
  sweep(): Promise<Awaited<ReturnType<Outbox['sweep']>> & { rateEntriesPurged: number; powEntriesPurged: number }>;
  /** The owner's retry of a set-aside enquiry (npm run enquiries -- retry); 'not-configured' without provider settings. */
  retry(key: string): Promise<RetryResult | 'not-configured'>;
}

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

/** What a relay that takes no enquiry answers: 503 to a post or a challenge, 405 to the rest. */
const unconfiguredAnswer = (request: Request) =>
  request.method === 'POST' || new URL(request.url).pathname.endsWith(CHALLENGE_PATH)
    ? answer(503, { error: 'not-configured' })
    : answer(405, { error: 'method-not-allowed' }, { Allow: 'POST' });

/** The relay when the host lacks its provider settings or its store: it says so to every POST. */
function unconfigured(reason: string, log: (line: string) => void): EnquiryRelay {
  log(`enquiry relay: not configured: ${reason}`);
  return {
    handle: async (request) => unconfiguredAnswer(request),
    sweep: async () => ({ due: 0, delivered: 0, failed: 0, setAside: 0, purged: 0, rateEntriesPurged: 0, powEntriesPurged: 0 }),
    retry: async () => 'not-configured',
  };
}

export function createEnquiryRelay(settings: RelaySettings, store: EnquiryStore | null, hooks: RelayHooks = {}): EnquiryRelay {
  const now = hooks.now ?? Date.now;
  const log = hooks.log ?? ((line: string) => console.log(line));
  const provider = settings.provider;
  if (!provider) return unconfigured('set ENQUIRY_API_URL and ENQUIRY_PRODUCT', log);
  if (!store) return unconfigured("no store: see docs/enquiry-forms.md, Deploying with the relay, for this host's store", log);
  // Without its secret the relay takes no new enquiry, but the ones it keeps are still delivered,
  // alerted and retried: the sweep and the owner's retry need no proof of work.
  const powMissing = settings.proofOfWork === 'no-secret';
  if (powMissing) log('enquiry relay: not configured: set ENQUIRY_POW_SECRET (or ENQUIRY_POW=off): see docs/enquiry-forms.md, Proof of work; kept enquiries are still delivered');
  const proofOfWork = typeof settings.proofOfWork === 'string' ? null : createProofOfWork(store, settings.proofOfWork);

  const rateLimit = createRateLimit(store, settings.rateLimit.max, settings.rateLimit.windowMs);
  const outbox = createOutbox({
    store,
    now,
    log,
    leaseMs: settings.leaseMs,
    retryBaseMs: settings.retryBaseMs,
    giveUpAfterMs: settings.giveUpAfterMs,
    retentionMs: settings.retentionMs,
    forward: async (values: EnquiryValues, key: string) => {
      const result = await sendEnquiry(values, { config: provider, timeoutMs: settings.providerTimeoutMs, idempotencyKey: key });
      // The mail-send call refusing the enquiry itself (400, 422) will refuse every retry too.
      return result.ok || (result.kind === 'http' && result.step === 'mail' && [400, 422].includes(result.status) ? 'refused' : false);
    },
    notices: { webhook: settings.alertWebhook, mode: settings.dailySummary, hourUtc: settings.summaryHourUtc },
  });
  if (settings.alertWebhookProblem) log(`enquiry relay: WARNING: ${settings.alertWebhookProblem}`);
  if (!settings.alertWebhook) {
    log('enquiry relay: WARNING: no ENQUIRY_ALERT_WEBHOOK: set-aside enquiries will wait unseen in the store (aside/), with no alert and no daily summary');
  }
  const schema = createEnquirySchema(bundledFormCopy.errors);

  /** Runs a delivery after the answer has gone; its failures are the outbox's to retry. */
  function deliverLater(key: string, context: RelayContext) {
    const delivery = outbox.deliver(key).catch((error: unknown) => log(`enquiry relay: delivery stopped: ${String(error)}`));
    context.waitUntil?.(delivery);
  }

  async function handle(request: Request, context: RelayContext): Promise<Response> {
    if (powMissing) return unconfiguredAnswer(request);
    if (new URL(request.url).pathname.endsWith(CHALLENGE_PATH)) {
      if (!proofOfWork) return answer(404, { error: 'proof-of-work-off' });
      if (request.method !== 'GET') return answer(405, { error: 'method-not-allowed' }, { Allow: 'GET' });
      return answer(200, await proofOfWork.challenge(now()));
    }
    if (request.method !== 'POST') return answer(405, { error: 'method-not-allowed' }, { Allow: 'POST' });

    const origin = request.headers.get('Origin');
    const ownOrigin = new URL(request.url).origin;
    if (!origin || (origin !== ownOrigin && !settings.allowedOrigins.includes(origin))) {
      return answer(403, { error: 'forbidden-origin' });
    }

    const waitSeconds = await rateLimit.take(context.clientAddress, now());
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

    const key = request.headers.get('Idempotency-Key') ?? crypto.randomUUID();
    if (!KEY_PATTERN.test(key)) return answer(400, { errors: { idempotencyKey: 'Idempotency-Key must be 16 to 128 letters, digits, - or _.' } });

    // Before anything is kept: a post without its own solved challenge is never forwarded. The
    // same solution with the same key passes again, so the form's retry after a lost answer
    // reaches outbox.keep, which answers with the first one's id and sends nothing twice.
    const refusal = proofOfWork && (await proofOfWork.redeem(body.altcha, key, now()));
    if (refusal) return answer(403, { error: 'proof-of-work', reason: refusal });

    // Robots: the honeypot filled in, or a send sooner after the first use than a person manages.
    const elapsed = typeof body.elapsedMs === 'number' ? body.elapsedMs : Number.NaN;
    const reason = typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD] !== '' ? 'honeypot' : !(elapsed >= settings.minFillMs) ? 'too-fast' : null;
    if (reason) {
      const id = await outbox.recordSpam({ receivedAt: new Date(now()).toISOString(), reason, body });
      return answer(202, { id });
    }

    const values = Object.fromEntries(
      enquiryFields.map((field) => [field, typeof body[field] === 'string' ? body[field] : '']),
    ) as unknown as EnquiryValues;
    const errors = enquiryErrors(schema, values);
    if (Object.keys(errors).length > 0) return answer(400, { errors });

    const { id } = await outbox.keep(key, trimEnquiry(values));
    deliverLater(key, context);
    return answer(202, { id });
  }

  return {
    async handle(request, context) {
      try {
        return await handle(request, context);
      } catch (error) {
        // Most likely the store did not answer: nothing is kept, and the form keeps what the visitor typed.
        log(`enquiry relay: nothing kept, answered 503: ${String(error)}`);
        return answer(503, { error: 'store-unavailable' });
      }
    },
    async sweep() {
      const result = await outbox.sweep();
      return { ...result, rateEntriesPurged: await rateLimit.purge(now()), powEntriesPurged: (await proofOfWork?.purge(now())) ?? 0 };
    },
    retry: (key) => outbox.retry(key),
  };
}
