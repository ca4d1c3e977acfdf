// The host's enquiry store, opened from the owner's machine for `npm run enquiries`: the same
// EnquiryStore (lib/enquiry/server's door) the relay uses, so a retry takes an enquiry by the same
// compare-and-swap as a sweeping instance, and only one of them can deliver it.
//   local          the folder `npm start` keeps enquiries in (ENQUIRY_STORE_DIR, scripts/shared/local-env.mjs)
//   d1             Cloudflare D1 through `wrangler d1 execute --json` with the owner's wrangler login
//                  (--local: wrangler's local D1, for tests and `npm run preview:cloudflare`)
//   netlify-blobs  Netlify Blobs (store `enquiries`) with the Netlify CLI's login and linked site
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { localStoreDir } from '../shared/local-env.mjs';

export const STORES = ['local', 'd1', 'netlify-blobs'];
const D1_BINDING = 'ENQUIRIES_DB';
const BLOBS_STORE = 'enquiries';

const server = () => tsImport('../../lib/enquiry/server/index.ts', import.meta.url);

/** A SQL literal for wrangler's --command, which takes no bound parameters. */
export function sqlLiteral(value) {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** Puts the bound values in place of the statement's `?`s (d1Store's statements have none inside literals). */
export function inline(query, values) {
  let index = 0;
  return query.replace(/\?/g, () => sqlLiteral(values[index++]));
}

/** Runs one SQL statement with `wrangler d1 execute --json`: its result rows. */
function wranglerExecute({ database, local, persistTo, cwd }) {
  return (sql) =>
    new Promise((resolve, reject) => {
      const args = ['d1', 'execute', database, local ? '--local' : '--remote', '--json', '--command', sql];
      if (local && persistTo) args.push('--persist-to', persistTo);
      // The project's own wrangler (a devDependency) when installed: npx's look-up costs a second a run.
      const installed = path.join(cwd, 'node_modules', '.bin', 'wrangler');
      const [command, prefix] = fs.existsSync(installed) ? [installed, []] : ['npx', ['wrangler']];
      const child = spawn(command, [...prefix, ...args], { cwd, env: { WRANGLER_SEND_METRICS: 'false', ...process.env }, shell: process.platform === 'win32' });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (code) => {
        try {
          if (code !== 0) throw new Error(stderr.trim() || stdout.trim());
          const [first] = JSON.parse(stdout);
          if (!first?.success) throw new Error(stdout.trim());
          resolve(first.results ?? []);
        } catch (error) {
          reject(new Error(`wrangler d1 execute ${database} failed: ${error instanceof Error ? error.message : String(error)}`));
        }
      });
    });
}

/**
 * Cloudflare's D1 binding's shape (what d1Store uses) over wrangler's command line. A write's
 * count of changed rows comes from RETURNING (wrangler's local D1 reports no `changes`), so the
 * conditional writes answer exactly as the binding does.
 */
export function wranglerD1(options) {
  const execute = wranglerExecute(options);
  const statement = (query, values = []) => ({
    bind: (...bound) => statement(query, bound),
    first: async () => (await execute(inline(query, values)))[0] ?? null,
    all: async () => ({ results: await execute(inline(query, values)) }),
    run: async () => {
      const returning = /^\s*(INSERT|UPDATE|DELETE)\b/i.test(query) ? ' RETURNING 1 AS changed' : '';
      return { meta: { changes: (await execute(inline(query, values) + returning)).length } };
    },
  });
  return { prepare: (query) => statement(query), exec: (query) => execute(query), execute };
}

/** The database's name in wrangler.toml (the binding ENQUIRIES_DB), which `wrangler d1 execute` takes. */
function d1DatabaseName(cwd) {
  const toml = fs.readFileSync(path.join(cwd, 'wrangler.toml'), 'utf8');
  const block = toml.split('[[d1_databases]]')[1] ?? '';
  if (!block.includes(`"${D1_BINDING}"`)) throw new Error(`wrangler.toml has no D1 database bound as ${D1_BINDING}`);
  const name = /database_name\s*=\s*"([^"]+)"/.exec(block)?.[1];
  if (!name) throw new Error('wrangler.toml names no database_name for the enquiries');
  return name;
}

/** Where the Netlify CLI keeps its login (env-paths' config folder for 'netlify'). */
function netlifyConfigFile(env) {
  const home = os.homedir();
  const folder =
    process.platform === 'darwin'
      ? path.join(home, 'Library', 'Preferences', 'netlify')
      : process.platform === 'win32'
        ? path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'netlify', 'Config')
        : path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'netlify');
  return path.join(folder, 'config.json');
}

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {});

/** The site and token: NETLIFY_SITE_ID / NETLIFY_AUTH_TOKEN, else `netlify link`'s site and `netlify login`'s token. */
export function netlifyCredentials(cwd, env = process.env) {
  const siteID = env.NETLIFY_SITE_ID || readJson(path.join(cwd, '.netlify', 'state.json')).siteId;
  const config = readJson(netlifyConfigFile(env));
  const token = env.NETLIFY_AUTH_TOKEN || config.users?.[config.userId]?.auth?.token;
  if (!siteID) throw new Error('no Netlify site: run `npx netlify link` in the repository (or set NETLIFY_SITE_ID)');
  if (!token) throw new Error('no Netlify login: run `npx netlify login` (or set NETLIFY_AUTH_TOKEN)');
  return { siteID, token };
}

/**
 * Opens the store: { store, entries(prefix) } where entries reads every { key, value } under a
 * prefix (D1: one query, not one wrangler run per key).
 * @param {{ store: string, dir?: string, local?: boolean, persistTo?: string, blobsUrl?: string, cwd?: string }} options
 */
export async function openStore(options) {
  const cwd = options.cwd ?? process.cwd();
  const door = await server();
  const entriesOf = (store) => async (prefix) => {
    const keys = (await store.list(prefix)).sort();
    const entries = [];
    for (const key of keys) {
      const entry = await store.get(key);
      if (entry) entries.push({ key, value: entry.value });
    }
    return entries;
  };
  if (options.store === 'local') {
    const store = door.fileStore(options.dir ?? localStoreDir());
    return { store, entries: entriesOf(store), where: `the folder ${options.dir ?? localStoreDir()}` };
  }
  if (options.store === 'd1') {
    const database = d1DatabaseName(cwd);
    const db = wranglerD1({ database, local: options.local, persistTo: options.persistTo, cwd });
    const store = door.d1Store(db);
    // One query for the whole list (each wrangler run takes seconds); a new database has no table yet.
    const entries = async (prefix) => {
      const select = db.prepare('SELECT key, value FROM enquiry_store WHERE key >= ? AND key < ? ORDER BY key').bind(prefix, `${prefix}\u{10FFFF}`);
      const rows = await select.all().catch((error) => {
        if (/no such table/.test(error.message)) return { results: [] };
        throw error;
      });
      return rows.results.map((row) => ({ key: row.key, value: JSON.parse(row.value) }));
    };
    return { store, entries, where: `D1 database ${database} (${options.local ? 'local' : 'remote'})` };
  }
  if (options.store === 'netlify-blobs') {
    const { getStore } = await import('@netlify/blobs');
    const { siteID, token } = netlifyCredentials(cwd);
    const urls = options.blobsUrl ? { edgeURL: options.blobsUrl, uncachedEdgeURL: options.blobsUrl } : {};
    const store = door.netlifyBlobsStore(getStore({ name: BLOBS_STORE, siteID, token, consistency: 'strong', ...urls }));
    return { store, entries: entriesOf(store), where: `Netlify Blobs store ${BLOBS_STORE} of site ${siteID}` };
  }
  throw new Error(`--store must be one of ${STORES.join(', ')}, not '${options.store}'`);
}
