import { percentile, summarise } from './enquiries.mjs';

test('the summary counts answers, deliveries, losses and duplicates per accepted key', () => {
  const results = [
    { key: 'a', status: 202, ms: 10 },
    { key: 'b', status: 202, ms: 30, resent: 1 },
    { key: 'c', status: 429, ms: 5 },
    { key: 'd', status: 202, ms: 20 },
    { key: 'e', status: 503, ms: 40, detail: '{"error":"closed"}' },
  ];
  const mail = (key: string) => ({ headers: { 'idempotency-key': key } });
  expect(summarise(results, [mail('a'), mail('b'), mail('b')])).toEqual({
    sent: 5,
    accepted: 3,
    refused: 1,
    other: 1,
    resent: 1,
    otherAnswers: { '503: {"error":"closed"}': 1 },
    delivered: 2,
    lost: 1,
    duplicates: 1,
    p50Ms: 20,
    p95Ms: 40,
  });
});

test('percentiles of sorted times', () => {
  expect(percentile([], 50)).toBe(0);
  expect(percentile([1, 2, 3, 4], 50)).toBe(2);
  expect(percentile([1, 2, 3, 4], 95)).toBe(4);
});
