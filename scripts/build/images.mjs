// Makes responsive AVIF and WebP variants of every raster image under public/images/ at build
// time (static export has no image optimiser), and a manifest lib/images.ts reads to write
// <picture> srcsets with intrinsic sizes. Each variant's name carries a hash of its source, the
// encoder settings and any cut (pump-room-480.1a2b3c4d.avif), so hosts may cache /_img/* for a
// year: a replaced photo gets new names. Existing variants are kept; ones no longer named are removed.
// A hero photo also gets an upright cut of its middle for phones held upright (lib/hero-portrait.mjs).
// Every variant is also kept in .next/cache/images/, the folder the hosts' build caches keep
// between builds for a Next.js project (Cloudflare's Workers Builds and Pages, Netlify), so a
// host's rebuild after a one-product edit encodes only that product's picture, if it changed.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { portraitCut, PORTRAIT_WIDTHS } from '../../lib/hero-portrait.mjs';

const root = process.cwd();
const sourceDir = path.join(root, 'public', 'images');
const outputDir = path.join(root, 'public', '_img');
const manifestFile = path.join(root, 'lib', 'generated', 'images.json');
const cacheDir = path.join(root, '.next', 'cache', 'images');

/** Widths a phone (a half-width thumbnail up to a full-width photo), a tablet and a desktop screen ask for; never larger than the source. */
const VARIANT_WIDTHS = [360, 480, 800, 1200, 1600, 1920];
/** Each format's encoder settings (sharp's avif() and webp() options). */
const FORMATS = {
  // 4:2:0 chroma (sharp's AVIF default is 4:4:4): about 17 % smaller with no visible change in
  // these illustrations; effort 2 keeps a clean build of every variant near a minute, and a
  // thousand products' pictures within a host's build time.
  avif: { quality: 50, effort: 2, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 4 },
};
/**
 * The hero's upright cut is the first picture a phone shows and the home page's largest paint, so
 * its AVIF gets the slower encoder: at the same quality about 16 % smaller (the 648 px cut 11.3 to
 * 9.4 KB) and a little closer to the photo (PSNR +0.4 to +1.0 dB). That lets the picture arrive in
 * the first window of its connection on a slow phone, beside the font and the site sprite. A few
 * files, so a clean build takes seconds longer; every other variant keeps effort 2.
 */
const UPRIGHT_CUT_FORMATS = { ...FORMATS, avif: { ...FORMATS.avif, effort: 6 } };
/**
 * Sources encoded at once: the machine's cores, at most libuv's thread pool (4 unless
 * UV_THREADPOOL_SIZE says), where sharp runs. The AVIF encoder's own threads leave a core idle
 * much of the time on pictures this small: two at once on two cores took 27 s instead of 34.
 */
const PARALLEL_ENCODES = Math.min(os.availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE) || 4);

async function* rasterFiles(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* rasterFiles(full);
    else if (/\.(jpe?g|png)$/i.test(entry.name)) yield full;
  }
}

async function exists(file) {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function* allFiles(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* allFiles(full);
    else yield full;
  }
}

/**
 * The first 8 hex digits of a hash of the source's bytes, the encoder settings `formats` and the
 * region cut from it (none for the whole picture): changing any of them renames the variants.
 */
function fingerprint(bytes, formats, region = null) {
  return createHash('sha256').update(bytes).update(JSON.stringify([formats, region])).digest('hex').slice(0, 8);
}

/** Variants made this run: encoded, or copied from the build cache. */
const counts = { encoded: 0, fromCache: 0 };

/**
 * Writes (or takes from the build cache) the AVIF and WebP variants of `image` (a sharp pipeline
 * of the source) at `widths` with the encoder settings `formats`, named
 * `<base>-<width>.<hash>.<format>`; returns the manifest's lists ({ avif, webp }: [width, URL
 * path][]) and the files.
 */
async function writeVariants(image, base, hash, widths, formats = FORMATS) {
  const lists = {};
  const outputs = [];
  for (const [format, options] of Object.entries(formats)) {
    lists[format] = [];
    for (const w of widths) {
      const name = `${base}-${w}.${hash}.${format}`;
      const output = path.join(outputDir, name);
      const cached = path.join(cacheDir, name);
      if (!(await exists(output))) {
        await fs.mkdir(path.dirname(output), { recursive: true });
        if (await exists(cached)) {
          await fs.copyFile(cached, output);
          counts.fromCache += 1;
        } else {
          await image.clone().resize({ width: w })[format](options).toFile(output);
          counts.encoded += 1;
        }
      }
      if (!(await exists(cached))) {
        await fs.mkdir(path.dirname(cached), { recursive: true });
        await fs.copyFile(output, cached);
      }
      outputs.push(output);
      lists[format].push([w, `/_img/${name}`]);
    }
  }
  return { lists, outputs };
}

/** The widths of a picture `width` wide: every one of `widths` below it, and its own. */
const widthsUpTo = (widths, width) => [...widths.filter((w) => w < width), width];

async function processImage(file) {
  const rel = path.relative(sourceDir, file).split(path.sep).join('/');
  const bytes = await fs.readFile(file);
  const { width, height } = await sharp(bytes).metadata();
  const base = rel.replace(/\.[^.]+$/, '');
  const full = await writeVariants(sharp(bytes), base, fingerprint(bytes, FORMATS), widthsUpTo(VARIANT_WIDTHS, width));
  const entry = { width, height, ...full.lists };
  const outputs = [...full.outputs];
  const cut = portraitCut(rel, width, height);
  if (cut) {
    const hash = fingerprint(bytes, UPRIGHT_CUT_FORMATS, cut);
    const upright = await writeVariants(sharp(bytes).extract(cut), `${base}-portrait`, hash, widthsUpTo(PORTRAIT_WIDTHS, cut.width), UPRIGHT_CUT_FORMATS);
    entry.portrait = { width: cut.width, height: cut.height, ...upright.lists };
    outputs.push(...upright.outputs);
  }
  return { key: `/images/${rel}`, entry, outputs };
}

/** `task` of every item, PARALLEL_ENCODES at a time, in the items' order. */
async function mapInParallel(items, task) {
  const results = new Array(items.length);
  const indexes = items.keys();
  await Promise.all(Array.from({ length: PARALLEL_ENCODES }, async () => {
    for (const i of indexes) results[i] = await task(items[i]);
  }));
  return results;
}

const started = Date.now();
const manifest = {};
const current = new Set();
const sources = [];
for await (const file of rasterFiles(sourceDir)) sources.push(file);
for (const { key, entry, outputs } of await mapInParallel(sources, processImage)) {
  manifest[key] = entry;
  for (const output of outputs) current.add(output);
}
// Variants of replaced or removed sources would otherwise be exported with the site.
for await (const file of allFiles(outputDir)) if (!current.has(file)) await fs.rm(file);
await fs.mkdir(path.dirname(manifestFile), { recursive: true });
await fs.writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `images: ${Object.keys(manifest).length} sources ready in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
    `(${counts.encoded} variants encoded, ${counts.fromCache} from the build cache)`,
);
