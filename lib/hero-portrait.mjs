// The hero's upright cut. On a phone held upright the hero box is taller than wide (about
// 412 x 640 px) and `object-fit: cover` shows only the middle of a landscape photo, scaled to the
// box's height: the phone downloads a wide file and shows a third of it. The build
// (scripts/build/images.mjs) cuts that middle out of each hero photo (public/images/hero/), and the
// hero offers it to such screens (components/home/Hero.tsx): fewer bytes, all of them on screen.

/** Pictures in this folder of public/images/ get the cut. */
const PORTRAIT_FOLDER = 'hero/';

/**
 * Width over height of the cut: wider than the hero box on any screen PORTRAIT_MEDIA admits (the
 * box is 78 % of the viewport's height, so its ratio is at most 0.72 there), so the cut always
 * fills the box's height, as the whole photo did, and loses nothing the box shows.
 */
const PORTRAIT_RATIO = 0.86;

/** The cut's widths besides its own (which a 3x phone takes). */
export const PORTRAIT_WIDTHS = [480, 648];

/** The screens that get the cut: taller than 16:9 upright, phones held upright. */
export const PORTRAIT_MEDIA = '(max-aspect-ratio: 9/16)';

/**
 * What the browser is told the cut's width is. It is shown at the box's height (about 67 % of the
 * viewport's height, 1.2 to 1.5 times the viewport's width on these screens); 75vw asks a 1.75x
 * phone for the 648 px cut (a little more detail than the whole photo's 1200 px file gave it) and
 * a 3x phone for the full cut (as much as the whole photo's 1920 px file).
 */
export const PORTRAIT_SIZES = '75vw';

/**
 * The region of a picture (public/images/<rel>, width x height) to cut for upright phones, as
 * sharp's extract() takes it, or null for a picture that gets none (not a hero photo, or one
 * already upright).
 * @param {string} rel
 * @param {number} width
 * @param {number} height
 */
export function portraitCut(rel, width, height) {
  if (!rel.startsWith(PORTRAIT_FOLDER)) return null;
  const cutWidth = Math.round(height * PORTRAIT_RATIO);
  if (cutWidth >= width) return null;
  // From an even column, so the cut's AVIF (4:2:0, whose colour is sampled in pairs of pixels) lines up with the whole photo's.
  const left = Math.floor((width - cutWidth) / 4) * 2;
  return { left, top: 0, width: cutWidth, height };
}
