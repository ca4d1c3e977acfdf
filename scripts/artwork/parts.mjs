// Drawing parts for the illustrated scenes: sky, land, water, trees, plant structures and
// equipment. Each part returns an SVG string (so a scene can draw it twice, e.g. as a reflection)
// and draws in the pixels of the canvas, scaled by c.k.
import { darken, lighten, mix, n, poly } from './lib.mjs';

// ---------------------------------------------------------------------------------------------
// Palettes: one per time of day. All scenes pick their colours from here.

export const PALETTES = {
  morning: {
    skyTop: '#4f93d2',
    skyMid: '#9cc9ec',
    skyHorizon: '#f4e4c4',
    sun: '#fff7df',
    sunGlow: '#ffe4ad',
    sunAt: [0.8, 0.2],
    far: '#8db1cc',
    mid: '#6a9d86',
    near: '#4f8f5e',
    ground: '#62a257',
    groundDark: '#3e7c44',
    waterTop: '#b3d6ea',
    waterDeep: '#2d6c9c',
    concrete: '#dcd7cc',
    cloud: '#ffffff',
  },
  noon: {
    skyTop: '#2b78c8',
    skyMid: '#72b2e6',
    skyHorizon: '#d9eef9',
    sun: '#ffffff',
    sunGlow: '#fff8de',
    sunAt: [0.18, 0.14],
    far: '#7ea6c6',
    mid: '#5d9878',
    near: '#3f8a50',
    ground: '#59a24c',
    groundDark: '#367a3c',
    waterTop: '#9fd0ec',
    waterDeep: '#1f5f96',
    concrete: '#e2ddd2',
    cloud: '#ffffff',
  },
  golden: {
    skyTop: '#3f6fa9',
    skyMid: '#9ebedc',
    skyHorizon: '#f8cf98',
    sun: '#fff2cc',
    sunGlow: '#ffc46f',
    sunAt: [0.74, 0.3],
    far: '#98a6bf',
    mid: '#73997a',
    near: '#567f4c',
    ground: '#6c9a49',
    groundDark: '#4a7437',
    waterTop: '#e9d2b0',
    waterDeep: '#2f5f8c',
    concrete: '#e6d9c4',
    cloud: '#fff6ea',
  },
};

// ---------------------------------------------------------------------------------------------
// Sky and land

export function sky(c, pal, { sun = true, clouds = 4, cloudBand = [0.06, 0.32], keepLeftClear = false, behindClouds = () => '' } = {}) {
  const { w, h, k, rng } = c;
  let s = `<rect width="${w}" height="${h}" fill="${c.linear([
    [0, pal.skyTop],
    [0.42, pal.skyMid],
    [0.7, pal.skyHorizon],
    [1, pal.skyHorizon],
  ])}"/>`;
  if (sun) {
    const [sx, sy] = [pal.sunAt[0] * w, pal.sunAt[1] * h];
    s += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(h * 0.55)}" fill="${c.radial(
      [
        [0, pal.sunGlow, 0.75],
        [0.35, pal.sunGlow, 0.25],
        [1, pal.sunGlow, 0],
      ],
    )}"/>`;
    s += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(46 * k)}" fill="${pal.sun}" opacity="0.95"/>`;
  }
  // Whatever the scene wants between the sky and the clouds (e.g. a rainbow).
  s += behindClouds();
  // Long soft streaks, like brush strokes across the sky.
  const streak = c.blur(6 * k);
  s += `<g filter="${streak}" opacity="0.55">`;
  for (let i = 0; i < 5; i += 1) {
    const y = h * rng.range(cloudBand[0], cloudBand[1] + 0.08);
    const x = w * rng.range(keepLeftClear ? 0.35 : -0.1, 0.9);
    s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * rng.range(0.12, 0.26))}" ry="${n(rng.range(5, 11) * k)}" fill="${pal.cloud}"/>`;
  }
  s += '</g>';
  for (let i = 0; i < clouds; i += 1) {
    const lo = keepLeftClear ? 0.5 : 0.05;
    const x = w * (lo + ((i + rng.range(0.1, 0.9)) / clouds) * (0.98 - lo));
    const y = h * rng.range(cloudBand[0], cloudBand[1]);
    const size = rng.range(40, 78) * k;
    // Keep clouds off the sun disc: a half-hidden sun looks like a mistake at this scale.
    if (sun && Math.abs(x - pal.sunAt[0] * w) < size * 1.9 + 60 * k && Math.abs(y - pal.sunAt[1] * h) < size + 60 * k) continue;
    s += cloud(c, x, y, size, pal.cloud);
  }
  return s;
}

/** A cumulus cloud with a flat, slightly shaded base. */
function cloud(c, x, y, s, color) {
  const { rng } = c;
  const puffs = [
    [0, 0, 0.55],
    [-0.62, 0.16, 0.38],
    [0.66, 0.14, 0.42],
    [0.22, -0.28, 0.44],
    [-0.28, -0.12, 0.36],
    [1.05, 0.25, 0.26],
  ].map(([dx, dy, r]) => [x + dx * s * rng.range(0.9, 1.1), y + dy * s, r * s * rng.range(0.9, 1.12)]);
  const clip = c.clip(`<rect x="${n(x - 2 * s)}" y="${n(y - 2 * s)}" width="${n(4 * s)}" height="${n(2.32 * s)}"/>`);
  const shade = mix(color, '#9fb4cc', 0.35);
  return (
    `<g clip-path="${clip}" opacity="0.92">` +
    puffs.map(([px, py, r]) => `<circle cx="${n(px)}" cy="${n(py + r * 0.12)}" r="${n(r)}" fill="${shade}"/>`).join('') +
    puffs.map(([px, py, r]) => `<circle cx="${n(px - r * 0.06)}" cy="${n(py)}" r="${n(r * 0.94)}" fill="${color}"/>`).join('') +
    '</g>'
  );
}

/** A smooth random ridge line y(x): a sum of a few sine waves with seeded phases. */
function ridge(c, y0, amp, waves = 4) {
  const { w, rng } = c;
  const parts = Array.from({ length: waves }, (_, i) => ({
    a: (amp * rng.range(0.45, 1)) / (i + 1) ** 0.9,
    f: ((rng.range(0.6, 1.3) * (i + 1) * Math.PI * 2) / w) * 0.9,
    p: rng.range(0, Math.PI * 2),
  }));
  return (x) => y0 + parts.reduce((sum, q) => sum + q.a * Math.sin(x * q.f + q.p), 0);
}

function ridgeShape(c, fn, bottom, fill, extra = '') {
  const pts = [[-20, bottom]];
  for (let x = -20; x <= c.w + 20; x += 12) pts.push([x, fn(x)]);
  pts.push([c.w + 20, bottom]);
  return `<path d="${poly(pts)}" fill="${fill}"${extra}/>`;
}

/**
 * Layered hills from far (hazy, blue) to near (green) down to the horizon line, with tree lines.
 * Returns the SVG and the ridge of the nearest layer.
 */
export function hills(c, pal, horizon, { layers = 3, height = 0.18, trees = true, flat = [] } = {}) {
  const { h, k, rng } = c;
  let s = '';
  const wob = c.wobble(4);
  let last = null;
  for (let i = 0; i < layers; i += 1) {
    const t = i / Math.max(1, layers - 1);
    const top = horizon - h * height * (1 - t * 0.62);
    const fn = ridge(c, top, h * height * (0.42 - t * 0.18));
    // Flatten the ridge where a scene asks (e.g. behind the text box of the hero).
    const flatFn = (x) => {
      let y = fn(x);
      for (const [a, b, lift] of flat) {
        if (x > a * c.w && x < b * c.w) {
          const m = Math.sin(((x - a * c.w) / ((b - a) * c.w)) * Math.PI);
          y += m * h * lift * (1 - t * 0.5);
        }
      }
      return Math.min(y, horizon + 2);
    };
    const base = i === 0 ? mix(pal.far, pal.skyHorizon, 0.25) : mix(pal.far, pal.mid, t);
    const fill = c.linear([
      [0, lighten(base, 0.08)],
      [1, mix(base, pal.skyHorizon, 0.28)],
    ]);
    s += `<g filter="${wob}">${ridgeShape(c, flatFn, horizon + 30 * k, fill)}`;
    if (trees && i > 0) {
      const col = mix(base, darken(pal.near, 0.15), 0.45);
      for (let x = rng.range(0, 30); x < c.w; x += rng.range(14, 46) * k * (1 + t)) {
        if (rng.chance(0.45)) continue;
        const size = rng.range(16, 30) * k * (0.6 + t * 0.7);
        s += rng.chance(0.5)
          ? conifer(c, x, flatFn(x) + size * 0.12, size, col)
          : roundTree(c, x, flatFn(x) + size * 0.12, size, col);
      }
    }
    s += '</g>';
    last = flatFn;
  }
  return { svg: s, ridge: last };
}

/** Ground from the horizon to the bottom: a gradient field with soft mown stripes. */
export function ground(c, pal, top, { stripes = true } = {}) {
  const { w, h, k, rng } = c;
  let s = `<rect x="0" y="${n(top)}" width="${w}" height="${n(h - top)}" fill="${c.linear([
    [0, mix(pal.ground, pal.skyHorizon, 0.2)],
    [0.5, pal.ground],
    [1, pal.groundDark],
  ])}"/>`;
  if (stripes) {
    const g = c.blur(3 * k);
    s += `<g filter="${g}" opacity="0.16">`;
    for (let i = 0; i < 9; i += 1) {
      const y = top + (h - top) * ((i + rng.range(0, 0.6)) / 9) ** 1.35;
      s += `<ellipse cx="${n(w * rng.range(0.1, 0.9))}" cy="${n(y)}" rx="${n(w * rng.range(0.25, 0.55))}" ry="${n((4 + i * 2.2) * k)}" fill="${rng.chance(0.5) ? '#ffffff' : darken(pal.groundDark, 0.2)}"/>`;
    }
    s += '</g>';
  }
  return s;
}

/** A water surface between y0 and y1 with sky tint near the horizon and ripple strokes. */
export function water(c, pal, x0, y0, x1, y1, { ripples = 40 } = {}) {
  let s = `<rect x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}" fill="${c.linear([
    [0, pal.waterTop],
    [0.35, mix(pal.waterTop, pal.waterDeep, 0.55)],
    [1, pal.waterDeep],
  ])}"/>`;
  s += rippleLines(c, pal, x0, y0, x1, y1, ripples);
  return s;
}

export function rippleLines(c, pal, x0, y0, x1, y1, count) {
  const { k, rng } = c;
  let s = '<g stroke-linecap="round">';
  for (let i = 0; i < count; i += 1) {
    const t = rng.next();
    const y = y0 + (y1 - y0) * t ** 1.6;
    const len = (20 + 140 * t) * k * rng.range(0.5, 1.4);
    const x = rng.range(x0, x1 - len);
    const light = rng.chance(0.7);
    s += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + len)}" y2="${n(y)}" stroke="${light ? '#ffffff' : darken(pal.waterDeep, 0.2)}" stroke-opacity="${n(rng.range(0.18, 0.45) * 100) / 100}" stroke-width="${n((1 + 2.5 * t) * k)}"/>`;
  }
  return `${s}</g>`;
}

/** The mirror image of `art` below the waterline y, clipped to the water area. */
export function reflection(c, art, y, clipShape, { opacity = 0.38, blur = 2.5 } = {}) {
  const clip = c.clip(clipShape);
  const f = c.blur(blur * c.k);
  return (
    `<g clip-path="${clip}"><g opacity="${opacity}" filter="${f}">` +
    `<g transform="translate(0 ${n(2 * y)}) scale(1 -1)">${art}</g></g></g>`
  );
}

// ---------------------------------------------------------------------------------------------
// Trees and plants

export function roundTree(c, x, y, s, color) {
  const tw = s * 0.09;
  const th = s * 0.42;
  const r = s * 0.3;
  const cy = y - th - r * 0.55;
  const dark = darken(color, 0.22);
  const light = lighten(color, 0.16);
  return (
    `<rect x="${n(x - tw / 2)}" y="${n(y - th)}" width="${n(tw)}" height="${n(th)}" fill="${darken(mix(color, '#6b4a32', 0.6), 0.2)}"/>` +
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r)}" fill="${dark}"/>` +
    `<circle cx="${n(x - r * 0.55)}" cy="${n(cy + r * 0.35)}" r="${n(r * 0.72)}" fill="${dark}"/>` +
    `<circle cx="${n(x + r * 0.55)}" cy="${n(cy + r * 0.38)}" r="${n(r * 0.68)}" fill="${dark}"/>` +
    `<circle cx="${n(x - r * 0.18)}" cy="${n(cy - r * 0.12)}" r="${n(r * 0.78)}" fill="${color}"/>` +
    `<circle cx="${n(x - r * 0.55)}" cy="${n(cy + r * 0.25)}" r="${n(r * 0.5)}" fill="${color}"/>` +
    `<circle cx="${n(x - r * 0.32)}" cy="${n(cy - r * 0.3)}" r="${n(r * 0.38)}" fill="${light}"/>`
  );
}

function conifer(c, x, y, s, color) {
  const dark = darken(color, 0.2);
  const light = lighten(color, 0.1);
  let out = `<rect x="${n(x - s * 0.035)}" y="${n(y - s * 0.2)}" width="${n(s * 0.07)}" height="${n(s * 0.2)}" fill="${darken(mix(color, '#6b4a32', 0.6), 0.2)}"/>`;
  for (let i = 0; i < 3; i += 1) {
    const base = y - s * 0.14 - i * s * 0.24;
    const half = s * (0.26 - i * 0.055);
    const top = base - s * 0.42;
    out += `<path d="${poly([
      [x - half, base],
      [x, top],
      [x, base],
    ])}" fill="${light}"/><path d="${poly([
      [x, top],
      [x + half, base],
      [x, base],
    ])}" fill="${dark}"/>`;
  }
  return out;
}

export function bush(c, x, y, s, color) {
  return (
    `<ellipse cx="${n(x)}" cy="${n(y - s * 0.3)}" rx="${n(s * 0.6)}" ry="${n(s * 0.36)}" fill="${darken(color, 0.18)}"/>` +
    `<ellipse cx="${n(x - s * 0.15)}" cy="${n(y - s * 0.38)}" rx="${n(s * 0.38)}" ry="${n(s * 0.26)}" fill="${color}"/>` +
    `<ellipse cx="${n(x - s * 0.25)}" cy="${n(y - s * 0.45)}" rx="${n(s * 0.16)}" ry="${n(s * 0.1)}" fill="${lighten(color, 0.2)}"/>`
  );
}

export function palm(c, x, y, s, color) {
  const topX = x + s * 0.12;
  const topY = y - s;
  let out = `<path d="M${n(x - s * 0.03)} ${n(y)} Q${n(x - s * 0.06)} ${n(y - s * 0.55)} ${n(topX)} ${n(topY)} L${n(topX + s * 0.03)} ${n(topY + 4)} Q${n(x + s * 0.02)} ${n(y - s * 0.5)} ${n(x + s * 0.04)} ${n(y)} Z" fill="#8a6a4a"/>`;
  const fronds = [-160, -130, -95, -60, -25, 10, 35];
  for (const deg of fronds) {
    const a = (deg * Math.PI) / 180;
    const len = s * 0.5;
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.6 + len * 0.28;
    const mx = topX + Math.cos(a) * len * 0.5;
    const my = topY + Math.sin(a) * len * 0.5 - len * 0.12;
    out += `<path d="M${n(topX)} ${n(topY)} Q${n(mx)} ${n(my - s * 0.06)} ${n(ex)} ${n(ey)} Q${n(mx)} ${n(my + s * 0.04)} ${n(topX)} ${n(topY)} Z" fill="${deg < -90 ? lighten(color, 0.1) : darken(color, 0.08)}"/>`;
  }
  return out;
}

/** A row of trees along a line, thinned out randomly. */
export function treeRow(c, x0, x1, y, size, color, { gap = 0.9, kinds = ['round', 'conifer'] } = {}) {
  const { rng } = c;
  let s = '';
  for (let x = x0; x < x1; x += size * gap * rng.range(0.7, 1.3)) {
    const sz = size * rng.range(0.75, 1.2);
    const kind = rng.pick(kinds);
    const col = mix(color, rng.pick(['#2f6f3f', '#5f9f4f', '#3f7f5f']), rng.range(0, 0.3));
    s += kind === 'conifer' ? conifer(c, x, y, sz, col) : kind === 'bush' ? bush(c, x, y, sz * 0.5, col) : roundTree(c, x, y, sz, col);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Structures

/** Oblique box: front face at x..x+w, bottom at y; depth goes up and to the right. */
function box(x, y, w, h, d, { front, side, top }) {
  const dx = d * 0.62;
  const dy = d * 0.36;
  return (
    `<path d="${poly([
      [x + w, y],
      [x + w + dx, y - dy],
      [x + w + dx, y - h - dy],
      [x + w, y - h],
    ])}" fill="${side}"/>` +
    `<path d="${poly([
      [x, y - h],
      [x + w, y - h],
      [x + w + dx, y - h - dy],
      [x + dx, y - h - dy],
    ])}" fill="${top}"/>` +
    `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${front}"/>`
  );
}

const depthOf = (d) => [d * 0.62, d * 0.36];

/** A plant building with windows, a parapet and an optional roller shutter. */
export function building(c, { x, y, w, h, d, wall = '#eef1f4', accent = '#0b5cab', glass = '#7fb2d9', rows = 2, cols = 4, door = true, roofUnit = true }) {
  const [dx, dy] = depthOf(d);
  let s = box(x, y, w, h, d, { front: wall, side: darken(wall, 0.2), top: darken(wall, 0.08) });
  // Coloured band under the parapet: the company colour on its own plant.
  s += `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h * 0.09)}" fill="${accent}"/>`;
  s += `<path d="${poly([
    [x + w, y - h],
    [x + w + dx, y - h - dy],
    [x + w + dx, y - h - dy + h * 0.09],
    [x + w, y - h + h * 0.09],
  ])}" fill="${darken(accent, 0.25)}"/>`;
  const gx = Math.min(w * 0.08, h * 0.1);
  const top = y - h + h * 0.18;
  const bottom = door ? y - h * 0.06 : y - h * 0.1;
  const ww = (w - gx * (cols + 1)) / cols;
  const wh = ((door ? (bottom - top) * 0.62 : bottom - top) - gx * 0.5 * (rows - 1)) / rows;
  const glassFill = c.linear([
    [0, lighten(glass, 0.45)],
    [0.5, glass],
    [1, darken(glass, 0.2)],
  ]);
  for (let r = 0; r < rows; r += 1) {
    for (let q = 0; q < cols; q += 1) {
      const wx = x + gx + q * (ww + gx);
      const wy = top + r * (wh + gx * 0.5);
      if (door && r === rows - 1 && q === Math.floor(cols / 2)) continue;
      s += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="${glassFill}"/>`;
      s += `<path d="${poly([
        [wx, wy + wh * 0.7],
        [wx + ww * 0.45, wy],
        [wx + ww * 0.65, wy],
        [wx, wy + wh],
      ])}" fill="#ffffff" opacity="0.25"/>`;
    }
  }
  // Windows on the side wall, sheared with the depth.
  const sideCols = Math.max(1, Math.round(d / (ww + gx)));
  for (let q = 0; q < sideCols; q += 1) {
    const f0 = (q + 0.25) / sideCols;
    const f1 = (q + 0.75) / sideCols;
    const p = (f, yy) => [x + w + dx * f, yy - dy * f];
    s += `<path d="${poly([p(f0, top), p(f1, top), p(f1, top + wh), p(f0, top + wh)])}" fill="${darken(glass, 0.25)}"/>`;
  }
  if (door) {
    const dw = Math.min(ww * 1.1, w * 0.3);
    const dh = (bottom - top) * 0.42 + h * 0.06;
    const dxp = x + w / 2 - dw / 2;
    s += `<rect x="${n(dxp)}" y="${n(y - dh)}" width="${n(dw)}" height="${n(dh)}" fill="${darken(wall, 0.3)}"/>`;
    for (let i = 1; i < 8; i += 1) {
      s += `<line x1="${n(dxp)}" x2="${n(dxp + dw)}" y1="${n(y - dh + (dh * i) / 8)}" y2="${n(y - dh + (dh * i) / 8)}" stroke="${darken(wall, 0.45)}" stroke-width="${n(c.k)}"/>`;
    }
  }
  if (roofUnit) {
    const uw = w * 0.16;
    s += box(x + w * 0.6, y - h - dy * 0.5, uw, uw * 0.45, d * 0.25, { front: '#c9ced6', side: '#a9b0ba', top: '#e3e7ec' });
  }
  return s;
}

/** A circular clarifier / settling tank seen from above at an angle, with its bridge. */
export function clarifier(c, cx, cy, rx, wallH, { concrete = '#dcd7cc', water = '#3d8fb8', tilt = 0.3, bridgeAngle = -0.5 } = {}) {
  const { k } = c;
  const ry = rx * tilt;
  let s = `<path d="M${n(cx - rx)} ${n(cy)} L${n(cx - rx)} ${n(cy + wallH)} A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cy + wallH)} L${n(cx + rx)} ${n(cy)} Z" fill="${c.cylinder(concrete, { light: 0.3, dark: 0.3 })}"/>`;
  s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${lighten(concrete, 0.3)}"/>`;
  s += `<ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.03)}" rx="${n(rx * 0.93)}" ry="${n(ry * 0.9)}" fill="${darken(concrete, 0.15)}"/>`;
  s += `<ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.06)}" rx="${n(rx * 0.9)}" ry="${n(ry * 0.86)}" fill="${c.radial([
    [0, lighten(water, 0.3)],
    [0.7, water],
    [1, darken(water, 0.25)],
  ], [0.42, 0.38, 0.7])}"/>`;
  for (const f of [0.72, 0.5, 0.3]) {
    s += `<ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.06)}" rx="${n(rx * f)}" ry="${n(ry * 0.86 * f)}" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="${n(2 * k)}"/>`;
  }
  // Centre well and column.
  s += `<ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.06)}" rx="${n(rx * 0.1)}" ry="${n(ry * 0.1)}" fill="${lighten(concrete, 0.2)}" stroke="${darken(concrete, 0.3)}" stroke-width="${n(1.5 * k)}"/>`;
  // The bridge from the centre to the rim, with a hand rail.
  const ex = cx + Math.cos(bridgeAngle) * rx * 1.02;
  const ey = cy + Math.sin(bridgeAngle) * ry * 1.02;
  const bw = 7 * k;
  const rail = 12 * k;
  s += `<path d="${poly([
    [cx, cy - bw / 2],
    [ex, ey - bw / 2],
    [ex, ey + bw / 2],
    [cx, cy + bw / 2],
  ])}" fill="#6b7785"/>`;
  s += `<line x1="${n(cx)}" y1="${n(cy - rail)}" x2="${n(ex)}" y2="${n(ey - rail)}" stroke="#f2b233" stroke-width="${n(2.2 * k)}"/>`;
  for (let i = 0; i <= 6; i += 1) {
    const px = cx + ((ex - cx) * i) / 6;
    const py = cy + ((ey - cy) * i) / 6;
    s += `<line x1="${n(px)}" y1="${n(py)}" x2="${n(px)}" y2="${n(py - rail)}" stroke="#f2b233" stroke-width="${n(1.6 * k)}"/>`;
  }
  s += `<rect x="${n(cx - 9 * k)}" y="${n(cy - 16 * k)}" width="${n(18 * k)}" height="${n(14 * k)}" fill="#4f5b69"/>`;
  return s;
}

/** An open rectangular basin (aeration tank, filter bed) with water and optional bubbles. */
export function basin(c, x, y, w, h, d, { concrete = '#dcd7cc', water = '#3f8fa8', bubbles = false, rail = true, cells = 1 } = {}) {
  const { k, rng } = c;
  const [dx, dy] = depthOf(d);
  let s = box(x, y, w, h, d, { front: c.linear([[0, concrete], [1, darken(concrete, 0.12)]]), side: darken(concrete, 0.22), top: lighten(concrete, 0.25) });
  const rim = Math.min(w, d) * 0.05 + 3 * k;
  const t = y - h;
  const at = (fx, fd) => [x + fx * w + dx * fd, t - dy * fd];
  const m = rim / w;
  const md = rim / d;
  for (let q = 0; q < cells; q += 1) {
    const a = q / cells + m;
    const b = (q + 1) / cells - m;
    s += `<path d="${poly([at(a, md), at(b, md), at(b, 1 - md), at(a, 1 - md)])}" fill="${c.linear([
      [0, lighten(water, 0.25)],
      [1, darken(water, 0.1)],
    ], [0, 1, 1, 0])}"/>`;
    if (bubbles) {
      const count = Math.round((w * d) / (cells * 260 * k * k));
      for (let i = 0; i < count; i += 1) {
        const [bx, by] = at(rng.range(a, b), rng.range(md, 1 - md));
        s += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(rng.range(1.2, 3.4) * k)}" fill="#ffffff" opacity="${n(rng.range(0.35, 0.85) * 100) / 100}"/>`;
      }
    }
  }
  if (rail) {
    const rh = 13 * k;
    s += `<g stroke="#f2b233" stroke-width="${n(2 * k)}" fill="none"><path d="M${n(x)} ${n(t - rh)} L${n(x + w)} ${n(t - rh)} L${n(x + w + dx)} ${n(t - dy - rh)}"/>`;
    const posts = Math.max(3, Math.round(w / (40 * k)));
    for (let i = 0; i <= posts; i += 1) s += `<line x1="${n(x + (w * i) / posts)}" y1="${n(t)}" x2="${n(x + (w * i) / posts)}" y2="${n(t - rh)}"/>`;
    s += '</g>';
  }
  return s;
}

/** A vertical cylindrical tank with dome, cone or flat roof, seams and a ladder. */
export function vTank(c, cx, by, r, h, { color = '#e8ecef', roof = 'dome', ladder = true, bands = 3, band = null } = {}) {
  const { k } = c;
  const e = r * 0.26;
  let s = `<path d="M${n(cx - r)} ${n(by - h)} L${n(cx - r)} ${n(by)} A${n(r)} ${n(e)} 0 0 0 ${n(cx + r)} ${n(by)} L${n(cx + r)} ${n(by - h)} Z" fill="${c.cylinder(color)}"/>`;
  if (band) {
    s += `<path d="M${n(cx - r)} ${n(by - h * 0.62)} A${n(r)} ${n(e)} 0 0 0 ${n(cx + r)} ${n(by - h * 0.62)} L${n(cx + r)} ${n(by - h * 0.5)} A${n(r)} ${n(e)} 0 0 1 ${n(cx - r)} ${n(by - h * 0.5)} Z" fill="${c.cylinder(band)}"/>`;
  }
  for (let i = 1; i <= bands; i += 1) {
    const yy = by - (h * i) / (bands + 1);
    s += `<path d="M${n(cx - r)} ${n(yy)} A${n(r)} ${n(e)} 0 0 0 ${n(cx + r)} ${n(yy)}" fill="none" stroke="${darken(color, 0.35)}" stroke-opacity="0.35" stroke-width="${n(1.4 * k)}"/>`;
  }
  if (roof === 'dome') {
    s += `<path d="M${n(cx - r)} ${n(by - h)} A${n(r)} ${n(r * 0.42)} 0 0 1 ${n(cx + r)} ${n(by - h)} A${n(r)} ${n(e)} 0 0 1 ${n(cx - r)} ${n(by - h)} Z" fill="${c.radial([
      [0, lighten(color, 0.5)],
      [1, darken(color, 0.12)],
    ], [0.35, 0.3, 0.8])}"/>`;
  } else if (roof === 'cone') {
    s += `<path d="M${n(cx - r)} ${n(by - h)} L${n(cx)} ${n(by - h - r * 0.38)} L${n(cx + r)} ${n(by - h)} A${n(r)} ${n(e)} 0 0 1 ${n(cx - r)} ${n(by - h)} Z" fill="${c.linear([[0, lighten(color, 0.35)], [1, darken(color, 0.1)]], [0, 0, 1, 0])}"/>`;
  } else {
    s += `<ellipse cx="${n(cx)}" cy="${n(by - h)}" rx="${n(r)}" ry="${n(e)}" fill="${lighten(color, 0.2)}" stroke="${darken(color, 0.2)}" stroke-width="${n(k)}"/>`;
  }
  if (ladder) {
    const lx = cx + r * 0.5;
    const lw = Math.max(6 * k, r * 0.14);
    s += `<g stroke="#5d6b79" stroke-width="${n(1.6 * k)}"><line x1="${n(lx)}" y1="${n(by - h - 4 * k)}" x2="${n(lx)}" y2="${n(by + e * 0.8)}"/><line x1="${n(lx + lw)}" y1="${n(by - h - 4 * k)}" x2="${n(lx + lw)}" y2="${n(by + e * 0.75)}"/>`;
    for (let yy = by - h + 6 * k; yy < by + e * 0.6; yy += 8 * k) s += `<line x1="${n(lx)}" y1="${n(yy)}" x2="${n(lx + lw)}" y2="${n(yy)}"/>`;
    s += '</g>';
  }
  return s;
}

/** An elevated water tower: a tank on braced columns. */
export function waterTower(c, cx, by, r, tankH, legH, { color = '#e8ecef', legs = '#c8c2b6' } = {}) {
  const { k } = c;
  const top = by - legH;
  const spread = r * 0.8;
  let s = '';
  const lw = Math.max(5 * k, r * 0.1);
  for (const [x, shade] of [
    [-spread * 0.45, 0.15],
    [spread * 0.45, 0.15],
    [-spread, 0],
    [spread, 0.1],
  ]) {
    s += `<rect x="${n(cx + x - lw / 2)}" y="${n(top)}" width="${n(lw)}" height="${n(legH)}" fill="${darken(legs, shade)}"/>`;
  }
  s += `<g stroke="${darken(legs, 0.2)}" stroke-width="${n(2.2 * k)}">`;
  for (let i = 0; i < 3; i += 1) {
    const y0 = top + (legH * i) / 3 + 8 * k;
    const y1 = top + (legH * (i + 1)) / 3;
    s += `<line x1="${n(cx - spread)}" y1="${n(y0)}" x2="${n(cx + spread)}" y2="${n(y1)}"/><line x1="${n(cx + spread)}" y1="${n(y0)}" x2="${n(cx - spread)}" y2="${n(y1)}"/><line x1="${n(cx - spread)}" y1="${n(y1)}" x2="${n(cx + spread)}" y2="${n(y1)}"/>`;
  }
  s += '</g>';
  s += vTank(c, cx, top, r, tankH, { color, roof: 'cone', ladder: false, bands: 2 });
  return s;
}

/** A pipe along points, with a highlight and flanges at the bends. */
export function pipe(c, pts, t, color, { flanges = true, ends = true } = {}) {
  const d = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join(' ');
  let s = `<path d="${d}" fill="none" stroke="${darken(color, 0.3)}" stroke-width="${n(t)}" stroke-linejoin="round"/>`;
  s += `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(t * 0.72)}" stroke-linejoin="round" transform="translate(${n(-t * 0.08)} ${n(-t * 0.08)})"/>`;
  s += `<path d="${d}" fill="none" stroke="${lighten(color, 0.55)}" stroke-opacity="0.7" stroke-width="${n(t * 0.18)}" stroke-linejoin="round" transform="translate(${n(-t * 0.2)} ${n(-t * 0.2)})"/>`;
  if (flanges) {
    const fl = darken(color, 0.15);
    const mark = (x, y, horizontal) =>
      horizontal
        ? `<rect x="${n(x - t * 0.16)}" y="${n(y - t * 0.72)}" width="${n(t * 0.32)}" height="${n(t * 1.44)}" fill="${fl}"/>`
        : `<rect x="${n(x - t * 0.72)}" y="${n(y - t * 0.16)}" width="${n(t * 1.44)}" height="${n(t * 0.32)}" fill="${fl}"/>`;
    for (let i = 0; i < pts.length - 1; i += 1) {
      const [px, py] = pts[i];
      const [qx, qy] = pts[i + 1];
      const len = Math.hypot(qx - px, qy - py);
      if (len < t * 3) continue;
      const [ux, uy] = [(qx - px) / len, (qy - py) / len];
      const horizontal = Math.abs(ux) > Math.abs(uy);
      if (i > 0 || ends) s += mark(px + ux * t * 0.9, py + uy * t * 0.9, horizontal);
      if (i < pts.length - 2 || ends) s += mark(qx - ux * t * 0.9, qy - uy * t * 0.9, horizontal);
    }
  }
  return s;
}

/** A hand-wheel gate valve on a pipe at (x, y). */
export function valve(c, x, y, s, color = '#c0392b') {
  return (
    `<rect x="${n(x - s * 0.35)}" y="${n(y - s * 0.45)}" width="${n(s * 0.7)}" height="${n(s * 0.9)}" rx="${n(s * 0.15)}" fill="${darken(color, 0.1)}"/>` +
    `<rect x="${n(x - s * 0.06)}" y="${n(y - s * 1.2)}" width="${n(s * 0.12)}" height="${n(s * 0.8)}" fill="#6b7785"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y - s * 1.22)}" rx="${n(s * 0.55)}" ry="${n(s * 0.16)}" fill="none" stroke="${color}" stroke-width="${n(s * 0.12)}"/>`
  );
}

export function gauge(c, x, y, r) {
  return (
    `<rect x="${n(x - r * 0.15)}" y="${n(y + r * 0.8)}" width="${n(r * 0.3)}" height="${n(r * 0.9)}" fill="#8895a3"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#2f3a46"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.8)}" fill="#f7f9fb"/>` +
    `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + r * 0.5)}" y2="${n(y - r * 0.45)}" stroke="#c0392b" stroke-width="${n(r * 0.14)}" stroke-linecap="round"/>`
  );
}

/** A horizontal end-suction pump set on a base frame: volute on the left, motor on the right. */
export function hPump(c, x, y, s, { color = '#1f6fb8', motor = '#3a6ea5' } = {}) {
  let out = `<rect x="${n(x)}" y="${n(y - 10 * s)}" width="${n(160 * s)}" height="${n(10 * s)}" fill="${c.linear([[0, '#56606b'], [1, '#2f363e']])}"/>`;
  // Motor: a horizontal cylinder with fins and a fan cover.
  out += `<rect x="${n(x + 72 * s)}" y="${n(y - 66 * s)}" width="${n(70 * s)}" height="${n(48 * s)}" rx="${n(6 * s)}" fill="${c.cylinderH(motor)}"/>`;
  for (let i = 1; i < 9; i += 1) out += `<line x1="${n(x + 72 * s + i * 7.6 * s)}" y1="${n(y - 62 * s)}" x2="${n(x + 72 * s + i * 7.6 * s)}" y2="${n(y - 22 * s)}" stroke="${darken(motor, 0.35)}" stroke-opacity="0.35" stroke-width="${n(1.4 * s)}"/>`;
  out += `<rect x="${n(x + 140 * s)}" y="${n(y - 62 * s)}" width="${n(16 * s)}" height="${n(40 * s)}" rx="${n(8 * s)}" fill="${c.cylinderH(darken(motor, 0.15))}"/>`;
  out += `<rect x="${n(x + 96 * s)}" y="${n(y - 76 * s)}" width="${n(20 * s)}" height="${n(12 * s)}" fill="${darken(motor, 0.2)}"/>`;
  out += `<rect x="${n(x + 76 * s)}" y="${n(y - 20 * s)}" width="${n(8 * s)}" height="${n(10 * s)}" fill="#3a424b"/><rect x="${n(x + 128 * s)}" y="${n(y - 20 * s)}" width="${n(8 * s)}" height="${n(10 * s)}" fill="#3a424b"/>`;
  // Coupling guard.
  out += `<rect x="${n(x + 52 * s)}" y="${n(y - 52 * s)}" width="${n(22 * s)}" height="${n(22 * s)}" fill="#f2b233"/>`;
  // Pump casing (volute) with suction and discharge flanges.
  out += `<rect x="${n(x + 26 * s)}" y="${n(y - 24 * s)}" width="${n(26 * s)}" height="${n(14 * s)}" fill="${darken(color, 0.3)}"/>`;
  out += `<circle cx="${n(x + 38 * s)}" cy="${n(y - 42 * s)}" r="${n(24 * s)}" fill="${c.radial([[0, lighten(color, 0.35)], [1, darken(color, 0.25)]], [0.35, 0.3, 0.8])}"/>`;
  out += `<rect x="${n(x + 44 * s)}" y="${n(y - 84 * s)}" width="${n(14 * s)}" height="${n(24 * s)}" fill="${c.cylinder(color)}"/><rect x="${n(x + 40 * s)}" y="${n(y - 88 * s)}" width="${n(22 * s)}" height="${n(5 * s)}" fill="${darken(color, 0.2)}"/>`;
  out += `<rect x="${n(x - 2 * s)}" y="${n(y - 50 * s)}" width="${n(20 * s)}" height="${n(16 * s)}" fill="${c.cylinderH(color)}"/><rect x="${n(x - 6 * s)}" y="${n(y - 54 * s)}" width="${n(5 * s)}" height="${n(24 * s)}" fill="${darken(color, 0.2)}"/>`;
  return out;
}

/** A vertical multistage pump: stacked stages below, a motor with fan cover on top. */
export function vPump(c, cx, by, s, { color = '#1f6fb8', motor = '#3a6ea5', steel = '#c9d1d9' } = {}) {
  let out = `<rect x="${n(cx - 26 * s)}" y="${n(by - 8 * s)}" width="${n(52 * s)}" height="${n(8 * s)}" fill="${c.linear([[0, '#56606b'], [1, '#2f363e']])}"/>`;
  out += `<rect x="${n(cx - 20 * s)}" y="${n(by - 26 * s)}" width="${n(40 * s)}" height="${n(18 * s)}" rx="${n(3 * s)}" fill="${c.cylinder(color)}"/>`;
  out += `<rect x="${n(cx - 34 * s)}" y="${n(by - 22 * s)}" width="${n(68 * s)}" height="${n(10 * s)}" fill="${c.cylinderH(color)}"/>`;
  out += `<rect x="${n(cx - 14 * s)}" y="${n(by - 96 * s)}" width="${n(28 * s)}" height="${n(70 * s)}" fill="${c.cylinder(steel, { light: 0.5, dark: 0.4 })}"/>`;
  for (let i = 1; i < 6; i += 1) out += `<rect x="${n(cx - 15 * s)}" y="${n(by - 26 * s - i * 12 * s)}" width="${n(30 * s)}" height="${n(2.2 * s)}" fill="${darken(steel, 0.3)}"/>`;
  out += `<rect x="${n(cx - 18 * s)}" y="${n(by - 108 * s)}" width="${n(36 * s)}" height="${n(12 * s)}" fill="${c.cylinder(color)}"/>`;
  out += `<rect x="${n(cx - 20 * s)}" y="${n(by - 160 * s)}" width="${n(40 * s)}" height="${n(54 * s)}" rx="${n(4 * s)}" fill="${c.cylinder(motor)}"/>`;
  for (let i = 1; i < 5; i += 1) out += `<line x1="${n(cx - 20 * s + i * 8 * s)}" y1="${n(by - 156 * s)}" x2="${n(cx - 20 * s + i * 8 * s)}" y2="${n(by - 110 * s)}" stroke="${darken(motor, 0.4)}" stroke-opacity="0.3" stroke-width="${n(1.2 * s)}"/>`;
  out += `<path d="M${n(cx - 18 * s)} ${n(by - 160 * s)} Q${n(cx)} ${n(by - 182 * s)} ${n(cx + 18 * s)} ${n(by - 160 * s)} Z" fill="${c.cylinder(darken(motor, 0.12))}"/>`;
  out += `<rect x="${n(cx + 20 * s)}" y="${n(by - 146 * s)}" width="${n(10 * s)}" height="${n(14 * s)}" fill="${darken(motor, 0.25)}"/>`;
  return out;
}

/** A hydropneumatic pressure vessel or filter vessel: a capsule on legs. */
export function vessel(c, cx, by, r, h, { color = '#1f6fb8', legs = true, head = null } = {}) {
  const { k } = c;
  const lift = legs ? r * 0.35 : 0;
  let out = '';
  if (legs) {
    for (const dx of [-0.7, 0.7]) out += `<rect x="${n(cx + dx * r - 2.5 * k)}" y="${n(by - lift - 2)}" width="${n(5 * k)}" height="${n(lift + 2)}" fill="#4a545e"/>`;
  }
  out += `<rect x="${n(cx - r)}" y="${n(by - lift - h)}" width="${n(2 * r)}" height="${n(h)}" rx="${n(r)}" ry="${n(r * 0.7)}" fill="${c.cylinder(color)}"/>`;
  if (head) {
    out += `<rect x="${n(cx - r * 0.42)}" y="${n(by - lift - h - r * 0.55)}" width="${n(r * 0.84)}" height="${n(r * 0.6)}" rx="${n(r * 0.1)}" fill="${c.cylinder(head)}"/>`;
    out += `<rect x="${n(cx - r * 0.22)}" y="${n(by - lift - h - r * 0.42)}" width="${n(r * 0.44)}" height="${n(r * 0.2)}" fill="#1d2a36"/>`;
  }
  return out;
}

/** An electrical control panel with a display, lamps and door handle. */
export function panel(c, x, by, w, h, { color = '#dfe4ea' } = {}) {
  const { k } = c;
  let out = `<rect x="${n(x)}" y="${n(by - h)}" width="${n(w)}" height="${n(h)}" fill="${c.linear([[0, lighten(color, 0.2)], [1, darken(color, 0.08)]], [0, 0, 1, 0])}" stroke="${darken(color, 0.3)}" stroke-width="${n(1.5 * k)}"/>`;
  out += `<rect x="${n(x + w)}" y="${n(by - h)}" width="${n(w * 0.08)}" height="${n(h)}" fill="${darken(color, 0.25)}"/>`;
  out += `<line x1="${n(x + w / 2)}" y1="${n(by - h)}" x2="${n(x + w / 2)}" y2="${n(by)}" stroke="${darken(color, 0.3)}" stroke-width="${n(1.2 * k)}"/>`;
  out += `<rect x="${n(x + w * 0.12)}" y="${n(by - h * 0.85)}" width="${n(w * 0.3)}" height="${n(h * 0.14)}" fill="#1d2a36"/><rect x="${n(x + w * 0.15)}" y="${n(by - h * 0.82)}" width="${n(w * 0.18)}" height="${n(h * 0.04)}" fill="#3ddc84"/>`;
  ['#3ddc84', '#f2b233', '#e74c3c'].forEach((col, i) => {
    out += `<circle cx="${n(x + w * (0.6 + i * 0.12))}" cy="${n(by - h * 0.78)}" r="${n(Math.min(w, h) * 0.04)}" fill="${col}"/>`;
  });
  out += `<rect x="${n(x + w * 0.42)}" y="${n(by - h * 0.5)}" width="${n(w * 0.04)}" height="${n(h * 0.12)}" fill="#4a545e"/><rect x="${n(x + w * 0.54)}" y="${n(by - h * 0.5)}" width="${n(w * 0.04)}" height="${n(h * 0.12)}" fill="#4a545e"/>`;
  out += `<rect x="${n(x + w * 0.1)}" y="${n(by - h * 0.35)}" width="${n(w * 0.3)}" height="${n(h * 0.08)}" fill="${darken(color, 0.12)}"/>`;
  return out;
}

/** A tilted solar panel seen from the front, with its cell grid and a sky reflection. */
export function solarPanel(c, x, y, w, h, { legs = true } = {}) {
  const { k } = c;
  const sk = w * 0.08;
  const p = (fx, fy) => [x + fx * w + sk * fy, y - fy * h];
  let s = '';
  if (legs) s += `<rect x="${n(x + w * 0.2)}" y="${n(y)}" width="${n(3 * k)}" height="${n(h * 0.5)}" fill="#6b7785"/><rect x="${n(x + w * 0.8)}" y="${n(y)}" width="${n(3 * k)}" height="${n(h * 0.5)}" fill="#6b7785"/>`;
  s += `<path d="${poly([p(0, 0), p(1, 0), p(1, 1), p(0, 1)])}" fill="${c.linear([[0, '#2d4f86'], [0.5, '#1d3a6a'], [1, '#132a4f']], [0, 0, 0.4, 1])}" stroke="#c9d1d9" stroke-width="${n(2 * k)}"/>`;
  const cols = 6;
  const rows = 3;
  let grid = '';
  for (let i = 1; i < cols; i += 1) grid += `M${n(p(i / cols, 0)[0])} ${n(p(i / cols, 0)[1])} L${n(p(i / cols, 1)[0])} ${n(p(i / cols, 1)[1])} `;
  for (let j = 1; j < rows; j += 1) grid += `M${n(p(0, j / rows)[0])} ${n(p(0, j / rows)[1])} L${n(p(1, j / rows)[0])} ${n(p(1, j / rows)[1])} `;
  s += `<path d="${grid}" stroke="#8fb3dc" stroke-opacity="0.5" stroke-width="${n(1 * k)}" fill="none"/>`;
  s += `<path d="${poly([p(0.15, 0), p(0.35, 0), p(0.75, 1), p(0.55, 1)])}" fill="#ffffff" opacity="0.12"/>`;
  return s;
}

// ---------------------------------------------------------------------------------------------
// Interiors and studio

/** A plant room: back wall with high windows and light shafts, an epoxy floor in perspective. */
export function room(c, { wall = '#e4ebf1', dado = '#9fb7c9', floor = '#6d8d86', floorY = 0.62, windows = true } = {}) {
  const { w, h, k, rng } = c;
  const fy = h * floorY;
  let s = `<rect width="${w}" height="${n(fy)}" fill="${c.linear([[0, darken(wall, 0.1)], [0.6, wall], [1, lighten(wall, 0.05)]])}"/>`;
  for (let x = rng.range(60, 140) * k; x < w; x += 180 * k) {
    s += `<line x1="${n(x)}" y1="0" x2="${n(x)}" y2="${n(fy)}" stroke="${darken(wall, 0.12)}" stroke-width="${n(2 * k)}"/>`;
  }
  s += `<rect x="0" y="${n(fy - h * 0.14)}" width="${w}" height="${n(h * 0.14)}" fill="${dado}"/>`;
  s += `<rect x="0" y="${n(fy - h * 0.14 - 4 * k)}" width="${w}" height="${n(4 * k)}" fill="${darken(dado, 0.2)}"/>`;
  if (windows) {
    const wy = h * 0.06;
    const wh = h * 0.1;
    const beams = [];
    for (let x = w * 0.06; x < w * 0.95; x += w * 0.22) {
      const ww = w * 0.16;
      s += `<rect x="${n(x)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="${c.linear([[0, '#eaf6ff'], [1, '#bfdcf2']])}" stroke="${darken(wall, 0.3)}" stroke-width="${n(3 * k)}"/>`;
      for (let i = 1; i < 4; i += 1) s += `<line x1="${n(x + (ww * i) / 4)}" y1="${n(wy)}" x2="${n(x + (ww * i) / 4)}" y2="${n(wy + wh)}" stroke="${darken(wall, 0.3)}" stroke-width="${n(2 * k)}"/>`;
      beams.push([x, ww]);
    }
    const beamFill = c.linear([[0, '#ffffff', 0.4], [1, '#ffffff', 0]]);
    for (const [x, ww] of beams) {
      s += `<path d="${poly([
        [x, wy + wh],
        [x + ww, wy + wh],
        [x + ww + w * 0.1, fy + h * 0.1],
        [x + w * 0.04, fy + h * 0.1],
      ])}" fill="${beamFill}" opacity="0.55"/>`;
    }
  }
  // Floor with tile lines converging on a vanishing point above the floor.
  s += `<rect x="0" y="${n(fy)}" width="${w}" height="${n(h - fy)}" fill="${c.linear([[0, lighten(floor, 0.15)], [1, darken(floor, 0.2)]])}"/>`;
  const vx = w * 0.5;
  const vy = fy - h * 0.35;
  let lines = '';
  for (let i = -12; i <= 12; i += 1) {
    const bx = vx + i * w * 0.16;
    const t = (fy - vy) / (h - vy);
    lines += `M${n(vx + (bx - vx) * t)} ${n(fy)} L${n(bx)} ${n(h)} `;
  }
  for (let i = 1; i < 7; i += 1) {
    const y = fy + (h - fy) * (i / 7) ** 1.5;
    lines += `M0 ${n(y)} L${w} ${n(y)} `;
  }
  s += `<path d="${lines}" stroke="${darken(floor, 0.18)}" stroke-opacity="0.45" stroke-width="${n(1.5 * k)}" fill="none"/>`;
  s += `<rect x="0" y="${n(fy + h * 0.035)}" width="${w}" height="${n(5 * k)}" fill="#f2c230" opacity="0.85"/>`;
  return { svg: s, floorY: fy };
}

/** A soft studio backdrop for product shots. */
export function studio(c, { tint = '#dbe9f5', floorY = 0.72 } = {}) {
  const { w, h } = c;
  const fy = h * floorY;
  let s = `<rect width="${w}" height="${h}" fill="${c.radial([[0, lighten(tint, 0.65)], [0.6, tint], [1, darken(tint, 0.15)]], [0.5, 0.38, 0.75])}"/>`;
  s += `<rect x="0" y="${n(fy)}" width="${w}" height="${n(h - fy)}" fill="${c.linear([[0, darken(tint, 0.04), 0.0], [0.15, darken(tint, 0.06), 0.8], [1, darken(tint, 0.18), 1]])}"/>`;
  return { svg: s, floorY: fy };
}

/** Soft contact shadow under an object standing at (x, y). */
export function shadow(c, x, y, rx, ry, opacity = 0.28) {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${c.radial([[0, '#0b1a2a', opacity], [1, '#0b1a2a', 0]])}"/>`;
}

/** Final touches: a watercolour-like wash of low-frequency noise and a soft vignette. */
export function finish(c, { wash = 0.09, vignette = 0.22 } = {}) {
  const { w, h, k, rng } = c;
  const f = (colour, seed) =>
    c.filter(
      `<feTurbulence type="fractalNoise" baseFrequency="${n((0.004 / k) * 1000) / 1000} ${n((0.011 / k) * 1000) / 1000}" numOctaves="3" seed="${seed}"/>` +
        `<feColorMatrix type="matrix" values="0 0 0 0 ${colour} 0 0 0 0 ${colour} 0 0 0 0 ${colour} 2.2 0 0 0 -1.05"/>`,
      'x="0" y="0" width="100%" height="100%"',
    );
  c.add(`<rect width="${w}" height="${h}" filter="${f(0, rng.seed())}" opacity="${n(wash * 60) / 100}"/>`);
  c.add(`<rect width="${w}" height="${h}" filter="${f(1, rng.seed())}" opacity="${n(wash * 120) / 100}"/>`);
  if (vignette) {
    c.add(`<rect width="${w}" height="${h}" fill="${c.radial([[0, '#061a2e', 0], [0.65, '#061a2e', 0], [1, '#061a2e', vignette]], [0.5, 0.5, 0.75])}"/>`);
  }
}

// ---------------------------------------------------------------------------------------------
// Ground details

/** Grass blades scattered over the ground, larger and sparser towards the viewer. */
export function tufts(c, pal, y0, y1, count, { x0 = 0, x1 = c.w } = {}) {
  const { k, rng } = c;
  let dark = '';
  let light = '';
  for (let i = 0; i < count; i += 1) {
    const t = rng.next();
    const y = y0 + (y1 - y0) * t ** 0.8;
    const x = rng.range(x0, x1);
    const s = (2 + 8 * t) * k;
    let part = '';
    for (let j = 0; j < 3; j += 1) {
      const bx = x + rng.range(-1, 1) * s;
      const lean = rng.range(-0.6, 0.6) * s;
      part += `M${n(bx)} ${n(y)} Q${n(bx + lean * 0.2)} ${n(y - s)} ${n(bx + lean)} ${n(y - s * rng.range(1.2, 2))} `;
    }
    if (rng.chance(0.75)) dark += part;
    else light += part;
  }
  return (
    `<path d="${dark}" stroke="${darken(pal.groundDark, 0.1)}" stroke-opacity="0.28" stroke-width="${n(1.3 * k)}" stroke-linecap="round" fill="none"/>` +
    `<path d="${light}" stroke="${lighten(pal.ground, 0.35)}" stroke-opacity="0.32" stroke-width="${n(1.3 * k)}" stroke-linecap="round" fill="none"/>`
  );
}

/** A soft shadow cast to the left of an object whose footprint spans x..x+w at ground y. */
export function castShadow(c, x, y, w, depth, length, opacity = 0.28) {
  const { k } = c;
  const f = c.blur(5 * k);
  const [dx, dy] = depthOf(depth);
  return `<path d="${poly([
    [x - length, y + 3 * k],
    [x + w, y + 3 * k],
    [x + w + dx, y - dy],
    [x + dx - length * 0.9, y - dy],
  ])}" fill="#0d2a1a" opacity="${opacity}" filter="${f}"/>`;
}

/** A road or path: a centre line from far to near, with its width at the far and near ends. */
export function road(c, pts, w0, w1, { color = '#cfc6b0', edge = '#b3a88e' } = {}) {
  const left = [];
  const right = [];
  pts.forEach(([x, y], i) => {
    const t = i / (pts.length - 1);
    const half = (w0 + (w1 - w0) * t) / 2;
    const [px, py] = pts[Math.min(i + 1, pts.length - 1)];
    const [qx, qy] = pts[Math.max(i - 1, 0)];
    const len = Math.hypot(px - qx, py - qy) || 1;
    const [nx, ny] = [-(py - qy) / len, (px - qx) / len];
    left.push([x + nx * half, y + ny * half]);
    right.push([x - nx * half, y - ny * half]);
  });
  const shape = [...left, ...right.reverse()];
  return `<path d="${poly(shape)}" fill="${color}" stroke="${edge}" stroke-width="${n(2 * c.k)}"/>`;
}

/** Reeds at a water edge. */
export function reeds(c, x0, x1, y, size, color = '#4e7f3a') {
  const { k, rng } = c;
  let d = '';
  for (let x = x0; x < x1; x += rng.range(3, 9) * k) {
    const hgt = size * rng.range(0.5, 1.2);
    const lean = rng.range(-0.25, 0.25) * hgt;
    d += `M${n(x)} ${n(y)} Q${n(x + lean * 0.3)} ${n(y - hgt * 0.6)} ${n(x + lean)} ${n(y - hgt)} `;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="${n(2 * k)}" fill="none" stroke-linecap="round"/>`;
}

/** A house with a pitched roof (ridge along the depth), gutter and downpipe. */
export function house(c, { x, y, w, h, d, wall = '#f3ede2', roof = '#b5523b', glass = '#7fb2d9', gutter = '#7d8b99' }) {
  const { k } = c;
  const [dx, dy] = depthOf(d);
  const rh = w * 0.38;
  const o = w * 0.06;
  let s = `<path d="${poly([
    [x + w, y],
    [x + w + dx, y - dy],
    [x + w + dx, y - h - dy],
    [x + w, y - h],
  ])}" fill="${darken(wall, 0.2)}"/>`;
  s += `<path d="${poly([
    [x, y],
    [x + w, y],
    [x + w, y - h],
    [x + w / 2, y - h - rh],
    [x, y - h],
  ])}" fill="${wall}"/>`;
  // Two roof planes with an overhang.
  s += `<path d="${poly([
    [x - o, y - h + o * 0.6],
    [x + w / 2, y - h - rh],
    [x + w / 2 + dx, y - h - rh - dy],
    [x - o + dx, y - h + o * 0.6 - dy],
  ])}" fill="${lighten(roof, 0.12)}"/>`;
  s += `<path d="${poly([
    [x + w / 2, y - h - rh],
    [x + w + o, y - h + o * 0.6],
    [x + w + o + dx, y - h + o * 0.6 - dy],
    [x + w / 2 + dx, y - h - rh - dy],
  ])}" fill="${darken(roof, 0.15)}"/>`;
  s += `<path d="M${n(x - o)} ${n(y - h + o * 0.6)} L${n(x + w / 2)} ${n(y - h - rh)} L${n(x + w + o)} ${n(y - h + o * 0.6)}" stroke="${darken(roof, 0.3)}" stroke-width="${n(3 * k)}" fill="none" stroke-linejoin="round"/>`;
  // Windows and door.
  const gl = c.linear([[0, lighten(glass, 0.45)], [1, darken(glass, 0.15)]]);
  s += `<rect x="${n(x + w * 0.12)}" y="${n(y - h * 0.72)}" width="${n(w * 0.26)}" height="${n(h * 0.36)}" fill="${gl}" stroke="#ffffff" stroke-width="${n(2 * k)}"/>`;
  s += `<rect x="${n(x + w * 0.58)}" y="${n(y - h * 0.62)}" width="${n(w * 0.22)}" height="${n(h * 0.62)}" fill="${darken(wall, 0.45)}"/>`;
  s += `<circle cx="${n(x + w / 2)}" cy="${n(y - h - rh * 0.42)}" r="${n(w * 0.06)}" fill="${gl}" stroke="#ffffff" stroke-width="${n(1.5 * k)}"/>`;
  // Side wall windows.
  for (const f of [0.25, 0.62]) {
    const p = (ff, yy) => [x + w + dx * ff, yy - dy * ff];
    s += `<path d="${poly([p(f, y - h * 0.7), p(f + 0.2, y - h * 0.7), p(f + 0.2, y - h * 0.35), p(f, y - h * 0.35)])}" fill="${darken(glass, 0.25)}"/>`;
  }
  // Gutter along the right eave and a downpipe at the front corner.
  s += `<path d="M${n(x + w + o)} ${n(y - h + o * 0.6 + 2 * k)} L${n(x + w + o + dx)} ${n(y - h + o * 0.6 - dy + 2 * k)}" stroke="${gutter}" stroke-width="${n(5 * k)}"/>`;
  s += `<rect x="${n(x + w + o - 3 * k)}" y="${n(y - h + o * 0.6)}" width="${n(6 * k)}" height="${n(h - o * 0.6)}" fill="${gutter}"/>`;
  return s;
}
