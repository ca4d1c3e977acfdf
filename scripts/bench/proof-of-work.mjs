// The proof of work's cost for a visitor: how long Chromium takes to solve the relay's
// challenges (altcha-lib's own solver, as the form's worker runs it; maxnumber as the relay sets
// it) on Lighthouse's mobile CPU profile (CDP Emulation.setCPUThrottlingRate 4), median and 95th
// percentile over 20 challenges, on the page's main thread (the throttle's certain reach) and in a
// module worker as the form runs it. Writes .cache/bench-results/proof-of-work.json.
//   node scripts/bench/proof-of-work.mjs [--solves 20] [--slowdown 4]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { createChallenge } from 'altcha-lib';
import { CHROMIUM_ARGS } from '../shared/chromium.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { scratchDir } from '../shared/scratch.mjs';
import { percentile } from './enquiries.mjs';

const ALTCHA_DIST = path.resolve('node_modules/altcha-lib/dist');

/** A page of its own origin on the loopback (WebCrypto needs a secure context) serving altcha-lib's files. */
async function serveSolver() {
  const server = http.createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(ALTCHA_DIST, name);
    if (name.endsWith('.js') && fs.existsSync(file)) return res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(fs.readFileSync(file));
    return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>solver</title>');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

const summary = (times) => {
  const sorted = [...times].sort((x, y) => x - y);
  return { medianMs: Math.round(percentile(sorted, 50)), p95Ms: Math.round(percentile(sorted, 95)), maxMs: Math.round(sorted.at(-1) ?? 0) };
};

async function main() {
  const { values } = parseArgs({ options: { solves: { type: 'string', default: '20' }, slowdown: { type: 'string', default: '4' } } });
  const { tsImport } = await import('tsx/esm/api');
  const { POW_MAX_NUMBER } = await tsImport('../../lib/enquiry/server/index.ts', import.meta.url);
  const challenges = await Promise.all(
    Array.from({ length: Number(values.solves) }, () => createChallenge({ hmacKey: 'bench-key-0123456789abcdef0123456789', maxnumber: POW_MAX_NUMBER })),
  );
  const served = await serveSolver();
  const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(served.url);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.slowdown) });
    const mainThread = await page.evaluate(async (list) => {
      const { solveChallenge } = await import('/index.js');
      const times = [];
      for (const c of list) {
        const started = performance.now();
        const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
        if (!solution) throw new Error('unsolved');
        times.push(performance.now() - started);
      }
      return times;
    }, challenges);
    const inWorker = await page.evaluate(async (list) => {
      const times = [];
      for (const c of list) {
        const worker = new Worker('/worker.js', { type: 'module' });
        const started = performance.now();
        await new Promise((resolve) => {
          worker.onmessage = resolve;
          worker.postMessage({ type: 'work', payload: { algorithm: c.algorithm, challenge: c.challenge, max: c.maxnumber, salt: c.salt, start: 0 } });
        });
        times.push(performance.now() - started);
        worker.terminate();
      }
      return times;
    }, challenges);
    const result = { maxnumber: POW_MAX_NUMBER, solves: challenges.length, cpuSlowdown: Number(values.slowdown), mainThread: summary(mainThread), worker: summary(inWorker) };
    console.log(JSON.stringify(result, null, 2));
    fs.mkdirSync(scratchDir('bench-results'), { recursive: true });
    fs.writeFileSync(`${scratchDir('bench-results')}/proof-of-work.json`, `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await browser.close();
    served.close();
  }
}

runAsCommand('bench/proof-of-work.mjs', 'bench:proof-of-work', main);
