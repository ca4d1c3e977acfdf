// `npm run enquiries -- --store d1` against wrangler's local D1 (a real D1 in workerd, not a
// mock): the relay keeps an enquiry there (local-d1.test-helper.mjs) while the provider is down and
// sets it aside; the command, through `wrangler d1 execute --local`, lists it and delivers it once.
// The owner's runs differ only in --remote (wrangler's login) instead of --local.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { tempDir } from '../shared/temp-dir.test-helper';
import { providerForTests } from '../servers/provider.test-helper';

const run = promisify(execFile);
const running = providerForTests({ user: 'cli-user', password: 'cli-password' });
const values = { firstName: 'राधा', email: 'radha@example.com', mobile: '9876543210', city: 'Pune', productName: 'Pressure Booster', message: 'Call, please' };
const key = `d1-cli-test-${Date.now()}-abcdef`;

async function enquiries(args: string[]) {
  const env = { ...process.env, ENQUIRY_API_URL: running.provider.url, ENQUIRY_PRODUCT: 'bluegreen', ENQUIRY_USER: 'cli-user', ENQUIRY_PASSWORD: 'cli-password' };
  try {
    const { stdout, stderr } = await run('node', ['scripts/operate/enquiries.mjs', ...args, '--store', 'd1', '--local', '--persist-to', persistTo], { env, encoding: 'utf8' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let persistTo = '';
let id = '';

beforeAll(async () => {
  persistTo = tempDir('enquiries-d1-');
  running.provider.setMode('down');
  const { stdout } = await run('node', ['scripts/operate/local-d1.test-helper.mjs', persistTo, running.provider.url, key, JSON.stringify(values)], { encoding: 'utf8' });
  ({ id } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { id: string });
}, 120_000);

test('lists the set-aside enquiry in D1, delivers it once with its own key, and refuses a second retry', async () => {
  const listed = await enquiries(['list', '--set-aside']);
  expect(listed.code).toBe(0);
  expect(listed.stdout).toMatch(new RegExp(`^${id.slice(0, 8)}\\s+d1-cli-t\\s+\\S+ \\S+\\s+set aside\\s+1\\s+राधा\\s+radha@example.com 9876543210\\s+Pressure Booster\\s+Call, please$`, 'm'));

  const retried = await enquiries(['retry', id]);
  expect(retried.stdout).toContain(`enquiry ${id} (key ${key}): delivered`);
  expect(retried.code).toBe(0);
  const again = await enquiries(['retry', id]);
  expect(again.code).toBe(1);
  expect(again.stdout).toContain('refused: it was already delivered');

  const mails = running.provider.records().filter((record: { headers: Record<string, string> }) => record.headers['idempotency-key'] === key);
  expect(mails.map((mail: { body: unknown }) => mail.body)).toEqual([values]);
  expect((await enquiries(['list', '--set-aside'])).stdout).toMatch(/^No set aside enquiries in D1 database/);
}, 300_000);
