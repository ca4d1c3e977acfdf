// Puts the small SVG pictures of a few folders (the client logos; the header's logos, the hero's
// wave and the service icons) into one file each, so that a page showing fifteen icons makes one
// request for them instead of fifteen: on a slow phone every request costs a share of the
// connection, and the header's pictures come before the largest paint. Each picture keeps its own
// viewBox inside the sprite, stacked one under the other, and gets a <view> named after its file,
// so an <img> of `/_img/site.<hash>.svg#hotels` shows exactly that picture (SVG fragment views,
// which every current browser supports). A picture's ids get its name in front, so two pictures'
// gradients cannot clash. A picture that could affect its neighbours (a <style>, which applies to
// the whole file) stays a file of its own. The sprite's name carries a hash of its content, so
// hosts may cache /_img/* for a year. lib/images.ts reads the manifest
// (lib/generated/svg-sprites.json) to point each picture at its view. Runs after the images step,
// which removes from public/_img/ what it did not write.
//
//   node scripts/build/svg-sprites.mjs
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runAsCommand } from '../shared/is-entry.mjs';

/** Each sprite's name and the folders under public/images/ whose pictures it holds. */
export const SPRITES = [
  { name: 'clients', folders: ['clients'] },
  // The site's own drawings: the header's logos on every page and the hero's wave, all before the
  // largest paint, and the service icons and the footer's social marks (inline, their paths cost
  // each page about 500 bytes of its first round trip). Those are lazy, but near enough to the first screen
  // that Chrome fetches them as the page paints: in a file of their own they took a share of a
  // slow phone's connection from the hero's photo (issue 35). Here they cost the pages without
  // icons about 1.5 KB compressed, once, and save the home page a request.
  { name: 'site', folders: ['brand', 'decor', 'icons', 'social'] },
];
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
  if (/\sid\s*=/.test(rootTag)) return { skip: 'its root has an id' };
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
 * The picture's content with `prefix.` in front of each id it declares and of each reference to
 * one (url(#id), href="#id", xlink:href="#id"), so ids stay unique in a sprite (a view's id, a
 * file's name, never has a dot).
 * @param {string} content
 * @param {string} prefix
 */
export function scopeIds(content, prefix) {
  const ids = new Set([...content.matchAll(/\sid\s*=\s*["']([^"']+)["']/g)].map((match) => match[1]));
  if (ids.size === 0) return content;
  const scoped = (id) => (ids.has(id) ? `${prefix}.${id}` : id);
  return content
    .replace(/(\sid\s*=\s*["'])([^"']+)(["'])/g, (_, open, id, close) => `${open}${scoped(id)}${close}`)
    .replace(/url\(\s*(["']?)#([^)"']+)\1\s*\)/g, (_, quote, id) => `url(${quote}#${scoped(id)}${quote})`)
    .replace(/((?:xlink:)?href\s*=\s*["'])#([^"']+)(["'])/g, (_, open, id, close) => `${open}#${scoped(id)}${close}`);
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
    parts.push(`<svg x="0" y="${y}" width="${width}" height="${height}" viewBox="${viewBox}"${kept}>${scopeIds(content, id)}</svg>`);
    // A picture that stretches to its box (the wave) stretches through its view too.
    const fit = attributes.find(([key]) => key.toLowerCase() === 'preserveaspectratio');
    views.push(`<view id="${id}" viewBox="0 ${y} ${width} ${height}"${fit ? ` preserveAspectRatio="${fit[1]}"` : ''}/>`);
    placed.push({ id, width, height });
    y += height + GAP;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${views.join('')}${parts.join('')}</svg>\n`;
  return { svg, placed, skipped };
}

/**
 * Writes each sprite of `SPRITES` that has SVG pictures into public/_img/ and the manifest:
 * public path -> { src: the view's URL, width, height }.
 */
export function writeSprites(root = process.cwd()) {
  const manifest = {};
  const skipped = [];
  for (const { name, folders } of SPRITES) {
    const pictures = [];
    for (const folder of folders) {
      const dir = path.join(root, 'public', 'images', folder);
      if (!fs.existsSync(dir)) continue;
      for (const file of fs.readdirSync(dir).filter((each) => each.endsWith('.svg')).sort()) {
        const id = file.slice(0, -'.svg'.length);
        const publicPath = `/images/${folder}/${file}`;
        if (pictures.some((picture) => picture.id === id)) skipped.push(`public${publicPath}: another picture of the ${name} sprite has its name`);
        else pictures.push({ id, publicPath, svg: fs.readFileSync(path.join(dir, file), 'utf8') });
      }
    }
    const sprite = buildSprite(pictures);
    const pathOf = new Map(pictures.map((picture) => [picture.id, picture.publicPath]));
    skipped.push(...sprite.skipped.map(({ id, reason }) => `public${pathOf.get(id)}: ${reason}`));
    if (sprite.placed.length === 0) continue;
    const file = `${name}.${createHash('sha256').update(sprite.svg).digest('hex').slice(0, 8)}.svg`;
    fs.mkdirSync(path.join(root, 'public', '_img'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public', '_img', file), sprite.svg);
    for (const { id, width, height } of sprite.placed) manifest[pathOf.get(id)] = { src: `/_img/${file}#${id}`, width: Math.round(width), height: Math.round(height) };
  }
  const manifestFile = path.join(root, 'lib', 'generated', 'svg-sprites.json');
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, skipped };
}

runAsCommand('build/svg-sprites.mjs', 'svg-sprites', () => {
  const { manifest, skipped } = writeSprites();
  console.log(`svg-sprites: ${Object.keys(manifest).length} pictures in ${SPRITES.map((sprite) => sprite.name).join(', ')} sprites${skipped.length ? `; kept as files of their own:\n  ${skipped.join('\n  ')}` : ''}`);
});
