// The before/after comparison of two exports on made-up trees: the same page, a page whose only
// change is a hashed asset's name, a changed page, a picture redrawn a shade apart and one redrawn
// differently, a new file and a gone one.
import sharp from 'sharp';
import { compareExports, pixelDifference } from './compare-exports.mjs';
import { tempTree } from '../shared/temp-dir.test-helper';

/** A 40×20 PNG of one colour, with a 10×10 square of another in its corner. */
const picture = (background: number, square: number) =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: { r: background, g: background, b: 200 } } })
    .composite([{ input: { create: { width: 10, height: 10, channels: 3, background: { r: square, g: square, b: square } } }, left: 0, top: 0 }])
    .png()
    .toBuffer();

describe('compareExports', () => {
  it('sorts files into the same, the same but for asset names, the same picture, and what differs, is new or is gone', async () => {
    // A page lists its chunks and flight data by hashed names, and its policy holds the hash of the inline script that lists them.
    const page = (chunk: string, words = 'Pumps') =>
      `<html><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-${chunk.replace('-', '+')}='"><script src="/_next/static/chunks/${chunk}.js"></script><script>load("/_next/static/flight/${chunk}.txt")</script><h1>${words}</h1></html>`;
    const before = tempTree('compare-before-', {
      'index.html': page('main-1a2b'),
      'about/index.html': page('main-1a2b'),
      'products/index.html': page('main-1a2b'),
      'blog/post/og.png': await picture(20, 250),
      'case-studies/x/og.png': await picture(20, 250),
      'gone.txt': 'bye',
      '_next/static/chunks/main-1a2b.js': 'code',
    });
    const after = tempTree('compare-after-', {
      'index.html': page('main-1a2b'),
      'about/index.html': page('main-9z8y'),
      'products/index.html': page('main-9z8y', 'Valves'),
      'blog/post/og.png': await picture(21, 250),
      'case-studies/x/og.png': await picture(20, 0),
      'blog/feed.json': '{}',
      '_next/static/chunks/main-9z8y.js': 'code moved',
    });
    const result = await compareExports(before, after);
    expect(result.same).toBe(1);
    expect(result.sameButAssetNames).toEqual(['about/index.html']);
    expect(result.differ).toEqual(['products/index.html']);
    expect(result.samePicture.map(({ file }) => file)).toEqual(['blog/post/og.png']);
    expect(result.differentPicture.map(({ file }) => file)).toEqual(['case-studies/x/og.png']);
    expect(result.added).toEqual(['blog/feed.json']);
    expect(result.removed).toEqual(['gone.txt']);
  });

  it('measures a picture difference as the mean over every channel, and pictures of other sizes as wholly different', async () => {
    const root = tempTree('compare-pixels-', {
      'a.png': await picture(20, 250),
      'b.png': await picture(20, 0),
      'c.png': await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer(),
    });
    // 100 of 800 pixels differ by 250 in three of four channels (alpha stays 255).
    expect(await pixelDifference(`${root}/a.png`, `${root}/b.png`)).toBeCloseTo((100 * 3 * 250) / (800 * 4), 5);
    expect(await pixelDifference(`${root}/a.png`, `${root}/c.png`)).toBe(Infinity);
  });
});
