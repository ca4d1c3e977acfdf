import { PORTRAIT_MEDIA, PORTRAIT_WIDTHS, portraitCut } from './hero-portrait.mjs';

describe("the hero's upright cut", () => {
  it("cuts a hero photo's middle, from an even column, at its full height", () => {
    const cut = portraitCut('hero/plant.jpg', 1920, 1080)!;
    expect(cut).toMatchObject({ top: 0, height: 1080 });
    expect(cut.width / cut.height).toBeCloseTo(0.86, 2);
    expect(cut.left % 2).toBe(0);
    expect(Math.abs(cut.left + cut.width / 2 - 960)).toBeLessThanOrEqual(2);
    // Its widths are all below the cut's own, which the build adds.
    expect(PORTRAIT_WIDTHS.every((width) => width < cut.width)).toBe(true);
  });

  it('leaves other pictures, and a hero photo already upright, whole', () => {
    expect(portraitCut('gallery/plant.jpg', 1920, 1080)).toBeNull();
    expect(portraitCut('hero/tall.jpg', 800, 1200)).toBeNull();
  });

  it('is for screens on which the hero box is narrower than the cut, so the cut always fills its height', () => {
    // The hero box is 78 % of the viewport's height (components/home/Hero.module.css): at the
    // widest viewport the media admits (9:16), the box is 0.72 as wide as high, below the cut's 0.86.
    const [, across, down] = /max-aspect-ratio:\s*(\d+)\/(\d+)/.exec(PORTRAIT_MEDIA)!.map(Number);
    const cut = portraitCut('hero/plant.jpg', 1920, 1080)!;
    expect(across! / down! / 0.78).toBeLessThan(cut.width / cut.height);
  });
});
