// The second path to a person (docs/enquiry-forms.md, "When an enquiry is set aside"): a POST of
// JSON to the owner's ENQUIRY_ALERT_WEBHOOK, and the store's record that makes each notice go out
// once across instances and restarts, with a failed one tried again by the next sweep.
//
// A notice's record (alert/<key>, summary/<day>) moves due|failed -> sending -> sent, each move a
// conditional write (create, or compare-and-swap on the version read), so two sweeping instances
// never both send it. The record is written 'sent' only after the webhook answered 2xx: an
// instance that dies in between leaves 'sending', and once its lease has run out the next sweep
// sends it again. That is at-least-once on purpose: a repeat (only after a crash in that instant,
// with the same enquiry id) costs a person a second look; at-most-once would lose the alert, and
// the alert exists because something was about to be lost.
import { postJson } from '../shared/post';
import type { EnquiryStore } from './stores/store';

export interface NoticeRecord {
  state: 'due' | 'sending' | 'failed' | 'sent' | 'skipped';
  tries: number;
  /** While 'sending': until when the instance that took it owns the send. */
  leaseUntil?: number;
  sentAt?: number;
}

/** How long one webhook call may take; the lease is longer, so a live send is never taken over. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const NOTICE_LEASE_MS = 3 * WEBHOOK_TIMEOUT_MS;

/** POSTs the JSON body; true on a 2xx answer within the timeout. */
export async function postToWebhook(url: string, body: unknown): Promise<boolean> {
  const answer = await postJson('relay', url, body, {}, WEBHOOK_TIMEOUT_MS);
  return answer.ok && answer.status >= 200 && answer.status <= 299;
}

export type NoticeOutcome = 'sent' | 'failed' | 'busy' | 'done';

/** Sends the notice under `key` unless it was sent (or another instance is sending it now). */
export async function sendOnce(store: EnquiryStore, key: string, now: () => number, send: () => Promise<boolean>): Promise<NoticeOutcome> {
  const entry = await store.get<NoticeRecord>(key);
  const startedAt = now();
  const record = entry?.value;
  if (record && (record.state === 'sent' || record.state === 'skipped')) return 'done';
  if (record?.state === 'sending' && (record.leaseUntil ?? 0) > startedAt) return 'busy';
  const tries = (record?.tries ?? 0) + 1;
  const sending: NoticeRecord = { state: 'sending', tries, leaseUntil: startedAt + NOTICE_LEASE_MS };
  const version = entry ? await store.replace(key, sending, entry.version) : await store.create(key, sending);
  if (!version) return 'busy';
  const sent = await send().catch(() => false);
  await store.replace<NoticeRecord>(key, sent ? { state: 'sent', tries, sentAt: now() } : { state: 'failed', tries }, version);
  return sent ? 'sent' : 'failed';
}
