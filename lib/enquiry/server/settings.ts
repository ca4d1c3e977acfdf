// The relay's settings, from the server-side environment of whatever runs it (Cloudflare's
// context.env, Netlify's process.env, scripts/servers/serve.mjs's process.env). None of these is
// NEXT_PUBLIC_: they never reach the browser.
import type { EnquiryConfig } from '../provider/config';
import type { ProofOfWorkSettings } from './proof-of-work';

export interface RelaySettings {
  /** The provider and its credentials; null when ENQUIRY_API_URL or ENQUIRY_PRODUCT is missing (503). */
  provider: EnquiryConfig | null;
  /** How long each of the provider's calls (token, mail-send) may take. */
  providerTimeoutMs: number;
  /** How long an instance owns a delivery it started: longer than both calls can take. */
  leaseMs: number;
  /** The first retry's wait after a failed delivery; each next one waits twice as long (up to 1 h). */
  retryBaseMs: number;
  /** After this long without the provider's confirmation an enquiry is set aside for the owner. */
  giveUpAfterMs: number;
  /** How long delivered enquiries and spam records are kept before they are deleted. */
  retentionMs: number;
  /** A send sooner than this after the form's first use is taken for a robot's. */
  minFillMs: number;
  /** At most `max` enquiries per address in `windowMs`. */
  rateLimit: { max: number; windowMs: number };
  /** Origins allowed besides the relay's own (e.g. the apex domain next to www). */
  allowedOrigins: string[];
  /** Largest body accepted, in bytes. */
  maxBodyBytes: number;
  /** Where set-aside alerts and the daily summary go (ENQUIRY_ALERT_WEBHOOK); null: nowhere. */
  alertWebhook: string | null;
  /** Why ENQUIRY_ALERT_WEBHOOK was refused (the relay logs it at start-up); null when it was not. */
  alertWebhookProblem: string | null;
  /** The daily summary: sent when something is retrying or was set aside ('auto'), every day, or never. */
  dailySummary: 'auto' | 'always' | 'off';
  /** The hour (UTC) from which the day's summary goes out with the next sweep. */
  summaryHourUtc: number;
  /**
   * The proof of work each post must carry (lib/enquiry/server/proof-of-work.ts); 'off' with
   * ENQUIRY_POW=off; 'no-secret' when it is on but ENQUIRY_POW_SECRET is missing (the relay then
   * answers 503 not-configured to new posts, as instances could not check each other's challenges,
   * and still delivers what it keeps).
   */
  proofOfWork: ProofOfWorkSettings | 'off' | 'no-secret';
}

const HOUR_MS = 60 * 60_000;

export const DEFAULT_RELAY_SETTINGS: Omit<RelaySettings, 'provider'> = {
  providerTimeoutMs: 15_000,
  leaseMs: 45_000,
  retryBaseMs: 30_000,
  giveUpAfterMs: 24 * HOUR_MS,
  retentionMs: 30 * 24 * HOUR_MS,
  minFillMs: 2_000,
  rateLimit: { max: 5, windowMs: 10 * 60_000 },
  allowedOrigins: [],
  maxBodyBytes: 8 * 1024,
  alertWebhook: null,
  alertWebhookProblem: null,
  dailySummary: 'auto',
  // 03:00 UTC is 08:30 in India, where the company is: the summary is there when the day starts.
  summaryHourUtc: 3,
  // Off here, for tests that build a relay by hand; relaySettingsFromEnv turns it on unless ENQUIRY_POW=off.
  proofOfWork: 'off',
};

/**
 * About 10,000 hashes on average: a median well under 1 s on a 4x-slowed CPU (docs/benchmarks.md,
 * "Proof of work"), a cost per post a flood pays many times over.
 */
export const POW_MAX_NUMBER = 20_000;
/** How long a challenge may be solved and used (its salt's `expires`); ENQUIRY_POW_EXPIRES_SECONDS. */
export const POW_EXPIRES_MS = 10 * 60_000;

function proofOfWork(env: Env): RelaySettings['proofOfWork'] {
  const mode = (env.ENQUIRY_POW ?? '').trim().toLowerCase();
  if (mode === 'off') return 'off';
  if (mode !== '' && mode !== 'on') throw new Error(`ENQUIRY_POW must be on or off, not '${mode}'`);
  const secret = (env.ENQUIRY_POW_SECRET ?? '').trim();
  if (!secret) return 'no-secret';
  if (secret.length < 32) throw new Error('ENQUIRY_POW_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`)');
  const expiresSeconds = whole(env, 'ENQUIRY_POW_EXPIRES_SECONDS', POW_EXPIRES_MS / 1000);
  if (expiresSeconds < 1) throw new Error('ENQUIRY_POW_EXPIRES_SECONDS must be at least 1');
  return { hmacKey: secret, maxNumber: POW_MAX_NUMBER, expiresMs: expiresSeconds * 1000 };
}

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not '${raw}'`);
  return value;
}

/** A number of seconds or hours that may have a fraction (0.01 hours = 36 s, so a test reaches the give-up). */
function decimal(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d*\.?\d+$/.test(raw) || !Number.isFinite(value)) throw new Error(`${name} must be a number (a fraction is fine), not '${raw}'`);
  return value;
}

/** Chat tools' incoming webhooks are https; plain http only on this machine (the tests' receivers). */
function alertWebhook(env: Env): Pick<RelaySettings, 'alertWebhook' | 'alertWebhookProblem'> {
  const raw = env.ENQUIRY_ALERT_WEBHOOK?.trim();
  if (!raw) return { alertWebhook: null, alertWebhookProblem: null };
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // refused below
  }
  const loopback = url !== null && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url && (url.protocol === 'https:' || (url.protocol === 'http:' && loopback))) return { alertWebhook: url.href, alertWebhookProblem: null };
  // The URL itself is not repeated: a webhook's address is its secret.
  return { alertWebhook: null, alertWebhookProblem: 'ENQUIRY_ALERT_WEBHOOK is not an https URL (http is allowed only on 127.0.0.1/localhost): it is ignored' };
}

function summaryMode(env: Env): RelaySettings['dailySummary'] {
  const raw = (env.ENQUIRY_DAILY_SUMMARY ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'auto') return 'auto';
  if (raw === 'always' || raw === 'off') return raw;
  throw new Error(`ENQUIRY_DAILY_SUMMARY must be auto, always or off, not '${raw}'`);
}

/** 'ENQUIRY_RATE_LIMIT=5/600': 5 enquiries per address in 600 seconds. */
function rateLimit(env: Env): RelaySettings['rateLimit'] {
  const raw = env.ENQUIRY_RATE_LIMIT?.trim();
  if (!raw) return DEFAULT_RELAY_SETTINGS.rateLimit;
  const match = /^(\d+)\/(\d+)$/.exec(raw);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`ENQUIRY_RATE_LIMIT must be COUNT/SECONDS, e.g. 5/600, not '${raw}'`);
  }
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

function summaryHour(env: Env): number {
  const hour = whole(env, 'ENQUIRY_SUMMARY_HOUR', DEFAULT_RELAY_SETTINGS.summaryHourUtc);
  if (hour > 23) throw new Error(`ENQUIRY_SUMMARY_HOUR must be an hour of the day, 0 to 23 (UTC), not '${hour}'`);
  return hour;
}

export function relaySettingsFromEnv(env: Env): RelaySettings {
  const apiUrl = (env.ENQUIRY_API_URL ?? '').trim().replace(/\/+$/, '');
  const product = (env.ENQUIRY_PRODUCT ?? '').trim();
  if (apiUrl && !/^https?:\/\//.test(apiUrl)) throw new Error(`ENQUIRY_API_URL must be an http(s) URL, not '${apiUrl}'`);
  const defaults = DEFAULT_RELAY_SETTINGS;
  const providerTimeoutMs = whole(env, 'ENQUIRY_TIMEOUT_MS', defaults.providerTimeoutMs);
  return {
    ...defaults,
    provider: apiUrl && product ? { apiUrl, product, user: env.ENQUIRY_USER ?? '', password: env.ENQUIRY_PASSWORD ?? '' } : null,
    providerTimeoutMs,
    // Two calls, each up to the timeout, and a margin: a lease never runs out under a live delivery.
    leaseMs: 2 * providerTimeoutMs + 5_000,
    retryBaseMs: Math.round(decimal(env, 'ENQUIRY_RETRY_SECONDS', defaults.retryBaseMs / 1000) * 1000),
    giveUpAfterMs: Math.round(decimal(env, 'ENQUIRY_GIVE_UP_HOURS', defaults.giveUpAfterMs / HOUR_MS) * HOUR_MS),
    retentionMs: whole(env, 'ENQUIRY_RETENTION_DAYS', defaults.retentionMs / (24 * HOUR_MS)) * 24 * HOUR_MS,
    minFillMs: whole(env, 'ENQUIRY_MIN_FILL_MS', defaults.minFillMs),
    rateLimit: rateLimit(env),
    allowedOrigins: (env.ENQUIRY_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    ...alertWebhook(env),
    dailySummary: summaryMode(env),
    summaryHourUtc: summaryHour(env),
    proofOfWork: proofOfWork(env),
  };
}
