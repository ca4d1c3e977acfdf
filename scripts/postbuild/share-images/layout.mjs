// Where everything of a share picture goes: the title's lines and size, the section's label, the
// site's name, in the brand colours (lib/colour-tokens.mjs). Only SVG text here; the letters come
// from a typesetter (typeset.mjs) as outlines, so this part runs anywhere, Jest included.
import { COLOURS } from '../../../lib/colour-tokens.mjs';

export const SHARE_IMAGE = { width: 1200, height: 630 };
/** The label of each section's pictures. */
export const SECTION_LABELS = { blog: 'Blog', 'case-studies': 'Case study' };
/** The colours the picture uses, by role. */
export const PICTURE_COLOURS = {
  from: COLOURS['primary-dark'],
  to: COLOURS.primary,
  accent: COLOURS.accent,
  muted: COLOURS['primary-light'],
  text: COLOURS.white,
};
/** The title: the largest size at which it takes at most maxLines lines, else the smallest, cut with '…'. */
export const TITLE = {
  sizes: [72, 64, 56, 48],
  maxLines: 4,
  lineHeight: 1.18,
  top: 140,
  bottom: 530,
};
const PAD = 80;
/** Inter's cap height (1490 of 2048 units): lines are centred on their capitals (Devanagari's headline sits near it). */
const CAP_HEIGHT = 0.727;

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/**
 * The letters of `text` as a reader sees them: a Devanagari conjunct or a consonant with its vowel
 * sign is one, so a cut never leaves a vowel sign or a virama at the start of a line.
 */
const graphemes = (text) => Array.from(graphemeSegmenter.segment(text), ({ segment }) => segment);

/** `text` cut to fit `maxWidth`, ending with '…'. */
function withEllipsis(text, width, maxWidth) {
  let chars = graphemes(text.trimEnd());
  while (chars.length && width(`${chars.join('')}…`) > maxWidth) chars = graphemes(chars.slice(0, -1).join('').trimEnd());
  return `${chars.join('').replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** Words in lines of at most `maxWidth`; a word wider than a line is broken. */
function wrapWords(words, width, maxWidth) {
  const lines = [];
  for (const word of words) {
    const line = lines.at(-1);
    if (line !== undefined && width(`${line} ${word}`) <= maxWidth) {
      lines[lines.length - 1] = `${line} ${word}`;
      continue;
    }
    let piece = '';
    for (const char of graphemes(word)) {
      if (piece && width(piece + char) > maxWidth) {
        lines.push(piece);
        piece = '';
      }
      piece += char;
    }
    lines.push(piece);
  }
  return lines;
}

/**
 * A title in lines: at the largest of `sizes` where it takes at most `maxLines`, else at the
 * smallest, its last line cut with '…'. `measure(text, size)` gives a line's width.
 * @returns {{ size: number, lines: string[] }}
 */
export function wrapTitle(title, measure, { sizes = TITLE.sizes, maxLines = TITLE.maxLines, maxWidth = SHARE_IMAGE.width - 2 * PAD } = {}) {
  const words = title.split(/\s+/).filter(Boolean);
  for (const size of sizes) {
    const lines = wrapWords(words, (text) => measure(text, size), maxWidth);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1);
  const lines = wrapWords(words, (text) => measure(text, size), maxWidth).slice(0, maxLines);
  lines[maxLines - 1] = withEllipsis(lines[maxLines - 1], (text) => measure(text, size), maxWidth);
  return { size, lines };
}

/**
 * The picture as SVG. `typeset(text, { size, weight })` gives the text's width and its outlines
 * as SVG at a baseline: `{ width, svg(x, y, fill) }`.
 * @param {{ title: string, label: string | null, siteName: string }} text
 */
export function shareImageSvg({ title, label, siteName }, typeset, colours = PICTURE_COLOURS) {
  const { width, height } = SHARE_IMAGE;
  const parts = [];
  let nameSpace = width - 2 * PAD;
  if (label) {
    // The section as a small label at the top right, white on the accent colour.
    const shown = typeset(label, { size: 24, weight: 600 });
    const w = Math.ceil(shown.width + 40);
    parts.push(`<rect x="${width - PAD - w}" y="58" width="${w}" height="44" rx="22" fill="${colours.accent}"/>`, shown.svg(width - PAD - w + 20, 89, colours.text));
    nameSpace -= w + 40;
  }
  const name = typeset(siteName, { size: 30, weight: 600 });
  const shownName =
    name.width > nameSpace
      ? typeset(
          withEllipsis(siteName, (text) => typeset(text, { size: 30, weight: 600 }).width, nameSpace),
          { size: 30, weight: 600 },
        )
      : name;
  parts.push(shownName.svg(PAD, 91, colours.muted));

  const { size, lines } = wrapTitle(title, (text, at) => typeset(text, { size: at, weight: 700 }).width);
  const lineHeight = size * TITLE.lineHeight;
  const top = TITLE.top + (TITLE.bottom - TITLE.top - lines.length * lineHeight) / 2;
  lines.forEach((line, index) => {
    const baseline = top + index * lineHeight + (lineHeight + CAP_HEIGHT * size) / 2;
    parts.push(typeset(line, { size, weight: 700 }).svg(PAD, Math.round(baseline * 10) / 10, colours.text));
  });
  // The thin accent bar under the title.
  parts.push(`<rect x="${PAD}" y="${height - 74}" width="160" height="8" rx="4" fill="${colours.accent}"/>`);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    ...parts,
    '</svg>',
  ].join('\n');
}
