// Runs one proof-of-work challenge in a worker off the main thread: altcha-lib's own worker
// script, bundled into a file of the site's own at build (scripts/build/pow-worker.mjs), so the
// strict policy's script-src 'self' allows it and no other site is asked; the worker ends with
// the solution. Where a worker cannot start, the same solver runs on the page (loaded only then).
import { assetPath } from '@/lib/config';
import { POW_WORKER_PATH } from '@/lib/enquiry';
import type { PowChallenge } from './proof-of-work';

async function onThePage(challenge: PowChallenge): Promise<number | null> {
  const { solveChallenge } = await import('altcha-lib');
  return (await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise)?.number ?? null;
}

export function solveInWorker(challenge: PowChallenge): Promise<number | null> {
  let worker: Worker;
  try {
    worker = new Worker(assetPath(POW_WORKER_PATH));
  } catch {
    return onThePage(challenge);
  }
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<{ number?: number } | null>) => {
      worker.terminate();
      resolve(typeof event.data?.number === 'number' ? event.data.number : null);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(onThePage(challenge));
    };
    const { algorithm, challenge: hash, maxnumber, salt } = challenge;
    worker.postMessage({ type: 'work', payload: { algorithm, challenge: hash, max: maxnumber, salt, start: 0 } });
  });
}
