// Set-aside alerts and the daily summary (alerts.ts, summary.ts, webhook.ts) through the outbox,
// on the in-memory store, posting over real HTTP to a webhook receiver of the test's own.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EnquiryValues } from '../shared/schema';
import { createOutbox, type Outbox } from './outbox';
import { createEnquiryRelay } from './relay';
import { relaySettingsFromEnv } from './settings';
import { memoryStore } from './stores/memory.test-helper';
import type { EnquiryStore } from './stores/store';

interface Received {
  kind: string;
  id?: string;
  text: string;
  reason?: string;
  tries?: number;
  enquiry?: EnquiryValues;
  [count: string]: unknown;
}

const values: EnquiryValues = { firstName: 'Priya', email: 'priya@example.com', mobile: '9876543210', city: 'Pune', productName: 'Hydro-pneumatic System', message: 'Call after 5 pm.' };
const HOUR = 60 * 60_000;

let server: http.Server;
let webhook: string;
/** Every POST the receiver got, and how many of the next ones it answers 500. */
let received: Received[] = [];
let failNext = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      if (failNext > 0) {
        failNext -= 1;
        response.writeHead(500).end('down');
        return;
      }
      received.push(JSON.parse(text) as Received);
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  webhook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received = [];
  failNext = 0;
});

const alerts = () => received.filter((body) => body.kind === 'enquiry-set-aside');
const summaries = () => received.filter((body) => body.kind === 'enquiry-daily-summary');

/** An outbox on `store` whose provider answers as `forward` says, with the clock at clock.now. */
function outbox(store: EnquiryStore, clock: { now: number }, forward: (key: string) => boolean | 'refused', notices: { mode?: 'auto' | 'always' | 'off'; hourUtc?: number; giveUpHours?: number } = {}) {
  return createOutbox({
    store,
    now: () => clock.now,
    log: () => {},
    leaseMs: 45_000,
    retryBaseMs: 1_000,
    giveUpAfterMs: (notices.giveUpHours ?? 0.01) * HOUR,
    retentionMs: 30 * 24 * HOUR,
    forward: async (_values, key) => forward(key),
    notices: { webhook, mode: notices.mode ?? 'auto', hourUtc: notices.hourUtc ?? 0 },
  });
}

describe('set-aside alerts', () => {
  test('two outboxes sweeping one store at once send exactly one alert per set-aside enquiry, with its fields, time, reason and tries', async () => {
    const store = memoryStore();
    const clock = { now: Date.parse('2026-11-28T10:00:00Z') };
    const [a, b] = [outbox(store, clock, () => false), outbox(store, clock, () => false)];
    await a.keep('key-one-0000000000', values);
    await b.keep('key-two-0000000000', { ...values, firstName: 'Arjun' });
    await Promise.all([a.sweep(), b.sweep()]); // first tries fail
    expect(alerts()).toEqual([]);
    clock.now += 0.01 * HOUR; // 36 s: the give-up time
    await Promise.all([a.sweep(), b.sweep()]);
    await Promise.all([a.sweep(), b.sweep()]);
    expect(alerts().map((alert) => alert.enquiry?.firstName).sort()).toEqual(['Arjun', 'Priya']);
    const priya = alerts().find((alert) => alert.enquiry?.firstName === 'Priya')!;
    expect(priya).toMatchObject({ reason: 'gave-up', tries: 2, receivedAt: '2026-11-28T10:00:00.000Z', enquiry: values });
    expect(priya.text).toContain('Priya (Pune) about Hydro-pneumatic System');
    expect(priya.text).toContain('after 2 tries');
  });

  test('an enquiry the provider refuses is set aside at once, with that reason', async () => {
    const store = memoryStore();
    const clock = { now: Date.parse('2026-11-28T10:00:00Z') };
    const box = outbox(store, clock, () => 'refused');
    await box.keep('key-refused-000000', values);
    expect((await box.sweep()).setAside).toBe(1);
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]).toMatchObject({ reason: 'refused', tries: 1 });
  });

  test('a failed alert (non-2xx) is tried again by the next sweep, then never again', async () => {
    const store = memoryStore();
    const clock = { now: Date.parse('2026-11-28T10:00:00Z') };
    const box = outbox(store, clock, () => 'refused', { mode: 'off' });
    await box.keep('key-retried-000000', values);
    failNext = 1;
    expect((await box.sweep()).alerted).toBe(0);
    expect(alerts()).toEqual([]);
    expect((await box.sweep()).alerted).toBe(1);
    await box.sweep();
    expect(alerts()).toHaveLength(1);
  });

  test('without a webhook nothing is sent, and the alert goes out once one is configured', async () => {
    const store = memoryStore();
    const clock = { now: Date.parse('2026-11-28T10:00:00Z') };
    const silent = createOutbox({ store, now: () => clock.now, log: () => {}, leaseMs: 1, retryBaseMs: 1, giveUpAfterMs: 0, retentionMs: HOUR, forward: async () => false });
    await silent.keep('key-silent-0000000', values);
    await silent.sweep();
    expect(received).toEqual([]);
    await outbox(store, clock, () => false, { mode: 'off' }).sweep();
    expect(alerts()).toHaveLength(1);
  });
});

describe('the daily summary', () => {
  test('counts the last 24 hours and lists the set-aside ones, once a day across instances', async () => {
    const store = memoryStore();
    const clock = { now: Date.parse('2026-11-28T01:00:00Z') };
    const outcome: Record<string, boolean | 'refused'> = { 'key-delivered-0000': true, 'key-retrying-00000': false, 'key-aside-00000000': 'refused' };
    const [a, b] = [0, 1].map(() => outbox(store, clock, (key) => outcome[key]!, { hourUtc: 3, giveUpHours: 48 })) as [Outbox, Outbox];
    for (const key of Object.keys(outcome)) await a.keep(key, { ...values, firstName: key.split('-')[1]! });
    await a.recordSpam({ receivedAt: new Date(clock.now).toISOString(), reason: 'honeypot', body: {} });
    await a.sweep();
    expect(summaries()).toEqual([]); // before 03:00 UTC
    clock.now = Date.parse('2026-11-28T03:05:00Z');
    await Promise.all([a.sweep(), b.sweep()]);
    await b.sweep();
    expect(summaries()).toHaveLength(1);
    const summary = summaries()[0]!;
    expect(summary).toMatchObject({ received: 3, delivered: 1, spam: 1, retrying: 1, setAside: 1 });
    expect(summary.setAsideList).toEqual([expect.objectContaining({ firstName: 'aside', storeKey: 'aside/key-aside-00000000' })]);
    expect(summary.text).toContain('3 received, 1 delivered, 1 spam dropped, 1 still retrying, 1 set aside');
    clock.now += 24 * HOUR; // the next day: the one still retrying is reported again
    await a.sweep();
    expect(summaries()).toHaveLength(2);
    expect(summaries()[1]).toMatchObject({ received: 0, retrying: 1, setAside: 0 });
  });

  test('skipped on a day with nothing retrying or set aside, sent with ENQUIRY_DAILY_SUMMARY=always', async () => {
    const clock = { now: Date.parse('2026-11-28T09:00:00Z') };
    const quiet = memoryStore();
    const auto = outbox(quiet, clock, () => true);
    await auto.keep('key-fine-000000000', values);
    expect((await auto.sweep()).summary).toBe('skipped');
    expect(summaries()).toEqual([]);
    const always = outbox(memoryStore(), clock, () => true, { mode: 'always' });
    await always.keep('key-fine-000000000', values);
    expect((await always.sweep()).summary).toBe('sent');
    expect(summaries()).toEqual([expect.objectContaining({ received: 1, delivered: 1, retrying: 0, setAside: 0 })]);
  });
});

describe('the settings', () => {
  test('ENQUIRY_GIVE_UP_HOURS and ENQUIRY_RETRY_SECONDS take fractions', () => {
    const settings = relaySettingsFromEnv({ ENQUIRY_GIVE_UP_HOURS: '0.01', ENQUIRY_RETRY_SECONDS: '0.5' });
    expect(settings.giveUpAfterMs).toBe(36_000);
    expect(settings.retryBaseMs).toBe(500);
    expect(() => relaySettingsFromEnv({ ENQUIRY_GIVE_UP_HOURS: '-1' })).toThrow(/ENQUIRY_GIVE_UP_HOURS/);
    expect(() => relaySettingsFromEnv({ ENQUIRY_DAILY_SUMMARY: 'weekly' })).toThrow(/ENQUIRY_DAILY_SUMMARY/);
  });

  test('the webhook is https, or http on the loopback only; otherwise it is refused at start-up', () => {
    expect(relaySettingsFromEnv({ ENQUIRY_ALERT_WEBHOOK: 'https://hooks.example.com/T1/B2' }).alertWebhook).toBe('https://hooks.example.com/T1/B2');
    expect(relaySettingsFromEnv({ ENQUIRY_ALERT_WEBHOOK: 'http://127.0.0.1:9/x' }).alertWebhook).toBe('http://127.0.0.1:9/x');
    const refused = relaySettingsFromEnv({ ENQUIRY_ALERT_WEBHOOK: 'http://hooks.example.com/secret-path' });
    expect(refused.alertWebhook).toBeNull();
    expect(refused.alertWebhookProblem).toMatch(/not an https URL/);
    expect(refused.alertWebhookProblem).not.toContain('secret-path');
  });

  test('the relay warns once at start-up when no webhook is set, and not when one is', () => {
    const base = { ENQUIRY_API_URL: 'https://api.example.com', ENQUIRY_PRODUCT: 'x' };
    const lines: string[] = [];
    createEnquiryRelay(relaySettingsFromEnv(base), memoryStore(), { log: (line) => lines.push(line) });
    expect(lines.filter((line) => /set-aside enquiries will wait unseen/.test(line))).toHaveLength(1);
    lines.length = 0;
    createEnquiryRelay(relaySettingsFromEnv({ ...base, ENQUIRY_ALERT_WEBHOOK: webhook }), memoryStore(), { log: (line) => lines.push(line) });
    expect(lines.filter((line) => /WARNING/.test(line))).toEqual([]);
    createEnquiryRelay(relaySettingsFromEnv({ ...base, ENQUIRY_ALERT_WEBHOOK: 'ftp://x.example' }), memoryStore(), { log: (line) => lines.push(line) });
    expect(lines.filter((line) => /not an https URL|wait unseen/.test(line))).toHaveLength(2);
  });
});
