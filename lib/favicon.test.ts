import { faviconDataUrl, svgDataUrl } from './favicon';

describe('svgDataUrl', () => {
  it('makes a valid data: URL of an SVG, without the whitespace between its tags', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">\n  <rect width="8" height="8" fill="#0b5cab"/>\n  <text>100%</text>\n</svg>\n';
    const url = svgDataUrl(svg);
    expect(url).toMatch(/^data:image\/svg\+xml,[\w.!~*'()%-]+$/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#0b5cab"/><text>100%</text></svg>',
    );
  });

  it('gives a URL that decodes back to the picture', () => {
    const url = faviconDataUrl();
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('#');
    expect(url).not.toMatch(/[#\n]/);
  });
});
