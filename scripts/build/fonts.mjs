// Cuts the body font down to what the site shows, at build time: the glyphs of printable ASCII,
// a few typographic marks and every character of the content's JSON and Markdown files (so an editor's new "é" or "₹"
// is in the font after the next build), and the weights the CSS uses (400-700 of the variable
// font) with the features browsers use by default. The full Latin file is 48 KB; the subset is
// about 18 KB, which every page downloads first.
// components/layout/SiteDocument.tsx loads the result through next/font/local.
import fs from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { contentDir as contentFolder } from '../../lib/content/content-dir.mjs';

const root = process.cwd();
const sourceFile = path.join(root, 'node_modules', '@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2');
const contentDir = contentFolder(root);
const SUBSET_FILE = path.join(root, 'lib', 'generated', 'fonts', 'body-subset.woff2');

/** Weights the stylesheets use (normal text 400, labels 600, headings and bold 700). */
const WEIGHT_RANGE = { min: 400, max: 700 };
/**
 * The OpenType features browsers apply by default (kerning, standard and contextual ligatures and
 * alternates, mark positioning, localised forms). The stylesheets turn on no others, so Inter's
 * optional sets (stylistic alternates, tabular and slashed figures, fractions …) and the glyphs
 * only they reach are left out: about 4 KB less, and the text looks the same.
 */
const DEFAULT_FEATURES = ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn'];
/** Always kept, whatever the content holds today: ASCII and common typographic punctuation. */
const ALWAYS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  ...'\u00a0\u00a9\u00ae\u00b0\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20b9\u20ac\u2122',
].join('');

/** Every distinct character in the content files (and ALWAYS), sorted. */
async function characterSet() {
  let text = ALWAYS;
  const files = (await fs.readdir(contentDir, { recursive: true })).filter((name) => /\.(json|md)$/.test(name) && !name.startsWith('schemas'));
  for (const name of files.sort()) text += await fs.readFile(path.join(contentDir, name), 'utf8');
  return [...new Set(text.replace(/\s/g, ' '))].sort().join('');
}

async function main() {
  const characters = await characterSet();
  const font = await fs.readFile(sourceFile);
  const subset = await subsetFont(font, characters, { targetFormat: 'woff2', variationAxes: { wght: WEIGHT_RANGE }, keepFeatures: DEFAULT_FEATURES });
  await fs.mkdir(path.dirname(SUBSET_FILE), { recursive: true });
  await fs.writeFile(SUBSET_FILE, subset);
  console.log(`Body font: ${characters.length} characters, ${(font.length / 1024).toFixed(1)} KiB -> ${(subset.length / 1024).toFixed(1)} KiB (${path.relative(root, SUBSET_FILE)})`);
}

await main();
