// The per-address limit, held in the shared store so it holds across every instance: at most
// `max` requests from one address in any `windowMs` (a sliding window). Each address has one
// entry with the times of its recent requests, updated by compare-and-swap, so two instances
// counting the same address at once cannot both take the last place. The address is stored only
// as a hash.
import type { EnquiryStore } from './stores/store';

const MAX_TRIES = 20;

async function addressKey(address: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(address));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `rate/${hex.slice(0, 32)}`;
}

export function createRateLimit(store: EnquiryStore, max: number, windowMs: number) {
  /** Counts a request; 0 when allowed, else the seconds until the address may send again. */
  async function take(address: string, now: number): Promise<number> {
    const key = await addressKey(address);
    for (let tries = 0; tries < MAX_TRIES; tries += 1) {
      const entry = await store.get<{ times: number[] }>(key);
      const recent = (entry?.value.times ?? []).filter((at) => at > now - windowMs);
      if (recent.length >= max) return Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000));
      const next = { times: [...recent, now] };
      if (entry ? await store.replace(key, next, entry.version) : await store.create(key, next)) return 0;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * (tries + 1)));
    }
    throw new Error('rate limit: the store stayed too busy to count this request');
  }

  /** Deletes the entries of addresses that sent nothing within the window. */
  async function purge(now: number): Promise<number> {
    let purged = 0;
    for (const key of await store.list('rate/')) {
      const entry = await store.get<{ times: number[] }>(key);
      if (entry && entry.value.times.every((at) => at <= now - windowMs)) {
        await store.delete(key);
        purged += 1;
      }
    }
    return purged;
  }

  return { take, purge };
}
