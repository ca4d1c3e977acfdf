// The ways a host compresses the exported text files, shared by the local server
// (scripts/servers/serve.mjs), the benchmark (scripts/bench/pages.mjs) and the HTML budget check
// (scripts/checks/html-budget.mjs), so all three measure the same bytes:
//   br11  files compressed ahead at the highest settings (Brotli 11, gzip 9 for browsers
//         without Brotli), as scripts/servers/serve.mjs always did and hosts that precompress do;
//   br4   a CDN compressing a file it has not cached yet, on the fly with a fast setting
//         (Brotli 4, gzip 6 for browsers without Brotli);
//   gzip  a host without Brotli (gzip 6).
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** For each way of serving, the encodings it offers (preferred first) and their level. */
const COMPRESSIONS = {
  br11: { br: 11, gzip: 9 },
  br4: { br: 4, gzip: 6 },
  gzip: { gzip: 6 },
};
export const DEFAULT_COMPRESSION = 'br11';

const brotliOptions = (level, body) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});
const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** The settings of a way of serving by name; throws on a name it does not know. */
export function compressionSettings(name) {
  const settings = Object.hasOwn(COMPRESSIONS, name) ? COMPRESSIONS[name] : undefined;
  if (!settings) throw new Error(`unknown compression '${name}' (use ${Object.keys(COMPRESSIONS).join(', ')})`);
  return settings;
}

/** `body` compressed with `encoding` ('br' or 'gzip') at `level`. */
export function compressSync(body, encoding, level) {
  return encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(level, body)) : zlib.gzipSync(body, { level });
}

/** The same, off the event loop. */
export function compressAsync(body, encoding, level) {
  return encoding === 'br' ? brotliAsync(body, brotliOptions(level, body)) : gzipAsync(body, { level });
}

/** What a browser that takes Brotli and gzip receives for `body` from a host serving the `name` way: [encoding, bytes]. */
export function servedSize(body, name) {
  const [encoding, level] = Object.entries(compressionSettings(name))[0];
  return [encoding, compressSync(body, encoding, level).length];
}
