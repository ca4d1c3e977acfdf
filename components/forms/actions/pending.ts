// One enquiry from its first send until it is confirmed. Its idempotency key is made when it is
// first sent and kept across retries, so the relay (and a provider that honours Idempotency-Key)
// never sends it twice, even when an answer was lost after the mail went out. Key and values are
// kept in sessionStorage while unconfirmed, so a reload during the send restores the form and
// sends the same key again. Editing the values afterwards makes a new enquiry (a new key).
import { enquiryFields, trimEnquiry, type EnquiryValues } from '@/lib/enquiry';

interface PendingEnquiry {
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
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Storage that is full or blocked must not break the form: only this page remembers then. */
function quietly<T>(attempt: () => T): T | undefined {
  try {
    return attempt();
  } catch {
    return undefined;
  }
}

/** The unconfirmed enquiry of one form (by its id), kept in `storage`. */
export function pendingEnquiries(storage: KeyValueStorage | undefined, formId: string) {
  const item = `enquiry-pending:${formId}`;
  let held: PendingEnquiry | null = null; // for browsers where storage is full or blocked
  const load = (): PendingEnquiry | null => {
    const stored = quietly(() => JSON.parse(storage?.getItem(item) ?? 'null') as PendingEnquiry | null);
    const whole = typeof stored?.key === 'string' && typeof stored.firstUsedAt === 'number' && enquiryFields.every((field) => typeof stored.values?.[field] === 'string');
    return whole ? stored : held;
  };
  return {
    load,
    /** The enquiry to send for these values: the unconfirmed one if the values are the same, else a new one. */
    begin(values: EnquiryValues, firstUsedAt: number): PendingEnquiry {
      const sent = trimEnquiry(values);
      const earlier = load();
      const same = earlier !== null && enquiryFields.every((field) => earlier.values[field] === sent[field]);
      held = same ? earlier : { key: newIdempotencyKey(), values: sent, firstUsedAt };
      quietly(() => storage?.setItem(item, JSON.stringify(held)));
      return held;
    },
    /** The enquiry is confirmed (or will never be sent): forget it. */
    settle() {
      held = null;
      quietly(() => storage?.removeItem(item));
    },
  };
}

/** sessionStorage where the browser allows it (cookies off blocks it in some browsers). */
export const sessionStore = (): KeyValueStorage | undefined => quietly(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));
