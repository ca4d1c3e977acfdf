// The image step keeps every variant in .next/cache/images/ (what the hosts' build caches keep for a
// Next.js project): a fresh checkout with that cache restored encodes nothing again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

test('a rebuild from a fresh checkout takes every variant from the build cache', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-cache-'));
  try {
    const source = fs.readdirSync('public/images/gallery').find((file) => file.endsWith('.jpg'))!;
    fs.mkdirSync(path.join(dir, 'public/images'), { recursive: true });
    fs.copyFileSync(path.join('public/images/gallery', source), path.join(dir, 'public/images', source));
    const run = () => spawnSync('node', [path.resolve('scripts/build/images.mjs')], { cwd: dir, encoding: 'utf8' });

    const first = run();
    if (first.status !== 0) throw new Error(first.stderr);
    const encoded = Number(/\((\d+) variants encoded, 0 from the build cache\)/.exec(first.stdout)?.[1]);
    expect(encoded).toBeGreaterThan(0);
    expect(fs.readdirSync(path.join(dir, '.next/cache/images'))).toHaveLength(encoded);

    // A host's next build: a fresh checkout (no public/_img), the build cache restored.
    fs.rmSync(path.join(dir, 'public/_img'), { recursive: true });
    const second = run();
    if (second.status !== 0) throw new Error(second.stderr);
    expect(second.stdout).toContain(`(0 variants encoded, ${encoded} from the build cache)`);
    expect(fs.readdirSync(path.join(dir, 'public/_img')).sort()).toEqual(fs.readdirSync(path.join(dir, '.next/cache/images')).sort());
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

test("a hero photo also gets its upright cut's variants, the height of the photo (lib/hero-portrait.mjs)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-portrait-'));
  try {
    const source = fs.readdirSync('public/images/hero').find((file) => file.endsWith('.jpg'))!;
    fs.mkdirSync(path.join(dir, 'public/images/hero'), { recursive: true });
    fs.copyFileSync(path.join('public/images/hero', source), path.join(dir, 'public/images/hero', source));
    const run = spawnSync('node', [path.resolve('scripts/build/images.mjs')], { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'lib/generated/images.json'), 'utf8'));
    const entry = manifest[`/images/hero/${source}`];
    const { portrait } = entry;
    expect(portrait.height).toBe(entry.height);
    expect(portrait.width).toBeLessThan(entry.width);
    for (const format of ['avif', 'webp']) {
      const widths = portrait[format].map(([width]: [number]) => width);
      expect(widths.at(-1)).toBe(portrait.width);
      for (const [, file] of portrait[format] as [number, string][]) {
        expect(file).toMatch(new RegExp(`^/_img/hero/.+-portrait-\\d+\\.[0-9a-f]{8}\\.${format}$`));
        expect(fs.existsSync(path.join(dir, 'public', file))).toBe(true);
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
