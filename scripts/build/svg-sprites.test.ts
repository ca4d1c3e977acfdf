// The build step that puts a folder's small SVG pictures into one file (what a browser shows of each: e2e/icons.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../shared/temp-dir.test-helper';
import { buildSprite, parseSvg, SPRITE_FOLDERS, writeSprites } from './svg-sprites.mjs';

const icon = (body: string, root = 'viewBox="0 0 48 48" width="48" height="48"') => `<svg xmlns="http://www.w3.org/2000/svg" ${root} aria-hidden="true" fill="none">${body}</svg>`;

describe('parseSvg', () => {
  it('reads the size, the viewBox, the attributes the picture keeps and its content', () => {
    expect(parseSvg(icon('<path d="M0 0h4"/>'))).toEqual({ width: 48, height: 48, viewBox: '0 0 48 48', attributes: [['fill', 'none']], content: '<path d="M0 0h4"/>' });
    expect(parseSvg(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0,0,120,40"><rect width="1" height="1"/></svg>\n`)).toMatchObject({ width: 120, height: 40, viewBox: '0 0 120 40' });
    expect(parseSvg('<svg width="30" height="20"><g/></svg>')).toMatchObject({ viewBox: '0 0 30 20' });
  });

  it('says why a picture cannot share a sprite: ids, a <style>, no size', () => {
    expect(parseSvg(icon('<linearGradient id="g"/><rect fill="url(#g)"/>'))).toEqual({ skip: expect.stringMatching(/ids/) });
    expect(parseSvg(icon('<style>path{fill:red}</style><path/>'))).toEqual({ skip: expect.stringMatching(/style/) });
    expect(parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><path/></svg>')).toEqual({ skip: expect.stringMatching(/viewBox/) });
    expect(parseSvg('<p>not svg</p>')).toEqual({ skip: expect.any(String) });
  });
});

describe('buildSprite', () => {
  const { svg, placed, skipped } = buildSprite([
    { id: 'drop', svg: icon('<path d="M1 1"/>') },
    { id: 'wide', svg: icon('<rect width="2" height="1"/>', 'viewBox="10 10 200 50"') },
    { id: 'styled', svg: icon('<style>*{}</style>') },
    { id: '1bad', svg: icon('<path/>') },
  ]);

  it('stacks each picture in its own box, apart from the next, with a view of its name', () => {
    expect(placed).toEqual([
      { id: 'drop', width: 48, height: 48 },
      { id: 'wide', width: 200, height: 50 },
    ]);
    expect(svg).toContain('<view id="drop" viewBox="0 0 48 48"/>');
    expect(svg).toContain('<view id="wide" viewBox="0 64 200 50"/>');
    expect(svg).toContain('<svg x="0" y="0" width="48" height="48" viewBox="0 0 48 48" fill="none"><path d="M1 1"/></svg>');
    expect(svg).toContain('<svg x="0" y="64" width="200" height="50" viewBox="10 10 200 50" fill="none"><rect width="2" height="1"/></svg>');
    expect(svg).not.toMatch(/aria-hidden/);
  });

  it('leaves out, with the reason, what would clash or is no valid fragment name', () => {
    expect(skipped.map((item) => item.id)).toEqual(['styled', '1bad']);
    expect(svg).not.toContain('styled');
  });
});

test('writes one sprite per folder, named by its content, and the manifest of every view', () => {
  const root = tempDir('svg-sprites-');
  const [folder] = SPRITE_FOLDERS as [string];
  fs.mkdirSync(path.join(root, 'public', 'images', folder), { recursive: true });
  fs.writeFileSync(path.join(root, 'public', 'images', folder, 'drop.svg'), icon('<path d="M1 1"/>'));
  fs.writeFileSync(path.join(root, 'public', 'images', folder, 'own.svg'), icon('<path id="p"/>'));
  const { manifest, skipped } = writeSprites(root) as { manifest: Record<string, { src: string; width: number; height: number }>; skipped: string[] };
  const entry = manifest[`/images/${folder}/drop.svg`];
  expect(entry).toEqual({ src: expect.stringMatching(new RegExp(`^/_img/${folder}\\.[0-9a-f]{8}\\.svg#drop$`)), width: 48, height: 48 });
  expect(fs.readFileSync(path.join(root, 'public', entry!.src.split('#')[0]!), 'utf8')).toContain('<view id="drop"');
  expect(manifest[`/images/${folder}/own.svg`]).toBeUndefined();
  expect(skipped).toEqual([expect.stringMatching(new RegExp(`public/images/${folder}/own\\.svg: .*ids`))]);
  expect(JSON.parse(fs.readFileSync(path.join(root, 'lib', 'generated', 'svg-sprites.json'), 'utf8'))).toEqual(manifest);
});
