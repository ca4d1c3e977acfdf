// `npm run bench:enquiries`: the relay under load in a host's local runtime. Posts 1,000
// enquiries from 100 addresses, 50 at a time, through Cloudflare's runtime (wrangler dev) by
// default, with a local provider of its own, each with a proof-of-work challenge of the relay's
// fetched and solved first (as the form does), then runs the host's schedule until every kept
// enquiry is delivered, and reports: accepted (202), refused (429), other answers (after up to two
// resends of the same enquiry on no answer or a 5xx, as the form retries), delivered,
// lost (accepted but never delivered), duplicates (mails beyond one per enquiry) and the answer
// time (p50, p95; the post alone, not the challenge or its solving). Writes .cache/bench-results/enquiries-<host>.json.
//   node scripts/bench/enquiries.mjs [--host cloudflare|netlify] [--enquiries 1000] [--addresses 100] [--concurrency 50] [--sweep-minutes 5]
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RELAY_PATH } from '../../lib/enquiry/settings.mjs';
import { startHostRuntime } from '../servers/preview.mjs';
import { startProvider } from '../servers/provider.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { scratchDir } from '../shared/scratch.mjs';
import { fetchAndSolve } from '../shared/solve-challenge.mjs';

const BODY = { firstName: 'Load', email: 'load@example.com', mobile: '9876543210', city: 'Pune', productName: 'Other', message: '', website: '', elapsedMs: 9000 };

/** How many times an enquiry is sent again after no answer or a 5xx, as the form does (same key, same solution). */
const RESENDS = 2;

/**
 * One enquiry from a loopback address of its own with a solved challenge, sent again after no
 * answer or a 5xx with the same idempotency key and solution as the form's retry does (the relay
 * must answer such a repeat 202 and mail it once); resolves to the last answer's status, its
 * milliseconds, how many times it was sent again and, for an answer other than 202 or 429, what
 * went wrong (the challenge's failure or the answer's body).
 */
async function send(url, address, key) {
  let challengeError = '';
  const altcha = await fetchAndSolve(url).catch((error) => ((challengeError = error.message), ''));
  for (let resent = 0; ; resent += 1) {
    const result = await post(url, address, key, altcha);
    if ((result.status === 0 || result.status >= 500) && resent < RESENDS) continue;
    return { ...result, resent, ...(result.detail !== undefined ? { detail: challengeError || result.detail } : {}) };
  }
}

/** One POST; resolves to its status, milliseconds and, for an answer other than 202 or 429, the start of its body. */
async function post(url, address, key, altcha) {
  const payload = JSON.stringify({ ...BODY, altcha });
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      `${url}${RELAY_PATH}`,
      {
        method: 'POST',
        localAddress: address,
        agent: false,
        headers: { 'Content-Type': 'application/json', Origin: url, 'Idempotency-Key': key, 'CF-Connecting-IP': address },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => {
          const expected = response.statusCode === 202 || response.statusCode === 429;
          resolve({ status: response.statusCode, ms: performance.now() - started, ...(expected ? {} : { detail: body.slice(0, 120) }) });
        });
      },
    );
    request.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, detail: error.message }));
    request.end(payload);
  });
}

export function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function countBy(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** What the run shows: the answers, and each accepted key's mails at the provider. */
export function summarise(results, records) {
  const mailsByKey = new Map();
  for (const record of records) {
    const key = record.headers['idempotency-key'];
    mailsByKey.set(key, (mailsByKey.get(key) ?? 0) + 1);
  }
  const accepted = results.filter((result) => result.status === 202);
  const times = results.map((result) => result.ms).sort((x, y) => x - y);
  return {
    sent: results.length,
    accepted: accepted.length,
    refused: results.filter((result) => result.status === 429).length,
    other: results.filter((result) => result.status !== 202 && result.status !== 429).length,
    // Each other answer's kind, "status: detail", with how many times it came.
    resent: results.reduce((sum, result) => sum + (result.resent ?? 0), 0),
    otherAnswers: countBy(results.filter((result) => result.status !== 202 && result.status !== 429).map((result) => `${result.status}: ${result.detail ?? ''}`)),
    delivered: accepted.filter((result) => mailsByKey.has(result.key)).length,
    lost: accepted.filter((result) => !mailsByKey.has(result.key)).length,
    duplicates: [...mailsByKey.values()].reduce((sum, count) => sum + count - 1, 0),
    p50Ms: Math.round(percentile(times, 50)),
    p95Ms: Math.round(percentile(times, 95)),
  };
}

/** Linux's memory-map limit under which netlify dev's worker threads abort it at full load (docs/benchmarks.md). */
const NETLIFY_MAP_LIMIT = 262_144;

function warnOnLowMapLimit() {
  let limit;
  try {
    limit = Number(fs.readFileSync('/proc/sys/vm/max_map_count', 'utf8'));
  } catch {
    return; // not Linux: no such limit to read
  }
  if (limit < NETLIFY_MAP_LIMIT) {
    console.warn(`vm.max_map_count is ${limit}: netlify dev's worker threads may reach it and abort under this load. Raise it first: sudo sysctl -w vm.max_map_count=${NETLIFY_MAP_LIMIT} (docs/benchmarks.md, "Enquiries under load").`);
  }
}

async function main() {
  // Every option takes a value: --host cloudflare|netlify, the load's three numbers, the sweeping's limit.
  const defaults = { host: 'cloudflare', enquiries: '1000', addresses: '100', concurrency: '50', 'sweep-minutes': '5' };
  const options = Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, { type: 'string', default: value }]));
  const { values } = parseArgs({ options });
  const total = Number(values.enquiries);
  if (values.host === 'netlify') warnOnLowMapLimit();
  const addresses = Number(values.addresses);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-enquiries-'));
  const provider = await startProvider({ port: 0, record: path.join(dir, 'enquiries.jsonl'), log: () => {} });
  const state = values.host === 'cloudflare' ? path.join(dir, 'state') : '.netlify/blobs-serve';
  if (values.host !== 'cloudflare') fs.rmSync(state, { recursive: true, force: true });
  const runtime = await startHostRuntime(values.host, { port: 18700, env: { ENQUIRY_API_URL: provider.url, ENQUIRY_RETRY_SECONDS: '1' }, state, quiet: true });
  try {
    console.log(`Posting ${total} enquiries from ${addresses} addresses, ${values.concurrency} at a time, to ${values.host}'s local runtime…`);
    const started = performance.now();
    const results = [];
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const index = next++;
        const address = `127.0.${1 + Math.floor((index % addresses) / 250)}.${1 + ((index % addresses) % 250)}`;
        const key = `bench-${index}-${Date.now()}-load-test`;
        results.push({ key, ...(await send(runtime.url, address, key)) });
      }
    };
    await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
    const postingSeconds = (performance.now() - started) / 1000;
    // The host's schedule, until every kept enquiry has been delivered or --sweep-minutes have
    // passed (netlify dev, overloaded by the posting, needs minutes to sweep what it kept).
    const deadline = Date.now() + Number(values['sweep-minutes']) * 60_000;
    while (summarise(results, provider.records()).lost > 0 && Date.now() < deadline) {
      await runtime.sweep();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const summary = { host: values.host, ...summarise(results, provider.records()), postingSeconds: Number(postingSeconds.toFixed(1)) };
    console.log(JSON.stringify(summary, null, 2));
    fs.mkdirSync(scratchDir('bench-results'), { recursive: true });
    fs.writeFileSync(`${scratchDir('bench-results')}/enquiries-${values.host}.json`, `${JSON.stringify(summary, null, 2)}\n`);
    if (summary.lost || summary.duplicates || summary.other) process.exitCode = 1;
  } catch (error) {
    // The runtime's own last words say why (a crashed function process, a full port range).
    console.error(`${values.host}'s runtime, last output:\n${runtime.output().slice(-4000)}`);
    throw error;
  } finally {
    await runtime.stop();
    await provider.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

runAsCommand('bench/enquiries.mjs', 'bench:enquiries', main);
