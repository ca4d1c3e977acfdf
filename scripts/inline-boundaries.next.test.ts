// The inline-boundaries step against the React that Next.js renders with: its own bundled copy
// (next/dist/compiled/), which can differ from node_modules/react-dom that the other tests of
// this step use. A small app (scripts/fixtures/streaming/) is built with `next build`, and the
// step must put every block its HTML outlines back in place, in order, or fail.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inlineBoundaries } from './inline-boundaries.mjs';

const fixture = path.join(__dirname, 'fixtures/streaming');
const BLOCKS = 40;

test('puts back every block Next.js outlines, in order', () => {
  fs.rmSync(path.join(fixture, 'out'), { recursive: true, force: true });
  const build = spawnSync('npx', ['next', 'build', fixture], { encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error(`next build of the fixture failed:\n${build.stdout}\n${build.stderr}`);
  const html = fs.readFileSync(path.join(fixture, 'out/index.html'), 'utf8');

  // The build did outline blocks (so the step's work is tested), the way the step knows.
  expect(html).toMatch(/<template id="B:\d+"><\/template>/);
  expect(html).toMatch(/<div hidden id="S:\d+">/);

  const inlined = inlineBoundaries(html);
  const blocks = [...inlined.matchAll(/<!--\$--><section id="block-(\d+)"><h2>Block <!-- -->\d+<\/h2><p>(?:Block \d+ text\. )+<\/p><\/section><!--\/\$-->/g)].map((m) => Number(m[1]));
  expect(blocks).toEqual(Array.from({ length: BLOCKS }, (_, n) => n));
  expect(inlined).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(/);
}, 180_000);
