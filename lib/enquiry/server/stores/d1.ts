// The store in a Cloudflare D1 database (SQLite at Cloudflare, strongly consistent: every write
// goes through the database's one primary). One table; create is an insert that does nothing on
// a taken key, replace an update that only matches the version read. The table is made on first
// use, so a new database needs no migration step. A statement that fails is tried again a few
// times: D1 can fail a write while it is busy (Cloudflare's advice is to retry), and locally two
// wrangler processes on one database file take turns at its lock.
import type { EnquiryStore, Versioned } from './store';

/** The parts of Cloudflare's D1Database binding this store uses. */
export interface D1Like {
  prepare(query: string): D1StatementLike;
  exec(query: string): Promise<unknown>;
}
interface D1StatementLike {
  bind(...values: unknown[]): D1StatementLike;
  first<T>(): Promise<T | null>;
  all<T>(): Promise<{ results: T[] }>;
  run(): Promise<{ meta: { changes: number } }>;
}

const TABLE = 'enquiry_store';
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS ${TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL, version TEXT NOT NULL)`;

const TRIES = 6;

/** Runs a statement, trying again with a growing, jittered wait when it fails. */
async function retrying<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await statement();
    } catch (error) {
      if (attempt >= TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt * (1 + Math.random())));
    }
  }
}

export function d1Store(db: D1Like): EnquiryStore {
  let ready: Promise<unknown> | undefined;
  const table = () => (ready ??= retrying(() => db.exec(CREATE_TABLE)).catch((error: unknown) => {
    ready = undefined;
    throw error;
  }));
  const newVersion = () => crypto.randomUUID();

  return {
    async get<T>(key: string): Promise<Versioned<T> | null> {
      await table();
      const row = await retrying(() => db.prepare(`SELECT value, version FROM ${TABLE} WHERE key = ?`).bind(key).first<{ value: string; version: string }>());
      return row ? { value: JSON.parse(row.value) as T, version: row.version } : null;
    },
    async create(key, value) {
      await table();
      const version = newVersion();
      const result = await retrying(() =>
        db.prepare(`INSERT INTO ${TABLE} (key, value, version) VALUES (?, ?, ?) ON CONFLICT (key) DO NOTHING`).bind(key, JSON.stringify(value), version).run(),
      );
      return result.meta.changes === 1 ? version : null;
    },
    async replace(key, value, version) {
      await table();
      const next = newVersion();
      const result = await retrying(() =>
        db.prepare(`UPDATE ${TABLE} SET value = ?, version = ? WHERE key = ? AND version = ?`).bind(JSON.stringify(value), next, key, version).run(),
      );
      return result.meta.changes === 1 ? next : null;
    },
    async delete(key) {
      await table();
      await retrying(() => db.prepare(`DELETE FROM ${TABLE} WHERE key = ?`).bind(key).run());
    },
    async list(prefix) {
      await table();
      // A range on the primary key: every key that starts with the prefix, without LIKE's wildcards.
      const { results } = await retrying(() =>
        db.prepare(`SELECT key FROM ${TABLE} WHERE key >= ? AND key < ?`).bind(prefix, `${prefix}\u{10FFFF}`).all<{ key: string }>(),
      );
      return results.map((row) => row.key);
    },
  };
}
