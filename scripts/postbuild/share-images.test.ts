// The share pictures: drawn from lib/content's published entries (share-images.mjs), each title's
// letters shaped by HarfBuzz as outlines (share-images/typeset.mjs), laid out to fit a title of
// any length in the brand colours (share-images/layout.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { PICTURE_COLOURS, SHARE_IMAGE, shareImageSvg, TITLE, wrapTitle } from './share-images/layout.mjs';
import { COLOURS } from '../../lib/colour-tokens.mjs';
import { getCaseStudies, getPosts, getSite } from '../../lib/content';
import { shareImagePath } from '../../lib/publishing';
import { tempDir } from '../shared/temp-dir.test-helper';

// The drawing cuts the font and draws every entry's picture: some seconds on a slow machine.
jest.setTimeout(120_000);

const REPO = path.join(__dirname, '../..');
const SECOND_CONTENT = 'e2e/fixtures/second-content';
const LONG_TITLE =
  'Sunmeadow Farms: drip irrigation for 120 acres of orchards, with rainwater harvesting tanks and a solar pump station that runs all day without the grid, and then a great many more words than any picture can hold';

/**
 * Runs `code` (an ES module) in a Node.js process of its own, which loads harfbuzzjs (its top-level
 * await) as Jest cannot; its last line of output is read as JSON.
 */
function inNode(code: string): unknown {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: REPO, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!);
}
const typesetUrl = pathToFileURL(path.join(__dirname, 'share-images', 'typeset.mjs')).href;

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

describe('the share-images step', () => {
  it('draws a picture, 1200×630 with its title, for each published post and case study of the content, none for a draft or a future entry, and keeps one already there', async () => {
    const roots = { contentDir: path.join(REPO, SECOND_CONTENT), publicDir: path.join(REPO, 'public'), schemaDir: path.join(REPO, 'content', 'schemas') };
    const production = { today: new Date().toISOString().slice(0, 10), preview: false };
    const pictures = (publication: typeof production) => [
      ...getPosts(roots, publication).map((post) => shareImagePath('blog', post).slice(1)),
      ...getCaseStudies(roots, publication).map((study) => shareImagePath('case-studies', study).slice(1)),
    ];
    const published = pictures(production);
    const unpublished = pictures({ ...production, preview: true }).filter((file) => !published.includes(file));
    expect(published.length).toBeGreaterThan(1);
    expect(unpublished.length).toBeGreaterThan(0);

    const root = tempDir('share-images-');
    const [madeByHand, ...drawn] = published;
    fs.mkdirSync(path.dirname(path.join(root, madeByHand!)), { recursive: true });
    fs.writeFileSync(path.join(root, madeByHand!), 'made by hand');
    const step = () =>
      spawnSync(process.execPath, ['scripts/postbuild/share-images.mjs', '--dir', root], {
        cwd: REPO,
        encoding: 'utf8',
        env: { ...process.env, CONTENT_DIR: SECOND_CONTENT, NODE_ENV: 'production' },
      });
    const run = step();
    if (run.status !== 0) throw new Error(run.stderr);
    expect(run.stdout).toContain(`Share images: ${drawn.length} drawn`);

    expect(fs.readFileSync(path.join(root, madeByHand!), 'utf8')).toBe('made by hand');
    for (const file of unpublished) expect(fs.existsSync(path.join(root, file))).toBe(false);
    for (const file of drawn) {
      expect(await sharp(path.join(root, file)).metadata()).toMatchObject({ format: 'png', ...SHARE_IMAGE });
      // The title is there: white outlines on the dark blue, in the title's area and not below it.
      const title = await pixels(path.join(root, file), { left: 80, top: TITLE.top, width: 600, height: TITLE.bottom - TITLE.top });
      expect(title.light).toBeGreaterThan(title.total * 0.05);
      expect(title.dark).toBeGreaterThan(title.total * 0.3);
      // Plain background below it (the palette's dithering moves a few pixels a shade).
      const below = await pixels(path.join(root, file), { left: 300, top: 570, width: 800, height: 50 });
      expect(below.light).toBe(0);
      expect(below.dark).toBeGreaterThan(below.total * 0.95);
    }
    // The site's name at the top left.
    expect((await pixels(path.join(root, drawn[0]!), { left: 80, top: 60, width: 300, height: 40 })).light).toBeGreaterThan(500);
    expect(getSite(roots).companyName.length).toBeGreaterThan(0);

    // Once drawn, a picture is no longer missing.
    expect(step().stdout).toContain('Share images: 0 drawn');
  });
});

describe('the letters', () => {
  it('shapes a line as one run, as HarfBuzz does (kerning between letters), never letter by letter', () => {
    const line = 'AVATAR To Water';
    const { run, alone } = inNode(`
      import { siteTypesetter } from ${JSON.stringify(typesetUrl)};
      const typeset = await siteTypesetter(${JSON.stringify(line)});
      const run = typeset.glyphRun(${JSON.stringify(line)}, { weight: 700 });
      const alone = Array.from(${JSON.stringify(line)}, (char) => typeset.glyphRun(char, { weight: 700 })[0]);
      console.log(JSON.stringify({ run, alone }));
    `) as { run: { glyph: number; cluster: number; xAdvance: number }[]; alone: { glyph: number; xAdvance: number }[] };
    expect(run.map((glyph) => glyph.cluster)).toEqual(Array.from(line, (_, index) => index));
    expect(run.map((glyph) => glyph.glyph)).toEqual(alone.map((glyph) => glyph.glyph));
    // "AV", "VA", "To", "Wa" are kerned: the run is narrower than its letters one by one.
    const width = (glyphs: { xAdvance: number }[]) => glyphs.reduce((sum, glyph) => sum + glyph.xAdvance, 0);
    expect(width(run)).toBeLessThan(width(alone));
    expect(run[0]!.xAdvance).toBeLessThan(alone[0]!.xAdvance);
  });

  it('shapes Devanagari as HarfBuzz does: a conjunct is one glyph, a vowel sign is drawn before its consonant, never letter by letter', () => {
    const line = 'प्रकल्प क्षमता आणि किंमत';
    const { run, alone } = inNode(`
      import { siteTypesetter } from ${JSON.stringify(typesetUrl)};
      const typeset = await siteTypesetter(${JSON.stringify(line)});
      const run = typeset.glyphRun(${JSON.stringify(line)}, { weight: 700 });
      const alone = Object.fromEntries(Array.from(${JSON.stringify(line)}, (char) => [char, typeset.glyphRun(char, { weight: 700 }).map((glyph) => glyph.glyph)]));
      console.log(JSON.stringify({ run, alone }));
    `) as { run: { glyph: number; cluster: number }[]; alone: Record<string, number[]> };
    const glyphsAt = (text: string) => run.filter((glyph) => glyph.cluster === line.indexOf(text)).map((glyph) => glyph.glyph);
    // The clusters HarfBuzz gives, in visual order: each starts a letter of the line, none goes back.
    expect(run.map((glyph) => glyph.cluster)).toEqual([...run.map((glyph) => glyph.cluster)].sort((a, b) => a - b));
    // प्र and क्ष: three characters each (consonant, virama, consonant) drawn as one conjunct, which is
    // neither consonant's own glyph.
    for (const conjunct of ['प्र', 'क्ष']) {
      const [first, , second] = Array.from(conjunct);
      expect(glyphsAt(conjunct)).toHaveLength(1);
      expect(glyphsAt(conjunct)[0]).not.toBe(alone[first!]![0]);
      expect(glyphsAt(conjunct)[0]).not.toBe(alone[second!]![0]);
    }
    // कि: the vowel sign ि follows क in the text and comes before it on the line.
    const ki = glyphsAt('किं');
    expect(ki.indexOf(alone['क']![0]!)).toBe(1);
    expect(ki[0]).not.toBe(alone['क']![0]);
    // Letter by letter would give a glyph per character; the shaped line has fewer.
    expect(run.length).toBeLessThan(Array.from(line).length);
  });

  it("draws a Marathi title in the title's place", async () => {
    const file = path.join(tempDir('share-marathi-'), 'title.png');
    inNode(`
      import fs from 'node:fs';
      import { drawShareImage } from ${JSON.stringify(pathToFileURL(path.join(__dirname, 'share-images', 'index.mjs')).href)};
      fs.writeFileSync(${JSON.stringify(file)}, await drawShareImage({ section: 'blog', data: { title: 'प्रकल्प क्षमता आणि किंमत' } }, { siteName: 'BlueGreen Engineering' }));
      console.log('{}');
    `);
    const title = await pixels(file, { left: 80, top: TITLE.top, width: 600, height: TITLE.bottom - TITLE.top });
    expect(title.light).toBeGreaterThan(title.total * 0.03);
  });

  it('stops, naming the letter, on a title its fonts do not cover, rather than draw empty boxes', () => {
    const { error } = inNode(`
      import { siteTypesetter } from ${JSON.stringify(typesetUrl)};
      const error = await siteTypesetter('தண்ணீர் water').then(() => '', (failure) => failure.message);
      console.log(JSON.stringify({ error }));
    `) as { error: string };
    expect(error).toMatch(/^share images: the fonts have no letter for "த" \(U\+0BA4\), "ண" \(U\+0BA3\), "்" \(U\+0BCD\)/);
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
    // A Devanagari word is broken between its letters, never between a consonant and its vowel sign or virama.
    const marathi = wrapTitle('क्षमतेनुसार'.repeat(12), measure);
    expect(marathi.lines.length).toBeGreaterThan(1);
    for (const line of marathi.lines) expect(line).not.toMatch(/^[\p{M}]/u);
    expect(wrapTitle('', measure)).toEqual({ size: 72, lines: [] });
  });

  it('draws in the colour tokens (lib/colour-tokens.mjs), with no <text> element', () => {
    expect(PICTURE_COLOURS).toEqual({ from: COLOURS['primary-dark'], to: COLOURS.primary, accent: COLOURS.accent, muted: COLOURS['primary-light'], text: COLOURS.white });
    const typeset = (text: string, { size }: { size: number }) => ({
      width: measure(text, size),
      svg: (x: number, y: number, fill: string) => `<g data-text="${text}" transform="translate(${x} ${y})" fill="${fill}"/>`,
    });
    const svg = shareImageSvg({ title: 'A title', label: 'Case study', siteName: 'BlueGreen Engineering' }, typeset);
    expect(svg).toContain(`stop-color="${COLOURS['primary-dark']}"`);
    expect(svg).toContain(`fill="${COLOURS.accent}"`);
    expect(svg).toContain(`data-text="Case study"`);
    expect(svg).toContain(`data-text="A title" transform="translate(80 `);
    expect(svg).not.toContain('<text');
  });
});
