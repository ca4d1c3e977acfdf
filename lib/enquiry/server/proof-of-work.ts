// The relay's proof of work, self-hosted: ALTCHA's open protocol, proof of work v1 with SHA-256
// (altcha-lib). GET /api/enquiries/challenge hands out a challenge signed with the relay's own
// HMAC key (ENQUIRY_POW_SECRET) that expires after `expiresMs` (the salt's `expires` parameter);
// the form solves it in a worker while the visitor types and posts the solution in the body's
// `altcha` field (ALTCHA's base64 payload). A solution is accepted once across every instance:
// the first post that uses it creates `pow/<expiry day>/<challenge>` in the shared store, with
// the post's idempotency key, so only a repeat of that same enquiry (the form's retry after a
// lost answer) may use it again. No cookie, no third party: the challenge is all the state the
// browser holds, the store all the relay keeps.
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { Payload } from 'altcha-lib/types';
import type { EnquiryStore } from './stores/store';

export interface ProofOfWorkSettings {
  /** The HMAC key challenges are signed with (ENQUIRY_POW_SECRET). */
  hmacKey: string;
  /** The largest number a challenge may hide: the solver tries about half as many hashes. */
  maxNumber: number;
  /** How long a challenge may be solved and used. */
  expiresMs: number;
}

/** Why a solution was refused. */
export type ProofOfWorkRefusal = 'missing' | 'invalid' | 'expired' | 'used';

const DAY_MS = 24 * 60 * 60_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function decode(altcha: unknown): Payload | null {
  if (typeof altcha !== 'string' || altcha.length > 2_000) return null;
  try {
    const value: unknown = JSON.parse(atob(altcha));
    if (!value || typeof value !== 'object') return null;
    const payload = value as Record<string, unknown>;
    const strings = ['algorithm', 'challenge', 'salt', 'signature'].every((name) => typeof payload[name] === 'string');
    return strings && Number.isInteger(payload.number) ? (payload as unknown as Payload) : null;
  } catch {
    return null;
  }
}

export function createProofOfWork(store: EnquiryStore, settings: ProofOfWorkSettings) {
  /** A new challenge as the JSON the form fetches. */
  async function challenge(now: number) {
    const { algorithm, challenge: hash, maxnumber, salt, signature } = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: settings.hmacKey,
      maxnumber: settings.maxNumber,
      expires: new Date(now + settings.expiresMs),
    });
    return { algorithm, challenge: hash, maxnumber, salt, signature };
  }

  /**
   * Accepts the solution once: null when it is valid, unexpired and unused (or used before by
   * this same idempotency key), else why not. The check of the signature and the hash comes
   * first, so a forged solution never writes to the store.
   */
  async function redeem(altcha: unknown, idempotencyKey: string, now: number): Promise<ProofOfWorkRefusal | null> {
    if (altcha === undefined || altcha === null || altcha === '') return 'missing';
    const payload = decode(altcha);
    if (!payload || payload.algorithm !== 'SHA-256') return 'invalid';
    // The clock is the relay's (tests move it), so the expiry is checked here, not by altcha-lib.
    if (!(await verifySolution(payload, settings.hmacKey, false))) return 'invalid';
    const expiresAt = Number(extractParams(payload).expires) * 1000;
    if (!Number.isFinite(expiresAt)) return 'invalid';
    if (expiresAt < now) return 'expired';
    const key = `pow/${day(expiresAt)}/${payload.challenge}`;
    if (await store.create(key, { idempotencyKey, at: now })) return null;
    const used = await store.get<{ idempotencyKey: string }>(key);
    return used?.value.idempotencyKey === idempotencyKey ? null : 'used';
  }

  /** Deletes the records of solutions that expired more than a day ago (their challenge is refused as expired anyway). */
  async function purge(now: number): Promise<number> {
    let purged = 0;
    const cutoff = day(now - DAY_MS);
    for (const key of await store.list('pow/')) {
      if ((key.split('/')[1] ?? '') >= cutoff) continue;
      await store.delete(key);
      purged += 1;
    }
    return purged;
  }

  return { challenge, redeem, purge };
}
