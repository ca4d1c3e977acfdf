// Runs one proof-of-work challenge in a worker (proof-of-work.worker.ts, bundled by Next from the
// site's own origin: the strict CSP's worker-src 'self'), off the main thread, and ends the worker.
// Where a worker cannot start, the same solver runs on the page (loaded only then).
import type { PowChallenge } from './proof-of-work';

async function onThePage(challenge: PowChallenge): Promise<number | null> {
  const { solveChallenge } = await import('altcha-lib');
  return (await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise)?.number ?? null;
}

export function solveInWorker(challenge: PowChallenge): Promise<number | null> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), { type: 'module' });
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
