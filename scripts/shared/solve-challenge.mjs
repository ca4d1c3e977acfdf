// Solves the relay's proof-of-work challenges in Node for the tests and the load bench that post
// to the relay directly: the search altcha-lib's solveChallenge (the form's worker) makes, the
// SHA-256 of salt + number for each number until it is the challenge, but with node:crypto's
// synchronous hash: altcha-lib awaits WebCrypto for every number, about 100 µs each in Node,
// which would make the load bench's 1,000 solutions take many minutes. (The unit tests solve
// with altcha-lib itself.)
import { createHash } from 'node:crypto';
import { CHALLENGE_PATH } from '../../lib/enquiry/settings.mjs';

/** @param {{ challenge: string, maxnumber?: number, salt: string }} challenge */
function findNumber({ challenge, maxnumber = 1e6, salt }) {
  for (let number = 0; number <= maxnumber; number += 1) {
    if (createHash('sha256').update(salt + number).digest('hex') === challenge) return number;
  }
  return null;
}

/**
 * The `altcha` field for a challenge (ALTCHA's base64 payload).
 * @param {{ algorithm: string, challenge: string, maxnumber?: number, salt: string, signature: string }} challenge
 * @returns {Promise<string>}
 */
export async function solvedPayload(challenge) {
  if (challenge.algorithm !== 'SHA-256') throw new Error(`proof of work: ${challenge.algorithm} is not the relay's SHA-256`);
  const number = findNumber(challenge);
  if (number === null) throw new Error('proof of work: the challenge has no solution up to its maxnumber');
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
}

/**
 * Fetches a challenge from the site at `siteUrl` (with its base path) and solves it.
 * @param {string} siteUrl
 * @returns {Promise<string>}
 */
export async function fetchAndSolve(siteUrl) {
  const response = await fetch(`${siteUrl.replace(/\/+$/, '')}${CHALLENGE_PATH}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`proof of work: ${CHALLENGE_PATH} answered ${response.status}`);
  return solvedPayload(await response.json());
}
