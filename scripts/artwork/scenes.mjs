// The illustrated scenes: each takes a Canvas and options and draws a whole picture.
// Positions are fractions of the canvas width/height, sizes use c.k, so one scene works for the
// 16:9 hero, the 4:3 gallery/product pictures and the small thumbnails.
import { darken, lighten, mix, n, poly } from './lib.mjs';
import {
  PALETTES,
  basin,
  building,
  bush,
  castShadow,
  clarifier,
  finish,
  gauge,
  ground,
  hills,
  house,
  hPump,
  palm,
  panel,
  pipe,
  reeds,
  reflection,
  rippleLines,
  road,
  room,
  roundTree,
  shadow,
  sky,
  solarPanel,
  studio,
  treeRow,
  tufts,
  valve,
  vessel,
  vPump,
  vTank,
  water,
  waterTower,
} from './parts.mjs';

const BLUE = '#0b5cab';
const BLUE2 = '#0a7bc2';
const GREEN = '#1f8a4c';

function outdoor(c, pal, { horizon = 0.56, hero = false, hillHeight = 0.17, clouds = 4 } = {}) {
  const hy = c.h * horizon;
  c.add(sky(c, pal, { clouds, keepLeftClear: hero }));
  const land = hills(c, pal, hy, { height: hillHeight, flat: hero ? [[0, 0.45, 0.05]] : [] });
  c.add(land.svg);
  c.add(ground(c, pal, hy));
  return hy;
}

/** An outdoor scene with grass tufts and a row of trees on the horizon; returns the horizon's y. */
function countryside(c, pal, outdoorOptions, { tuftCount, treeDrop, treeHeight, gap }) {
  const hy = outdoor(c, pal, outdoorOptions);
  c.add(tufts(c, pal, hy + 10 * c.k, c.h, tuftCount));
  c.add(treeRow(c, 0, c.w, hy + treeDrop * c.k, treeHeight * c.k, pal.near, { gap }));
  return hy;
}

function foregroundBushes(c, pal, y, from, to, size = 60) {
  const { k, rng } = c;
  let s = '';
  for (let x = c.w * from; x < c.w * to; x += size * k * rng.range(0.6, 1.3)) {
    s += bush(c, x, y + rng.range(0, 24) * k, size * k * rng.range(0.8, 1.4), mix(pal.groundDark, '#2e6b3a', rng.range(0, 0.6)));
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Outdoor plants

/** Water treatment plant: filter house, flocculation basins, clarifiers and a water tower. */
export function treatmentPlant(c, { palette = 'morning', hero = false, variant = 0 } = {}) {
  const pal = PALETTES[palette];
  const { w, h, k } = c;
  const hy = outdoor(c, pal, { hero, horizon: 0.55 });
  const x0 = hero ? 0.46 : 0.04;
  const span = 1 - x0;
  const X = (f) => w * (x0 + span * f);
  c.add(tufts(c, pal, hy + 10 * k, h, 500));
  c.add(treeRow(c, X(-0.08), w, hy + 8 * k, 80 * k, pal.near, { gap: 0.65 }));
  c.add(road(c, [[X(0.16), hy + 96 * k], [X(0.05), h * 0.75], [w * (hero ? 0.3 : 0.02), h * 1.02]], 30 * k, 150 * k));
  const bw = span * w * 0.36;
  c.add(castShadow(c, X(0.82), hy + 40 * k, 100 * k, 40 * k, 60 * k, 0.18));
  c.add(waterTower(c, X(0.9), hy + 40 * k, 48 * k, 74 * k, 180 * k));
  c.add(castShadow(c, X(0.1), hy + 92 * k, bw, 100 * k, 80 * k));
  c.add(building(c, { x: X(0.1), y: hy + 92 * k, w: bw, h: 175 * k, d: 100 * k, rows: 2, cols: 5, accent: variant ? GREEN : BLUE }));
  c.add(castShadow(c, X(0.6), hy + 100 * k, 110 * k, 40 * k, 50 * k, 0.2));
  c.add(vTank(c, X(0.64), hy + 100 * k, 38 * k, 135 * k, { color: '#e9eef2', band: BLUE2 }));
  c.add(vTank(c, X(0.76), hy + 104 * k, 29 * k, 104 * k, { color: '#e9eef2', band: GREEN, ladder: false }));
  const by = h * 0.79;
  c.add(castShadow(c, X(0.0), by, span * w * 0.34, 170 * k, 30 * k, 0.22));
  c.add(basin(c, X(0.0), by, span * w * 0.34, 38 * k, 170 * k, { cells: 3, water: '#4e9cb4', concrete: pal.concrete }));
  c.add(pipe(c, [[X(0.3), hy + 112 * k], [X(0.42), hy + 112 * k], [X(0.42), by - 60 * k]], 12 * k, BLUE2));
  c.add(pipe(c, [[X(0.36), by - 8 * k], [X(0.5), by - 8 * k]], 14 * k, BLUE2));
  c.add(clarifier(c, X(0.72), h * 0.78, span * w * 0.2, 34 * k, { concrete: pal.concrete, bridgeAngle: -0.7 }));
  c.add(clarifier(c, X(0.45), h * 0.93, span * w * 0.17, 34 * k, { concrete: pal.concrete, bridgeAngle: -2.4 }));
  if (!hero) c.add(roundTree(c, w * 0.03, h * 0.62, 150 * k, pal.near));
  c.add(foregroundBushes(c, pal, h * 1.0, hero ? 0 : 0.9, hero ? 0.22 : 1.05));
  finish(c);
}

/** A pumping station on the far bank of a river: intake pipes into the water, reflections. */
export function pumpingStation(c, { palette = 'golden', hero = false } = {}) {
  const pal = PALETTES[palette];
  const { w, h, k } = c;
  const hy = h * 0.5;
  c.add(sky(c, pal, { clouds: 4, keepLeftClear: hero }));
  c.add(hills(c, pal, hy, { height: 0.15, flat: hero ? [[0, 0.45, 0.04]] : [] }).svg);
  const bankY = h * 0.6;
  c.add(`<rect x="0" y="${n(hy)}" width="${w}" height="${n(bankY - hy + 2)}" fill="${c.linear([[0, mix(pal.ground, pal.skyHorizon, 0.3)], [1, pal.ground]])}"/>`);
  c.add(tufts(c, pal, hy + 4 * k, bankY, 160));
  const waterPal = { ...pal, waterTop: mix(pal.skyHorizon, pal.waterDeep, 0.35) };
  c.add(water(c, waterPal, 0, bankY, w, h, { ripples: 0 }));
  const bx = hero ? w * 0.6 : w * 0.36;
  const bw = hero ? w * 0.22 : w * 0.32;
  const by = bankY - 8 * k;
  const far = treeRow(c, 0, w, bankY - 30 * k, 46 * k, mix(pal.near, pal.far, 0.3), { gap: 0.55 });
  let station = building(c, { x: bx, y: by, w: bw, h: 190 * k, d: 90 * k, rows: 2, cols: 4, wall: '#f1efe9', accent: BLUE });
  station += vTank(c, bx + bw + 110 * k, by, 44 * k, 120 * k, { color: '#eef2f5', band: GREEN });
  station += roundTree(c, bx - 50 * k, by, 120 * k, pal.near);
  station += roundTree(c, bx + bw + 200 * k, by, 100 * k, darken(pal.near, 0.05));
  // The concrete embankment wall of the intake along the bank.
  const wallTop = bankY - 10 * k;
  const bank = `<rect x="0" y="${n(wallTop)}" width="${w}" height="${n(bankY - wallTop + 2 * k)}" fill="${mix(pal.groundDark, '#8a7f6a', 0.5)}"/>` +
    `<rect x="${n(bx - 30 * k)}" y="${n(wallTop - 4 * k)}" width="${n(bw + 80 * k)}" height="${n(bankY - wallTop + 26 * k)}" fill="${c.linear([[0, lighten(pal.concrete, 0.1)], [1, darken(pal.concrete, 0.2)]])}"/>`;
  let pipes = '';
  for (let i = 0; i < 3; i += 1) {
    const x = bx + bw * (0.2 + i * 0.3);
    pipes += pipe(c, [[x, by - 40 * k], [x, bankY + 40 * k]], 22 * k, BLUE2, { ends: false });
    pipes += valve(c, x, by - 50 * k, 18 * k, GREEN);
  }
  pipes += pipe(c, [[bx + bw + 40 * k, by - 60 * k], [bx + bw + 90 * k, by - 60 * k]], 14 * k, BLUE2);
  const art = far + station + bank + pipes;
  c.add(art);
  c.add(reflection(c, art, bankY + 2 * k, `<rect x="0" y="${n(bankY + 16 * k)}" width="${w}" height="${n(h - bankY)}"/>`, { opacity: 0.42 }));
  c.add(rippleLines(c, pal, 0, bankY + 20 * k, w, h, 90));
  // Near bank: a grassy strip with reeds along the bottom edge.
  const nearY = h * 0.93;
  const fn = (x) => nearY + Math.sin(x * 0.004 + 1) * 14 * k + Math.sin(x * 0.011) * 6 * k;
  const pts = [[-10, h + 10]];
  for (let x = -10; x <= w + 10; x += 12) pts.push([x, fn(x)]);
  pts.push([w + 10, h + 10]);
  c.add(`<path d="${poly(pts)}" fill="${c.linear([[0, pal.ground], [1, pal.groundDark]])}" filter="${c.wobble(3)}"/>`);
  c.add(reeds(c, 0, w * 0.3, nearY + 10 * k, 50 * k));
  c.add(reeds(c, w * 0.7, w, nearY + 10 * k, 60 * k));
  c.add(foregroundBushes(c, pal, h * 1.02, 0.8, 1.05, 70));
  finish(c);
}

/** Rainwater harvesting: house roofs with gutters draining to a pond in green land. */
export function rainwaterReservoir(c, { palette = 'noon', hero = false } = {}) {
  const pal = PALETTES[palette];
  const { w, h, k, rng } = c;
  const hy = h * 0.52;
  // A faint rainbow behind the clouds: the rain has just passed. The hills hide its feet.
  const rainbow = () => {
    const rb = c.blur(5 * k);
    const colours = ['#e74c3c', '#f39c12', '#f1c40f', '#2ecc71', '#3498db', '#8e44ad'];
    return `<g opacity="0.2" filter="${rb}" fill="none">${colours
      .map((col, i) => `<path d="M${n(w * 0.5)} ${n(hy)} A${n(w * 0.3 - i * 9 * k)} ${n(h * 0.4 - i * 9 * k)} 0 0 1 ${n(w * 1.1 - i * 18 * k)} ${n(hy)}" stroke="${col}" stroke-width="${n(10 * k)}"/>`)
      .join('')}</g>`;
  };
  c.add(sky(c, pal, { clouds: 5, keepLeftClear: hero, behindClouds: rainbow }));
  c.add(hills(c, pal, hy, { height: 0.14, flat: hero ? [[0, 0.45, 0.04]] : [] }).svg);
  c.add(ground(c, pal, hy));
  c.add(tufts(c, pal, hy + 10 * k, h, 500));
  c.add(treeRow(c, 0, w, hy + 6 * k, 60 * k, pal.near, { gap: 0.65 }));
  // Houses with gutters, downpipes and a storage tank.
  const x0 = hero ? w * 0.5 : w * 0.1;
  const hy2 = hy + 110 * k;
  const homes = [
    [x0, 150, 110, '#f3ede2', '#b5523b'],
    [x0 + 270 * k, 190, 130, '#eef3f6', '#3f6f8f'],
    [x0 + 560 * k, 140, 100, '#f6efe0', '#8f5a3b'],
  ];
  for (const [x, hw, hh, wall, roof] of homes) {
    c.add(castShadow(c, x, hy2, hw * k, 80 * k, 60 * k, 0.2));
    c.add(house(c, { x, y: hy2, w: hw * k, h: hh * k, d: 80 * k, wall, roof }));
  }
  c.add(vTank(c, x0 + 480 * k, hy2 + 8 * k, 34 * k, 90 * k, { color: '#2f7fbf', roof: 'flat', ladder: false, bands: 2 }));
  // The pond: an irregular, stone-edged shape in perspective.
  const cx = hero ? w * 0.73 : w * 0.52;
  const cy = h * 0.82;
  const rx = hero ? w * 0.25 : w * 0.38;
  const ry = h * 0.11;
  const outline = (grow) => {
    const pts = [];
    for (let i = 0; i < 48; i += 1) {
      const a = (i / 48) * Math.PI * 2;
      const wob = 1 + 0.06 * Math.sin(a * 3 + 1.3) + 0.04 * Math.sin(a * 5);
      pts.push([cx + Math.cos(a) * (rx * wob + grow), cy + Math.sin(a) * (ry * wob + grow * 0.4)]);
    }
    return pts;
  };
  c.add(`<path d="${poly(outline(16 * k))}" fill="#b9b2a2"/>`);
  c.add(`<path d="${poly(outline(8 * k))}" fill="#9c9482"/>`);
  const pond = poly(outline(0));
  c.add(`<path d="${pond}" fill="${c.linear([[0, pal.waterTop], [1, pal.waterDeep]])}"/>`);
  const clipId = c.clip(`<path d="${pond}"/>`);
  c.add(`<g clip-path="${clipId}">${rippleLines(c, pal, cx - rx, cy - ry, cx + rx, cy + ry, 40)}</g>`);
  for (let i = 0; i < 26; i += 1) {
    const a = rng.range(0, Math.PI * 2);
    c.add(`<ellipse cx="${n(cx + Math.cos(a) * (rx + 10 * k))}" cy="${n(cy + Math.sin(a) * (ry + 4 * k))}" rx="${n(rng.range(6, 12) * k)}" ry="${n(rng.range(3, 6) * k)}" fill="${rng.pick(['#a89f8b', '#c8c0ad', '#8f8775'])}"/>`);
  }
  c.add(reeds(c, cx - rx * 0.95, cx - rx * 0.6, cy + ry * 0.7, 46 * k));
  // Pipe from the downpipes to the pond inlet.
  c.add(pipe(c, [[x0 + 440 * k, hy2 + 20 * k], [cx - rx * 0.2, hy2 + 20 * k], [cx - rx * 0.2, cy - ry * 0.95]], 10 * k, '#7d8b99', { ends: false }));
  c.add(roundTree(c, cx + rx * 0.95, cy - ry * 0.6, 170 * k, pal.near));
  c.add(foregroundBushes(c, pal, h * 1.02, hero ? 0 : 0, hero ? 0.25 : 0.25, 70));
  finish(c);
}

// ---------------------------------------------------------------------------------------------
// Plant rooms

/** Draws equipment standing on a glossy floor at baseY, with its faint mirror image. */
function onFloor(c, art, baseY) {
  c.add(reflection(c, art, baseY, `<rect x="0" y="${n(baseY)}" width="${c.w}" height="${n(c.h - baseY)}"/>`, { opacity: 0.16, blur: 3 }));
  c.add(art);
}

/** Pump room: either a row of horizontal pump sets, or a vertical multistage booster set. */
export function boosterRoom(c, { kind = 'vertical', pumpColor = '#1f6fb8', wall = '#e4ebf1', dado = '#9fb7c9', floor = '#6d8d86', pumps = 3 } = {}) {
  const { w, h, k } = c;
  const r = room(c, { wall, dado, floor, floorY: 0.6 });
  c.add(r.svg);
  const baseY = h * 0.84;
  // The header along the wall, fed by a riser from the set.
  const headerY = h * 0.3;
  c.add(pipe(c, [[-20, headerY], [w + 20, headerY]], 26 * k, BLUE2, { flanges: false }));
  for (let x = w * 0.08; x < w; x += w * 0.22) c.add(`<rect x="${n(x)}" y="${n(headerY - 22 * k)}" width="${n(8 * k)}" height="${n(44 * k)}" fill="#8895a3"/>`);
  let art = '';
  if (kind === 'vertical') {
    const s = 2.15 * k;
    const xs = Array.from({ length: pumps }, (_, i) => w * (0.36 + (i * 0.36) / Math.max(1, pumps - 1)));
    art += `<rect x="${n(xs[0] - 70 * s)}" y="${n(baseY - 10 * k)}" width="${n(xs.at(-1) - xs[0] + 140 * s)}" height="${n(10 * k)}" fill="#3a424b"/>`;
    const suction = baseY - 40 * s;
    const discharge = baseY - 64 * s;
    art += pipe(c, [[xs[0] - 90 * s, discharge], [xs.at(-1) + 60 * s, discharge], [xs.at(-1) + 60 * s, headerY]], 24 * k, BLUE2);
    for (const x of xs) {
      art += vPump(c, x, baseY - 10 * k, s, { color: pumpColor, motor: darken(pumpColor, 0.1) });
      art += pipe(c, [[x + 34 * s, baseY - 28 * s], [x + 44 * s, baseY - 28 * s], [x + 44 * s, discharge]], 14 * k, BLUE2, { flanges: false });
      art += valve(c, x + 44 * s, discharge - 14 * k, 14 * k, '#c0392b');
      art += gauge(c, x - 30 * s, discharge - 30 * k, 12 * k);
    }
    art += pipe(c, [[xs[0] - 140 * s, suction + 20 * s], [xs.at(-1) + 30 * s, suction + 20 * s]], 26 * k, darken(BLUE2, 0.1));
    art += vessel(c, w * 0.13, baseY, 62 * k, 290 * k, { color: GREEN });
    art += gauge(c, w * 0.13, baseY - 330 * k, 14 * k);
  } else {
    const s = 1.75 * k;
    const xs = Array.from({ length: pumps }, (_, i) => w * (0.06 + i * 0.23));
    for (const x of xs) {
      art += `<rect x="${n(x - 10 * k)}" y="${n(baseY - 14 * k)}" width="${n(180 * s)}" height="${n(14 * k)}" fill="#b8c2cc"/>`;
      art += pipe(c, [[x + 51 * s, baseY - 90 * s], [x + 51 * s, headerY]], 20 * k, BLUE2);
      art += valve(c, x + 51 * s, baseY - 150 * s, 16 * k, '#c0392b');
      art += gauge(c, x + 80 * s, baseY - 120 * s, 12 * k);
      art += hPump(c, x, baseY - 14 * k, s, { color: pumpColor, motor: '#4d6d8f' });
    }
    art += pipe(c, [[-20, baseY - 42 * s - 14 * k], [xs[0] - 4 * s, baseY - 42 * s - 14 * k]], 22 * k, darken(BLUE2, 0.1));
  }
  art += panel(c, w * 0.8, baseY, w * 0.13, h * 0.42, { color: '#e6ebf0' });
  art += shadow(c, w * 0.86, baseY + 4 * k, w * 0.1, 10 * k, 0.35);
  onFloor(c, art, baseY);
  finish(c, { wash: 0.05, vignette: 0.28 });
}

/** Fire-fighting pump room: main and standby pumps, jockey pump, red pipework, panels. */
export function firePumpRoom(c, { wall = '#e9e6e1', floor = '#7b8a86' } = {}) {
  const { w, h, k } = c;
  const RED = '#c62d23';
  const r = room(c, { wall, dado: '#b9b3aa', floor, floorY: 0.6 });
  c.add(r.svg);
  const baseY = h * 0.85;
  const headerY = h * 0.26;
  c.add(pipe(c, [[-20, headerY], [w + 20, headerY]], 30 * k, RED, { flanges: false }));
  c.add(pipe(c, [[w * 0.92, headerY], [w * 0.92, h * 0.5], [w + 20, h * 0.5]], 22 * k, RED));
  let art = '';
  const s = 1.9 * k;
  const xs = [w * 0.04, w * 0.3];
  for (const x of xs) {
    art += `<rect x="${n(x - 10 * k)}" y="${n(baseY - 14 * k)}" width="${n(180 * s)}" height="${n(14 * k)}" fill="#b8c2cc"/>`;
    art += pipe(c, [[x + 51 * s, baseY - 90 * s], [x + 51 * s, headerY]], 22 * k, RED);
    art += valve(c, x + 51 * s, baseY - 160 * s, 18 * k, '#f2b233');
    art += gauge(c, x + 84 * s, baseY - 130 * s, 13 * k);
    art += hPump(c, x, baseY - 14 * k, s, { color: RED, motor: x === xs[0] ? '#8a96a3' : '#5f6b78' });
  }
  art += pipe(c, [[-20, baseY - 42 * s - 14 * k], [xs[1] - 4 * s, baseY - 42 * s - 14 * k]], 24 * k, darken(RED, 0.15), { flanges: false });
  // Jockey pump and its panel.
  art += vPump(c, w * 0.7, baseY, 1.7 * k, { color: RED, motor: '#8a96a3' });
  art += pipe(c, [[w * 0.7 + 34 * 1.7 * k, baseY - 28 * k], [w * 0.75, baseY - 28 * k], [w * 0.75, headerY]], 14 * k, RED);
  art += vessel(c, w * 0.62, baseY, 32 * k, 170 * k, { color: RED });
  art += panel(c, w * 0.8, baseY, w * 0.12, h * 0.4, { color: '#d63a2f' });
  art += shadow(c, w * 0.86, baseY + 4 * k, w * 0.09, 10 * k, 0.35);
  onFloor(c, art, baseY);
  // A hose reel cabinet on the wall.
  c.add(`<rect x="${n(w * 0.63)}" y="${n(h * 0.34)}" width="${n(w * 0.07)}" height="${n(h * 0.12)}" fill="${RED}" stroke="${darken(RED, 0.3)}" stroke-width="${n(2 * k)}"/><circle cx="${n(w * 0.665)}" cy="${n(h * 0.4)}" r="${n(h * 0.04)}" fill="none" stroke="#f7f2ea" stroke-width="${n(6 * k)}"/>`);
  finish(c, { wash: 0.05, vignette: 0.28 });
}

/** Reverse osmosis plant: filter vessels, cartridge filters, HP pump and the membrane skid. */
export function roPlant(c, { accent = BLUE2, wall = '#e6eef4', floor = '#7c9a9a' } = {}) {
  const { w, h, k } = c;
  const r = room(c, { wall, dado: '#a9c1d3', floor, floorY: 0.58 });
  c.add(r.svg);
  const baseY = h * 0.86;
  let art = '';
  // Pressure sand and carbon filters on the left.
  art += vessel(c, w * 0.08, baseY, 50 * k, 300 * k, { color: accent });
  art += vessel(c, w * 0.19, baseY, 50 * k, 300 * k, { color: '#2f3f52' });
  art += pipe(c, [[w * 0.08, baseY - 360 * k], [w * 0.08, baseY - 400 * k], [w * 0.19, baseY - 400 * k], [w * 0.19, baseY - 360 * k]], 12 * k, accent, { flanges: false });
  // The skid frame with six membrane housings.
  const fx = w * 0.32;
  const fw = w * 0.5;
  const top = baseY - 420 * k;
  art += pipe(c, [[w * 0.19 + 50 * k, baseY - 120 * k], [fx - 10 * k, baseY - 120 * k]], 12 * k, accent, { flanges: false });
  const steel = '#aeb8c2';
  art += `<rect x="${n(fx)}" y="${n(top)}" width="${n(10 * k)}" height="${n(baseY - top)}" fill="${c.cylinder(steel)}"/><rect x="${n(fx + fw - 10 * k)}" y="${n(top)}" width="${n(10 * k)}" height="${n(baseY - top)}" fill="${c.cylinder(steel)}"/>`;
  for (let row = 0; row < 3; row += 1) {
    const y = top + 30 * k + row * 70 * k;
    art += `<rect x="${n(fx - 20 * k)}" y="${n(y)}" width="${n(fw + 40 * k)}" height="${n(40 * k)}" rx="${n(20 * k)}" fill="${c.cylinderH('#f4f6f8', { light: 0.3, dark: 0.25 })}"/>`;
    art += `<rect x="${n(fx - 26 * k)}" y="${n(y - 3 * k)}" width="${n(14 * k)}" height="${n(46 * k)}" rx="${n(4 * k)}" fill="${accent}"/><rect x="${n(fx + fw + 12 * k)}" y="${n(y - 3 * k)}" width="${n(14 * k)}" height="${n(46 * k)}" rx="${n(4 * k)}" fill="${accent}"/>`;
  }
  art += `<rect x="${n(fx)}" y="${n(top + 240 * k)}" width="${n(fw)}" height="${n(8 * k)}" fill="${steel}"/>`;
  art += pipe(c, [[fx + fw + 40 * k, top + 50 * k], [fx + fw + 40 * k, top + 190 * k]], 12 * k, accent, { flanges: false });
  // HP pump, cartridge filters, panel on the skid base.
  art += vPump(c, fx + fw * 0.25, baseY, 1.45 * k, { color: '#c9d1d9', motor: '#3a6ea5', steel: '#dfe5ea' });
  art += vessel(c, fx + fw * 0.5, baseY - 30 * k, 20 * k, 110 * k, { color: '#e8eef2', head: accent, legs: false });
  art += vessel(c, fx + fw * 0.6, baseY - 30 * k, 20 * k, 110 * k, { color: '#e8eef2', head: accent, legs: false });
  art += `<rect x="${n(fx)}" y="${n(baseY - 30 * k)}" width="${n(fw)}" height="${n(30 * k)}" fill="${steel}"/>`;
  art += panel(c, fx + fw * 0.72, baseY - 30 * k, fw * 0.2, 150 * k, { color: '#eef2f5' });
  for (const gx of [0.1, 0.3, 0.5]) art += gauge(c, fx + fw * gx, top + 275 * k, 12 * k);
  // Permeate tank on the right.
  art += vTank(c, w * 0.91, baseY, 62 * k, 300 * k, { color: accent, roof: 'flat', ladder: false, bands: 3 });
  art += pipe(c, [[fx + fw + 40 * k, top + 190 * k], [w * 0.91, top + 190 * k], [w * 0.91, baseY - 300 * k]], 12 * k, accent, { flanges: false });
  onFloor(c, art, baseY);
  finish(c, { wash: 0.05, vignette: 0.26 });
}

/** Water softening plant: twin resin vessels with control heads, brine tank, pipework. */
export function softenerRoom(c, { accent = '#1f6fb8', wall = '#eef0ea', floor = '#81918a' } = {}) {
  const { w, h, k } = c;
  const r = room(c, { wall, dado: '#b7c4b3', floor, floorY: 0.58 });
  c.add(r.svg);
  const baseY = h * 0.86;
  let art = '';
  const hdr = baseY - 470 * k;
  art += pipe(c, [[-20, hdr], [w * 0.74, hdr]], 18 * k, BLUE2, { flanges: false });
  const xs = [0.2, 0.4, 0.6];
  art += pipe(c, [[w * 0.2, baseY - 150 * k], [w * 0.6, baseY - 150 * k]], 12 * k, BLUE2, { flanges: false });
  xs.forEach((f, i) => {
    const x = w * f;
    art += pipe(c, [[x, hdr], [x, baseY - 366 * k]], 12 * k, BLUE2, { flanges: false });
    art += vessel(c, x, baseY, 70 * k, 330 * k, { color: i === 1 ? '#3d4b5c' : accent, head: '#e8ecef', legs: false });
    art += shadow(c, x, baseY + 2 * k, 90 * k, 12 * k);
  });
  // Brine tank and salt lid.
  art += vTank(c, w * 0.83, baseY, 80 * k, 220 * k, { color: '#f2f4f5', roof: 'flat', ladder: false, bands: 0 });
  art += `<rect x="${n(w * 0.83 - 50 * k)}" y="${n(baseY - 240 * k)}" width="${n(100 * k)}" height="${n(16 * k)}" rx="${n(6 * k)}" fill="${accent}"/>`;
  art += pipe(c, [[w * 0.6 + 40 * k, baseY - 120 * k], [w * 0.83 - 80 * k, baseY - 120 * k]], 8 * k, '#e8ecef', { flanges: false });
  art += gauge(c, w * 0.3, baseY - 380 * k, 14 * k);
  art += gauge(c, w * 0.5, baseY - 380 * k, 14 * k);
  art += panel(c, w * 0.02, baseY, w * 0.09, 260 * k);
  onFloor(c, art, baseY);
  finish(c, { wash: 0.05, vignette: 0.26 });
}

/** Studio shot of submersible borewell pumps standing in a row. */
export function submersiblePumps(c, { tint = '#d6e6f3' } = {}) {
  const { w, h, k } = c;
  const st = studio(c, { tint });
  c.add(st.svg);
  const baseY = h * 0.84;
  // Soft water-drop motif in the background.
  c.add(`<path d="M${n(w * 0.82)} ${n(h * 0.12)} C${n(w * 0.9)} ${n(h * 0.28)} ${n(w * 0.94)} ${n(h * 0.36)} ${n(w * 0.94)} ${n(h * 0.42)} A${n(w * 0.12)} ${n(w * 0.12)} 0 0 1 ${n(w * 0.7)} ${n(h * 0.42)} C${n(w * 0.7)} ${n(h * 0.36)} ${n(w * 0.74)} ${n(h * 0.28)} ${n(w * 0.82)} ${n(h * 0.12)} Z" fill="#ffffff" opacity="0.35"/>`);
  c.add(`<circle cx="${n(w * 0.5)}" cy="${n(h * 0.5)}" r="${n(h * 0.36)}" fill="${c.radial([[0, '#ffffff', 0.7], [0.7, '#ffffff', 0.25], [1, '#ffffff', 0]])}"/>`);
  const steel = '#c7d0d8';
  const specs = [
    [0.28, 58, 640, '#1f6fb8'],
    [0.5, 50, 560, GREEN],
    [0.7, 44, 470, '#1f6fb8'],
  ];
  for (const [fx, r, tall, col] of specs) {
    const x = w * fx;
    const R = r * k;
    const H = tall * k;
    c.add(shadow(c, x + 30 * k, baseY + 6 * k, R * 2.6, 16 * k, 0.35));
    const motorH = H * 0.42;
    // Motor (bottom), inlet screen, pump stack, discharge head.
    c.add(`<rect x="${n(x - R)}" y="${n(baseY - motorH)}" width="${n(2 * R)}" height="${n(motorH)}" rx="${n(R * 0.25)}" fill="${c.cylinder(steel, { light: 0.6, dark: 0.45 })}"/>`);
    c.add(`<rect x="${n(x - R * 1.02)}" y="${n(baseY - motorH * 0.25)}" width="${n(2.04 * R)}" height="${n(motorH * 0.08)}" fill="${c.cylinder(col)}"/>`);
    const screenY = baseY - motorH - H * 0.08;
    c.add(`<rect x="${n(x - R * 0.92)}" y="${n(screenY)}" width="${n(1.84 * R)}" height="${n(H * 0.08)}" fill="${c.cylinder('#7d8a97')}"/>`);
    let slots = '';
    for (let i = 0; i < 7; i += 1) slots += `M${n(x - R * 0.7 + (i * R * 1.4) / 6)} ${n(screenY + 4 * k)} L${n(x - R * 0.7 + (i * R * 1.4) / 6)} ${n(screenY + H * 0.08 - 4 * k)} `;
    c.add(`<path d="${slots}" stroke="#2f3a46" stroke-width="${n(3 * k)}"/>`);
    const stackTop = baseY - H + H * 0.08;
    c.add(`<rect x="${n(x - R * 0.95)}" y="${n(stackTop)}" width="${n(1.9 * R)}" height="${n(screenY - stackTop)}" fill="${c.cylinder(steel, { light: 0.6, dark: 0.45 })}"/>`);
    for (let y = stackTop + 24 * k; y < screenY - 6 * k; y += 34 * k) c.add(`<rect x="${n(x - R * 0.97)}" y="${n(y)}" width="${n(1.94 * R)}" height="${n(4 * k)}" fill="${darken(steel, 0.25)}"/>`);
    c.add(`<rect x="${n(x - R * 0.7)}" y="${n(baseY - H)}" width="${n(1.4 * R)}" height="${n(H * 0.08)}" rx="${n(6 * k)}" fill="${c.cylinder(col)}"/>`);
    // Power cable down the side.
    c.add(`<path d="M${n(x + R * 1.05)} ${n(baseY - H + 20 * k)} L${n(x + R * 1.05)} ${n(baseY - motorH * 0.4)}" stroke="#1d2a36" stroke-width="${n(5 * k)}"/>`);
  }
  finish(c, { wash: 0.03, vignette: 0.18 });
}

// ---------------------------------------------------------------------------------------------
// More outdoor scenes

/** Sewage treatment plant: aeration tanks with bubbles, clarifier, blower house, drying beds. */
export function sewagePlant(c, { palette = 'noon' } = {}) {
  const pal = PALETTES[palette];
  const { w, h, k } = c;
  const hy = countryside(c, pal, { horizon: 0.5 }, { tuftCount: 420, treeDrop: 8, treeHeight: 70, gap: 0.6 });
  c.add(castShadow(c, w * 0.05, hy + 110 * k, w * 0.24, 90 * k, 70 * k));
  c.add(building(c, { x: w * 0.05, y: hy + 110 * k, w: w * 0.24, h: 150 * k, d: 90 * k, rows: 2, cols: 3, accent: GREEN }));
  c.add(vTank(c, w * 0.62, hy + 70 * k, 40 * k, 110 * k, { color: '#e9eef2', band: GREEN }));
  c.add(vTank(c, w * 0.7, hy + 74 * k, 30 * k, 80 * k, { color: '#e9eef2', ladder: false }));
  const ay = h * 0.78;
  c.add(castShadow(c, w * 0.3, ay, w * 0.42, 210 * k, 30 * k, 0.22));
  c.add(basin(c, w * 0.3, ay, w * 0.42, 44 * k, 210 * k, { cells: 2, water: '#5c9a8a', concrete: pal.concrete, bubbles: true }));
  c.add(pipe(c, [[w * 0.29, hy + 100 * k], [w * 0.36, hy + 100 * k], [w * 0.36, ay - 100 * k]], 12 * k, BLUE2));
  c.add(clarifier(c, w * 0.87, h * 0.74, w * 0.12, 30 * k, { concrete: pal.concrete, water: '#4f9aa8', bridgeAngle: -2.2 }));
  c.add(pipe(c, [[w * 0.74, ay - 60 * k], [w * 0.8, ay - 60 * k], [w * 0.8, h * 0.75]], 12 * k, BLUE2));
  // Sludge drying beds in front.
  c.add(basin(c, w * 0.04, h * 0.95, w * 0.4, 18 * k, 110 * k, { cells: 4, water: '#8a6a48', concrete: pal.concrete, rail: false }));
  c.add(foregroundBushes(c, pal, h * 1.02, 0.5, 1.05, 70));
  finish(c);
}

/** Effluent treatment plant: equalisation tank, tube settler, filters and dosing tanks. */
export function effluentPlant(c, { palette = 'morning' } = {}) {
  const pal = PALETTES[palette];
  const { w, h, k } = c;
  const hy = countryside(c, pal, { horizon: 0.48 }, { tuftCount: 400, treeDrop: 8, treeHeight: 64, gap: 0.6 });
  c.add(castShadow(c, w * 0.58, hy + 120 * k, w * 0.3, 90 * k, 60 * k));
  c.add(building(c, { x: w * 0.58, y: hy + 120 * k, w: w * 0.3, h: 160 * k, d: 90 * k, rows: 2, cols: 4, accent: BLUE, wall: '#f0ede6' }));
  // Equalisation tank and tube settler.
  c.add(basin(c, w * 0.04, h * 0.72, w * 0.3, 50 * k, 170 * k, { cells: 1, water: '#6f8f7a', concrete: pal.concrete, bubbles: true }));
  const tx = w * 0.38;
  const ty = h * 0.8;
  c.add(basin(c, tx, ty, w * 0.24, 56 * k, 150 * k, { cells: 1, water: '#5d93a6', concrete: pal.concrete }));
  // Tube settler media: diagonal lines across the water.
  const [dx, dy] = [150 * k * 0.62, 150 * k * 0.36];
  let lines = '';
  for (let i = 1; i < 18; i += 1) {
    const x = tx + (w * 0.24 * i) / 18;
    lines += `M${n(x)} ${n(ty - 56 * k - 8 * k)} L${n(x + dx * 0.85)} ${n(ty - 56 * k - dy * 0.85)} `;
  }
  c.add(`<path d="${lines}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(2 * k)}"/>`);
  c.add(pipe(c, [[w * 0.34, h * 0.7], [tx + 10 * k, h * 0.7]], 12 * k, BLUE2));
  // Pressure sand filter and activated carbon filter on a plinth.
  c.add(`<path d="${poly([[w * 0.66, h * 0.93], [w * 0.98, h * 0.93], [w * 1.02, h * 0.9], [w * 0.7, h * 0.9]])}" fill="${lighten(pal.concrete, 0.2)}"/>`);
  c.add(vessel(c, w * 0.74, h * 0.92, 46 * k, 230 * k, { color: BLUE2 }));
  c.add(vessel(c, w * 0.86, h * 0.92, 46 * k, 230 * k, { color: '#34495e' }));
  c.add(pipe(c, [[w * 0.62, h * 0.78], [w * 0.74, h * 0.78]], 12 * k, BLUE2));
  c.add(pipe(c, [[w * 0.74 + 46 * k, h * 0.72], [w * 0.86 - 46 * k, h * 0.72]], 12 * k, BLUE2));
  // Chemical dosing tanks.
  ['#f2b233', '#1f8a4c', '#c0392b'].forEach((cap, i) => {
    const x = w * (0.08 + i * 0.07);
    c.add(vTank(c, x, h * 0.93, 26 * k, 70 * k, { color: '#f4f6f7', roof: 'flat', ladder: false, bands: 0 }));
    c.add(`<rect x="${n(x - 8 * k)}" y="${n(h * 0.93 - 84 * k)}" width="${n(16 * k)}" height="${n(14 * k)}" fill="${cap}"/>`);
  });
  c.add(foregroundBushes(c, pal, h * 1.02, 0.3, 0.62, 60));
  finish(c);
}

/** Solar water pumping: panel array, borewell head, controller and an elevated tank. */
export function solarPumping(c, { palette = 'noon' } = {}) {
  const pal = PALETTES[palette];
  const { w, h, k } = c;
  const hy = outdoor(c, pal, { horizon: 0.5, hillHeight: 0.13 });
  // Crop field in the middle distance.
  let rows = '';
  for (let i = 0; i < 9; i += 1) {
    const y = hy + 14 * k + i * 9 * k;
    rows += `M0 ${n(y)} L${w} ${n(y)} `;
  }
  c.add(`<path d="${rows}" stroke="${darken(pal.ground, 0.25)}" stroke-opacity="0.5" stroke-width="${n(4 * k)}"/>`);
  c.add(treeRow(c, w * 0.55, w, hy + 6 * k, 60 * k, pal.near, { gap: 0.8 }));
  c.add(tufts(c, pal, hy + 100 * k, h, 380));
  c.add(waterTower(c, w * 0.82, h * 0.7, 60 * k, 90 * k, 210 * k, { color: '#2f7fbf' }));
  // Solar array: two rows of panels.
  for (let row = 0; row < 2; row += 1) {
    const y = h * (0.7 + row * 0.15);
    const pw = w * (0.1 + row * 0.02);
    const ph = h * (0.1 + row * 0.025);
    for (let i = 0; i < 4; i += 1) {
      const x = w * 0.04 + i * (pw + 6 * k) + (1 - row) * w * 0.03;
      c.add(shadow(c, x + pw * 0.5, y + ph * 0.55, pw * 0.6, 12 * k, 0.25));
      c.add(solarPanel(c, x, y, pw, ph));
    }
  }
  // Borewell head, controller and the riser to the tank.
  const bx = w * 0.6;
  const by = h * 0.9;
  c.add(`<path d="${poly([[bx - 60 * k, by], [bx + 60 * k, by], [bx + 80 * k, by - 20 * k], [bx - 40 * k, by - 20 * k]])}" fill="${lighten(pal.concrete, 0.1)}"/>`);
  c.add(pipe(c, [[bx, by - 10 * k], [bx, by - 140 * k], [w * 0.82 - 20 * k, by - 140 * k], [w * 0.82 - 20 * k, h * 0.7 - 200 * k]], 14 * k, '#3d4b5c'));
  c.add(valve(c, bx, by - 60 * k, 16 * k, GREEN));
  c.add(`<rect x="${n(w * 0.53 - 3 * k)}" y="${n(by - 200 * k)}" width="${n(6 * k)}" height="${n(200 * k)}" fill="#6b7785"/>`);
  c.add(panel(c, w * 0.53 - 40 * k, by - 110 * k, 80 * k, 90 * k, { color: '#eef2f5' }));
  c.add(`<path d="M${n(w * 0.47)} ${n(h * 0.86)} Q${n(w * 0.5)} ${n(by - 40 * k)} ${n(w * 0.53 - 40 * k)} ${n(by - 80 * k)}" stroke="#1d2a36" stroke-width="${n(3 * k)}" fill="none"/>`);
  c.add(foregroundBushes(c, pal, h * 1.02, 0.7, 1.05, 70));
  finish(c);
}

/** Drip irrigation: crop rows running to the horizon with drip lines and emitters. */
export function dripIrrigation(c, { palette = 'morning' } = {}) {
  const pal = PALETTES[palette];
  const { w, h, k, rng } = c;
  const hy = h * 0.44;
  c.add(sky(c, pal, { clouds: 4, cloudBand: [0.05, 0.22] }));
  c.add(hills(c, pal, hy, { height: 0.12 }).svg);
  c.add(`<rect x="0" y="${n(hy)}" width="${w}" height="${n(h - hy)}" fill="${c.linear([[0, '#b49a74'], [1, '#7a5d3f']])}"/>`);
  c.add(treeRow(c, 0, w * 0.6, hy + 2 * k, 40 * k, pal.near, { gap: 0.7 }));
  c.add(house(c, { x: w * 0.7, y: hy + 18 * k, w: 70 * k, h: 50 * k, d: 40 * k, wall: '#f3ede2', roof: '#b5523b' }));
  c.add(treeRow(c, w * 0.78, w, hy + 2 * k, 40 * k, pal.near, { gap: 0.7 }));
  const vx = w * 0.45;
  const count = 22;
  const spread = w * 3.2;
  for (let i = 0; i < count; i += 1) {
    const bx = vx - spread / 2 + ((i + 0.5) * spread) / count;
    // Planted strip: a wedge around the row line.
    const half = (spread / count) * 0.28;
    c.add(`<path d="${poly([[vx, hy], [bx - half, h], [bx + half, h]])}" fill="${darken(pal.ground, 0.05)}" opacity="0.9"/>`);
    // Plants along the row, bigger near the viewer.
    for (let t = 0.04; t < 1; t *= 1.18) {
      const x = vx + (bx - vx) * t;
      const y = hy + (h - hy) * t;
      const s = 40 * k * t;
      if (s < 1.5) continue;
      c.add(`<ellipse cx="${n(x - s * 0.3)}" cy="${n(y - s * 0.3)}" rx="${n(s * 0.5)}" ry="${n(s * 0.35)}" fill="${darken(pal.near, 0.1)}"/><ellipse cx="${n(x + s * 0.3)}" cy="${n(y - s * 0.35)}" rx="${n(s * 0.45)}" ry="${n(s * 0.32)}" fill="${pal.near}"/><ellipse cx="${n(x)}" cy="${n(y - s * 0.6)}" rx="${n(s * 0.35)}" ry="${n(s * 0.3)}" fill="${lighten(pal.near, 0.18)}"/>`);
    }
    // The drip line and a few emitters with drops.
    c.add(`<line x1="${n(vx)}" y1="${n(hy)}" x2="${n(bx + half * 0.6)}" y2="${n(h)}" stroke="#1d2329" stroke-width="${n(2.5 * k)}"/>`);
    for (const t of [0.55, 0.7, 0.86]) {
      const x = vx + (bx + half * 0.6 - vx) * t;
      const y = hy + (h - hy) * t;
      c.add(`<circle cx="${n(x)}" cy="${n(y + 4 * k * t)}" r="${n(3.5 * k * t + rng.range(0, 1) * k)}" fill="#6fc3f0"/>`);
    }
  }
  // Sub-main pipe across the front.
  c.add(pipe(c, [[-20, h * 0.93], [w + 20, h * 0.93]], 16 * k, '#3d4b5c', { flanges: false }));
  finish(c, { wash: 0.07 });
}

/** Landscape lawn with pop-up sprinklers in front of a hotel, palms and flower beds. */
export function sprinklerLawn(c, { palette = 'morning' } = {}) {
  const pal = PALETTES[palette];
  const { w, h, k, rng } = c;
  const hy = outdoor(c, pal, { horizon: 0.5, hillHeight: 0.12 });
  c.add(castShadow(c, w * 0.2, hy + 60 * k, w * 0.6, 90 * k, 60 * k, 0.15));
  c.add(building(c, { x: w * 0.2, y: hy + 60 * k, w: w * 0.6, h: 260 * k, d: 90 * k, rows: 4, cols: 9, wall: '#f6f1e7', accent: '#b5823b', glass: '#86b9dc' }));
  c.add(treeRow(c, 0, w * 0.2, hy + 60 * k, 90 * k, pal.near, { gap: 0.7 }));
  for (const x of [0.12, 0.86, 0.95]) c.add(palm(c, w * x, hy + 120 * k, 260 * k, '#3f8a4f'));
  c.add(tufts(c, pal, hy + 70 * k, h, 500));
  // Hedge and flower bed.
  c.add(`<rect x="0" y="${n(hy + 58 * k)}" width="${w}" height="${n(26 * k)}" rx="${n(12 * k)}" fill="${darken(pal.groundDark, 0.1)}"/>`);
  for (let i = 0; i < 160; i += 1) {
    c.add(`<circle cx="${n(rng.range(0, w))}" cy="${n(hy + 70 * k + rng.range(-10, 12) * k)}" r="${n(rng.range(2.5, 5) * k)}" fill="${rng.pick(['#e74c3c', '#f1c40f', '#ff8fb1', '#ffffff', '#f39c12'])}"/>`);
  }
  c.add(road(c, [[w * 0.5, hy + 84 * k], [w * 0.45, h * 0.8], [w * 0.3, h * 1.02]], 40 * k, 200 * k, { color: '#e2d8c4', edge: '#c9bca3' }));
  // Sprinklers: a head and arcs of fine droplets.
  for (const [fx, fy, size] of [[0.14, 0.8, 1], [0.72, 0.74, 0.8], [0.86, 0.92, 1.2]]) {
    const x = w * fx;
    const y = h * fy;
    const s = size * k;
    c.add(`<rect x="${n(x - 6 * s)}" y="${n(y - 18 * s)}" width="${n(12 * s)}" height="${n(18 * s)}" fill="#3d4b5c"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(14 * s)}" ry="${n(5 * s)}" fill="#2b343d"/>`);
    let drops = '';
    for (const side of [-1, 1]) {
      for (let j = 0; j < 5; j += 1) {
        const reach = (160 + j * 50) * s;
        const rise = (70 + j * 14) * s;
        for (let t = 0.06; t <= 1; t += 0.045) {
          const px = x + side * reach * t;
          const py = y - 18 * s - rise * 4 * t * (1 - t) + 40 * s * t * t;
          drops += `<circle cx="${n(px + rng.range(-3, 3) * s)}" cy="${n(py + rng.range(-3, 3) * s)}" r="${n(rng.range(1.2, 2.6) * s)}"/>`;
        }
      }
    }
    c.add(`<g fill="#ffffff" opacity="0.75">${drops}</g>`);
  }
  finish(c);
}

/** Pipeline laying: a trench to the horizon, pipe lengths, a stack of pipes and an excavator. */
export function pipeline(c, { palette = 'golden' } = {}) {
  const pal = PALETTES[palette];
  const { w, h, k } = c;
  const hy = countryside(c, pal, { horizon: 0.5, hillHeight: 0.12 }, { tuftCount: 420, treeDrop: 6, treeHeight: 50, gap: 0.8 });
  const vx = w * 0.62;
  // Spoil heap, trench and the pipe lying in it.
  c.add(`<path d="${poly([[vx + 4 * k, hy + 4 * k], [w * 0.98, h * 1.02], [w * 0.66, h * 1.02]])}" fill="#a5825a"/>`);
  c.add(`<path d="${poly([[vx - 6 * k, hy + 4 * k], [vx + 6 * k, hy + 4 * k], [w * 0.62, h * 1.02], [w * 0.22, h * 1.02]])}" fill="${c.linear([[0, '#7a5a3c'], [1, '#4d3724']])}"/>`);
  c.add(`<path d="${poly([[vx - 2 * k, hy + 4 * k], [vx + 3 * k, hy + 4 * k], [w * 0.52, h * 1.02], [w * 0.32, h * 1.02]])}" fill="${c.linear([[0, '#2f7fbf'], [0.5, '#5aa7de'], [1, '#1d5e94']], [0, 0, 1, 0])}"/>`);
  for (const t of [0.3, 0.5, 0.7, 0.88]) {
    const y = hy + (h - hy) * t;
    const xl = vx + (w * 0.32 - vx) * t;
    const xr = vx + (w * 0.52 - vx) * t;
    c.add(`<path d="M${n(xl)} ${n(y)} L${n(xr)} ${n(y)}" stroke="#164a75" stroke-width="${n(6 * k * t)}"/>`);
  }
  // Stack of pipes on the left, seen end on.
  const sx = w * 0.04;
  const sy = h * 0.9;
  const r = 44 * k;
  for (let row = 0; row < 3; row += 1) {
    for (let i = 0; i < 4 - row; i += 1) {
      const x = sx + r + i * 2 * r + row * r;
      const y = sy - r - row * r * 1.72;
      c.add(`<rect x="${n(x)}" y="${n(y - r)}" width="${n(w * 0.08)}" height="${n(2 * r)}" fill="${c.cylinderH('#2f7fbf')}" transform="skewY(-8)" transform-origin="${n(x)} ${n(y)}"/>`);
      c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#2f7fbf"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.82)}" fill="${c.radial([[0, '#0d1f33'], [1, '#23476e']])}"/>`);
    }
  }
  // Excavator beside the trench.
  const ex = w * 0.72;
  const ey = h * 0.72;
  const Y = '#f2b233';
  c.add(shadow(c, ex + 90 * k, ey + 10 * k, 150 * k, 18 * k, 0.35));
  c.add(`<rect x="${n(ex)}" y="${n(ey - 30 * k)}" width="${n(190 * k)}" height="${n(34 * k)}" rx="${n(17 * k)}" fill="#2b343d"/>`);
  for (let i = 0; i < 5; i += 1) c.add(`<circle cx="${n(ex + 22 * k + i * 36 * k)}" cy="${n(ey - 13 * k)}" r="${n(10 * k)}" fill="#56606b"/>`);
  c.add(`<rect x="${n(ex + 20 * k)}" y="${n(ey - 90 * k)}" width="${n(160 * k)}" height="${n(60 * k)}" rx="${n(8 * k)}" fill="${c.linear([[0, lighten(Y, 0.2)], [1, darken(Y, 0.15)]])}"/>`);
  c.add(`<path d="${poly([[ex + 100 * k, ey - 90 * k], [ex + 100 * k, ey - 170 * k], [ex + 160 * k, ey - 170 * k], [ex + 175 * k, ey - 90 * k]])}" fill="${Y}"/><path d="${poly([[ex + 110 * k, ey - 100 * k], [ex + 110 * k, ey - 160 * k], [ex + 152 * k, ey - 160 * k], [ex + 164 * k, ey - 100 * k]])}" fill="#9fd0ec"/>`);
  c.add(`<path d="M${n(ex + 60 * k)} ${n(ey - 90 * k)} L${n(ex - 40 * k)} ${n(ey - 230 * k)} L${n(ex - 110 * k)} ${n(ey - 80 * k)}" stroke="${darken(Y, 0.1)}" stroke-width="${n(22 * k)}" fill="none" stroke-linejoin="round"/>`);
  c.add(`<path d="${poly([[ex - 130 * k, ey - 90 * k], [ex - 80 * k, ey - 90 * k], [ex - 95 * k, ey - 40 * k], [ex - 135 * k, ey - 55 * k]])}" fill="#56606b"/>`);
  // Safety cones along the trench.
  for (const t of [0.45, 0.65, 0.85]) {
    const x = vx + (w * 0.2 - vx) * t;
    const y = hy + (h - hy) * t;
    const s = 40 * k * t;
    c.add(`<path d="${poly([[x - s * 0.4, y], [x + s * 0.4, y], [x + s * 0.1, y - s * 1.2], [x - s * 0.1, y - s * 1.2]])}" fill="#e8612c"/><rect x="${n(x - s * 0.28)}" y="${n(y - s * 0.7)}" width="${n(s * 0.56)}" height="${n(s * 0.18)}" fill="#ffffff"/>`);
  }
  finish(c);
}

/** Storage tank farm: ground tanks, an elevated tank and a pump house joined by pipes. */
export function storageTanks(c, { palette = 'noon' } = {}) {
  const pal = PALETTES[palette];
  const { w, h, k } = c;
  countryside(c, pal, { horizon: 0.55, hillHeight: 0.15 }, { tuftCount: 400, treeDrop: 8, treeHeight: 70, gap: 0.65 });
  c.add(waterTower(c, w * 0.13, h * 0.74, 70 * k, 110 * k, 280 * k, { color: '#eef2f5' }));
  const tanks = [
    [0.4, 0.86, 120, 260, '#eef2f5', BLUE2],
    [0.64, 0.8, 100, 220, '#eef2f5', GREEN],
    [0.84, 0.84, 110, 240, '#eef2f5', BLUE2],
  ];
  c.add(pipe(c, [[w * 0.13, h * 0.9], [w * 0.95, h * 0.9]], 18 * k, BLUE2, { flanges: false }));
  for (const [fx, fy, r, th, col, band] of tanks) {
    c.add(`<ellipse cx="${n(w * fx)}" cy="${n(h * fy + 6 * k)}" rx="${n((r + 18) * k)}" ry="${n((r + 18) * k * 0.28)}" fill="${lighten(pal.concrete, 0.05)}"/>`);
    c.add(vTank(c, w * fx, h * fy, r * k, th * k, { color: col, band, roof: 'cone' }));
    c.add(pipe(c, [[w * fx - r * k * 0.5, h * fy + 10 * k], [w * fx - r * k * 0.5, h * 0.9]], 14 * k, BLUE2, { flanges: false }));
    c.add(valve(c, w * fx - r * k * 0.5, h * 0.93, 16 * k, '#c0392b'));
  }
  c.add(pipe(c, [[w * 0.13, h * 0.9], [w * 0.13, h * 0.74 - 280 * k]], 18 * k, BLUE2, { flanges: false }));
  c.add(foregroundBushes(c, pal, h * 1.02, 0, 1.05, 80));
  finish(c);
}

/** Resort pool with its filtration set: sand filters and pump beside the deck. */
export function poolFiltration(c, { palette = 'golden' } = {}) {
  const pal = PALETTES[palette];
  const { w, h, k, rng } = c;
  const hy = outdoor(c, pal, { horizon: 0.48, hillHeight: 0.1 });
  c.add(building(c, { x: w * 0.1, y: hy + 80 * k, w: w * 0.55, h: 230 * k, d: 80 * k, rows: 3, cols: 7, wall: '#f7f1e6', accent: '#0a7bc2', glass: '#8dc0e0' }));
  for (const x of [0.05, 0.7, 0.78]) c.add(palm(c, w * x, hy + 110 * k, 280 * k, '#3f8a4f'));
  // Deck.
  c.add(`<rect x="0" y="${n(hy + 80 * k)}" width="${w}" height="${n(h - hy - 80 * k)}" fill="${c.linear([[0, '#eadfcb'], [1, '#d6c6aa']])}"/>`);
  let planks = '';
  for (let y = hy + 100 * k; y < h; y += 24 * k) planks += `M0 ${n(y)} L${w} ${n(y)} `;
  c.add(`<path d="${planks}" stroke="#c4b393" stroke-width="${n(1.5 * k)}"/>`);
  // The pool in perspective with coping and caustic lines.
  const top = h * 0.62;
  const bot = h * 0.92;
  const outer = [[w * 0.12, top], [w * 0.7, top], [w * 0.78, bot], [w * 0.02, bot]];
  c.add(`<path d="${poly(outer.map(([x, y], i) => [x + (i === 0 || i === 3 ? -12 : 12) * k, y + (i < 2 ? -8 : 10) * k]))}" fill="#f7f3ec"/>`);
  const pool = poly(outer);
  c.add(`<path d="${pool}" fill="${c.linear([[0, '#6fd3e6'], [1, '#1c8fb8']])}"/>`);
  const clip = c.clip(`<path d="${pool}"/>`);
  let caustics = '';
  for (let i = 0; i < 14; i += 1) {
    const y = top + (bot - top) * (i / 14) ** 1.2 + 6 * k;
    let d = `M0 ${n(y)}`;
    for (let x = 0; x <= w; x += 30 * k) d += ` L${n(x)} ${n(y + Math.sin(x * 0.02 + i * 1.7) * (3 + i * 0.4) * k)}`;
    caustics += `<path d="${d}" stroke="#ffffff" stroke-opacity="${n(rng.range(0.25, 0.5) * 100) / 100}" stroke-width="${n((1 + i * 0.15) * k)}" fill="none"/>`;
  }
  c.add(`<g clip-path="${clip}">${caustics}</g>`);
  // Loungers and an umbrella.
  for (const x of [0.8, 0.9]) {
    c.add(`<path d="${poly([[w * x, h * 0.7], [w * x + 110 * k, h * 0.7], [w * x + 110 * k, h * 0.72], [w * x, h * 0.72]])}" fill="#ffffff"/><path d="${poly([[w * x, h * 0.7], [w * x + 30 * k, h * 0.7], [w * x + 10 * k, h * 0.65]])}" fill="#ffffff"/><rect x="${n(w * x + 8 * k)}" y="${n(h * 0.72)}" width="${n(4 * k)}" height="${n(14 * k)}" fill="#9aa5b1"/><rect x="${n(w * x + 98 * k)}" y="${n(h * 0.72)}" width="${n(4 * k)}" height="${n(14 * k)}" fill="#9aa5b1"/>`);
  }
  c.add(`<rect x="${n(w * 0.88)}" y="${n(h * 0.52)}" width="${n(5 * k)}" height="${n(h * 0.2)}" fill="#8a6a4a"/><path d="M${n(w * 0.88 - 120 * k)} ${n(h * 0.55)} Q${n(w * 0.88)} ${n(h * 0.44)} ${n(w * 0.88 + 125 * k)} ${n(h * 0.55)} Z" fill="${BLUE2}"/>`);
  // Filtration: two sand filters and a pump on a plinth at the right.
  c.add(`<path d="${poly([[w * 0.8, h * 0.98], [w * 1.02, h * 0.98], [w * 1.02, h * 0.82], [w * 0.84, h * 0.82]])}" fill="#cfc6b4"/>`);
  c.add(vessel(c, w * 0.87, h * 0.95, 40 * k, 110 * k, { color: GREEN, head: '#e8ecef' }));
  c.add(vessel(c, w * 0.95, h * 0.95, 40 * k, 110 * k, { color: GREEN, head: '#e8ecef' }));
  c.add(hPump(c, w * 0.79, h * 0.99, 0.9 * k, { color: BLUE2, motor: '#8a96a3' }));
  finish(c);
}
