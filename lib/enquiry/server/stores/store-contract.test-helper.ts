// What every EnquiryStore must do, as plain checks any runner can call: store.test.ts runs them
// against each implementation (the ESM-only host stores in a Node process of their own, through
// scripts/checks/store-contract.mjs).
import assert from 'node:assert/strict';
import type { EnquiryStore } from './store';

export interface StoreHandles {
  store: EnquiryStore;
  /** A second handle on the same data, as another instance (process, isolate) would open it. */
  other: EnquiryStore;
}

interface ContractCase {
  name: string;
  /** Needs the store's writes to be atomic under concurrency (see each store's notes). */
  racing?: boolean;
  run(handles: StoreHandles): Promise<void>;
}

let count = 0;
const fresh = (prefix = 'enquiry') => `${prefix}/key-${(count += 1)}-${Date.now()}`;
/** Past a millisecond clock, for stores whose versions come from modification times. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

export const STORE_CONTRACT: ContractCase[] = [
  {
    name: 'create writes only a new key; get reads it back with a version',
    async run({ store, other }) {
      const key = fresh();
      assert.equal(await store.get(key), null);
      const version = await store.create(key, { n: 1, text: 'Ünïcode ✓' });
      assert.equal(typeof version, 'string');
      assert.deepEqual(await other.get(key), { value: { n: 1, text: 'Ünïcode ✓' }, version });
      await settle();
      assert.equal(await other.create(key, { n: 2 }), null);
      assert.deepEqual((await store.get(key))?.value, { n: 1, text: 'Ünïcode ✓' });
    },
  },
  {
    name: 'replace writes only over the version read, and gives a new one',
    async run({ store, other }) {
      const key = fresh();
      const first = (await store.create(key, { n: 1 }))!;
      await settle();
      const second = await other.replace(key, { n: 2 }, first);
      assert.equal(typeof second, 'string');
      assert.notEqual(second, first);
      await settle();
      assert.equal(await store.replace(key, { n: 3 }, first), null);
      assert.deepEqual(await store.get(key), { value: { n: 2 }, version: second });
      assert.equal(await store.replace(fresh(), { n: 1 }, first), null, 'no such key');
    },
  },
  {
    name: 'delete removes a key; list finds keys by prefix only',
    async run({ store, other }) {
      const base = fresh('list');
      for (const key of [`${base}/a`, `${base}/b/c`, `${base}x/d`]) await store.create(key, {});
      assert.deepEqual((await other.list(`${base}/`)).sort(), [`${base}/a`, `${base}/b/c`]);
      assert.deepEqual((await other.list(base)).sort(), [`${base}/a`, `${base}/b/c`, `${base}x/d`]);
      await store.delete(`${base}/a`);
      await store.delete(`${base}/never-there`);
      assert.equal(await other.get(`${base}/a`), null);
      assert.deepEqual((await other.list(`${base}/`)).sort(), [`${base}/b/c`]);
    },
  },
  {
    name: 'ten instances creating one key at once: exactly one wins',
    racing: true,
    async run({ store, other }) {
      const key = fresh();
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? store : other).create(key, { by: i })));
      assert.equal(results.filter(Boolean).length, 1);
    },
  },
  {
    name: 'ten instances replacing one version at once: exactly one wins',
    racing: true,
    async run({ store, other }) {
      const key = fresh();
      const version = (await store.create(key, { n: 0 }))!;
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? store : other).replace(key, { n: i }, version)));
      assert.equal(results.filter(Boolean).length, 1);
    },
  },
];
