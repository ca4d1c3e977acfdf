import { ADMIN_GOALS, adminGoalMisses } from './admin.mjs';

test('the admin benchmark names each goal a run misses', () => {
  const fast = { listMs: 400, openMs: 150, keyMaxMs: 15, filesWritten: 1, visibleMs: 900 };
  expect(adminGoalMisses(fast)).toEqual([]);
  expect(adminGoalMisses({ listMs: 7400, openMs: 1200, keyMaxMs: 444, filesWritten: 0, visibleMs: 6000 })).toEqual([
    `the product list took 7400 ms (goal ${ADMIN_GOALS.listMs})`,
    `opening a product took 1200 ms (goal ${ADMIN_GOALS.openMs})`,
    `a key took 444 ms to show (goal ${ADMIN_GOALS.keyMs})`,
    `saving wrote 0 product files (goal ${ADMIN_GOALS.filesWritten})`,
    `the change took 6000 ms to show in the local site (goal ${ADMIN_GOALS.visibleMs})`,
  ]);
});
