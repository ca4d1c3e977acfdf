// The store as files in one folder, for `npm start` and any Node host with a disk: it survives a
// restart, and every process on the machine that opens the same folder shares it. One file per
// key (`enquiry/abc` -> `<folder>/enquiry/abc.json`), always written whole to a temporary file
// first, so a reader never sees half a write:
//   create  links the temporary file into place, which fails if the file exists (atomic);
//   replace takes a per-key lock file (created exclusively; a lock left by a killed process is
//           broken after STALE_LOCK_MS), compares the version and renames the new file into place.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { EnquiryStore, Versioned } from './store';

const STALE_LOCK_MS = 10_000;
const LOCK_WAIT_MS = 10_000;

interface FileEntry {
  version: string;
  value: unknown;
}

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function fileStore(folder: string): EnquiryStore {
  const root = path.resolve(folder);
  const temporary = path.join(root, '.tmp');

  /** Each segment of the key as a safe file name ('.' and '..' escaped too). */
  const fileOf = (key: string) =>
    path.join(root, ...key.split('/').map((segment) => encodeURIComponent(segment).replace(/^\.+$/, (dots) => '%2E'.repeat(dots.length)))) + '.json';

  async function writeTemporary(value: unknown): Promise<{ file: string; version: string }> {
    const version = randomUUID();
    const file = path.join(temporary, `${version}.json`);
    await fs.mkdir(temporary, { recursive: true });
    await fs.writeFile(file, JSON.stringify({ version, value } satisfies FileEntry));
    return { file, version };
  }

  async function read(file: string): Promise<FileEntry | null> {
    try {
      return JSON.parse(await fs.readFile(file, 'utf8')) as FileEntry;
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null;
      throw error;
    }
  }

  async function withLock<T>(file: string, work: () => Promise<T>): Promise<T> {
    const lock = `${file}.lock`;
    const started = Date.now();
    for (;;) {
      try {
        await (await fs.open(lock, 'wx')).close();
        break;
      } catch (error) {
        if (!isCode(error, 'EEXIST')) throw error;
        const stat = await fs.stat(lock).catch(() => null);
        if (stat && Date.now() - stat.mtimeMs > STALE_LOCK_MS) await fs.rm(lock, { force: true });
        else if (Date.now() - started > LOCK_WAIT_MS) throw new Error(`file store: ${lock} is held too long`);
        else await sleep(5 + Math.random() * 20);
      }
    }
    try {
      return await work();
    } finally {
      await fs.rm(lock, { force: true });
    }
  }

  async function walk(dir: string, prefix: string, keys: string[]) {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      if (isCode(error, 'ENOENT')) return [];
      throw error;
    });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}${decodeURIComponent(entry.name)}/`, keys);
      else if (entry.name.endsWith('.json')) keys.push(prefix + decodeURIComponent(entry.name.slice(0, -'.json'.length)));
    }
  }

  return {
    async get<T>(key: string): Promise<Versioned<T> | null> {
      const entry = await read(fileOf(key));
      return entry ? { value: entry.value as T, version: entry.version } : null;
    },
    async create(key, value) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const written = await writeTemporary(value);
      try {
        await fs.link(written.file, file);
        return written.version;
      } catch (error) {
        if (isCode(error, 'EEXIST')) return null;
        throw error;
      } finally {
        await fs.rm(written.file, { force: true });
      }
    },
    async replace(key, value, version) {
      const file = fileOf(key);
      return withLock(file, async () => {
        if ((await read(file))?.version !== version) return null;
        const written = await writeTemporary(value);
        await fs.rename(written.file, file);
        return written.version;
      });
    },
    async delete(key) {
      const file = fileOf(key);
      await withLock(file, () => fs.rm(file, { force: true }));
    },
    async list(prefix) {
      // Walk only below the last whole folder the prefix names.
      const folderKey = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      const start = folderKey ? path.dirname(fileOf(`${folderKey}x`)) : root;
      const keys: string[] = [];
      await walk(start, folderKey, keys);
      return keys.filter((key) => key.startsWith(prefix));
    },
  };
}
