// Solves the relay's proof-of-work challenges in Node as the form's worker does in the browser
// (altcha-lib's solveChallenge): for the tests and the load bench that post to the relay directly.
import { solveChallenge } from 'altcha-lib';
import { CHALLENGE_PATH } from '../../lib/enquiry/settings.mjs';

/**
 * The `altcha` field for a challenge (ALTCHA's base64 payload).
 * @param {{ algorithm: string, challenge: string, maxnumber?: number, salt: string, signature: string }} challenge
 * @returns {Promise<string>}
 */
export async function solvedPayload(challenge) {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('proof of work: the challenge has no solution up to its maxnumber');
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number: solution.number, salt, signature }));
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
