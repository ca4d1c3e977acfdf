// `npm run enquiries` against a real folder store, filled by the real relay (lib/enquiry/server)
// talking to the real local provider (scripts/servers/provider.mjs), and run as the owner runs it:
// a Node process of its own with the provider's settings in ENQUIRY_* variables.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createEnquiryRelay, DEFAULT_RELAY_SETTINGS, fileStore, RELAY_PATH, type EnquiryRelay, type KeptEnquiry } from '../../lib/enquiry/server';
import { tempDir } from '../shared/temp-dir.test-helper';
import { providerForTests } from '../servers/provider.test-helper';
import { csvField, formatCsv } from './enquiry-rows.mjs';

const running = providerForTests({ user: 'cli-user', password: 'cli-password' });
const SITE = 'https://www.bluegreen.example';
const HOUR_MS = 60 * 60_000;

const base = { firstName: 'Priya', email: 'priya@example.com', mobile: '9876543210', city: 'Pune', productName: 'Pressure Booster', message: 'Please call.' };
const people = {
  asideOld: { ...base, firstName: 'Asha', message: 'Set aside, "quoted", with, commas\nand a second line' },
  asideNew: { ...base, firstName: 'राधा', city: 'पुणे', message: 'नमस्ते, पंप चाहिए' },
  delivered: { ...base, firstName: 'Dev', message: '=1+1 looks like a formula' },
  retrying: { ...base, firstName: 'Ravi' },
};

function providerEnv() {
  return { ENQUIRY_API_URL: running.provider.url, ENQUIRY_PRODUCT: 'bluegreen', ENQUIRY_USER: 'cli-user', ENQUIRY_PASSWORD: 'cli-password' };
}

/** Runs the command as `npm run enquiries -- ...` does; never throws on a non-zero exit. */
async function enquiries(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)('node', ['scripts/operate/enquiries.mjs', ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let folder = '';
const keys = {} as Record<keyof typeof people, string>;
const clock = { now: Date.UTC(2026, 10, 20, 9, 0) };

/** Sends one enquiry through the relay, and waits for its first delivery. */
async function send(relay: EnquiryRelay, values: Record<string, string>, key: string, extra: Record<string, unknown> = {}) {
  const deliveries: Promise<unknown>[] = [];
  const request = new Request(`${SITE}${RELAY_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, 'Idempotency-Key': key },
    body: JSON.stringify({ ...values, website: '', elapsedMs: 9_000, ...extra }),
  });
  const answer = await relay.handle(request, { clientAddress: `198.51.100.${Object.keys(keys).length}`, waitUntil: (p) => deliveries.push(p) });
  expect(answer.status).toBe(202);
  await Promise.all(deliveries);
}

beforeAll(async () => {
  folder = tempDir('enquiries-cli-');
  const settings = (giveUpAfterMs: number) => ({
    ...DEFAULT_RELAY_SETTINGS,
    giveUpAfterMs,
    provider: { apiUrl: running.provider.url, product: 'bluegreen', user: 'cli-user', password: 'cli-password' },
  });
  const store = fileStore(folder);
  // Give up at once: the provider is down, so these two are set aside on their first try.
  const givingUp = createEnquiryRelay(settings(0), store, { now: () => clock.now, log: () => {} });
  const patient = createEnquiryRelay(settings(24 * HOUR_MS), store, { now: () => clock.now, log: () => {} });
  running.provider.setMode('down');
  for (const [name, relay] of [['asideOld', givingUp], ['asideNew', givingUp], ['retrying', patient]] as const) {
    keys[name] = `cli-test-${name}-${'x'.repeat(16)}`;
    await send(relay, people[name], keys[name]);
    clock.now += HOUR_MS;
  }
  running.provider.setMode('ok');
  keys.delivered = `cli-test-delivered-${'x'.repeat(16)}`;
  await send(patient, people.delivered, keys.delivered);
  await send(patient, { ...base, firstName: 'Robot' }, `cli-test-robot-${'x'.repeat(16)}`, { website: 'http://spam.example' });
}, 30_000);

describe('list', () => {
  test('lists every enquiry, newest first, with its state, tries and first words; spam is left out', async () => {
    const { code, stdout } = await enquiries(['list', '--dir', folder]);
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+KEY\s+RECEIVED \(UTC\)\s+STATE\s+TRIES\s+NAME\s+CONTACT\s+PRODUCT\s+MESSAGE$/);
    const names = lines.slice(1).map((line) => ['Dev', 'Ravi', 'राधा', 'Asha'].find((name) => line.includes(name)));
    expect(names).toEqual(['Dev', 'Ravi', 'राधा', 'Asha']);
    expect(lines[1]).toMatch(/delivered\s+1\s+Dev/);
    expect(lines[2]).toMatch(/retrying\s+1\s+Ravi/);
    expect(lines[4]).toMatch(/set aside\s+1\s+Asha\s+priya@example.com 9876543210\s+Pressure Booster\s+Set aside, "quoted", with, commas a…/);
    expect(stdout).not.toContain('Robot');
  });

  test.each([
    ['--set-aside', ['राधा', 'Asha']],
    ['--pending', ['Ravi']],
    ['--spam', ['Robot']],
  ])('%s lists only those', async (flag, expected) => {
    const { code, stdout } = await enquiries(['list', flag, '--dir', folder]);
    expect(code).toBe(0);
    const rows = stdout.trim().split('\n').slice(1);
    expect(rows).toHaveLength(expected.length);
    expected.forEach((name, index) => expect(rows[index]).toContain(name));
    if (flag === '--spam') expect(rows[0]).toContain('spam:honeypot');
  });

  test('an empty store says so', async () => {
    const { code, stdout } = await enquiries(['list', '--set-aside', '--dir', tempDir('enquiries-empty-')]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^No set aside enquiries in the folder /);
  });
});

describe('export --csv', () => {
  test('one RFC 4180 row per enquiry, every field, UTF-8 with a BOM, CRLF line ends', async () => {
    const { code, stdout } = await enquiries(['export', '--csv', '--dir', folder]);
    expect(code).toBe(0);
    expect(stdout.startsWith('\uFEFFid,idempotency_key,received_at,state,spam_reason,attempts,next_attempt_at,delivered_at,first_name,email,mobile,city,product,message\r\n')).toBe(true);
    expect(stdout).toContain(`,${keys.asideOld},2026-11-20T09:00:00.000Z,set aside,,1,,,Asha,priya@example.com,9876543210,Pune,Pressure Booster,"Set aside, ""quoted"", with, commas\nand a second line"\r\n`);
    expect(stdout).toContain(`,${keys.asideNew},2026-11-20T10:00:00.000Z,set aside,,1,,,राधा,priya@example.com,9876543210,पुणे,Pressure Booster,"नमस्ते, पंप चाहिए"\r\n`);
    expect(stdout).toContain(`,'=1+1 looks like a formula\r\n`);
    // Four enquiries and the header: the quoted line break is inside a field, not a row.
    expect(stdout.split('\r\n').filter(Boolean)).toHaveLength(5);
  });

  test('quotes only what must be quoted', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(formatCsv([])).toBe('\uFEFFid,idempotency_key,received_at,state,spam_reason,attempts,next_attempt_at,delivered_at,first_name,email,mobile,city,product,message\r\n');
  });
});

describe('retry', () => {
  const mails = (key: string) => running.provider.records().filter((record: { headers: Record<string, string> }) => record.headers['idempotency-key'] === key);

  test('delivers a set-aside enquiry once with its own key; a second retry is refused', async () => {
    const kept = (await fileStore(folder).get<KeptEnquiry>(`enquiry/${keys.asideOld}`))!.value;
    const first = await enquiries(['retry', kept.id.slice(0, 8), '--dir', folder], providerEnv());
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toContain(`enquiry ${kept.id} (key ${keys.asideOld}): delivered`);
    expect(mails(keys.asideOld)).toHaveLength(1);
    expect(mails(keys.asideOld)[0].body).toEqual(people.asideOld);
    expect((await fileStore(folder).get<KeptEnquiry>(`enquiry/${keys.asideOld}`))!.value).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(await fileStore(folder).get(`aside/${keys.asideOld}`)).toBeNull();

    const again = await enquiries(['retry', keys.asideOld, '--dir', folder], providerEnv());
    expect(again.code).toBe(1);
    expect(again.stdout).toContain('refused: it was already delivered');
    expect(mails(keys.asideOld)).toHaveLength(1);
    expect(running.provider.calls().filter((call: { path: string }) => call.path.endsWith('-contact-mail-send'))).toHaveLength(1);
  }, 30_000);

  test('while the provider still fails, the enquiry stays set aside', async () => {
    running.provider.setMode('mail-500');
    const { code, stdout } = await enquiries(['retry', keys.asideNew, '--dir', folder], providerEnv());
    expect(code).toBe(1);
    expect(stdout).toContain('did not confirm it: it stays set aside');
    expect((await fileStore(folder).get<KeptEnquiry>(`enquiry/${keys.asideNew}`))!.value).toMatchObject({ state: 'set-aside', attempts: 2 });
    expect(mails(keys.asideNew)).toHaveLength(0);
  }, 30_000);

  test('two retries at once (as two owners, or a retry and a sweep) deliver it once', async () => {
    // The second is refused by whichever step it reaches while the first delivers: each wording is right.
    const both = await Promise.all([1, 2].map(() => enquiries(['retry', keys.asideNew, '--dir', folder], providerEnv())));
    expect(both.map((result) => result.code).sort()).toEqual([0, 1]);
    expect(both.find((result) => result.code === 1)!.stdout).toMatch(/refused: (another instance or retry is delivering it right now|it was already delivered|it is not set aside \(the sweep is still delivering it\))/);
    expect(mails(keys.asideNew)).toHaveLength(1);
    expect(mails(keys.asideNew)[0].body).toEqual(people.asideNew);
  }, 30_000);

  test('an unknown ID, one still pending, and a retry without provider settings are refused', async () => {
    const unknown = await enquiries(['retry', 'no-such-enquiry', '--dir', folder], providerEnv());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("no enquiry with the id or key 'no-such-enquiry'");
    const pending = await enquiries(['retry', keys.retrying, '--dir', folder], providerEnv());
    expect(pending.code).toBe(1);
    expect(pending.stdout).toContain('refused: it is not set aside');
    const unconfigured = await enquiries(['retry', keys.asideNew, '--dir', folder], { ENQUIRY_API_URL: '', ENQUIRY_PRODUCT: '' });
    expect(unconfigured.code).toBe(1);
    expect(unconfigured.stdout).toContain('refused: no provider settings');
    expect(running.provider.calls()).toHaveLength(0);
  }, 30_000);
});
