#!/usr/bin/env node
// Generates every picture under public/images/ from code: illustrated scenes (hero, gallery,
// products, Open Graph) rendered from SVG to JPEG with sharp, and SVG logos, icons and the wave.
// All artwork is original and all names are invented; nothing is copied or downloaded.
//
//   npm run artwork                                  write everything into public/images/
//   node scripts/artwork/generate.mjs gallery        only files whose path contains "gallery"
//   npm run check:artwork                            draw everything into a temporary folder and
//                                                    say which committed file differs (npm test)
//
// A full `npm run artwork` also writes scripts/artwork/drawn.json: a hash of what draws (this
// folder's code and data, sharp's libraries) and of every file written. The check trusts it when
// both still match (the code is what drew the committed files, and they are unchanged), and
// draws everything again otherwise: about a minute and a half of npm test saved on most runs.
//
// The output is deterministic (seeded random numbers, fixed encoder settings), so running it
// again gives the same files. The results are committed; the build does not run this script
// (scripts/build/images.mjs makes the responsive AVIF/WebP variants of these JPEGs).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { CLIENTS, ICONS, SOCIAL_MARKS, clientLogo, icon, logo, ogOverlay, partnerLogo, socialMark, wave } from './brand.mjs';
import { Canvas } from './lib.mjs';
import * as scenes from './scenes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const committed = path.join(root, 'public', 'images');
const { values: options, positionals } = parseArgs({ options: { check: { type: 'boolean', default: false } }, allowPositionals: true });
const only = positionals[0];
const out = options.check ? await fs.mkdtemp(path.join(os.tmpdir(), 'artwork-')) : committed;
const here = path.dirname(fileURLToPath(import.meta.url));
const manifestFile = path.join(here, 'drawn.json');

const JPEG = { quality: 82, mozjpeg: true };
/** Hero pictures above this size get a warning: they are the largest paint of the home page. */
const HERO_BUDGET = 350 * 1024;

const hero = [
  ['treatment-plant', 'treatmentPlant', { hero: true, palette: 'morning' }],
  ['pumping-station', 'pumpingStation', { hero: true, palette: 'golden' }],
  ['rainwater-reservoir', 'rainwaterReservoir', { hero: true, palette: 'noon' }],
];

const gallery = [
  ['pump-room', 'boosterRoom', { kind: 'horizontal', pumps: 3 }],
  ['sewage-treatment-plant', 'sewagePlant', { palette: 'noon' }],
  ['water-treatment-plant', 'treatmentPlant', { palette: 'noon' }],
  ['reverse-osmosis-plant', 'roPlant', {}],
  ['drip-irrigation-farm', 'dripIrrigation', { palette: 'morning' }],
  ['fire-pump-set', 'firePumpRoom', {}],
  ['solar-pumping-system', 'solarPumping', { palette: 'noon' }],
  ['hydropneumatic-booster-set', 'boosterRoom', { kind: 'vertical', pumps: 3 }],
  ['pipeline-laying', 'pipeline', { palette: 'golden' }],
  ['overhead-storage-tanks', 'storageTanks', { palette: 'noon' }],
  ['rainwater-harvesting-pond', 'rainwaterReservoir', { palette: 'morning' }],
  ['effluent-treatment-plant', 'effluentPlant', { palette: 'morning' }],
  ['water-softening-plant', 'softenerRoom', {}],
  ['swimming-pool-filtration', 'poolFiltration', { palette: 'noon' }],
  ['sprinkler-irrigation-lawn', 'sprinklerLawn', { palette: 'morning' }],
];

// Products that share a scene with a gallery picture get another palette and a mirrored view.
const products = [
  ['pressure-boosting-system', 'boosterRoom', { kind: 'vertical', pumps: 4, pumpColor: '#1f8a4c', wall: '#e8eef0', floor: '#6f8790' }],
  ['sewage-treatment-plant', 'sewagePlant', { palette: 'golden' }, { mirror: true }],
  ['water-treatment-plant', 'treatmentPlant', { palette: 'golden', variant: 1 }, { mirror: true }],
  ['reverse-osmosis-plant', 'roPlant', { accent: '#1f8a4c', wall: '#eef1ec', floor: '#7f8f86' }],
  ['rainwater-harvesting-system', 'rainwaterReservoir', { palette: 'golden' }, { mirror: true }],
  ['solar-water-pumping-system', 'solarPumping', { palette: 'morning' }, { mirror: true }],
  ['fire-fighting-pump-set', 'firePumpRoom', { wall: '#eceff1', floor: '#6f7f86' }, { mirror: true }],
  ['submersible-borewell-pumps', 'submersiblePumps', {}],
  ['water-softening-plant', 'softenerRoom', { accent: '#0a7bc2', wall: '#e9eef3', floor: '#72878f' }, { mirror: true }],
  ['effluent-treatment-plant', 'effluentPlant', { palette: 'noon' }, { mirror: true }],
  ['swimming-pool-filtration', 'poolFiltration', { palette: 'golden' }, { mirror: true }],
  ['drip-irrigation-system', 'dripIrrigation', { palette: 'noon' }, { mirror: true }],
];

const serviceIcons = [
  'building-segment',
  'residential-projects',
  'construction-curing',
  'bungalow-projects',
  'institutes',
  'hotels',
  'malls',
  'hospitals',
  'farm-houses',
  'irrigation',
];
const strengthIcons = ['reputed-name', 'qualified-professionals', 'engineering-design', 'installation-service', 'energy-efficient'];

function scene(name, options, width, height, seed) {
  const draw = scenes[name];
  if (!draw) throw new Error(`no scene "${name}"`);
  const c = new Canvas(width, height, seed);
  draw(c, options);
  return c;
}

/** Every file this run wrote (relative to public/images). */
const written = new Set();

async function writeFile(rel, data) {
  written.add(rel);
  const file = path.join(out, rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, data);
  return data.length;
}

async function jpeg(rel, svg, width, height) {
  const data = await sharp(Buffer.from(svg)).resize(width, height).jpeg(JPEG).toBuffer();
  return writeFile(rel, data);
}

/** Every output as a job: [relative path, () => Promise<bytes>]. */
function jobs() {
  const list = [];
  const svgFile = (rel, text) => list.push([rel, () => writeFile(rel, text)]);

  svgFile('brand/logo.svg', logo());
  svgFile('brand/partner-logo.svg', partnerLogo());
  svgFile('decor/wave.svg', wave());
  for (const network of Object.keys(SOCIAL_MARKS)) svgFile(`social/${network}.svg`, socialMark(network));
  for (const client of CLIENTS) svgFile(`clients/${client.slug}.svg`, clientLogo(client));
  for (const slug of [...serviceIcons, ...strengthIcons]) svgFile(`icons/${slug}.svg`, icon(slug));
  if (Object.keys(ICONS).length !== serviceIcons.length + strengthIcons.length) throw new Error('an icon is drawn but not written');

  for (const [slug, name, options] of hero) {
    list.push([`hero/${slug}.jpg`, () => jpeg(`hero/${slug}.jpg`, scene(name, options, 1920, 1080, `hero/${slug}`).toString(), 1920, 1080)]);
  }
  for (const [slug, name, options] of gallery) {
    const rel = `gallery/${slug}.jpg`;
    list.push([
      rel,
      async () => {
        // The thumbnail is the same drawing, rendered at the large size and scaled down.
        const svg = scene(name, options, 1600, 1200, `gallery/${slug}`).toString();
        const png = await sharp(Buffer.from(svg)).png().toBuffer();
        const big = await writeFile(rel, await sharp(png).jpeg(JPEG).toBuffer());
        const small = await writeFile(`gallery/thumbs/${slug}.jpg`, await sharp(png).resize(640, 480).jpeg(JPEG).toBuffer());
        return big + small;
      },
    ]);
  }
  for (const [slug, name, options, view = {}] of products) {
    const svg = () => scene(name, options, 1200, 900, `products/${slug}`).toString(view);
    list.push([`products/${slug}.jpg`, () => jpeg(`products/${slug}.jpg`, svg(), 1200, 900)]);
  }
  list.push([
    'og/default.jpg',
    () => {
      const c = scene('treatmentPlant', { hero: true, palette: 'morning' }, 1200, 630, 'og/default');
      c.add(ogOverlay(c.w, c.h));
      return jpeg('og/default.jpg', c.toString(), 1200, 630);
    },
  ]);
  return list;
}

async function main() {
  const todo = jobs().filter(([rel]) => !only || rel.includes(only));
  let total = 0;
  // A few at a time: librsvg rendering is CPU-bound and sharp runs it on the libuv pool.
  const queue = [...todo];
  const workers = Array.from({ length: 4 }, async () => {
    while (queue.length) {
      const [rel, run] = queue.shift();
      const bytes = await run();
      total += bytes;
      const warn = rel.startsWith('hero/') && bytes > HERO_BUDGET ? `  (over the ${HERO_BUDGET / 1024} KB budget)` : '';
      console.log(`${`public/images/${rel}`.padEnd(58)} ${(bytes / 1024).toFixed(1).padStart(7)} KB${warn}`);
    }
  });
  await Promise.all(workers);
  console.log(`${todo.length} jobs, ${(total / 1024 / 1024).toFixed(2)} MB written`);
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** A hash of what draws the pictures: this folder's code and data, and the libraries sharp renders with. */
function inputsHash() {
  const sources = readdirSync(here)
    .filter((name) => /\.(mjs|json)$/.test(name) && name !== 'drawn.json')
    .sort()
    .map((name) => `${name}\n${readFileSync(path.join(here, name), 'utf8')}`);
  return sha256([...sources, JSON.stringify(sharp.versions)].join('\n'));
}

/** Whether drawn.json vouches for the committed files: drawn by this very code, and unchanged since. */
function manifestHolds() {
  if (!existsSync(manifestFile)) return false;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (manifest.inputs !== inputsHash()) return false;
  return Object.entries(manifest.files).every(([rel, hash]) => existsSync(path.join(committed, rel)) && sha256(readFileSync(path.join(committed, rel))) === hash);
}

/** After a full `npm run artwork`: what drew the files and what they are. A partial run vouches for nothing (the check then draws all). */
function writeManifest() {
  if (only) return rmSync(manifestFile, { force: true });
  const files = Object.fromEntries([...written].sort().map((rel) => [rel, sha256(readFileSync(path.join(committed, rel)))]));
  const comment = 'Written by npm run artwork (scripts/artwork/generate.mjs): its check skips drawing while this code drew these very files.';
  writeFileSync(manifestFile, `${JSON.stringify({ $comment: comment, inputs: inputsHash(), files }, null, 2)}\n`);
}

/** The committed files that differ from what the generator draws now (names relative to public/images). */
async function differences() {
  const drawn = (await fs.readdir(out, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  return drawn
    .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)))
    .filter((rel) => {
      try {
        return !readFileSync(path.join(committed, rel)).equals(readFileSync(path.join(out, rel)));
      } catch {
        return true; // missing from the repository
      }
    })
    .sort();
}

async function check() {
  if (manifestHolds()) {
    console.log('Artwork: every committed picture is what scripts/artwork/ draws (drawn.json: drawn by this code, unchanged since).');
    return rmSync(out, { recursive: true, force: true });
  }
  try {
    const log = console.log;
    console.log = () => {}; // the per-file lines are noise here
    await main();
    console.log = log;
    const changed = await differences();
    if (changed.length) {
      console.error(`Artwork: ${changed.length} committed file(s) differ from what scripts/artwork/ draws: ${changed.join(', ')}.\nRun npm run artwork and commit the result (or undo the change to the generator).`);
      process.exitCode = 1;
    } else console.log('Artwork: every committed picture is what scripts/artwork/ draws.');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

(options.check ? check() : main().then(writeManifest)).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
