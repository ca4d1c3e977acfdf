// Small helpers for the artwork generator: a seeded random source, colour maths and an SVG canvas.
// Nothing here touches the file system.

/** A string → 32-bit seed (FNV-1a), so every picture has its own stable random sequence. */
function hashSeed(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for placing trees and ripples. */
function makeRng(seed) {
  let a = typeof seed === 'number' ? seed >>> 0 : hashSeed(String(seed));
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** A small integer for feTurbulence's seed attribute. */
    seed: () => Math.floor(next() * 1000) + 1,
  };
}

// ---------------------------------------------------------------------------------------------
// Colour

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((ch) => ch + ch).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}

function rgbToHex([r, g, b]) {
  const part = (v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear mix of two hex colours, t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => v + (y[i] - v) * t));
}

export const lighten = (c, t) => mix(c, '#ffffff', t);
export const darken = (c, t) => mix(c, '#000000', t);

/** WCAG relative luminance and contrast ratio. */
function luminance(hex) {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// ---------------------------------------------------------------------------------------------
// SVG

/** Rounds coordinates so the SVG stays small and byte-for-byte reproducible. */
export const n = (v) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

/** 'M x y L x y ...' from a list of [x, y] points. */
export function poly(points, close = true) {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join(' ') + (close ? ' Z' : '');
}

export function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Collects <defs> and drawing into one SVG. Scenes draw in pixels of the final image; `k` is
 * the scale of one design unit (1 at 1000 px image height), so scenes work at any size.
 */
export class Canvas {
  constructor(width, height, seed) {
    this.w = width;
    this.h = height;
    this.k = height / 1000;
    this.rng = makeRng(seed);
    this.defs = [];
    this.body = [];
    this.count = 0;
  }

  id(prefix = 'd') {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  /** stops: [[offset, colour, opacity?], ...]; coordinates in objectBoundingBox unless user is given. */
  linear(stops, [x1, y1, x2, y2] = [0, 0, 0, 1], user = false) {
    const id = this.id('lg');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units}>${stopList(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops, [cx, cy, r] = [0.5, 0.5, 0.5], user = false) {
    const id = this.id('rg');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(`<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${units}>${stopList(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Horizontal shading of a cylinder seen from the side: lit from the upper left. */
  cylinder(color, options) {
    return this.shade(color, options, [0.35, 0.28, 0.55], [0, 0, 1, 0]);
  }

  /** Vertical shading of a horizontal cylinder (motors, pipes lying down). */
  cylinderH(color, options) {
    return this.shade(color, options, [0.3, 0.3, 0.6], [0, 0, 0, 1]);
  }

  /** A cylinder's gradient: a darkened edge, the highlight at `lit`, the colour at `mid`, then the dark side. */
  shade(color, { light = 0.35, dark = 0.35 } = {}, [edge, lit, mid], direction) {
    return this.linear([[0, darken(color, dark * edge)], [lit, lighten(color, light)], [mid, color], [1, darken(color, dark)]], direction);
  }

  filter(inner, region = 'x="-10%" y="-10%" width="120%" height="120%"') {
    const id = this.id('f');
    this.defs.push(`<filter id="${id}" ${region} color-interpolation-filters="sRGB">${inner}</filter>`);
    return `url(#${id})`;
  }

  blur(sd) {
    return this.filter(`<feGaussianBlur stdDeviation="${n(sd)}"/>`);
  }

  /** Slightly uneven, hand-drawn edges for landscape shapes. */
  wobble(scale = 5, freq = 0.012) {
    return this.filter(
      `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${this.rng.seed()}"/>` +
        `<feDisplacementMap in="SourceGraphic" scale="${n(scale * this.k)}" xChannelSelector="R" yChannelSelector="G"/>`,
      'x="-5%" y="-5%" width="110%" height="110%"',
    );
  }

  clip(shape) {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  mask(inner) {
    const id = this.id('m');
    this.defs.push(`<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.w}" height="${this.h}">${inner}</mask>`);
    return `url(#${id})`;
  }

  add(...parts) {
    this.body.push(...parts);
  }

  /** The SVG text; mirror flips the picture left to right (a second view of the same scene). */
  toString({ mirror = false } = {}) {
    const body = this.body.join('');
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${mirror ? `<g transform="translate(${this.w} 0) scale(-1 1)">${body}</g>` : body}</svg>`
    );
  }
}

function stopList(stops) {
  return stops
    .map(([o, c, a]) => `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
}
