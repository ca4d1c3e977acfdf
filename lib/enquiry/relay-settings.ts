// The relay's settings, from the server-side environment of whatever runs it (Cloudflare's
// context.env, Netlify's process.env, scripts/serve.mjs's process.env). None of these is
// NEXT_PUBLIC_: they never reach the browser.
import type { EnquiryConfig } from '../config';

export interface RelaySettings {
  /** The provider and its credentials; null when ENQUIRY_API_URL or ENQUIRY_PRODUCT is missing (503). */
  provider: EnquiryConfig | null;
  /** The relay answers 504 when the provider has not confirmed within this time (the browser waits 15 s). */
  answerWithinMs: number;
  /** How long each provider call may take; the forward goes on after a 504 until then. */
  providerTimeoutMs: number;
  /** A send sooner than this after the form's first use is taken for a robot's. */
  minFillMs: number;
  /** At most `max` enquiries per address in `windowMs`. */
  rateLimit: { max: number; windowMs: number };
  /** Origins allowed besides the relay's own (e.g. the apex domain next to www). */
  allowedOrigins: string[];
  /** How long a forwarded idempotency key is remembered. */
  keyLifetimeMs: number;
  /** Largest body accepted, in bytes. */
  maxBodyBytes: number;
}

export const DEFAULT_RELAY_SETTINGS: Omit<RelaySettings, 'provider'> = {
  answerWithinMs: 10_000,
  providerTimeoutMs: 30_000,
  minFillMs: 2_000,
  rateLimit: { max: 5, windowMs: 10 * 60_000 },
  allowedOrigins: [],
  keyLifetimeMs: 24 * 60 * 60_000,
  maxBodyBytes: 8 * 1024,
};

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not '${raw}'`);
  return value;
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

export function relaySettingsFromEnv(env: Env): RelaySettings {
  const apiUrl = (env.ENQUIRY_API_URL ?? '').trim().replace(/\/+$/, '');
  const product = (env.ENQUIRY_PRODUCT ?? '').trim();
  if (apiUrl && !/^https?:\/\//.test(apiUrl)) throw new Error(`ENQUIRY_API_URL must be an http(s) URL, not '${apiUrl}'`);
  const defaults = DEFAULT_RELAY_SETTINGS;
  return {
    ...defaults,
    provider: apiUrl && product ? { apiUrl, product, user: env.ENQUIRY_USER ?? '', password: env.ENQUIRY_PASSWORD ?? '' } : null,
    answerWithinMs: whole(env, 'ENQUIRY_TIMEOUT_MS', defaults.answerWithinMs),
    minFillMs: whole(env, 'ENQUIRY_MIN_FILL_MS', defaults.minFillMs),
    rateLimit: rateLimit(env),
    allowedOrigins: (env.ENQUIRY_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
}
