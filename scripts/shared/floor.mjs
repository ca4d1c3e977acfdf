// The floor `npm run bench` and the Lighthouse gate of `npm test` hold the site against: a bare
// Next.js static export of the same Next version (./floor: one heading and one picture, no CSS, no
// font), built into .cache/bench-floor
// with the home page's first hero photo as its picture. Built again only when its sources, the
// picture or Next.js change.
//
//   import { buildFloor } from './floor.mjs'; const outDir = buildFloor();
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inDefaultLanguage } from '../../lib/language-codes.mjs';
import { scratchDir } from './scratch.mjs';

const SOURCE = path.resolve('scripts/shared/floor');

/** The picture the floor shows: the first hero slide's image, as the editor uploaded it. */
export function floorPicture(root = process.cwd()) {
  const hero = inDefaultLanguage(JSON.parse(fs.readFileSync(path.join(root, 'content/hero.json'), 'utf8')), path.join(root, 'content'));
  const image = hero.slides?.[0]?.image;
  if (!image) throw new Error('content/hero.json has no slide: the floor shows its first picture');
  return path.join(root, 'public', image);
}

function stampOf(picture) {
  const files = ['next.config.mjs', 'app/layout.jsx', 'app/page.jsx'].map((file) => fs.readFileSync(path.join(SOURCE, file), 'utf8'));
  const { version } = JSON.parse(fs.readFileSync(path.resolve('node_modules/next/package.json'), 'utf8'));
  return JSON.stringify({ version, files, picture: fs.statSync(picture).size });
}

/** Builds the floor (when it changed) and returns its export folder. */
export function buildFloor({ dir = scratchDir('bench-floor') } = {}) {
  const app = path.resolve(dir);
  const picture = floorPicture();
  const stamp = stampOf(picture);
  const stampFile = path.join(app, 'built-from.json');
  if (fs.existsSync(path.join(app, 'out', 'index.html')) && fs.readFileSync(stampFile, 'utf8') === stamp) return path.join(app, 'out');
  fs.rmSync(app, { recursive: true, force: true });
  fs.cpSync(SOURCE, app, { recursive: true });
  fs.mkdirSync(path.join(app, 'public'));
  fs.copyFileSync(picture, path.join(app, 'public', 'picture.jpg'));
  console.log(`Building the floor (a bare Next.js export) in ${dir}…`);
  const run = spawnSync('npx', ['next', 'build', app], { encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (run.status !== 0) throw new Error(`next build of the floor failed:\n${run.stdout}\n${run.stderr}`);
  fs.writeFileSync(stampFile, stamp);
  return path.join(app, 'out');
}
