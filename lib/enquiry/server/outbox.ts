// Accepted means kept: the relay keeps each enquiry in the store before it answers 202, then
// delivers it to the provider. A delivery that fails is tried again with backoff by the host's
// scheduled sweep (Cloudflare's Cron Trigger, Netlify's scheduled function, the local server's
// timer) with the same Idempotency-Key, until the provider confirms or `giveUpAfterMs` has passed;
// then the enquiry is set aside where the owner can see it, with one log line.
//
// At most one instance delivers an enquiry at a time: an instance first moves it to 'sending'
// with a lease (a conditional replace, so only one can), and another may take it over only when
// the lease has run out (the first instance was killed mid-forward). Delivered enquiries and spam
// records are deleted `retentionMs` after they were delivered or received. Log lines carry ids,
// never a visitor's details.
//
// Keys in the store:
//   enquiry/<key>        the enquiry and its delivery state
//   due/<key>            present while it still has to be delivered (what the sweep lists)
//   aside/<key>          set aside: the provider never confirmed it, or refused it for good
//   alert/<key>          its alert to the owner's webhook, and whether it went out (alerts.ts)
//   summary/<day>        that day's summary, and whether it went out (summary.ts)
//   done/<day>/<key>     delivered that day (UTC): deleted with the enquiry after the retention
//   spam/<day>/<id>      a submission that tripped a spam check
import type { EnquiryValues } from '../shared/schema';
import { markForAlert, sendDueAlerts, type SetAsideReason } from './alerts';
import { sendDailySummary, type SummaryOptions } from './summary';
import type { EnquiryStore } from './stores/store';

type DeliveryState = 'pending' | 'sending' | 'delivered' | 'set-aside';

export interface KeptEnquiry {
  id: string;
  values: EnquiryValues;
  receivedAt: number;
  state: DeliveryState;
  attempts: number;
  /** When the next delivery may start (after a failure, the backoff). */
  nextAttemptAt: number;
  /** While 'sending': until when the instance that took it owns the delivery. */
  leaseUntil?: number;
  deliveredAt?: number;
  setAsideAt?: number;
  setAsideReason?: SetAsideReason;
}

export interface SpamRecord {
  receivedAt: string;
  reason: 'honeypot' | 'too-fast';
  body: unknown;
}

interface OutboxOptions {
  store: EnquiryStore;
  /** Sends one enquiry to the provider with this Idempotency-Key: true once it confirmed, 'refused' when it never will. */
  forward: (values: EnquiryValues, key: string) => Promise<boolean | 'refused'>;
  /** How long an instance owns a delivery it started (longer than the provider's calls can take). */
  leaseMs: number;
  /** The first retry's wait; each next one waits twice as long, up to an hour. */
  retryBaseMs: number;
  /** After this long without the provider's confirmation, the enquiry is set aside. */
  giveUpAfterMs: number;
  /** How long delivered enquiries and spam records are kept. */
  retentionMs: number;
  now?: () => number;
  log?: (line: string) => void;
  /** The owner's webhook for set-aside alerts and the daily summary (none: they wait in the store). */
  notices?: Omit<SummaryOptions, 'webhook'> & { webhook: string | null };
}

type DeliveryResult = 'delivered' | 'retry-later' | 'set-aside' | 'busy' | 'not-due' | 'missing';

/** How the owner's retry of a set-aside enquiry ended (npm run enquiries -- retry). */
export type RetryResult = 'delivered' | 'set-aside-again' | 'retry-later' | 'already-delivered' | 'not-set-aside' | 'busy' | 'missing';

interface SweepResult {
  due: number;
  delivered: number;
  failed: number;
  setAside: number;
  purged: number;
  /** Set-aside alerts sent by this sweep, and what became of the daily summary. */
  alerted?: number;
  summary?: string;
}

const MAX_BACKOFF_MS = 60 * 60_000;
/** A due marker whose enquiry never appeared (an instance stopped between the two writes). */
const ORPHAN_AFTER_MS = 60_000;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createOutbox(options: OutboxOptions) {
  const { store } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(line));
  const recordKey = (key: string) => `enquiry/${key}`;

  const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));

  /** Keeps a new enquiry (once per key, whatever instance asks); a repeat gets the first one's id. */
  async function keep(key: string, values: EnquiryValues): Promise<{ id: string; isNew: boolean }> {
    const receivedAt = now();
    // The due marker first: an enquiry is never kept without the sweep being able to find it.
    await store.create(`due/${key}`, { at: receivedAt });
    const enquiry: KeptEnquiry = { id: crypto.randomUUID(), values, receivedAt, state: 'pending', attempts: 0, nextAttemptAt: receivedAt };
    if (await store.create(recordKey(key), enquiry)) {
      log(`enquiry ${enquiry.id}: kept`);
      return { id: enquiry.id, isNew: true };
    }
    const existing = await store.get<KeptEnquiry>(recordKey(key));
    if (!existing) throw new Error('enquiry store: an enquiry vanished right after its key was taken');
    return { id: existing.value.id, isNew: false };
  }

  async function settle(key: string, enquiry: KeptEnquiry, version: string) {
    if (!(await store.replace(recordKey(key), enquiry, version))) {
      log(`enquiry ${enquiry.id}: another instance took the delivery over meanwhile`);
    }
  }

  /** Where the owner finds it (aside/<key>) and the mark that its alert is due: each written once. */
  async function markSetAside(key: string, enquiry: KeptEnquiry) {
    await store.create(`aside/${key}`, { id: enquiry.id, receivedAt: new Date(enquiry.receivedAt).toISOString(), attempts: enquiry.attempts });
    await markForAlert(store, key);
  }

  /** Delivers one kept enquiry if it is due and no other instance is delivering it. */
  async function deliver(key: string): Promise<DeliveryResult> {
    const entry = await store.get<KeptEnquiry>(recordKey(key));
    if (!entry) return 'missing';
    const enquiry = entry.value;
    if (enquiry.state === 'delivered' || enquiry.state === 'set-aside') {
      // An instance stopped between these writes: the set-aside markers are made again (once).
      if (enquiry.state === 'set-aside') await markSetAside(key, enquiry);
      await store.delete(`due/${key}`);
      return enquiry.state;
    }
    const startedAt = now();
    if (enquiry.state === 'sending' && (enquiry.leaseUntil ?? 0) > startedAt) return 'busy';
    if (enquiry.nextAttemptAt > startedAt) return 'not-due';

    const sending: KeptEnquiry = { ...enquiry, state: 'sending', attempts: enquiry.attempts + 1, leaseUntil: startedAt + options.leaseMs };
    const version = await store.replace(recordKey(key), sending, entry.version);
    if (!version) return 'busy';

    const outcome = await options.forward(enquiry.values, key).catch(() => false);
    const confirmed = outcome === true;
    const endedAt = now();
    const { leaseUntil: _lease, ...rest } = sending; // eslint-disable-line @typescript-eslint/no-unused-vars
    if (confirmed) {
      await settle(key, { ...rest, state: 'delivered', deliveredAt: endedAt }, version);
      await store.create(`done/${day(endedAt)}/${key}`, { id: enquiry.id });
      await store.delete(`due/${key}`);
      log(`enquiry ${enquiry.id}: delivered (attempt ${sending.attempts})`);
      return 'delivered';
    }
    if (outcome === 'refused' || endedAt - enquiry.receivedAt >= options.giveUpAfterMs) {
      const setAsideReason = outcome === 'refused' ? 'refused' : 'gave-up';
      const setAside: KeptEnquiry = { ...rest, state: 'set-aside', setAsideAt: endedAt, setAsideReason };
      await settle(key, setAside, version);
      await markSetAside(key, setAside);
      await store.delete(`due/${key}`);
      const why = setAsideReason === 'refused' ? 'the provider refused it' : 'the provider never confirmed it';
      log(`enquiry ${enquiry.id}: SET ASIDE after ${sending.attempts} attempts: ${why} (store key aside/${key})`);
      return 'set-aside';
    }
    const wait = backoff(sending.attempts);
    await settle(key, { ...rest, state: 'pending', nextAttemptAt: endedAt + wait }, version);
    log(`enquiry ${enquiry.id}: the provider did not confirm (attempt ${sending.attempts}); next try in ${Math.round(wait / 1000)} s`);
    return 'retry-later';
  }

  /**
   * The owner's second try of a set-aside enquiry, once, with its own key: it is moved back to
   * 'pending' by the same compare-and-swap as every delivery (a second retry or another instance
   * finds it taken), then delivered by deliver(). When the provider again does not confirm it, it
   * is set aside again (or, when its give-up time has not yet passed, left to the sweep).
   */
  async function retry(key: string): Promise<RetryResult> {
    const entry = await store.get<KeptEnquiry>(recordKey(key));
    if (!entry) return 'missing';
    if (entry.value.state === 'delivered') return 'already-delivered';
    if (entry.value.state !== 'set-aside') return 'not-set-aside';
    if (!(await store.replace(recordKey(key), { ...entry.value, state: 'pending', nextAttemptAt: now() }, entry.version))) return 'busy';
    const outcome = await deliver(key);
    if (outcome === 'delivered') {
      await store.delete(`aside/${key}`);
      return 'delivered';
    }
    if (outcome === 'retry-later') await store.create(`due/${key}`, { at: now() });
    return outcome === 'set-aside' ? 'set-aside-again' : outcome === 'retry-later' ? 'retry-later' : 'busy';
  }

  /** Deletes what is past its retention under a dated prefix (done/<day>/..., spam/<day>/...). */
  async function purgeDated(prefix: 'done/' | 'spam/', cutoffDay: string, also: (key: string) => string[]) {
    let purged = 0;
    for (const key of await store.list(prefix)) {
      const [, keyDay = '', rest = ''] = /^[^/]+\/([^/]+)\/(.+)$/.exec(key) ?? [];
      if (keyDay >= cutoffDay) continue;
      for (const other of also(rest)) await store.delete(other);
      await store.delete(key);
      purged += 1;
    }
    return purged;
  }

  /** What the host's schedule runs: every due delivery, then the retention clean-up. */
  async function sweep(): Promise<SweepResult> {
    const result: SweepResult = { due: 0, delivered: 0, failed: 0, setAside: 0, purged: 0 };
    for (const marker of await store.list('due/')) {
      const key = marker.slice('due/'.length);
      result.due += 1;
      const outcome = await deliver(key);
      if (outcome === 'delivered') result.delivered += 1;
      else if (outcome === 'retry-later') result.failed += 1;
      else if (outcome === 'set-aside') result.setAside += 1;
      else if (outcome === 'missing') {
        const orphan = await store.get<{ at: number }>(marker);
        if (orphan && orphan.value.at < now() - ORPHAN_AFTER_MS) await store.delete(marker);
      }
    }
    const cutoff = day(now() - options.retentionMs);
    result.purged += await purgeDated('done/', cutoff, (key) => [recordKey(key)]);
    result.purged += await purgeDated('spam/', cutoff, () => []);
    const notices = options.notices;
    if (notices?.webhook) {
      result.alerted = await sendDueAlerts(store, notices.webhook, now, log);
      result.summary = await sendDailySummary(store, { ...notices, webhook: notices.webhook }, now);
    }
    return result;
  }

  async function recordSpam(record: SpamRecord): Promise<string> {
    const id = crypto.randomUUID();
    await store.create(`spam/${day(now())}/${id}`, record);
    log(`enquiry relay: spam (${record.reason}) kept as ${id}, not forwarded`);
    return id;
  }

  return { keep, deliver, retry, sweep, recordSpam };
}

export type Outbox = ReturnType<typeof createOutbox>;
