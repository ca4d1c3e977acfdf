// The letters of a share picture: Inter (the site's font) for Latin and Noto Sans Devanagari for
// Marathi and Hindi, shaped by HarfBuzz (harfbuzzjs, declared in package.json), drawn as vector
// outlines, never as SVG <text>, which the renderer would fill with whatever fonts the machine has
// (a fresh CI machine may have none). Shaping is what makes Devanagari readable: conjuncts become
// one glyph, a vowel sign moves before its consonant, so a run is shaped as a whole, never
// character by character.
//
// harfbuzzjs is an ES module with top-level await: Node.js loads it, Jest cannot, so the tests run
// this module in a Node.js process of their own (share-images.test.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/**
 * A fontsource package's variable files by Unicode range (the package's own split).
 * @param {string} pkg  e.g. '@fontsource-variable/inter'
 * @param {string[]} subsets  the subsets to use, in the order they are tried
 */
function filesOf(pkg, subsets) {
  const folder = path.dirname(require.resolve(`${pkg}/LICENSE`));
  const ranges = JSON.parse(fs.readFileSync(path.join(folder, 'unicode.json'), 'utf8'));
  const family = pkg.split('/')[1];
  return subsets.map((name) => ({
    name: `${family}/${name}`,
    file: path.join(folder, 'files', `${family}-${name}-wght-normal.woff2`),
    ranges: ranges[name].split(',').map((range) =>
      range
        .replace('U+', '')
        .split('-')
        .map((hex) => parseInt(hex, 16)),
    ),
  }));
}

/** The fonts a character is looked up in, in order: Inter (Latin first), then Devanagari. */
function fontFiles() {
  const interRanges = JSON.parse(fs.readFileSync(path.join(path.dirname(require.resolve('@fontsource-variable/inter/LICENSE')), 'unicode.json'), 'utf8'));
  const inter = ['latin', 'latin-ext', ...Object.keys(interRanges).filter((name) => name !== 'latin' && name !== 'latin-ext')];
  return [...filesOf('@fontsource-variable/inter', inter), ...filesOf('@fontsource-variable/noto-sans-devanagari', ['devanagari'])];
}

/** A mark or a joiner belongs to the letter before it: it is shaped in that letter's run. */
const JOINS_PREVIOUS = /^[\p{M}\u200C\u200D]$/u;

/** A HarfBuzz font of TrueType (or OpenType) bytes. */
export function harfbuzzFont(bytes, key = 'font') {
  const face = new hb.Face(new hb.Blob(bytes));
  return { key, font: new hb.Font(face), upem: face.upem, paths: new Map(), shaped: new Map() };
}

const buffer = new hb.Buffer();

/**
 * A run of text shaped by HarfBuzz as one buffer: its glyphs in visual order, each with the
 * UTF-16 offset of the characters it shows (`cluster`) and its advance and offsets in font units.
 * Each run is shaped once per font: the layout measures the same words many times.
 * @returns {{ glyph: number, cluster: number, xAdvance: number, xOffset: number, yOffset: number }[]}
 */
export function shapeRun(text, font) {
  if (font.shaped.has(text)) return font.shaped.get(text);
  buffer.clearContents();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font.font, buffer);
  const positions = buffer.getGlyphPositions();
  const glyphs = buffer.getGlyphInfos().map(({ codepoint: glyph, cluster }, index) => {
    const { xAdvance, xOffset, yOffset } = positions[index];
    return { glyph, cluster, xAdvance, xOffset, yOffset };
  });
  font.shaped.set(text, glyphs);
  return glyphs;
}

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A typesetter of the site's fonts cut to `text`'s characters, in weights 600 and 700: each
 * character from the first file (fontFiles) that covers it, a mark or joiner with the letter before
 * it, runs of one file shaped by HarfBuzz (kerning, ligatures, conjuncts, reordering). HarfBuzz reads
 * TrueType, not the packages' WOFF2 files, so each weight is cut from the variable font to the
 * characters as TrueType first (subset-font).
 * `typeset(line, { size, weight })` gives `{ width, svg(x, y, fill) }`; `typeset.glyphRun(line,
 * { weight })` the shaped glyphs, clusters as offsets in the line.
 */
export async function siteTypesetter(text) {
  const files = fontFiles();
  const covers = (file, char) => {
    const code = char.codePointAt(0);
    return file.ranges.some(([from, to = from]) => code >= from && code <= to);
  };
  /** Each character of `line` with the file it is drawn from (undefined: none covers it). */
  const filesOfLine = (line) => {
    const placed = [];
    for (const char of Array.from(line)) {
      const previous = placed.at(-1)?.file;
      const file = previous && JOINS_PREVIOUS.test(char) && covers(previous, char) ? previous : files.find((each) => covers(each, char));
      placed.push({ char, file });
    }
    return placed;
  };
  const placed = filesOfLine(text);
  // A character no file covers would be drawn as an empty box: stop and say which.
  const uncovered = [...new Set(placed.filter(({ file }) => !file).map(({ char }) => char))];
  if (uncovered.length) {
    const names = uncovered.map((char) => `"${char}" (U+${char.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')})`);
    throw new Error(`share images: the fonts have no letter for ${names.join(', ')}: add a font that covers it to fontFiles() in scripts/postbuild/share-images/typeset.mjs`);
  }
  const fonts = new Map();
  for (const weight of [600, 700]) {
    for (const each of files) {
      const covered = [...new Set(placed.filter(({ file }) => file === each).map(({ char }) => char))].join('');
      if (!covered) continue;
      const ttf = await subsetFont(fs.readFileSync(each.file), covered, { targetFormat: 'truetype', variationAxes: { wght: weight } });
      fonts.set(`${each.name}/${weight}`, harfbuzzFont(ttf, `${each.name}/${weight}`));
    }
  }
  /** The line's runs of characters from the same file, each shaped on its own. */
  const glyphRun = (line, { weight }) => {
    const runs = [];
    let offset = 0;
    for (const { char, file } of filesOfLine(line)) {
      const key = `${file.name}/${weight}`;
      if (runs.at(-1)?.key === key) runs.at(-1).text += char;
      else runs.push({ key, text: char, offset });
      offset += char.length;
    }
    return runs.flatMap((run) => {
      const font = fonts.get(run.key);
      return shapeRun(run.text, font).map((glyph) => ({ ...glyph, cluster: run.offset + glyph.cluster, font }));
    });
  };
  const typeset = (line, { size, weight }) => {
    let pen = 0;
    const paths = [];
    for (const glyph of glyphRun(line, { weight })) {
      const { font } = glyph;
      const scale = size / font.upem;
      if (!font.paths.has(glyph.glyph)) font.paths.set(glyph.glyph, font.font.glyphToPath(glyph.glyph));
      const d = font.paths.get(glyph.glyph);
      // The outline is in font units, y up: scaled to pixels and turned over at the pen's place.
      if (d) paths.push(`<path transform="translate(${round(pen + glyph.xOffset * scale)} ${round(-glyph.yOffset * scale)}) scale(${round(scale, 5)} ${-round(scale, 5)})" d="${d}"/>`);
      pen += glyph.xAdvance * scale;
    }
    return {
      width: pen,
      svg: (x, y, fill) => `<g transform="translate(${round(x)} ${round(y)})" fill="${fill}">${paths.join('')}</g>`,
    };
  };
  typeset.glyphRun = (line, options) => glyphRun(line, options).map(({ glyph, cluster, xAdvance, xOffset, yOffset }) => ({ glyph, cluster, xAdvance, xOffset, yOffset }));
  return typeset;
}
