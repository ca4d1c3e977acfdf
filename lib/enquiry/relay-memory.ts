// What the relay remembers between requests, in the memory of one instance (a Node process, a
// Cloudflare isolate, a Netlify function container): how many enquiries each address sent lately,
// and which enquiries (by idempotency key) it has forwarded. Both are bounded, so a flood cannot
// grow them without limit. What this does not cover (another instance, a restart) is said in the
// README's enquiry section.

/** Sliding-window limit per address: at most `max` requests in any `windowMs`. */
export class RateLimiter {
  private readonly seen = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxAddresses = 10_000,
  ) {}

  /** Counts a request; returns 0 when allowed, else the seconds until the address may send again. */
  take(address: string, now: number): number {
    const recent = (this.seen.get(address) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.max) {
      this.seen.set(address, recent);
      return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.seen.delete(address); // re-inserted last: the Map's order is least recently seen first
    this.seen.set(address, recent);
    if (this.seen.size > this.maxAddresses) this.seen.delete(this.seen.keys().next().value!);
    return 0;
  }
}

/** How a forward ended: accepted by the provider, or the answer the browser gets. */
export type ForwardOutcome = { ok: true } | { ok: false; status: 502 | 504 };

interface Entry {
  /** The id the browser got with the first answer; repeats get the same one. */
  id: string;
  /** Settles when the provider has answered (or the forward gave up). */
  outcome: Promise<ForwardOutcome>;
  /** When the provider accepted it (entries that are only pending have none). */
  acceptedAt?: number;
}

/**
 * Enquiries by idempotency key. A key is forwarded at most once while its forward is under way
 * or after the provider accepted it; a forward that failed is forgotten, so a retry sends again
 * (with the same Idempotency-Key, which a provider that honours it uses to drop a duplicate).
 */
export class ForwardLedger {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly clock: () => number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The entry for this key, starting the forward when there is none (or it expired). */
  claim(key: string, makeId: () => string, forward: () => Promise<ForwardOutcome>): { entry: Entry; isNew: boolean } {
    this.prune(this.clock());
    const existing = this.entries.get(key);
    if (existing) return { entry: existing, isNew: false };
    const entry: Entry = { id: makeId(), outcome: Promise.resolve({ ok: true }) };
    entry.outcome = forward().then(
      (outcome) => {
        if (outcome.ok) entry.acceptedAt = this.clock();
        else if (this.entries.get(key) === entry) this.entries.delete(key);
        return outcome;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        return { ok: false, status: 502 } as const;
      },
    );
    this.entries.set(key, entry);
    return { entry, isNew: true };
  }

  private prune(now: number) {
    for (const [key, entry] of this.entries) {
      if (entry.acceptedAt !== undefined && entry.acceptedAt < now - this.lifetimeMs) this.entries.delete(key);
    }
    // Oldest first; a forward still under way is kept (its promise is in use).
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries) break;
      if (entry.acceptedAt !== undefined) this.entries.delete(key);
    }
  }
}
