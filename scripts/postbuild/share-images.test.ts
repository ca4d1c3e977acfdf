// The share-images post-build step: the missing /og/ pictures of posts and case studies, drawn
// with the title's outlines (no system font), and the layout that fits a title of any length.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { brandColours, missingShareImages, ogImagePath, SHARE_IMAGE, shareImageSvg, TITLE, wrapTitle, writeShareImages } from './share-images.mjs';
import { listPage, postPage, SITE_NAME, SITE_URL, writePage } from './fixtures/blog-pages.test-helper';
import { tempDir } from '../shared/temp-dir.test-helper';

// The drawing starts a Node.js process and cuts the font: a few seconds on a slow machine.
jest.setTimeout(60_000);

const LONG_TITLE =
  'Sunmeadow Farms: drip irrigation for 120 acres of orchards, with rainwater harvesting tanks and a solar pump station that runs all day without the grid, and then a great many more words than any picture can hold';

/** An export with a post, a case study, a page whose picture is a photo, and a post whose picture an editor made. */
function siteExport(): string {
  const root = tempDir('share-images-');
  writePage(
    root,
    '/blog/a/',
    postPage({
      slug: 'a',
      headline: 'Pressure boosting for tall buildings',
      ogTitle: 'BlueGreen: Pressure boosting for tall buildings',
    }),
  );
  writePage(root, '/case-studies/b/', postPage({ slug: 'b', type: 'Article', headline: LONG_TITLE }));
  writePage(root, '/about/', postPage({ slug: 'about', ogImage: `${SITE_URL}/images/x.png` }));
  writePage(root, '/blog/made/', postPage({ slug: 'made' }));
  writePage(root, '/blog/', listPage('Blog'));
  fs.mkdirSync(path.join(root, 'images'));
  fs.writeFileSync(path.join(root, 'images', 'x.png'), 'a photo');
  fs.mkdirSync(path.join(root, 'og', 'blog'), { recursive: true });
  fs.writeFileSync(path.join(root, 'og', 'blog', 'made.png'), 'made by hand');
  return root;
}

/** How many pixels of a region are light (the white title) and how many dark blue (the background). */
async function pixels(file: string, region: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(file).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let light = 0;
  let dark = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r > 200 && g > 200 && b > 200) light += 1;
    if (r < 40 && g < 110 && b > 90 && b < 200) dark += 1;
  }
  return { light, dark, total: region.width * region.height };
}

describe('writeShareImages', () => {
  it("draws the missing /og/ pictures, 1200×630, with the title's text, and leaves the others", async () => {
    const root = siteExport();
    expect(writeShareImages({ root, basePath: '' })).toEqual(['og/blog/a.png', 'og/case-studies/b.png']);
    for (const file of ['og/blog/a.png', 'og/case-studies/b.png']) {
      expect(await sharp(path.join(root, file)).metadata()).toMatchObject({
        format: 'png',
        width: 1200,
        height: 630,
      });
    }
    expect(fs.readFileSync(path.join(root, 'images', 'x.png'), 'utf8')).toBe('a photo');
    expect(fs.readFileSync(path.join(root, 'og', 'blog', 'made.png'), 'utf8')).toBe('made by hand');

    // The title is there: white outlines on the dark blue, in the title's area and not below it.
    for (const file of ['og/blog/a.png', 'og/case-studies/b.png']) {
      const title = await pixels(path.join(root, file), {
        left: 80,
        top: TITLE.top,
        width: 600,
        height: TITLE.bottom - TITLE.top,
      });
      expect(title.light).toBeGreaterThan(title.total * 0.05);
      expect(title.dark).toBeGreaterThan(title.total * 0.3);
      const below = await pixels(path.join(root, file), {
        left: 300,
        top: 570,
        width: 800,
        height: 50,
      });
      // Plain background below it (the palette's dithering moves a few pixels a shade).
      expect(below.light).toBe(0);
      expect(below.dark).toBeGreaterThan(below.total * 0.95);
    }
    // The site's name at the top left.
    expect(
      (
        await pixels(path.join(root, 'og/blog/a.png'), {
          left: 80,
          top: 60,
          width: 300,
          height: 40,
        })
      ).light,
    ).toBeGreaterThan(500);

    // Once drawn, a picture is no longer missing.
    expect(writeShareImages({ root, basePath: '' })).toEqual([]);
  });

  it('finds the picture under the base path, and writes nothing when none is missing', () => {
    const root = tempDir('share-images-');
    writePage(root, '/about/', postPage({ slug: 'about', ogImage: `${SITE_URL}/images/x.png` }));
    expect(writeShareImages({ root, basePath: '' })).toEqual([]);
    expect(fs.readdirSync(root)).toEqual(['about']);
    writePage(root, '/blog/a/', postPage({ slug: 'a', ogImage: `${SITE_URL}/website/og/blog/a.png` }));
    expect(missingShareImages({ root, basePath: '/website' })).toEqual([
      {
        file: 'og/blog/a.png',
        title: 'Post a',
        kind: 'Blog',
        siteName: SITE_NAME,
      },
    ]);
  });
});

describe('missingShareImages', () => {
  it("takes the post's headline (og:title has the short name in front), each picture once", () => {
    const root = siteExport();
    writePage(root, '/blog/a/page-copy/', postPage({ slug: 'a', headline: 'A copy' }));
    writePage(root, '/contact/', listPage('BlueGreen: Contact').replace(`${SITE_URL}/images/og/default.jpg`, `${SITE_URL}/og/contact.png`));
    expect(missingShareImages({ root, siteName: 'BlueGreen' })).toEqual([
      {
        file: 'og/blog/a.png',
        title: 'Pressure boosting for tall buildings',
        kind: 'Blog',
        siteName: 'BlueGreen',
      },
      {
        file: 'og/case-studies/b.png',
        title: LONG_TITLE,
        kind: 'Case study',
        siteName: 'BlueGreen',
      },
      {
        file: 'og/contact.png',
        title: 'BlueGreen: Contact',
        kind: null,
        siteName: 'BlueGreen',
      },
    ]);
  });

  it('reads the path under /og/ of an og:image URL', () => {
    expect(ogImagePath(`${SITE_URL}/og/blog/a.png`)).toBe('/og/blog/a.png');
    expect(ogImagePath(`${SITE_URL}/website/og/blog/a%20b.png`, '/website')).toBe('/og/blog/a b.png');
    expect(ogImagePath(`${SITE_URL}/og/../images/x.png`)).toBeNull();
    expect(ogImagePath(`${SITE_URL}/og/..%2F..%2Fx.png`)).toBeNull();
    expect(ogImagePath(`${SITE_URL}/images/og/default.jpg`)).toBeNull();
    expect(ogImagePath(`${SITE_URL}/website/og/a.png`)).toBeNull();
    expect(ogImagePath('')).toBeNull();
  });
});

describe('the layout', () => {
  // A stand-in font: every character 0.6 em wide.
  const measure = (text: string, size: number) => Array.from(text).length * size * 0.6;
  const maxWidth = SHARE_IMAGE.width - 160;

  it('keeps a short title large, and makes a longer one smaller to fit four lines', () => {
    expect(wrapTitle('Pressure boosting for tall buildings', measure)).toEqual({
      size: 72,
      lines: ['Pressure boosting for', 'tall buildings'],
    });
    const longer = wrapTitle('Rainwater harvesting for a housing society of four hundred flats, with a treatment plant and a pump room on the roof', measure);
    expect(longer.size).toBeLessThan(72);
    expect(longer.lines.length).toBeLessThanOrEqual(4);
    expect(longer.lines.join(' ')).toBe('Rainwater harvesting for a housing society of four hundred flats, with a treatment plant and a pump room on the roof');
  });

  it('cuts a title too long for four lines at the smallest size with an ellipsis, every line within the width', () => {
    const { size, lines } = wrapTitle(LONG_TITLE, measure);
    expect(size).toBe(TITLE.sizes.at(-1));
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/[^\s,]…$/);
    for (const line of lines) expect(measure(line, size)).toBeLessThanOrEqual(maxWidth);
    // A word longer than a line is broken, not left to run off the picture.
    const word = wrapTitle('x'.repeat(100), measure);
    expect(word.lines.every((line) => measure(line, word.size) <= maxWidth)).toBe(true);
    expect(wrapTitle('', measure)).toEqual({ size: 72, lines: [] });
  });

  it('draws in the brand colours of app/globals.css, with no <text> element', () => {
    const colours = brandColours(fs.readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8'));
    expect(Object.values(colours).every((colour) => /^#[\da-f]{3,8}$/i.test(colour))).toBe(true);
    const typeset = (text: string, { size }: { size: number }) => ({
      width: measure(text, size),
      svg: (x: number, y: number, fill: string) => `<g data-text="${text}" transform="translate(${x} ${y})" fill="${fill}"/>`,
    });
    const svg = shareImageSvg({ title: 'A title', kind: 'Case study', siteName: SITE_NAME }, colours, typeset);
    expect(svg).toContain(`stop-color="${colours.from}"`);
    expect(svg).toContain(`data-text="Case study"`);
    expect(svg).toContain(`data-text="A title" transform="translate(80 `);
    expect(svg).not.toContain('<text');
    expect(() => brandColours(':root { --color-primary: #0b5cab; }')).toThrow('app/globals.css has no hex colour --color-primary-dark');
  });
});
