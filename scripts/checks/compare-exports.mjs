// What a visitor would see differently between two exports of the site: run it on out/ built
// before and after a change that should change nothing (a move of code, a new way to make the same
// files), each built with the same settings and NEXT_BUILD_ID, so the pages can match byte for byte.
// Files are compared as they are; a text file that differs only in hashed file names
// (/_next/static/…) and in the policy's hashes of the inline scripts that list them counts as the
// same page with other asset names; a PNG that differs by bytes is compared by its pixels (a mean
// difference under 1 of 255 is the same picture). Files only in the second export are listed (a new
// feed), files gone from it fail.
//
//   NEXT_BUILD_ID=compare npm run build:local   (on each side: docs/seo-speed-security.md#before-and-after-a-change)
//   node scripts/checks/compare-exports.mjs BEFORE_OUT AFTER_OUT [--may-change REGEX]
//   (--may-change: files the change is meant to change, e.g. 'blog/(rss|atom)\.xml$': listed, not failed)
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { runAsCommand } from '../shared/is-entry.mjs';

/** A mean difference of pixels below this (of 255, over every channel) is the same picture. */
export const SAME_PICTURE = 1;
const TEXT = /\.(html|txt|xml|json|js|css|svg|webmanifest|map)$/;
/** Hashed file names (the framework's, and the flight-data step's): kept as the folder and extension only. */
const HASHED_ASSET = /(\/_next\/static\/(?:chunks|css|media|flight)\/)[\w.~-]+?\.(js|css|txt|woff2|svg|png|avif|webp)/g;
/** The policy's hashes of inline scripts, which change with the file names those scripts list. */
const SCRIPT_HASH = /'sha256-[\w+/=]+'/g;
/** A text with its hashed names masked. */
const masked = (bytes) => bytes.toString('utf8').replace(HASHED_ASSET, '$1*.$2').replace(SCRIPT_HASH, "'sha256-*'");

const filesOf = (root) =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

/** The mean difference of two pictures' pixels (0-255), or Infinity when their sizes differ. */
export async function pixelDifference(before, after) {
  const [a, b] = await Promise.all([before, after].map((file) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (a.info.width !== b.info.width || a.info.height !== b.info.height) return Infinity;
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 1) sum += Math.abs(a.data[i] - b.data[i]);
  return sum / a.data.length;
}

/**
 * The two exports compared, file by file.
 * @returns {Promise<{ same: number, sameButAssetNames: string[], samePicture: { file: string, difference: number }[],
 *   differ: string[], differentPicture: { file: string, difference: number }[], added: string[], removed: string[] }>}
 */
export async function compareExports(beforeRoot, afterRoot) {
  const before = filesOf(beforeRoot);
  const after = new Set(filesOf(afterRoot));
  const result = { same: 0, sameButAssetNames: [], samePicture: [], differ: [], differentPicture: [], added: [], removed: [] };
  for (const file of before) {
    if (!after.has(file)) {
      // A hashed asset under another name is not gone: the pages that name it are compared.
      if (!file.startsWith('_next/static/')) result.removed.push(file);
      continue;
    }
    after.delete(file);
    const [a, b] = [path.join(beforeRoot, file), path.join(afterRoot, file)];
    const bytesA = fs.readFileSync(a);
    const bytesB = fs.readFileSync(b);
    if (bytesA.equals(bytesB)) {
      result.same += 1;
    } else if (file.endsWith('.png')) {
      const difference = await pixelDifference(a, b);
      (difference < SAME_PICTURE ? result.samePicture : result.differentPicture).push({ file, difference });
    } else if (TEXT.test(file) && masked(bytesA) === masked(bytesB)) {
      result.sameButAssetNames.push(file);
    } else {
      result.differ.push(file);
    }
  }
  result.added = [...after].filter((file) => !file.startsWith('_next/static/'));
  return result;
}

runAsCommand('checks/compare-exports.mjs', 'compare-exports', async () => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'may-change': { type: 'string' } } });
  const [beforeRoot, afterRoot] = positionals;
  if (!beforeRoot || !afterRoot) throw new Error('usage: node scripts/checks/compare-exports.mjs BEFORE_OUT AFTER_OUT [--may-change REGEX]');
  const result = await compareExports(beforeRoot, afterRoot);
  const mayChange = values['may-change'] ? new RegExp(values['may-change']) : null;
  const meant = result.differ.filter((file) => mayChange?.test(file));
  result.differ = result.differ.filter((file) => !meant.includes(file));
  const list = (items) => items.map((item) => `  ${typeof item === 'string' ? item : `${item.file} (mean difference ${item.difference.toFixed(3)} of 255)`}`).join('\n');
  console.log(`${result.same} files the same byte for byte`);
  if (result.sameButAssetNames.length) console.log(`${result.sameButAssetNames.length} the same but for hashed file names:\n${list(result.sameButAssetNames.slice(0, 20))}`);
  if (result.samePicture.length) console.log(`${result.samePicture.length} pictures the same by their pixels:\n${list(result.samePicture)}`);
  if (result.added.length) console.log(`${result.added.length} new:\n${list(result.added)}`);
  if (meant.length) console.log(`${meant.length} changed, as --may-change allows:\n${list(meant)}`);
  const problems = [
    ...result.removed.map((file) => `gone: ${file}`),
    ...result.differ.map((file) => `differs: ${file}`),
    ...result.differentPicture.map(({ file, difference }) => `another picture: ${file} (mean difference ${difference.toFixed(2)} of 255)`),
  ];
  if (problems.length) throw new Error(`the exports differ:\n  ${problems.join('\n  ')}`);
  console.log('Nothing a visitor sees changed but the new files above.');
});
