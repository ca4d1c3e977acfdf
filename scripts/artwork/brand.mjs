// Vector artwork: the BlueGreen logo, the fictional partner brand, client wordmarks, service and
// strength icons and the hero wave. All names are invented for this site.
import { readFileSync } from 'node:fs';
import { contrast, escapeXml, n } from './lib.mjs';

const BRAND = { blue: '#0b5cab', blue2: '#0a7bc2', green: '#1f8a4c', ink: '#3d4b59' };

/** Fonts every browser has; SVG in <img> cannot load web fonts. */
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif';

// Advance widths (per 1000 em) of a bold Helvetica-like face: used to size text so that
// textLength only nudges, never squeezes, whatever sans-serif the viewer's system picks.
const BOLD = {
  A: 722, B: 722, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 556, K: 722, L: 611, M: 833,
  N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
  a: 556, b: 611, c: 556, d: 611, e: 556, f: 333, g: 611, h: 611, i: 278, j: 278, k: 556, l: 278, m: 889,
  n: 611, o: 611, p: 611, q: 611, r: 389, s: 556, t: 333, u: 611, v: 556, w: 778, x: 556, y: 556, z: 500,
  ' ': 278, '-': 333, '&': 722, '.': 278, "'": 238,
};

function textWidth(text, size, spacing = 0) {
  const units = [...text].reduce((sum, ch) => sum + (BOLD[ch] ?? 600), 0);
  return (units / 1000) * size + spacing * (text.length - 1);
}

/** A <text> element whose width is pinned with textLength, so layouts never overflow. */
function text(str, { x, y, size: wanted, fill, weight = 700, spacing = 0, max = Infinity, anchor = 'start' }) {
  // Shrink the font rather than squeeze the glyphs when the text is too long for its box.
  const natural = textWidth(str, Number(wanted), spacing);
  const size = natural > max ? Math.floor(Number(wanted) * (max / natural) * 10) / 10 : Number(wanted);
  const width = textWidth(str, size, spacing);
  const ls = spacing ? ` letter-spacing="${spacing}"` : '';
  const a = anchor === 'start' ? '' : ` text-anchor="${anchor}"`;
  return `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"${ls}${a} textLength="${n(width)}" lengthAdjust="spacingAndGlyphs">${escapeXml(str)}</text>`;
}

function svgDoc(w, h, title, body, extra = '') {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${extra} role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>${body}</svg>\n`
  );
}

// ---------------------------------------------------------------------------------------------
// BlueGreen Engineering

/** The mark: a water drop with a leaf growing out of it, in a 48-unit box. */
function brandMark({ drop = BRAND.blue2, dropDark = BRAND.blue, leaf = BRAND.green, line = '#ffffff', id = 'bgDrop' } = {}) {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${drop}"/><stop offset="1" stop-color="${dropDark}"/></linearGradient></defs>` +
    `<path d="M22 3C22 3 8 18.5 8 29a14 14 0 0 0 28 0C36 18.5 22 3 22 3Z" fill="url(#${id})"/>` +
    `<path d="M13.5 27.5c0-4.5 3-9.5 6-13" fill="none" stroke="${line}" stroke-opacity="0.55" stroke-width="2.4" stroke-linecap="round"/>` +
    `<path d="M20 41.5C19.5 30.5 27 22 41 21c0.6 12-7.5 20.5-21 20.5Z" fill="${leaf}" stroke="${line}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M22.5 39C26 33 30.5 28.5 36.5 25" fill="none" stroke="${line}" stroke-width="1.6" stroke-linecap="round"/>`
  );
}

export function logo() {
  const x = 48;
  const blueW = textWidth('Blue', 24);
  let body = `<g>${brandMark()}</g>`;
  body += text('Blue', { x, y: 29, size: 24, fill: BRAND.blue });
  body += text('Green', { x: x + blueW + 0.5, y: 29, size: 24, fill: BRAND.green });
  const total = blueW + 0.5 + textWidth('Green', 24);
  body += text('ENGINEERING', { x, y: 42.5, size: 9, fill: BRAND.ink, spacing: 2.2, max: total });
  return svgDoc(180, 48, 'BlueGreen Engineering', body);
}

/** White version of the mark and words, for dark backgrounds (Open Graph image). */
function logoOnDark(x, y, scale) {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})">${brandMark({ drop: '#ffffff', dropDark: '#d9ecfb', leaf: '#4cc27e', line: '#0b5cab', id: 'bgDropOg' })}</g>`;
}

/** HydroCore Pumps: an invented pump brand. An impeller in a ring, and the name. */
export function partnerLogo() {
  const orange = '#c2410c';
  const ink = '#263238';
  let mark = `<circle cx="22" cy="24" r="18" fill="none" stroke="${ink}" stroke-width="3.5"/>`;
  for (let i = 0; i < 5; i += 1) {
    const a = (i * 72 * Math.PI) / 180;
    const rot = (deg) => [22 + Math.cos(a + deg) * 13, 24 + Math.sin(a + deg) * 13];
    const [ex, ey] = rot(0);
    const [cx, cy] = rot(0.9);
    mark += `<path d="M22 24Q${n((22 + cx) / 2 + Math.cos(a + 2) * 3)} ${n((24 + cy) / 2 + Math.sin(a + 2) * 3)} ${n(ex)} ${n(ey)}" fill="none" stroke="${orange}" stroke-width="3" stroke-linecap="round"/>`;
  }
  mark += `<circle cx="22" cy="24" r="4.5" fill="${ink}"/>`;
  let body = mark;
  body += text('Hydro', { x: 46, y: 27, size: 20, fill: ink });
  body += text('Core', { x: 46 + textWidth('Hydro', 20), y: 27, size: 20, fill: orange });
  body += text('PUMPS', { x: 47, y: 40, size: 8.5, fill: ink, spacing: 3.2, max: textWidth('HydroCore', 20) - 2 });
  return svgDoc(160, 48, 'HydroCore Pumps', body);
}

// ---------------------------------------------------------------------------------------------
// Client wordmarks (all invented)

/** The invented clients whose wordmarks are drawn: slug, name, wordmark lines, tag line, mark and colours. */
export const CLIENTS = JSON.parse(readFileSync(new URL('./clients.json', import.meta.url), 'utf8'));

/** Client marks, drawn in a 56 × 56 box. */
const MARKS = {
  wave: (c) => `<circle cx="28" cy="28" r="24" fill="${c}"/><path d="M10 30c6-6 12 6 18 0s12 6 18 0M12 39c5-5 11 5 16 0s11 5 16 0" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/><path d="M18 22l10-9 10 9" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`,
  cross: (c, a) => `<rect x="4" y="4" width="48" height="48" rx="14" fill="${c}"/><path d="M23 13h10v10h10v10H33v10H23V33H13V23h10Z" fill="#fff"/><path d="M28 30c-4-3-6-6-4-9 2-2 4 0 4 2 0-2 2-4 4-2 2 3 0 6-4 9Z" fill="${a}"/>`,
  tree: (c, a) => `<circle cx="28" cy="22" r="15" fill="${a}"/><circle cx="19" cy="28" r="10" fill="${a}"/><circle cx="37" cy="28" r="10" fill="${a}"/><rect x="25" y="30" width="6" height="20" rx="2" fill="${c}"/><path d="M8 50h40" stroke="${c}" stroke-width="3.5" stroke-linecap="round"/>`,
  house: (c, a) => `<path d="M6 27 28 8l22 19" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="M12 26v22h32V26" fill="${a}"/><rect x="23" y="33" width="10" height="15" fill="#fff"/>`,
  sun: (c, a) => `<circle cx="28" cy="30" r="11" fill="${c}"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => { const t = Math.PI + (i * Math.PI) / 6; return `<line x1="${n(28 + Math.cos(t) * 15)}" y1="${n(30 + Math.sin(t) * 15)}" x2="${n(28 + Math.cos(t) * 22)}" y2="${n(30 + Math.sin(t) * 22)}" stroke="${c}" stroke-width="3.2" stroke-linecap="round"/>`; }).join('')}<path d="M4 38c10-6 18-6 24 0s14 6 24 0v14H4Z" fill="${a}"/>`,
  cap: (c, a) => `<path d="M28 10 52 21 28 32 4 21Z" fill="${c}"/><path d="M14 26v11c0 5 28 5 28 0V26l-14 6Z" fill="${c}"/><path d="M47 23v14" stroke="${a}" stroke-width="3" stroke-linecap="round"/><circle cx="47" cy="40" r="3.5" fill="${a}"/>`,
  bag: (c, a) => `<path d="M10 20h36l-3 30H13Z" fill="${c}"/><path d="M20 24v-8a8 8 0 0 1 16 0v8" fill="none" stroke="${a}" stroke-width="4" stroke-linecap="round"/><path d="M18 38c6 5 14 5 20 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
  stars: (c, a) => `<path d="M8 44h40M12 44V26h32v18" fill="none" stroke="${c}" stroke-width="4" stroke-linejoin="round"/><path d="M22 44V33h12v11" fill="${c}"/>${[16, 28, 40].map((x, i) => star(x, i === 1 ? 11 : 15, i === 1 ? 6 : 4.5, a)).join('')}`,
  towers: (c, a) => `<rect x="6" y="22" width="12" height="28" fill="${a}"/><rect x="21" y="8" width="14" height="42" fill="${c}"/><rect x="38" y="16" width="12" height="34" fill="${a}"/>${[14, 22, 30, 38].map((y) => `<rect x="25" y="${y}" width="6" height="4" fill="#fff"/>`).join('')}`,
  drop: (c) => `<path d="M28 4C28 4 10 24 10 35a18 18 0 0 0 36 0C46 24 28 4 28 4Z" fill="${c}"/><path d="M16 38c4-4 8 4 12 0s8 4 12 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/><path d="M20 30c0-5 3-10 6-13" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="2.5" stroke-linecap="round"/>`,
  hills: (c, a) => `<circle cx="38" cy="16" r="7" fill="${a}"/><path d="M4 46 20 22l10 14 6-8 16 18Z" fill="${c}"/><path d="M4 50h48" stroke="${a}" stroke-width="3.5" stroke-linecap="round"/>`,
  wheat: (c, a) => `<path d="M28 52V12" stroke="${c}" stroke-width="3.5" stroke-linecap="round"/>${[16, 25, 34].map((y) => `<ellipse cx="21" cy="${y}" rx="7" ry="3.6" transform="rotate(-35 21 ${y})" fill="${a}"/><ellipse cx="35" cy="${y}" rx="7" ry="3.6" transform="rotate(35 35 ${y})" fill="${a}"/>`).join('')}<ellipse cx="28" cy="9" rx="3.6" ry="6" fill="${a}"/>`,
  book: (c, a) => `<path d="M28 16C22 11 13 11 6 13v30c7-2 16-2 22 3Z" fill="${c}"/><path d="M28 16c6-5 15-5 22-3v30c-7-2-16-2-22 3Z" fill="${a}"/><path d="M28 16v30" stroke="#fff" stroke-width="2"/>`,
  heart: (c) => `<path d="M28 48S6 35 6 20a11 11 0 0 1 22-3 11 11 0 0 1 22 3c0 15-22 28-22 28Z" fill="${c}"/><path d="M12 27h9l4-7 5 13 4-6h10" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  hex: (c) => `<path d="M28 4 49 16v24L28 52 7 40V16Z" fill="${c}"/><path d="M28 14 40 21v14l-12 7-12-7V21Z" fill="none" stroke="#fff" stroke-width="3"/><circle cx="28" cy="28" r="4" fill="#fff"/>`,
  key: (c, a) => `<circle cx="19" cy="22" r="12" fill="none" stroke="${c}" stroke-width="5"/><path d="M27 30l19 19M38 41l5-5M43 46l4-4" stroke="${a}" stroke-width="5" stroke-linecap="round"/>`,
  pulse: (c, a) => `<circle cx="28" cy="28" r="24" fill="none" stroke="${a}" stroke-width="4"/><path d="M10 30h9l4-10 6 20 5-14 3 4h9" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  petals: (c, a) => `${[0, 72, 144, 216, 288].map((deg) => `<ellipse cx="28" cy="15" rx="7" ry="12" fill="${deg % 144 === 0 ? c : a}" transform="rotate(${deg} 28 28)"/>`).join('')}<circle cx="28" cy="28" r="6" fill="#fff"/>`,
  monogram: (c) => `<circle cx="28" cy="28" r="24" fill="${c}"/><circle cx="28" cy="28" r="19" fill="none" stroke="#fff" stroke-width="1.5"/><path d="M35 19c-2-3-12-4-13 2-1 7 14 5 13 13-1 6-12 5-15 1" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
  shield: (c) => `<path d="M28 4 48 11v15c0 13-9 21-20 26C17 47 8 39 8 26V11Z" fill="${c}"/><path d="M28 40c-7-3-9-10-6-17 5 1 9 6 6 17Zm0 0c7-3 9-10 6-17-5 1-9 6-6 17Z" fill="#fff"/>`,
  square: (c, a) => `<rect x="6" y="6" width="44" height="44" rx="6" fill="${c}"/>${[0, 45, 90, 135].map((deg) => `<ellipse cx="28" cy="28" rx="5" ry="15" fill="#fff" fill-opacity="0.9" transform="rotate(${deg} 28 28)"/>`).join('')}<circle cx="28" cy="28" r="5" fill="${a}"/>`,
  bridge: (c, a) => `<path d="M4 34h48" stroke="${c}" stroke-width="4" stroke-linecap="round"/><path d="M8 34c6-14 14-20 20-20s14 6 20 20" fill="none" stroke="${a}" stroke-width="4"/><path d="M16 34v-9M28 34V14M40 34v-9M8 34v14M48 34v14" stroke="${c}" stroke-width="3.5" stroke-linecap="round"/>`,
  lake: (c, a) => `<path d="M10 30 22 12l9 12 5-6 10 12Z" fill="${a}"/><ellipse cx="28" cy="40" rx="23" ry="10" fill="${c}"/><path d="M14 40h10M30 44h12" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`,
  barn: (c, a) => `<path d="M6 24 28 8l22 16v26H6Z" fill="${c}"/><path d="M18 50V32h20v18" fill="#fff"/><path d="M18 32l20 18M38 32 18 50" stroke="${c}" stroke-width="2.5"/><rect x="24" y="17" width="8" height="8" fill="${a}"/>`,
  plus: (c, a) => `<circle cx="28" cy="28" r="24" fill="${a}"/><path d="M23 12h10v11h11v10H33v11H23V33H12V23h11Z" fill="#fff"/><path d="M28 28c-6 0-8-5-8-10 5 0 8 4 8 10Zm0 0c6 0 8-5 8-10-5 0-8 4-8 10Z" fill="${c}"/>`,
};

function star(cx, cy, r, fill) {
  const pts = [];
  for (let i = 0; i < 10; i += 1) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`);
  }
  return `<path d="M${pts.join('L')}Z" fill="${fill}"/>`;
}

export function clientLogo(client) {
  for (const colour of [client.color, client.accent]) {
    if (contrast(colour, '#ffffff') < 3) throw new Error(`${client.slug}: ${colour} has less than 3:1 contrast on white`);
  }
  const mark = MARKS[client.mark];
  if (!mark) throw new Error(`${client.slug}: no mark "${client.mark}"`);
  const x = 76;
  const max = 200 - x - 6;
  let body = `<g transform="translate(10 12)">${mark(client.color, client.accent)}</g>`;
  if (client.lines.length === 2) {
    const size = Math.min(18, ...client.lines.map((l) => (max / textWidth(l, 1)) * 0.98));
    body += text(client.lines[0], { x, y: 32, size: n(size), fill: client.color, max });
    body += text(client.lines[1], { x, y: 32 + size * 1.08, size: n(size), fill: client.color, max });
    body += text(client.tag, { x, y: 34 + size * 2.02, size: 8.5, fill: client.accent, spacing: 1.2, max, weight: 600 });
  } else {
    const size = Math.min(21, (max / textWidth(client.lines[0], 1)) * 0.98);
    body += text(client.lines[0], { x, y: 43, size: n(size), fill: client.color, max });
    body += text(client.tag, { x, y: 57, size: 8.5, fill: client.accent, spacing: 1.2, max, weight: 600 });
  }
  return svgDoc(200, 80, client.name, body);
}

// ---------------------------------------------------------------------------------------------
// Icons: 48 × 48, two-colour line icons (fixed colours: an <img> cannot use currentColor).

const B = BRAND.blue;
const G = BRAND.green;
const stroke = (col, w = 2.2) => `fill="none" stroke="${col}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
const dropPath = (x, y, s) => `M${x} ${y}c0 0-${n(4 * s)} ${n(5 * s)}-${n(4 * s)} ${n(8 * s)}a${n(4 * s)} ${n(4 * s)} 0 0 0 ${n(8 * s)} 0c0-${n(3 * s)}-${n(4 * s)}-${n(8 * s)}-${n(4 * s)}-${n(8 * s)}Z`;

export const ICONS = {
  // Services
  'building-segment': `<path d="M10 42V10h18v32M28 42V20h10v22M6 42h36" ${stroke(B)}/><path d="M15 16h2M21 16h2M15 22h2M21 22h2M15 28h2M21 28h2M15 34h2M21 34h2M32 26h2M32 32h2" ${stroke(B)}/><path d="${dropPath(38, 4, 1)}" ${stroke(G, 2)}/>`,
  'residential-projects': `<path d="M6 42V18l10-6 10 6v24M26 42V24l8-5 8 5v18M4 42h40" ${stroke(B)}/><path d="M12 24h2M18 24h2M12 30h2M18 30h2M12 36h2M18 36h2M32 28h4M32 34h4" ${stroke(B)}/><path d="M34 10c4 0 6 3 6 6-4 0-6-3-6-6Z" ${stroke(G, 2)}/>`,
  'construction-curing': `<path d="M6 38h36v4H6Z" ${stroke(B)}/><path d="M10 38l4-6h20l4 6" ${stroke(B)}/><path d="M30 8h8v5h-8zM34 13v5" ${stroke(G)}/><path d="M28 22l-2 4M34 22v5M40 22l2 4M31 29l-1 2M37 29l1 2" ${stroke(G)}/>`,
  'bungalow-projects': `<path d="M4 24 24 8l20 16" ${stroke(B)}/><path d="M9 21v21h30V21" ${stroke(B)}/><path d="M20 42V31h8v11M13 27h4v4h-4zM31 27h4v4h-4z" ${stroke(B)}/><path d="M6 42h36" ${stroke(G)}/>`,
  institutes: `<path d="M4 18 24 8l20 10-20 10Z" ${stroke(B)}/><path d="M12 22v10c0 4 24 4 24 0V22" ${stroke(B)}/><path d="M40 20v12" ${stroke(G)}/><path d="M38 36l2-4 2 4Z" ${stroke(G, 2)}/><path d="M8 42h32" ${stroke(G)}/>`,
  hotels: `<path d="M6 36V16M6 30h36v6M42 30v-4a6 6 0 0 0-6-6H22v10" ${stroke(B)}/><circle cx="14" cy="23" r="4" ${stroke(B)}/><path d="M6 36v4M42 36v4" ${stroke(B)}/><path d="M28 8l1.5 3 3.2.4-2.3 2.2.6 3.2-3-1.6-3 1.6.6-3.2-2.3-2.2 3.2-.4Z" ${stroke(G, 1.8)}/>`,
  malls: `<path d="M6 18h36l-3 6H9Z" ${stroke(B)}/><path d="M9 24v18h30V24M6 18l4-10h28l4 10" ${stroke(B)}/><path d="M18 42V32h12v10" ${stroke(G)}/><path d="M14 14h20" ${stroke(G)}/>`,
  hospitals: `<path d="M8 42V14h32v28M4 42h40" ${stroke(B)}/><path d="M20 6h8v8h-8z" ${stroke(B)}/><path d="M24 20v12M18 26h12" ${stroke(G, 2.6)}/><path d="M20 42v-5h8v5" ${stroke(B)}/>`,
  'farm-houses': `<path d="M4 22 16 12l12 10v20H4Z" ${stroke(B)}/><path d="M11 42V30h10v12M11 30l10 12M21 30 11 42" ${stroke(B, 1.8)}/><path d="M32 42V16a5 5 0 0 1 10 0v26M30 42h14" ${stroke(B)}/><path d="M32 22h10" ${stroke(G)}/><path d="M6 8c3 0 5 2 5 5-3 0-5-2-5-5Z" ${stroke(G, 1.8)}/>`,
  irrigation: `<path d="M24 42V28" ${stroke(B)}/><path d="M20 42h8" ${stroke(B)}/><path d="M24 28l-3-3h6Z" ${stroke(B)}/><path d="M10 22c4-8 24-8 28 0M6 28c5-13 31-13 36 0" ${stroke(B, 1.8)}/><path d="M10 38c0-5 3-8 7-8 0 5-3 8-7 8ZM38 38c0-5-3-8-7-8 0 5 3 8 7 8Z" ${stroke(G)}/>`,
  // Strengths
  'reputed-name': `<circle cx="24" cy="18" r="12" ${stroke(B)}/><path d="M24 11l2.2 4.5 5 .7-3.6 3.5.8 5-4.4-2.3-4.4 2.3.8-5-3.6-3.5 5-.7Z" ${stroke(G, 1.8)}/><path d="M16 27l-4 15 6-3 4 5 2-13M32 27l4 15-6-3-4 5-2-13" ${stroke(B)}/>`,
  'qualified-professionals': `<circle cx="24" cy="20" r="7" ${stroke(B)}/><path d="M15 17a9 9 0 0 1 18 0M13 17h22" ${stroke(G)}/><path d="M10 42c0-8 6-13 14-13s14 5 14 13" ${stroke(B)}/><path d="M24 29l-3 6 3 7 3-7Z" ${stroke(G, 1.8)}/>`,
  'engineering-design': `<path d="M6 40V8h26l10 10v22Z" ${stroke(B)}/><path d="M32 8v10h10" ${stroke(B)}/><path d="M12 34 24 16l12 18M18 34a6 6 0 0 1 12 0" ${stroke(G)}/><circle cx="24" cy="16" r="2.2" ${stroke(G, 1.8)}/>`,
  'installation-service': `<path d="M30 8a8 8 0 0 0-9 11L8 32a3.5 3.5 0 0 0 5 5l13-13a8 8 0 0 0 11-9l-5 5-4-1-1-4Z" ${stroke(B)}/><circle cx="35" cy="35" r="6" ${stroke(G)}/><path d="M35 26v3M35 41v3M26 35h3M41 35h3M28.6 28.6l2 2M39.4 39.4l2 2M28.6 41.4l2-2M39.4 30.6l2-2" ${stroke(G, 1.8)}/>`,
  'energy-efficient': `<path d="M8 40C8 22 20 10 40 8c0 20-12 32-30 32" ${stroke(G)}/><path d="M8 40 24 24" ${stroke(G)}/><path d="M27 16l-6 10h6l-4 10 10-13h-6l4-7Z" ${stroke(B, 2)}/>`,
};

export function icon(slug) {
  const body = ICONS[slug];
  if (!body) throw new Error(`no icon "${slug}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">${body}</svg>\n`;
}

/** Simple drawn marks for the four social networks (our own shapes, not the networks' logos), white for the footer's dark ground. */
export const SOCIAL_MARKS = {
  facebook: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z',
  instagram:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 2A2.5 2.5 0 0 0 5 7.5v9A2.5 2.5 0 0 0 7.5 19h9a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 16.5 5zM12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm4.6-3.6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  pinterest:
    'M12 3a9 9 0 0 0-3.3 17.4c-.1-.7-.1-1.8 0-2.6l1.1-4.6s-.3-.6-.3-1.4c0-1.3.8-2.3 1.7-2.3.8 0 1.2.6 1.2 1.3 0 .8-.5 2-.8 3.1-.2.9.5 1.7 1.4 1.7 1.7 0 3-1.8 3-4.4 0-2.3-1.7-3.9-4-3.9-2.8 0-4.4 2.1-4.4 4.2 0 .8.3 1.7.7 2.2.1.1.1.2.1.3l-.3 1.1c0 .2-.2.2-.4.1-1.2-.6-2-2.4-2-3.8 0-3.1 2.3-6 6.5-6 3.4 0 6.1 2.4 6.1 5.7 0 3.4-2.1 6.1-5.1 6.1-1 0-1.9-.5-2.2-1.1l-.6 2.3c-.2.9-.8 1.9-1.2 2.6A9 9 0 1 0 12 3z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
};

export function socialMark(network) {
  const d = SOCIAL_MARKS[network];
  if (!d) throw new Error(`no social mark "${network}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="${d}" fill="#ffffff"/></svg>\n`;
}

/** The wave at the bottom of the hero: a lighter back layer and a white front layer. */
export function wave() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="120" viewBox="0 0 1440 120" preserveAspectRatio="none" aria-hidden="true">` +
    `<path d="M0 44C180 84 400 100 660 66S1160 6 1440 40V120H0Z" fill="#ffffff" fill-opacity="0.45"/>` +
    `<path d="M0 76C240 116 470 114 730 80S1210 38 1440 74V120H0Z" fill="#ffffff"/>` +
    `</svg>\n`
  );
}

/** Text for the Open Graph image (rasterised by librsvg, which has the Liberation/DejaVu fonts). */
export function ogOverlay(w, h) {
  const font = 'Liberation Sans, Arial, Helvetica, DejaVu Sans, sans-serif';
  const title = 'BlueGreen Engineering';
  return (
    `<defs><linearGradient id="ogShade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b3f78" stop-opacity="0.94"/><stop offset="0.55" stop-color="#0b5cab" stop-opacity="0.84"/><stop offset="0.86" stop-color="#0b5cab" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#ogShade)"/>` +
    logoOnDark(72, 128, 2.4) +
    `<text x="72" y="300" font-family="${font}" font-size="64" font-weight="700" fill="#ffffff" textLength="${n(textWidth(title, 64))}" lengthAdjust="spacingAndGlyphs">${title}</text>` +
    `<text x="74" y="364" font-family="${font}" font-size="36" font-weight="400" fill="#e6f2fb">Blue For Better Green</text>` +
    `<rect x="72" y="408" width="196" height="52" rx="26" fill="${BRAND.green}"/>` +
    `<text x="170" y="443" font-family="${font}" font-size="24" font-weight="700" fill="#ffffff" text-anchor="middle">We Manage</text>` +
    `<rect x="0" y="${h - 12}" width="${w}" height="12" fill="${BRAND.green}"/>`
  );
}
