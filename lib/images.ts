// Intrinsic sizes and responsive variants of the images in public/, for <img>/<picture>.
// Raster variants come from scripts/build/images.mjs (run by `npm run build`); SVG sizes from the
// file, and the view of a picture that shares a sprite from scripts/build/svg-sprites.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { assetPath } from './config';

type Variants = [width: number, path: string][];

interface VariantSet {
  width: number;
  height: number;
  avif: Variants;
  webp: Variants;
}

interface ManifestEntry extends VariantSet {
  /** The upright cut of a hero photo, for phones held upright (lib/hero-portrait.mjs). */
  portrait?: VariantSet;
}

type Sources = { type: string; srcSet: string }[];

interface ImageInfo {
  src: string;
  width: number;
  height: number;
  /** Modern formats, best first; empty for SVG. */
  sources: Sources;
  /** The same for the upright cut, when the picture has one. */
  portraitSources?: Sources;
}

const manifestFile = path.join(process.cwd(), 'lib', 'generated', 'images.json');
let manifest: Record<string, ManifestEntry> | undefined;
let manifestStamp = 0;

/** The manifest, read once; `fresh`: again if the file changed since (a picture added while a preview runs). */
function readManifest(fresh = false): Record<string, ManifestEntry> {
  if (!manifest || fresh) {
    if (!fs.existsSync(manifestFile)) {
      throw new Error('lib/generated/images.json is missing: run `npm run images` (npm run build does it first).');
    }
    const stamp = fs.statSync(manifestFile).mtimeMs;
    if (!manifest || stamp !== manifestStamp) manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
    manifestStamp = stamp;
  }
  return manifest;
}

/** A raster picture's variants. `npm run cms` makes them for a picture uploaded in the admin (scripts/servers/cms.mjs). */
function manifestEntry(src: string): ManifestEntry {
  const entry = readManifest()[src] ?? readManifest(true)[src];
  if (!entry) throw new Error(`${src} has no variants: run \`npm run images\` (under \`npm run cms\` a new picture gets them within seconds: reload)`);
  return entry;
}

function svgSize(file: string): { width: number; height: number } {
  const svg = fs.readFileSync(path.join(process.cwd(), 'public', file), 'utf8');
  const viewBox = /viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(svg);
  const width = /<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1] ?? viewBox?.[1];
  const height = /<svg[^>]*\sheight="([\d.]+)"/.exec(svg)?.[1] ?? viewBox?.[2];
  if (!width || !height) throw new Error(`public${file}: the SVG needs a viewBox or width and height`);
  return { width: Math.round(Number(width)), height: Math.round(Number(height)) };
}

const spriteManifestFile = path.join(process.cwd(), 'lib', 'generated', 'svg-sprites.json');
let spriteManifest: Record<string, { src: string; width: number; height: number }> | undefined;

/** Where a picture is in its folder's sprite, if it is in one. */
function spriteView(src: string) {
  if (!spriteManifest) {
    if (!fs.existsSync(spriteManifestFile)) {
      throw new Error('lib/generated/svg-sprites.json is missing: run `node scripts/build/svg-sprites.mjs` (npm run build does it first).');
    }
    spriteManifest = JSON.parse(fs.readFileSync(spriteManifestFile, 'utf8')) as Record<string, { src: string; width: number; height: number }>;
  }
  return spriteManifest[src];
}

const toSrcSet = (variants: Variants) => variants.map(([w, p]) => `${assetPath(p)} ${w}w`).join(', ');

const sourcesOf = (set: VariantSet): Sources => [
  { type: 'image/avif', srcSet: toSrcSet(set.avif) },
  { type: 'image/webp', srcSet: toSrcSet(set.webp) },
];

/**
 * A picture's files and size. `ownFile`: an SVG shown alone on its page (a case study's one client
 * logo) comes as its own file rather than as a view of its folder's whole sprite.
 */
export function getImage(src: string, { ownFile = false } = {}): ImageInfo {
  if (src.endsWith('.svg')) {
    const view = ownFile ? undefined : spriteView(src);
    return view ? { src: assetPath(view.src), width: view.width, height: view.height, sources: [] } : { src: assetPath(src), ...svgSize(src), sources: [] };
  }
  const entry = manifestEntry(src);
  return {
    src: assetPath(src),
    width: entry.width,
    height: entry.height,
    sources: sourcesOf(entry),
    ...(entry.portrait ? { portraitSources: sourcesOf(entry.portrait) } : {}),
  };
}

/**
 * How much wider than its box a picture is drawn under `object-fit: cover`, in a box `boxRatio`
 * wide for 1 high: a 3:2 photo in a 4:3 box is drawn 1.125 times the box's width. 1 when it is not wider.
 */
export function coverScale(src: string, boxRatio: number): number {
  const { width, height } = getImage(src);
  return Math.max(1, width / height / boxRatio);
}

/** The largest WebP variant not wider than maxWidth, e.g. for the full-screen viewer or Open Graph. */
export function variantUpTo(src: string, maxWidth: number): { src: string; width: number; height: number } {
  const entry = manifestEntry(src);
  const fitting = entry.webp.filter(([w]) => w <= maxWidth);
  const [width, file] = fitting.at(-1) ?? entry.webp[0]!;
  return { src: assetPath(file), width, height: Math.round((entry.height * width) / entry.width) };
}
