// The store in Netlify Blobs, opened by the function with strong consistency
// (getStore({ name, consistency: 'strong' })): a read after a write sees it, and the conditional
// writes are the service's own: onlyIfNew for create, onlyIfMatch (the entry's ETag) for replace.
import type { EnquiryStore, Versioned } from './store';

/** The parts of @netlify/blobs' Store this store uses. */
interface BlobStoreLike {
  getWithMetadata(key: string, options: { type: 'json' }): Promise<{ data: unknown; etag?: string } | null>;
  setJSON(key: string, value: unknown, options?: { onlyIfNew?: boolean; onlyIfMatch?: string }): Promise<{ modified: boolean; etag?: string }>;
  delete(key: string): Promise<void>;
  list(options: { prefix: string }): Promise<{ blobs: { key: string; etag: string }[] }>;
}

/** The new version (ETag) of a conditional write, or null when the condition did not hold. */
function written(key: string, result: { modified: boolean; etag?: string }): string | null {
  if (!result.modified) return null;
  if (!result.etag) throw new Error(`Netlify Blobs wrote ${key} without returning its ETag`);
  return result.etag;
}

export function netlifyBlobsStore(blobs: BlobStoreLike): EnquiryStore {
  return {
    async get<T>(key: string): Promise<Versioned<T> | null> {
      const entry = await blobs.getWithMetadata(key, { type: 'json' });
      if (!entry) return null;
      if (entry.etag) return { value: entry.data as T, version: entry.etag };
      // Netlify's local sandbox (netlify dev) answers reads without the ETag, which its listing
      // has: read the ETag, the entry, and the ETag again, so the two belong together.
      const etagOf = async () => (await blobs.list({ prefix: key })).blobs.find((blob) => blob.key === key)?.etag;
      for (let tries = 0; tries < 5; tries += 1) {
        const before = await etagOf();
        const again = await blobs.getWithMetadata(key, { type: 'json' });
        if (!again || !before) return null;
        if ((await etagOf()) === before) return { value: again.data as T, version: before };
      }
      throw new Error(`Netlify Blobs: ${key} kept changing while it was read`);
    },
    async create(key, value) {
      return written(key, await blobs.setJSON(key, value, { onlyIfNew: true }));
    },
    async replace(key, value, version) {
      return written(key, await blobs.setJSON(key, value, { onlyIfMatch: version }));
    },
    async delete(key) {
      await blobs.delete(key);
    },
    async list(prefix) {
      return (await blobs.list({ prefix })).blobs.map((blob) => blob.key);
    },
  };
}
