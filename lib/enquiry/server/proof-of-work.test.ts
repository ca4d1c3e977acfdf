// The relay's proof of work on its own: real altcha-lib challenges, solved as the form's worker
// solves them, over the in-memory store (store.test.ts holds every store to the same contract).
import { solveChallenge } from 'altcha-lib';
import { createProofOfWork } from './proof-of-work';
import { memoryStore } from './stores/memory.test-helper';

const settings = { hmacKey: 'unit-test-key-0123456789abcdef0123456789', maxNumber: 2_000, expiresMs: 10 * 60_000 };
const NOW = Date.UTC(2026, 10, 28, 12);
const KEY = 'idempotency-key-0001';

async function solved(pow: ReturnType<typeof createProofOfWork>, now = NOW, edit: (payload: Record<string, unknown>) => void = () => {}) {
  const challenge = await pow.challenge(now);
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  const payload: Record<string, unknown> = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution!.number, salt: challenge.salt, signature: challenge.signature };
  edit(payload);
  return btoa(JSON.stringify(payload));
}

test('a challenge is ALTCHA v1 SHA-256 JSON that expires after the set time', async () => {
  const challenge = await createProofOfWork(memoryStore(), settings).challenge(NOW);
  expect(Object.keys(challenge).sort()).toEqual(['algorithm', 'challenge', 'maxnumber', 'salt', 'signature']);
  expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: settings.maxNumber });
  expect(new URLSearchParams(challenge.salt.split('?')[1]).get('expires')).toBe(String((NOW + settings.expiresMs) / 1000));
});

test('a solution is accepted once; only a repeat with the same idempotency key passes again', async () => {
  const store = memoryStore();
  const pow = createProofOfWork(store, settings);
  const altcha = await solved(pow);
  expect(await pow.redeem(altcha, KEY, NOW + 1_000)).toBeNull();
  expect(await pow.redeem(altcha, KEY, NOW + 2_000)).toBeNull();
  expect(await pow.redeem(altcha, 'another-key-000000001', NOW + 3_000)).toBe('used');
  // A second instance over the same store refuses it too.
  expect(await createProofOfWork(store, settings).redeem(altcha, 'another-key-000000002', NOW + 3_000)).toBe('used');
});

test('missing, forged, wrong-number, foreign-key and expired solutions are refused', async () => {
  const store = memoryStore();
  const pow = createProofOfWork(store, settings);
  expect(await pow.redeem(undefined, KEY, NOW)).toBe('missing');
  expect(await pow.redeem('', KEY, NOW)).toBe('missing');
  expect(await pow.redeem('not base64 json', KEY, NOW)).toBe('invalid');
  expect(await pow.redeem(await solved(pow, NOW, (p) => (p.signature = '0'.repeat(64))), KEY, NOW)).toBe('invalid');
  expect(await pow.redeem(await solved(pow, NOW, (p) => (p.number = Number(p.number) + 1)), KEY, NOW)).toBe('invalid');
  expect(await pow.redeem(await solved(pow, NOW, (p) => (p.algorithm = 'SHA-1')), KEY, NOW)).toBe('invalid');
  const foreign = createProofOfWork(store, { ...settings, hmacKey: 'someone-elses-key-0123456789abcdef0123' });
  expect(await pow.redeem(await solved(foreign), KEY, NOW)).toBe('invalid');
  expect(await pow.redeem(await solved(pow), KEY, NOW + settings.expiresMs + 1)).toBe('expired');
  // Nothing refused was recorded: a forgery cannot fill the store.
  expect(await store.list('pow/')).toEqual([]);
});

test('the sweep deletes the records of solutions expired over a day ago, and keeps the rest', async () => {
  const store = memoryStore();
  const pow = createProofOfWork(store, settings);
  await pow.redeem(await solved(pow), KEY, NOW);
  expect(await pow.purge(NOW + 60 * 60_000)).toBe(0);
  expect(await store.list('pow/')).toHaveLength(1);
  expect(await pow.purge(NOW + 2 * 24 * 60 * 60_000)).toBe(1);
  expect(await store.list('pow/')).toEqual([]);
});
