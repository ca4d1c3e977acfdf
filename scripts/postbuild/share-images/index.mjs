// A share picture from an entry of lib/content: 1200×630 PNG, the entry's title over the brand
// gradient, its section's label and the site's name (layout.mjs), the letters shaped by HarfBuzz
// (typeset.mjs). No framework: the post-build step (../share-images.mjs) gives it the entries.
import sharp from 'sharp';
import { SECTION_LABELS, shareImageSvg } from './layout.mjs';
import { siteTypesetter } from './typeset.mjs';

/**
 * @typedef {{ section: 'blog' | 'case-studies', data: { title: string, summary?: string, date?: string, cover?: string } }} ShareEntry
 * The picture shows the title and the section; the rest of the entry is there for a later look.
 */

/** The words one picture shows. */
const textOf = (entry, siteName) => ({ title: entry.data.title.trim(), label: SECTION_LABELS[entry.section] ?? null, siteName });

/**
 * The PNG of each entry, in order: one typesetter (the font cut once) for all of them.
 * @param {ShareEntry[]} entries
 * @param {{ siteName: string }} options
 * @returns {Promise<Buffer[]>}
 */
export async function drawShareImages(entries, { siteName }) {
  if (!entries.length) return [];
  const texts = entries.map((entry) => textOf(entry, siteName));
  const typeset = await siteTypesetter(texts.map((text) => `${text.title} ${text.label ?? ''} ${text.siteName}…`).join(' '));
  const pictures = [];
  for (const text of texts) {
    // A palette of 256 colours: a third smaller than full colour, with no visible change in a gradient and text.
    pictures.push(await sharp(Buffer.from(shareImageSvg(text, typeset))).png({ palette: true, quality: 90, effort: 7, compressionLevel: 9 }).toBuffer());
  }
  return pictures;
}

/** One entry's picture. @param {ShareEntry} entry @param {{ siteName: string }} options */
export async function drawShareImage(entry, options) {
  return (await drawShareImages([entry], options))[0];
}
