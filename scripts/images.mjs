// Makes responsive AVIF and WebP variants of every raster image under public/images/ at build
// time (static export has no image optimiser), and a manifest lib/images.ts reads to write
// <picture> srcsets with intrinsic sizes. Variants already newer than their source are kept.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = process.cwd();
const sourceDir = path.join(root, 'public', 'images');
const outputDir = path.join(root, 'public', '_img');
const manifestFile = path.join(root, 'lib', 'generated', 'images.json');

/** Widths a phone (a half-width thumbnail up to a full-width photo), a tablet and a desktop screen ask for; never larger than the source. */
export const VARIANT_WIDTHS = [360, 480, 800, 1200, 1600, 1920];
const FORMATS = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
};

async function* rasterFiles(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* rasterFiles(full);
    else if (/\.(jpe?g|png)$/i.test(entry.name)) yield full;
  }
}

async function isFresh(output, sourceTime) {
  try {
    return (await fs.stat(output)).mtimeMs >= sourceTime;
  } catch {
    return false;
  }
}

async function processImage(file) {
  const rel = path.relative(sourceDir, file).split(path.sep).join('/');
  const { width, height } = await sharp(file).metadata();
  const sourceTime = (await fs.stat(file)).mtimeMs;
  const widths = [...VARIANT_WIDTHS.filter((w) => w < width), width];
  const entry = { width, height };
  for (const [format, encode] of Object.entries(FORMATS)) {
    entry[format] = [];
    for (const w of widths) {
      const name = `${rel.replace(/\.[^.]+$/, '')}-${w}.${format}`;
      const output = path.join(outputDir, name);
      if (!(await isFresh(output, sourceTime))) {
        await fs.mkdir(path.dirname(output), { recursive: true });
        await encode(sharp(file).resize({ width: w })).toFile(output);
      }
      entry[format].push([w, `/_img/${name}`]);
    }
  }
  return [`/images/${rel}`, entry];
}

const started = Date.now();
const manifest = {};
for await (const file of rasterFiles(sourceDir)) {
  const [key, entry] = await processImage(file);
  manifest[key] = entry;
}
await fs.mkdir(path.dirname(manifestFile), { recursive: true });
await fs.writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`images: ${Object.keys(manifest).length} sources ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
