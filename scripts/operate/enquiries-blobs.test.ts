// `npm run enquiries -- --store netlify-blobs` against Netlify's local blobs server (the one
// `netlify dev` runs; not a mock): the relay keeps an enquiry there (local-blobs.test-helper.mjs)
// while the provider is down and sets it aside; the command, through @netlify/blobs with a site id
// and token as the Netlify CLI's login gives them, lists it and delivers it once. The owner's runs
// differ only in the URL: Netlify's own instead of --blobs-url.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { tempDir } from '../shared/temp-dir.test-helper';
import { providerForTests } from '../servers/provider.test-helper';

const running = providerForTests({ user: 'cli-user', password: 'cli-password' });
const values = { firstName: 'राधा', email: 'radha@example.com', mobile: '9876543210', city: 'Pune', productName: 'Pressure Booster', message: 'Call, please' };
const key = `blobs-cli-test-${Date.now()}-abcdef`;
let blobs: ChildProcess;
let url = '';
let id = '';

async function enquiries(args: string[], login: { cwd?: string; env?: Record<string, string> } = {}) {
  const env = {
    ...process.env,
    ...(login.env ?? { NETLIFY_SITE_ID: 'local-site', NETLIFY_AUTH_TOKEN: 'local-sandbox-token' }),
    ENQUIRY_API_URL: running.provider.url,
    ENQUIRY_PRODUCT: 'bluegreen',
    ENQUIRY_USER: 'cli-user',
    ENQUIRY_PASSWORD: 'cli-password',
  };
  try {
    const command = path.resolve('scripts/operate/enquiries.mjs');
    const { stdout, stderr } = await promisify(execFile)('node', [command, ...args, '--store', 'netlify-blobs', '--blobs-url', url], { env, cwd: login.cwd, encoding: 'utf8' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  running.provider.setMode('down');
  blobs = spawn('node', ['scripts/operate/local-blobs.test-helper.mjs', tempDir('enquiries-blobs-'), running.provider.url, key, JSON.stringify(values)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  blobs.stdout!.on('data', (chunk: Buffer) => (output += String(chunk)));
  while (!output.includes('\n')) await Promise.race([once(blobs.stdout!, 'data'), once(blobs, 'exit').then(() => Promise.reject(new Error('the blobs helper stopped')))]);
  ({ url, id } = JSON.parse(output.split('\n')[0]!) as { url: string; id: string });
}, 60_000);

afterAll(async () => {
  if (blobs.exitCode !== null) return;
  blobs.kill('SIGTERM');
  await once(blobs, 'exit');
});

test('lists the set-aside enquiry in Netlify Blobs, delivers it once with its own key, and refuses a second retry', async () => {
  const listed = await enquiries(['list', '--set-aside']);
  expect(listed.code).toBe(0);
  expect(listed.stdout).toMatch(new RegExp(`^${id.slice(0, 8)}\\s+blobs-cl\\s+\\S+ \\S+\\s+set aside\\s+1\\s+राधा\\s+radha@example.com 9876543210\\s+Pressure Booster\\s+Call, please$`, 'm'));

  const retried = await enquiries(['retry', id.slice(0, 8)]);
  expect(retried.stdout).toContain(`enquiry ${id} (key ${key}): delivered`);
  expect(retried.code).toBe(0);
  const again = await enquiries(['retry', id]);
  expect(again.code).toBe(1);
  expect(again.stdout).toContain('refused: it was already delivered');

  const mails = running.provider.records().filter((record: { headers: Record<string, string> }) => record.headers['idempotency-key'] === key);
  expect(mails.map((mail: { body: unknown }) => mail.body)).toEqual([values]);
  expect((await enquiries(['list', '--set-aside'])).stdout).toMatch(/^No set aside enquiries in Netlify Blobs store enquiries of site local-site/);
}, 120_000);

// Where the Netlify CLI keeps them on Linux (env-paths: $XDG_CONFIG_HOME/netlify); macOS and Windows differ only in the folder.
(process.platform === 'linux' ? test : test.skip)("takes the site from `netlify link`'s .netlify/state.json and the token from `netlify login`'s config", async () => {
  const project = tempDir('enquiries-linked-');
  const config = tempDir('enquiries-config-');
  fs.mkdirSync(path.join(project, '.netlify'));
  fs.writeFileSync(path.join(project, '.netlify', 'state.json'), JSON.stringify({ siteId: 'local-site' }));
  fs.mkdirSync(path.join(config, 'netlify'));
  fs.writeFileSync(path.join(config, 'netlify', 'config.json'), JSON.stringify({ userId: 'u1', users: { u1: { auth: { token: 'local-sandbox-token' } } } }));
  const env = { NETLIFY_SITE_ID: '', NETLIFY_AUTH_TOKEN: '', XDG_CONFIG_HOME: config };
  const listed = await enquiries(['list'], { cwd: project, env });
  expect(listed.stderr).toBe('');
  expect(listed.stdout).toContain(id.slice(0, 8));
  const unlinked = await enquiries(['list'], { cwd: config, env });
  expect(unlinked.code).toBe(1);
  expect(unlinked.stderr).toContain('no Netlify site: run `npx netlify link`');
}, 60_000);
