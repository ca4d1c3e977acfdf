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
});
