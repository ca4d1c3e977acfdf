// The one store the relay keeps what must hold across instances in: enquiries by idempotency
// key, the per-address rate limit and spam records. Every host's durable store offers the same
// two conditional writes, and nothing more is needed for exactly-once:
//   create  - write only if no entry has the key (D1's unique key, Netlify Blobs' onlyIfNew,
//             a file linked into place), so two instances can never both take one key;
//   replace - write only if the entry is still the version read (compare-and-swap), so two
//             instances can never both move one enquiry on.
// Implementations: stores/d1.ts (Cloudflare), stores/netlify-blobs.ts (Netlify), stores/file.ts
// (npm start, any Node host), memory.test-helper.ts (unit tests only). One suite tests them all
// (store.test.ts).

export interface Versioned<T> {
  value: T;
  /** Opaque; changes with every write. */
  version: string;
}

export interface EnquiryStore {
  get<T>(key: string): Promise<Versioned<T> | null>;
  /** Writes only when no entry has the key: the new version, or null when one has. */
  create<T>(key: string, value: T): Promise<string | null>;
  /** Writes only when the entry is still at this version: the new version, or null when it changed or is gone. */
  replace<T>(key: string, value: T, version: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** The keys that start with the prefix, in no set order. */
  list(prefix: string): Promise<string[]>;
}
