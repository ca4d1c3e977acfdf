// One key per enquiry: kept across retries and a reload, new when the values change.
import { newIdempotencyKey, pendingEnquiries, type KeyValueStorage } from './pending';
import { initialEnquiryValues, type EnquiryValues } from '@/lib/enquiry';

/** A storage like sessionStorage, kept in a Map (one per "tab"). */
function tabStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const values: EnquiryValues = { ...initialEnquiryValues('Pumps'), firstName: 'Priya ', email: 'priya@example.com', mobile: '9876543210', city: 'Pune' };

test('a new key has the relay\'s shape and differs each time', () => {
  const a = newIdempotencyKey();
  expect(a).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  expect(newIdempotencyKey()).not.toBe(a);
});

test('the same values keep the key (a retry); changed values make a new enquiry', () => {
  const store = pendingEnquiries(tabStorage(), 'contact');
  const first = store.begin(values, 1000);
  expect(first.values.firstName).toBe('Priya');
  expect(store.begin({ ...values, firstName: 'Priya' }, 2000)).toEqual(first); // only spaces differ
  const edited = store.begin({ ...values, city: 'Mumbai' }, 3000);
  expect(edited.key).not.toBe(first.key);
  expect(edited.firstUsedAt).toBe(3000);
});

test('a reload finds the unconfirmed enquiry; once settled it is gone', () => {
  const storage = tabStorage();
  const first = pendingEnquiries(storage, 'contact').begin(values, 1000);
  const afterReload = pendingEnquiries(storage, 'contact');
  expect(afterReload.load()).toEqual(first);
  expect(pendingEnquiries(storage, 'consultation').load()).toBeNull(); // per form
  afterReload.settle();
  expect(pendingEnquiries(storage, 'contact').load()).toBeNull();
});

test('with storage blocked, retries on the page still reuse the key', () => {
  const blocked: KeyValueStorage = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };
  const store = pendingEnquiries(blocked, 'contact');
  const first = store.begin(values, 1000);
  expect(store.begin(values, 2000).key).toBe(first.key);
  store.settle();
  expect(store.load()).toBeNull();
});

test('unreadable stored data is ignored', () => {
  const storage = tabStorage();
  storage.setItem('enquiry-pending:contact', '{"key": 5}');
  expect(pendingEnquiries(storage, 'contact').load()).toBeNull();
});
