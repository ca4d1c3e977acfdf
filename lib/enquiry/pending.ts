// One enquiry from its first send until it is confirmed. Its idempotency key is made when it is
// first sent and kept across retries, so the relay (and a provider that honours Idempotency-Key)
// never sends it twice, even when an answer was lost after the mail went out. The key and the
// values are kept in sessionStorage while unconfirmed, so a reload during the send restores the
// form and sends the same key again. Editing the values afterwards makes a new enquiry (new key).
import { enquiryFields, trimEnquiry, type EnquiryValues } from './schema';

export interface PendingEnquiry {
  key: string;
  /** The values as sent (trimmed). */
  values: EnquiryValues;
  /** When the visitor first used the form (Date.now()), so a restored form is not taken for a robot's. */
  firstUsedAt: number;
}

/** The part of the Web Storage API used here (sessionStorage; absent where storage is blocked). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A random key of the shape the relay accepts (a UUID where the browser has crypto.randomUUID). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function sameValues(a: EnquiryValues, b: EnquiryValues): boolean {
  return enquiryFields.every((field) => a[field] === b[field]);
}

function isPending(value: unknown): value is PendingEnquiry {
  const candidate = value as PendingEnquiry | null;
  return (
    typeof candidate?.key === 'string' &&
    typeof candidate.firstUsedAt === 'number' &&
    typeof candidate.values === 'object' &&
    candidate.values !== null &&
    enquiryFields.every((field) => typeof candidate.values[field] === 'string')
  );
}

/** The unconfirmed enquiry of one form (by its id), kept in `storage`. */
export function pendingEnquiries(storage: KeyValueStorage | undefined, formId: string) {
  const item = `enquiry-pending:${formId}`;
  // Also held here, for browsers where storage is full or blocked: retries on the page still match.
  let held: PendingEnquiry | null = null;
  return {
    load(): PendingEnquiry | null {
      try {
        const value: unknown = JSON.parse(storage?.getItem(item) ?? 'null');
        if (isPending(value)) return value;
      } catch {
        // Unreadable: fall back to what this page holds.
      }
      return held;
    },
    /** The enquiry to send for these values: the unconfirmed one if the values are the same, else a new one. */
    begin(values: EnquiryValues, firstUsedAt: number): PendingEnquiry {
      const sent = trimEnquiry(values);
      const earlier = this.load();
      const pending = earlier && sameValues(earlier.values, sent) ? earlier : { key: newIdempotencyKey(), values: sent, firstUsedAt };
      held = pending;
      try {
        storage?.setItem(item, JSON.stringify(pending));
      } catch {
        // Storage full or blocked: only this page remembers it.
      }
      return pending;
    },
    /** The enquiry is confirmed (or will never be sent): forget it. */
    settle() {
      held = null;
      try {
        storage?.removeItem(item);
      } catch {
        // Nothing kept, nothing to forget.
      }
    },
  };
}

/** sessionStorage where the browser allows it. */
export function sessionStore(): KeyValueStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked (e.g. cookies off in some browsers)
  }
}
