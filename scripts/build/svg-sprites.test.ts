// The build step that puts a folder's small SVG pictures into one file (what a browser shows of each: e2e/icons.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../shared/temp-dir.test-helper';
import { buildSprite, parseSvg, scopeIds, SPRITES, writeSprites } from './svg-sprites.mjs';

const icon = (body: string, root = 'viewBox="0 0 48 48" width="48" height="48"') => `<svg xmlns="http://www.w3.org/2000/svg" ${root} aria-hidden="true" fill="none">${body}</svg>`;

describe('parseSvg', () => {
  it('reads the size, the viewBox, the attributes the picture keeps and its content', () => {
    expect(parseSvg(icon('<path d="M0 0h4"/>'))).toEqual({ width: 48, height: 48, viewBox: '0 0 48 48', attributes: [['fill', 'none']], content: '<path d="M0 0h4"/>' });
    expect(parseSvg(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0,0,120,40"><rect width="1" height="1"/></svg>\n`)).toMatchObject({ width: 120, height: 40, viewBox: '0 0 120 40' });
    expect(parseSvg('<svg width="30" height="20"><g/></svg>')).toMatchObject({ viewBox: '0 0 30 20' });
  });

  it('says why a picture cannot share a sprite: an id on its root, a <style>, no size', () => {
    expect(parseSvg('<svg id="x" viewBox="0 0 4 4"><path/></svg>')).toEqual({ skip: expect.stringMatching(/id/) });
    expect(parseSvg(icon('<style>path{fill:red}</style><path/>'))).toEqual({ skip: expect.stringMatching(/style/) });
    expect(parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><path/></svg>')).toEqual({ skip: expect.stringMatching(/viewBox/) });
    expect(parseSvg('<p>not svg</p>')).toEqual({ skip: expect.any(String) });
  });
});

describe('scopeIds', () => {
  it("puts the picture's name before each id it declares and each reference to one", () => {
    const content = `<linearGradient id="g"/><use href="#g"/><use xlink:href='#g'/><rect fill="url(#g)" style="stroke:url('#g')"/><a href="#elsewhere">x</a>`;
    expect(scopeIds(content, 'logo')).toBe(
      `<linearGradient id="logo.g"/><use href="#logo.g"/><use xlink:href='#logo.g'/><rect fill="url(#logo.g)" style="stroke:url('#logo.g')"/><a href="#elsewhere">x</a>`,
    );
    expect(scopeIds('<path d="M0 0"/>', 'logo')).toBe('<path d="M0 0"/>');
  });
});

describe('buildSprite', () => {
  const { svg, placed, skipped } = buildSprite([
    { id: 'drop', svg: icon('<path d="M1 1"/>') },
    { id: 'wide', svg: icon('<rect width="2" height="1"/>', 'viewBox="10 10 200 50" preserveAspectRatio="none"') },
    { id: 'shaded', svg: icon('<linearGradient id="g"/><rect fill="url(#g)"/>') },
    { id: 'styled', svg: icon('<style>*{}</style>') },
    { id: '1bad', svg: icon('<path/>') },
  ]);

  it('stacks each picture in its own box, apart from the next, with a view of its name', () => {
    expect(placed).toEqual([
      { id: 'drop', width: 48, height: 48 },
      { id: 'wide', width: 200, height: 50 },
      { id: 'shaded', width: 48, height: 48 },
    ]);
    expect(svg).toContain('<view id="drop" viewBox="0 0 48 48"/>');
    expect(svg).toContain('<view id="wide" viewBox="0 64 200 50" preserveAspectRatio="none"/>');
    expect(svg).toContain('<svg x="0" y="0" width="48" height="48" viewBox="0 0 48 48" fill="none"><path d="M1 1"/></svg>');
    expect(svg).toContain('<svg x="0" y="64" width="200" height="50" viewBox="10 10 200 50" preserveAspectRatio="none" fill="none"><rect width="2" height="1"/></svg>');
    expect(svg).toContain('<linearGradient id="shaded.g"/><rect fill="url(#shaded.g)"/>');
    expect(svg).not.toMatch(/aria-hidden/);
  });

  it('leaves out, with the reason, what would clash or is no valid fragment name', () => {
    expect(skipped.map((item) => item.id)).toEqual(['styled', '1bad']);
    expect(svg).not.toContain('styled');
  });
});

test('writes one sprite per group of folders, named by its content, and the manifest of every view', () => {
  const root = tempDir('svg-sprites-');
  const { name, folders } = SPRITES.find((sprite) => sprite.folders.length > 1)!;
  const [first, second] = folders as [string, string];
  const write = (folder: string, file: string, svg: string) => {
    fs.mkdirSync(path.join(root, 'public', 'images', folder), { recursive: true });
    fs.writeFileSync(path.join(root, 'public', 'images', folder, file), svg);
  };
  write(first, 'drop.svg', icon('<path d="M1 1"/>'));
  write(first, 'own.svg', icon('<style>*{}</style>'));
  write(second, 'wave.svg', icon('<path d="M2 2"/>'));
  write(second, 'drop.svg', icon('<path d="M3 3"/>'));
  const { manifest, skipped } = writeSprites(root) as { manifest: Record<string, { src: string; width: number; height: number }>; skipped: string[] };
  const entry = manifest[`/images/${first}/drop.svg`];
  expect(entry).toEqual({ src: expect.stringMatching(new RegExp(`^/_img/${name}\\.[0-9a-f]{8}\\.svg#drop$`)), width: 48, height: 48 });
  expect(manifest[`/images/${second}/wave.svg`]!.src).toBe(entry!.src.replace('#drop', '#wave'));
  expect(fs.readFileSync(path.join(root, 'public', entry!.src.split('#')[0]!), 'utf8')).toContain('<view id="drop"');
  expect(manifest[`/images/${first}/own.svg`]).toBeUndefined();
  expect(manifest[`/images/${second}/drop.svg`]).toBeUndefined();
  expect(skipped.sort()).toEqual([
    expect.stringMatching(new RegExp(`public/images/${first}/own\\.svg: .*style`)),
    expect.stringMatching(new RegExp(`public/images/${second}/drop\\.svg: another picture of the ${name} sprite has its name`)),
  ].sort());
  expect(JSON.parse(fs.readFileSync(path.join(root, 'lib', 'generated', 'svg-sprites.json'), 'utf8'))).toEqual(manifest);
});
