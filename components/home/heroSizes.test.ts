import { readFileSync } from 'node:fs';
import path from 'node:path';
import { heroSizes } from './heroSizes';

describe('heroSizes', () => {
  it('names the wider of the window and the box height times the photo ratio', () => {
    expect(heroSizes(1920 / 1080)).toBe('max(100vw, clamp(28rem, 78vh, 50rem) * 1.778)');
    expect(heroSizes(0.75)).toBe('max(100vw, clamp(28rem, 78vh, 50rem) * 0.75)');
  });

  it('uses the hero box height of Hero.module.css', () => {
    const css = readFileSync(path.join(__dirname, 'Hero.module.css'), 'utf8');
    const height = /\.hero\s*\{[^}]*height:\s*(clamp\([^)]*\))/.exec(css)?.[1];
    expect(height).toBeDefined();
    expect(heroSizes(1)).toContain(height!.replace('svh', 'vh'));
  });
});
