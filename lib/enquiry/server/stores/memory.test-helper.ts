// The store in one process's memory: for unit tests only. It holds across nothing (not a restart,
// not a second instance), so no host uses it.
import type { EnquiryStore, Versioned } from './store';

export function memoryStore(): EnquiryStore {
  const entries = new Map<string, { json: string; version: string }>();
  let writes = 0;
  const put = (key: string, value: unknown) => {
    const version = String(++writes);
    entries.set(key, { json: JSON.stringify(value), version });
    return version;
  };
  return {
    async get<T>(key: string): Promise<Versioned<T> | null> {
      const entry = entries.get(key);
      return entry ? { value: JSON.parse(entry.json) as T, version: entry.version } : null;
    },
    async create(key, value) {
      return entries.has(key) ? null : put(key, value);
    },
    async replace(key, value, version) {
      return entries.get(key)?.version === version ? put(key, value) : null;
    },
    async delete(key) {
      entries.delete(key);
    },
    async list(prefix) {
      return [...entries.keys()].filter((key) => key.startsWith(prefix));
    },
  };
}
