// One alert per set-aside enquiry (issue 53): when the outbox sets an enquiry aside it writes
// alert/<key> ('due'); every sweep then sends the due and failed ones to ENQUIRY_ALERT_WEBHOOK,
// once across instances (webhook.ts). The alert carries the enquiry itself, so it reaches a
// person even while the provider is down for good. Without a webhook the records wait, and the
// alerts go out once one is configured.
import type { EnquiryValues } from '../shared/schema';
import type { EnquiryStore } from './stores/store';
import { postToWebhook, sendOnce, type NoticeRecord } from './webhook';

export type SetAsideReason = 'gave-up' | 'refused';

/** What an alert needs of a kept enquiry (outbox.ts's KeptEnquiry has it). */
export interface AlertedEnquiry {
  id: string;
  values: EnquiryValues;
  receivedAt: number;
  state: string;
  attempts: number;
  setAsideAt?: number;
  setAsideReason?: SetAsideReason;
}

const REASONS: Record<SetAsideReason, string> = {
  'gave-up': 'the provider did not confirm it before the give-up time',
  refused: 'the provider refused it',
};

export const alertKey = (key: string) => `alert/${key}`;

/** Marks a set-aside enquiry for its alert (a repeat changes nothing). */
export async function markForAlert(store: EnquiryStore, key: string): Promise<void> {
  await store.create<NoticeRecord>(alertKey(key), { state: 'due', tries: 0 });
}

/** The webhook's JSON: the enquiry's fields, why and when, and `text` for chat tools. */
export function alertBody(key: string, enquiry: AlertedEnquiry) {
  const reason = enquiry.setAsideReason ?? 'gave-up';
  const receivedAt = new Date(enquiry.receivedAt).toISOString();
  const { firstName, city, productName, email, mobile } = enquiry.values;
  const contact = [email, mobile].filter(Boolean).join(', ');
  return {
    text:
      `Enquiry set aside, not delivered: ${firstName} (${city}) about ${productName}, received ${receivedAt}; ` +
      `${REASONS[reason]} after ${enquiry.attempts} tries. Contact: ${contact || 'none given'}.`,
    kind: 'enquiry-set-aside',
    id: enquiry.id,
    storeKey: `aside/${key}`,
    receivedAt,
    setAsideAt: enquiry.setAsideAt ? new Date(enquiry.setAsideAt).toISOString() : null,
    reason,
    tries: enquiry.attempts,
    enquiry: enquiry.values,
  };
}

/** Sends every due or failed alert; how many went out now. */
export async function sendDueAlerts(store: EnquiryStore, webhook: string, now: () => number, log: (line: string) => void): Promise<number> {
  let sent = 0;
  for (const marker of await store.list('alert/')) {
    const key = marker.slice('alert/'.length);
    // Sent ones stay as the record that they went out: one read each, and nothing more.
    const state = (await store.get<NoticeRecord>(marker))?.value.state;
    if (state === 'sent' || state === 'skipped') continue;
    const enquiry = (await store.get<AlertedEnquiry>(`enquiry/${key}`))?.value;
    // Gone, or no longer set aside (the owner's retry delivered it): nothing to tell.
    if (enquiry?.state !== 'set-aside') continue;
    const outcome = await sendOnce(store, marker, now, () => postToWebhook(webhook, alertBody(key, enquiry)));
    if (outcome === 'sent') {
      sent += 1;
      log(`enquiry ${enquiry.id}: set-aside alert sent`);
    } else if (outcome === 'failed') log(`enquiry ${enquiry.id}: the set-aside alert failed; the next sweep tries again`);
  }
  return sent;
}
