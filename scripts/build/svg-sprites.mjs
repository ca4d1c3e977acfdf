// Puts the small SVG pictures of a folder (the service icons, the client logos) into one file each,
// so that a page showing fifteen icons makes one request for them instead of fifteen: on a slow
// phone every request costs a share of the connection. Each picture keeps its own viewBox inside
// the sprite, stacked one under the other, and gets a <view> named after its file, so an <img> of
// `/_img/icons.<hash>.svg#hotels` shows exactly that picture (SVG fragment views, which every
// current browser supports). A picture that could affect its neighbours (one with an id, which
// would clash, or a <style>, which applies to the whole file) stays a file of its own. The sprite's
// name carries a hash of its content, so hosts may cache /_img/* for a year. lib/images.ts reads
// the manifest (lib/generated/svg-sprites.json) to point each picture at its view. Runs after the
// images step, which removes from public/_img/ what it did not write.
//
//   node scripts/build/svg-sprites.mjs
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runAsCommand } from '../shared/is-entry.mjs';

/** The folders under public/images/ whose pictures share a sprite. */
export const SPRITE_FOLDERS = ['icons', 'clients'];
/** Space between pictures in the sprite, in SVG units, so no edge of one shows in its neighbour's view. */
const GAP = 16;
/** Root attributes the sprite's own elements set, or that mean nothing on a nested <svg>. */
const ROOT_ONLY = new Set(['xmlns', 'xmlns:xlink', 'width', 'height', 'viewbox', 'x', 'y', 'version', 'aria-hidden', 'role', 'focusable']);

function attributesOf(tag) {
  return [...tag.matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)].map((match) => [match[1], match[3] ?? match[4]]);
}

/**
 * A picture as the sprite needs it, or why it cannot be in one: its size, viewBox, the root
 * attributes it keeps (fill, stroke, …) and its content.
 * @param {string} svg
 * @returns {{ width: number, height: number, viewBox: string, attributes: [string, string][], content: string } | { skip: string }}
 */
export function parseSvg(svg) {
  const match = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[^]*?-->\s*)*<svg\b([^>]*)>([^]*)<\/svg>\s*$/.exec(svg);
  if (!match) return { skip: 'not a single <svg> element' };
  const [, rootTag, content] = match;
  if (/\sid\s*=/.test(content) || /\sid\s*=/.test(rootTag)) return { skip: 'it has ids, which would clash with other pictures' };
  if (/<style[\s>]/i.test(content)) return { skip: 'its <style> would apply to every picture of the sprite' };
  const attributes = attributesOf(rootTag);
  const get = (name) => attributes.find(([key]) => key.toLowerCase() === name)?.[1];
  const box = get('viewbox')?.trim().split(/[\s,]+/).map(Number);
  const width = Number(get('width') ?? box?.[2]);
  const height = Number(get('height') ?? box?.[3]);
  if (!(width > 0 && height > 0)) return { skip: 'it needs a viewBox, or a width and a height' };
  return {
    width,
    height,
    viewBox: box ? box.join(' ') : `0 0 ${width} ${height}`,
    attributes: attributes.filter(([key]) => !ROOT_ONLY.has(key.toLowerCase())),
    content,
  };
}

/**
 * One sprite of `pictures` ({ id, svg }), and the pictures left out with the reason.
 * @param {{ id: string, svg: string }[]} pictures
 */
export function buildSprite(pictures) {
  const parts = [];
  const views = [];
  const placed = [];
  const skipped = [];
  let y = 0;
  for (const { id, svg } of pictures) {
    const parsed = /^[A-Za-z][\w-]*$/.test(id) ? parseSvg(svg) : { skip: 'its name is not a valid fragment id' };
    if ('skip' in parsed) {
      skipped.push({ id, reason: parsed.skip });
      continue;
    }
    const { width, height, viewBox, attributes, content } = parsed;
    const kept = attributes.map(([key, value]) => ` ${key}="${value}"`).join('');
    parts.push(`<svg x="0" y="${y}" width="${width}" height="${height}" viewBox="${viewBox}"${kept}>${content}</svg>`);
    views.push(`<view id="${id}" viewBox="0 ${y} ${width} ${height}"/>`);
    placed.push({ id, width, height });
    y += height + GAP;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${views.join('')}${parts.join('')}</svg>\n`;
  return { svg, placed, skipped };
}

/**
 * Writes a sprite for each folder of `SPRITE_FOLDERS` that has SVG pictures into public/_img/ and
 * the manifest: public path -> { src: the view's URL, width, height }.
 */
export function writeSprites(root = process.cwd()) {
  const manifest = {};
  const skipped = [];
  for (const folder of SPRITE_FOLDERS) {
    const dir = path.join(root, 'public', 'images', folder);
    if (!fs.existsSync(dir)) continue;
    const files = fs.readdirSync(dir).filter((name) => name.endsWith('.svg')).sort();
    const sprite = buildSprite(files.map((name) => ({ id: name.slice(0, -'.svg'.length), svg: fs.readFileSync(path.join(dir, name), 'utf8') })));
    skipped.push(...sprite.skipped.map(({ id, reason }) => `public/images/${folder}/${id}.svg: ${reason}`));
    if (sprite.placed.length === 0) continue;
    const name = `${folder}.${createHash('sha256').update(sprite.svg).digest('hex').slice(0, 8)}.svg`;
    fs.mkdirSync(path.join(root, 'public', '_img'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public', '_img', name), sprite.svg);
    for (const { id, width, height } of sprite.placed) manifest[`/images/${folder}/${id}.svg`] = { src: `/_img/${name}#${id}`, width: Math.round(width), height: Math.round(height) };
  }
  const manifestFile = path.join(root, 'lib', 'generated', 'svg-sprites.json');
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, skipped };
}

runAsCommand('build/svg-sprites.mjs', 'svg-sprites', () => {
  const { manifest, skipped } = writeSprites();
  console.log(`svg-sprites: ${Object.keys(manifest).length} pictures in ${SPRITE_FOLDERS.join(', ')} sprites${skipped.length ? `; kept as files of their own:\n  ${skipped.join('\n  ')}` : ''}`);
});
