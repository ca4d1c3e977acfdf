// Cuts the site's fonts down to what the site shows, at build time, from every character of the
// content's JSON and Markdown files (so an editor's new "é", "₹" or "ज्ञ" is in the font after the
// next build):
// - the body font (Inter): printable ASCII, a few typographic marks and the content's Latin
//   letters, the weights the CSS uses (400-700 of the variable font) and the features browsers use
//   by default. The full Latin file is 48 KB; the subset is about 18 KB, which every page loads.
// - the Devanagari face (Noto Sans Devanagari), for pages in Marathi or Hindi: the content's
//   Devanagari letters with every feature the font has (its conjuncts, reordered vowel signs and
//   the Marathi forms live in them: hb-subset keeps every glyph they reach), 400-700. English
//   pages never load it (components/layout/SiteDocument.tsx).
// components/layout/SiteDocument.tsx and components/i18n/devanagari-font.ts load the results
// through next/font/local.
import fs from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { contentDir as contentFolder } from '../../lib/content/content-dir.mjs';

const root = process.cwd();
const contentDir = contentFolder(root);
const fontsDir = path.join(root, 'node_modules', '@fontsource-variable');
const outDir = path.join(root, 'lib', 'generated', 'fonts');

/** Weights the stylesheets use (normal text 400, labels 600, headings and bold 700). */
const WEIGHT_RANGE = { min: 400, max: 700 };
/**
 * The OpenType features browsers apply by default to Latin text (kerning, standard and contextual
 * ligatures and alternates, mark positioning, localised forms). The stylesheets turn on no others,
 * so Inter's optional sets (stylistic alternates, tabular and slashed figures, fractions …) and the
 * glyphs only they reach are left out: about 4 KB less, and the text looks the same.
 */
const DEFAULT_FEATURES = ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn'];
/** Always kept, whatever the content holds today: ASCII and common typographic punctuation. */
const ALWAYS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  ...'\u00a0\u00a9\u00ae\u00b0\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20b9\u20ac\u2122',
].join('');
/** Devanagari (U+0900-097F, its extensions) and the joiners that choose a conjunct's form. */
const DEVANAGARI = /[\u0900-\u097f\ua8e0-\ua8ff\u1cd0-\u1cff\u200c\u200d]/u;
/** Always in the Devanagari face: the digits (the forms accept them), the dandas and the joiners. */
const DEVANAGARI_ALWAYS = '०१२३४५६७८९।॥\u200c\u200d';

export const FONTS = [
  {
    name: 'Body font',
    source: path.join(fontsDir, 'inter', 'files', 'inter-latin-wght-normal.woff2'),
    file: path.join(outDir, 'body-subset.woff2'),
    characters: (text) => ALWAYS + [...text].filter((char) => !DEVANAGARI.test(char)).join(''),
    features: DEFAULT_FEATURES,
  },
  {
    name: 'Devanagari font',
    source: path.join(fontsDir, 'noto-sans-devanagari', 'files', 'noto-sans-devanagari-devanagari-wght-normal.woff2'),
    file: path.join(outDir, 'devanagari-subset.woff2'),
    characters: (text) => DEVANAGARI_ALWAYS + [...text].filter((char) => DEVANAGARI.test(char)).join(''),
    features: undefined,
  },
];

/** Every distinct character of `text`, sorted, whitespace as one space. */
const distinct = (text) => [...new Set(text.replace(/\s/g, ' '))].sort().join('');

/** The text of every content file. */
async function contentText() {
  let text = '';
  const files = (await fs.readdir(contentDir, { recursive: true })).filter((name) => /\.(json|md)$/.test(name) && !name.startsWith('schemas'));
  for (const name of files.sort()) text += await fs.readFile(path.join(contentDir, name), 'utf8');
  return text;
}

async function main() {
  const text = await contentText();
  await fs.mkdir(outDir, { recursive: true });
  for (const font of FONTS) {
    const characters = distinct(font.characters(text));
    const source = await fs.readFile(font.source);
    const subset = await subsetFont(source, characters, {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHT_RANGE },
      ...(font.features ? { keepFeatures: font.features } : {}),
    });
    await fs.writeFile(font.file, subset);
    console.log(`${font.name}: ${characters.length} characters, ${(source.length / 1024).toFixed(1)} KiB -> ${(subset.length / 1024).toFixed(1)} KiB (${path.relative(root, font.file)})`);
  }
}

await main();
