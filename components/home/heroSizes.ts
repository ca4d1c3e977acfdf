/**
 * The hero's box in numbers (Hero.module.css: `height: clamp(28rem, 78svh, 50rem)`, the window's
 * width). Its photos fill it under `object-fit: cover`, so in a window taller than the photo's
 * shape they are drawn wider than the window: a tablet held upright (768 x 1024) draws a 16:9 photo
 * 1,420 px wide.
 */
const BOX_HEIGHT = 'clamp(28rem, 78vh, 50rem)';

/**
 * The `sizes` of a hero photo `ratio` wide for 1 high: the width it is drawn at in any window the
 * upright cut does not serve (lib/hero-portrait.mjs). `vh` rather than the CSS's `svh`, which can
 * only be smaller, so a phone never takes a file narrower than it shows. A browser without math
 * functions in `sizes` (Safari before 26.4) skips the entry and takes the window's width.
 */
export function heroSizes(ratio: number): string {
  return `max(100vw, ${BOX_HEIGHT} * ${Math.round(ratio * 1000) / 1000})`;
}
