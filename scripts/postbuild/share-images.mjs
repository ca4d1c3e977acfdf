// Post-build step: the share pictures (og:image) of the blog's posts and the case studies. Their
// pages point at /og/<section>/<slug>.png; this step draws each missing one, 1200×630, from the
// page's title in the site's look (its colours are read from app/globals.css), so an editor never
// makes one by hand. A picture already in out/ (from public/og/) is kept.
//
// The text is drawn as vector outlines of the site's own font (Inter, shaped by HarfBuzz), never
// as SVG <text>: the renderer would pick whatever fonts the machine has, and a fresh CI machine
// may have none. HarfBuzz reads TrueType, not the package's WOFF2 files, so each weight is cut
// from the variable font to the title's characters as TrueType first (subset-font, which uses the
// same HarfBuzz). harfbuzzjs is an ES module with top-level await, which Jest cannot load: the
// drawing runs in a Node.js process of its own (this file with --render), which also keeps the
// step synchronous like the others.
//
//   node scripts/postbuild/share-images.mjs [--dir out]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DomUtils, parseDocument } from 'htmlparser2';
import { runAsCommand } from '../shared/is-entry.mjs';
import { htmlFiles } from '../shared/out-files.mjs';
import { findJsonLd } from './feeds.mjs';

const SELF = fileURLToPath(import.meta.url);
const require = createRequire(import.meta.url);
const GLOBALS_CSS = path.resolve(path.dirname(SELF), '../../app/globals.css');

export const SHARE_IMAGE = { width: 1200, height: 630 };
/** The label of each section's pictures, by the folder under /og/. */
const KINDS = { blog: 'Blog', 'case-studies': 'Case study' };
/** The brand colours the picture uses: custom properties of app/globals.css. */
const BRAND_PROPERTIES = {
  from: '--color-primary-dark',
  to: '--color-primary',
  accent: '--color-accent',
  muted: '--color-primary-light',
  text: '--color-white',
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
/** Inter's cap height (1490 of 2048 units): lines are centred on their capitals. */
const CAP_HEIGHT = 0.727;

// --- Which pictures are missing ---------------------------------------------------------------

/** app/globals.css's BRAND_PROPERTIES as hex colours; throws naming a property it lacks. */
export function brandColours(css) {
  return Object.fromEntries(
    Object.entries(BRAND_PROPERTIES).map(([key, property]) => {
      const value = new RegExp(`${property}:\\s*(#[\\da-f]{3,8})\\s*;`, 'i').exec(css)?.[1];
      if (!value) throw new Error(`share images: app/globals.css has no hex colour ${property}`);
      return [key, value];
    }),
  );
}

/** The path of an og:image URL under /og/ in the export (base path removed), or null when it is elsewhere. */
export function ogImagePath(url, basePath = '') {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'https://host.invalid').pathname);
  } catch {
    return null;
  }
  if (basePath && pathname.startsWith(`${basePath}/`)) pathname = pathname.slice(basePath.length);
  const inside = !pathname.includes('\\') && !pathname.split('/').includes('..');
  return inside && pathname.startsWith('/og/') && pathname.endsWith('.png') ? pathname : null;
}

/**
 * The pictures to draw: each /og/ picture a page of `root` points at that is not there, once.
 * Its title is the post's or case study's headline (its JSON-LD), else og:title (which carries
 * the site's short name in front).
 * @param {{ root: string, basePath?: string, siteName?: string }} options
 * @returns {{ file: string, title: string, kind: string | null, siteName: string }[]}
 */
export function missingShareImages({ root, basePath = '', siteName }) {
  const jobs = new Map();
  for (const file of htmlFiles(root).sort()) {
    const html = fs.readFileSync(path.join(root, file), 'utf8');
    // Most pages point at a photo: only a page that names /og/ somewhere is parsed.
    if (!html.includes('/og/')) continue;
    const doc = parseDocument(html);
    const meta = Object.fromEntries(
      DomUtils.findAll((el) => el.name === 'meta' && el.attribs.property !== undefined, doc.children).map((el) => [el.attribs.property, el.attribs.content ?? '']),
    );
    const image = ogImagePath(meta['og:image'] ?? '', basePath);
    if (!image || jobs.has(image) || fs.existsSync(path.join(root, image))) continue;
    const ld = DomUtils.findAll((el) => el.name === 'script' && el.attribs.type === 'application/ld+json', doc.children).flatMap((el) => {
      try {
        return [JSON.parse(DomUtils.textContent(el))];
      } catch {
        return [];
      }
    });
    const entry = findJsonLd(ld, 'BlogPosting') ?? findJsonLd(ld, 'Article');
    jobs.set(image, {
      file: image.slice(1),
      title: String(entry?.headline ?? meta['og:title'] ?? '').trim(),
      kind: KINDS[image.split('/')[2]] ?? null,
      siteName: siteName ?? meta['og:site_name'] ?? '',
    });
  }
  return [...jobs.values()];
}

// --- Laying out a picture ---------------------------------------------------------------------

/** `text` cut to fit `maxWidth`, ending with '…'. */
function withEllipsis(text, width, maxWidth) {
  let chars = Array.from(text.trimEnd());
  while (chars.length && width(`${chars.join('')}…`) > maxWidth) chars = Array.from(chars.slice(0, -1).join('').trimEnd());
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
    for (const char of Array.from(word)) {
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
 */
export function shareImageSvg({ title, kind, siteName }, colours, typeset) {
  const { width, height } = SHARE_IMAGE;
  const parts = [];
  let nameSpace = width - 2 * PAD;
  if (kind) {
    // The kind as a small label at the top right, white on the accent colour.
    const label = typeset(kind, { size: 24, weight: 600 });
    const w = Math.ceil(label.width + 40);
    parts.push(`<rect x="${width - PAD - w}" y="58" width="${w}" height="44" rx="22" fill="${colours.accent}"/>`, label.svg(width - PAD - w + 20, 89, colours.text));
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

// --- Drawing (in a process of its own: harfbuzzjs) --------------------------------------------

/** Inter's files by Unicode range (the package's own split), the Latin ones first. */
function interFiles() {
  const ranges = JSON.parse(fs.readFileSync(path.join(path.dirname(require.resolve('@fontsource-variable/inter/LICENSE')), 'unicode.json'), 'utf8'));
  const names = ['latin', 'latin-ext', ...Object.keys(ranges).filter((name) => name !== 'latin' && name !== 'latin-ext')];
  return names.map((name) => ({
    name,
    file: require.resolve(`@fontsource-variable/inter/files/inter-${name}-wght-normal.woff2`),
    ranges: ranges[name].split(',').map((range) =>
      range
        .replace('U+', '')
        .split('-')
        .map((hex) => parseInt(hex, 16)),
    ),
  }));
}

/**
 * A typesetter of Inter cut to `text`'s characters, in weights 600 and 700: each character from
 * the first of the font's files that covers it, shaped by HarfBuzz (kerning, ligatures).
 */
async function interTypesetter(text) {
  const { default: subsetFont } = await import('subset-font');
  // The HarfBuzz that subset-font itself uses (harfbuzzjs comes with it).
  const hb = await import(pathToFileURL(createRequire(require.resolve('subset-font')).resolve('harfbuzzjs')).href);
  const files = interFiles();
  const fileOf = (char) => {
    const code = char.codePointAt(0);
    return files.find((each) => each.ranges.some(([from, to = from]) => code >= from && code <= to)) ?? files[0];
  };
  const chars = [...new Set(Array.from(text))];
  const fonts = new Map();
  for (const weight of [600, 700]) {
    for (const each of files) {
      const covered = chars.filter((char) => fileOf(char) === each).join('');
      if (!covered) continue;
      const ttf = await subsetFont(fs.readFileSync(each.file), covered, {
        targetFormat: 'truetype',
        variationAxes: { wght: weight },
      });
      const face = new hb.Face(new hb.Blob(ttf));
      fonts.set(`${each.name}/${weight}`, {
        key: `${each.name}/${weight}`,
        font: new hb.Font(face),
        upem: face.upem,
        paths: new Map(),
      });
    }
  }
  // One buffer, and each run shaped once: the layout measures the same words many times.
  const buffer = new hb.Buffer();
  const shaped = new Map();
  const shapeRun = (run, font) => {
    const key = `${font.key}\u0000${run}`;
    if (shaped.has(key)) return shaped.get(key);
    buffer.clearContents();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    hb.shape(font.font, buffer);
    const positions = buffer.getGlyphPositions();
    const glyphs = buffer.getGlyphInfos().map(({ codepoint: glyph }, index) => {
      if (!font.paths.has(glyph)) font.paths.set(glyph, font.font.glyphToPath(glyph));
      return { d: font.paths.get(glyph), ...positions[index] };
    });
    shaped.set(key, glyphs);
    return glyphs;
  };
  return (line, { size, weight }) => {
    // Runs of characters from the same file, each shaped on its own.
    const runs = [];
    for (const char of Array.from(line)) {
      const key = `${fileOf(char).name}/${weight}`;
      if (runs.at(-1)?.key === key) runs.at(-1).text += char;
      else runs.push({ key, text: char });
    }
    let pen = 0;
    const glyphs = [];
    for (const run of runs) {
      const font = fonts.get(run.key);
      const scale = size / font.upem;
      for (const glyph of shapeRun(run.text, font)) {
        // The outline is in font units, y up: scaled to pixels and turned over at the pen's place.
        if (glyph.d)
          glyphs.push(
            `<path transform="translate(${round(pen + glyph.xOffset * scale)} ${round(-glyph.yOffset * scale)}) scale(${round(scale, 5)} ${-round(scale, 5)})" d="${glyph.d}"/>`,
          );
        pen += glyph.xAdvance * scale;
      }
    }
    return {
      width: pen,
      svg: (x, y, fill) => `<g transform="translate(${round(x)} ${round(y)})" fill="${fill}">${glyphs.join('')}</g>`,
    };
  };
}

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Draws each picture of `jobs` into `root` as PNG. */
async function drawShareImages(root, jobs, colours) {
  const { default: sharp } = await import('sharp');
  const typeset = await interTypesetter(jobs.map((job) => `${job.title} ${job.kind ?? ''} ${job.siteName}…`).join(' '));
  for (const job of jobs) {
    const file = path.join(root, job.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // A palette of 256 colours: a third smaller than full colour, with no visible change in a gradient and text.
    await sharp(Buffer.from(shareImageSvg(job, colours, typeset)))
      .png({ palette: true, quality: 90, effort: 7, compressionLevel: 9 })
      .toFile(file);
  }
}

/**
 * Draws every missing share picture of the export in `root` (see missingShareImages); writes
 * nothing when none is missing. siteName: the name at the top (by default, each page's og:site_name).
 * @param {{ root: string, siteName?: string, basePath?: string }} options
 * @returns {string[]} the pictures written, relative to `root`
 */
export function writeShareImages({ root, siteName, basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').replace(/\/+$/, '') }) {
  const jobs = missingShareImages({ root, basePath, siteName });
  if (!jobs.length) return [];
  const colours = brandColours(fs.readFileSync(GLOBALS_CSS, 'utf8'));
  const run = spawnSync(process.execPath, [SELF, '--render'], {
    input: JSON.stringify({ root, jobs, colours }),
    encoding: 'utf8',
  });
  // The process's own error says "share-images: …" (runAsCommand).
  if (run.status !== 0) throw new Error((run.stderr || run.error?.message || `share-images: exit ${run.status}`).trim());
  return jobs.map((job) => job.file);
}

runAsCommand('postbuild/share-images.mjs', 'share-images', async () => {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'out' },
      render: { type: 'boolean', default: false },
    },
  });
  if (values.render) {
    const { root, jobs, colours } = JSON.parse(fs.readFileSync(0, 'utf8'));
    await drawShareImages(root, jobs, colours);
    return;
  }
  const started = performance.now();
  const files = writeShareImages({ root: path.resolve(values.dir) });
  console.log(`Share images: ${files.length} drawn in ${Math.round(performance.now() - started)} ms`);
});
