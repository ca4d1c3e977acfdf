// The daily summary (issue 53): once a day, from ENQUIRY_SUMMARY_HOUR (UTC), the next sweep of any
// instance posts the last 24 hours to ENQUIRY_ALERT_WEBHOOK: received, delivered, spam dropped,
// still retrying, set aside, and the set-aside ones listed. summary/<day> in the store makes it
// once a day across instances (webhook.ts's sendOnce: a failed one is tried again next sweep). On
// a day with nothing retrying or set aside it is skipped (recorded 'skipped'), unless
// ENQUIRY_DAILY_SUMMARY=always.
import type { AlertedEnquiry } from './alerts';
import type { EnquiryStore } from './stores/store';
import { postToWebhook, sendOnce, type NoticeOutcome, type NoticeRecord } from './webhook';

const DAY_MS = 24 * 60 * 60_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface DaySummary {
  from: string;
  to: string;
  received: number;
  delivered: number;
  spam: number;
  retrying: number;
  setAside: number;
  setAsideList: { id: string; storeKey: string; receivedAt: string; firstName: string; city: string; productName: string }[];
}

/** Counts the 24 hours before `end` from the store's records. */
export async function summarize(store: EnquiryStore, end: number): Promise<DaySummary> {
  const start = end - DAY_MS;
  const within = (at: number | undefined) => at !== undefined && at > start && at <= end;
  const summary: DaySummary = {
    from: new Date(start).toISOString(),
    to: new Date(end).toISOString(),
    ...{ received: 0, delivered: 0, spam: 0, retrying: 0, setAside: 0 },
    setAsideList: [],
  };
  for (const recordKey of await store.list('enquiry/')) {
    const enquiry = (await store.get<AlertedEnquiry & { deliveredAt?: number }>(recordKey))?.value;
    if (!enquiry) continue;
    if (within(enquiry.receivedAt)) summary.received += 1;
    if (within(enquiry.deliveredAt)) summary.delivered += 1;
    if (enquiry.state === 'pending' || enquiry.state === 'sending') summary.retrying += 1;
    if (enquiry.state === 'set-aside' && within(enquiry.setAsideAt)) {
      summary.setAside += 1;
      const { firstName, city, productName } = enquiry.values;
      const storeKey = `aside/${recordKey.slice('enquiry/'.length)}`;
      summary.setAsideList.push({ id: enquiry.id, storeKey, receivedAt: new Date(enquiry.receivedAt).toISOString(), firstName, city, productName });
    }
  }
  // Spam is kept by day (spam/<day>/<id>): the window touches two days.
  for (const day of new Set([dayOf(start), dayOf(end)])) {
    for (const key of await store.list(`spam/${day}/`)) {
      const record = (await store.get<{ receivedAt: string }>(key))?.value;
      if (record && within(Date.parse(record.receivedAt))) summary.spam += 1;
    }
  }
  return summary;
}

export function summaryText(summary: DaySummary): string {
  const counts =
    `${summary.received} received, ${summary.delivered} delivered, ${summary.spam} spam dropped, ` +
    `${summary.retrying} still retrying, ${summary.setAside} set aside`;
  const listed = summary.setAsideList.map((item) => `${item.firstName} (${item.city}) about ${item.productName}, received ${item.receivedAt}, ${item.storeKey}`);
  return [`Enquiries in the 24 hours to ${summary.to}: ${counts}.`, ...listed.map((line) => `Set aside: ${line}`)].join('\n');
}

export interface SummaryOptions {
  webhook: string;
  mode: 'auto' | 'always' | 'off';
  hourUtc: number;
}

/** Sends today's summary if its hour has come and no instance has sent (or skipped) it. */
export async function sendDailySummary(store: EnquiryStore, options: SummaryOptions, now: () => number): Promise<NoticeOutcome | 'skipped' | 'not-yet'> {
  const at = now();
  if (options.mode === 'off' || new Date(at).getUTCHours() < options.hourUtc) return 'not-yet';
  const key = `summary/${dayOf(at)}`;
  const state = (await store.get<NoticeRecord>(key))?.value.state;
  if (state === 'sent' || state === 'skipped') return 'done';
  const summary = await summarize(store, at);
  if (options.mode === 'auto' && summary.retrying === 0 && summary.setAside === 0) {
    if (!state) await store.create<NoticeRecord>(key, { state: 'skipped', tries: 0 });
    return 'skipped';
  }
  return sendOnce(store, key, now, () => postToWebhook(options.webhook, { text: summaryText(summary), kind: 'enquiry-daily-summary', ...summary }));
}
