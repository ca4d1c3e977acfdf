// The form's side of the relay's proof of work (lib/enquiry/server/proof-of-work.ts): fetch a
// challenge from the site's own relay, solve it in the background while the visitor types, and
// hand the solution (ALTCHA's base64 payload) to the next send. Nothing to click, no cookie, no
// third party. A solution is used for one enquiry: renew() after the relay accepted it or refused
// it (forget()); a retry after a lost answer keeps it (the relay accepts the same key with the same solution).

/** The challenge JSON the relay hands out (ALTCHA v1). */
export interface PowChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export interface PowSolver {
  /** Starts fetching and solving, unless under way or done. */
  start(): void;
  /** The solution for the next send (waiting for the solving under way); null when the relay has none to ask (off) or it failed. */
  solution(): Promise<string | null>;
  /** Forgets the solution: the next start() or solution() solves a new challenge. */
  forget(): void;
}

interface PowSolverOptions {
  /** The relay's challenge URL, with the site's base path. */
  challengeUrl: string;
  /** Finds the hidden number (the worker in the page, altcha-lib directly in tests). */
  solve: (challenge: PowChallenge) => Promise<number | null>;
  fetch?: typeof fetch;
}

export function createPowSolver({ challengeUrl, solve, fetch: get = (...args) => fetch(...args) }: PowSolverOptions): PowSolver {
  let current: Promise<string | null> | null = null;
  let failed = false;

  async function work(): Promise<string | null> {
    try {
      const response = await get(challengeUrl, { cache: 'no-store', credentials: 'omit' });
      if (response.status === 404) return null; // ENQUIRY_POW=off: the relay asks for none
      if (!response.ok) throw new Error(`challenge: ${response.status}`);
      const challenge = (await response.json()) as PowChallenge;
      const number = await solve(challenge);
      if (number === null) throw new Error('challenge: no solution');
      const { algorithm, challenge: hash, salt, signature } = challenge;
      return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
    } catch {
      failed = true; // the next solution() tries again
      return null;
    }
  }

  const start = () => {
    if (current) return;
    failed = false;
    current = work();
  };

  return {
    start,
    async solution() {
      if (failed) current = null;
      start();
      return current!;
    },
    forget() {
      current = null;
    },
  };
}
