import fs from 'node:fs';
import path from 'node:path';
import { faviconDataUrl, svgDataUrl } from './favicon';

describe('svgDataUrl', () => {
  it('makes a valid data: URL of an SVG, without the whitespace between its tags', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">\n  <rect width="8" height="8" fill="#0b5cab"/>\n  <text>100%</text>\n</svg>\n';
    const url = svgDataUrl(svg);
    expect(url).toMatch(/^data:image\/svg\+xml,[\w\-.~:/?@!$()*+,;=%]+$/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#0b5cab"/><text>100%</text></svg>',
    );
    // Only what a URL may not hold (or React would escape) is encoded: the icon is in every page's first round trip.
    expect(url).toContain('xmlns=%22http://www.w3.org/2000/svg%22');
    expect(svgDataUrl(`<svg><text font-family="'A'">&amp;é</text></svg>`)).toBe('data:image/svg+xml,%3Csvg%3E%3Ctext%20font-family=%22%27A%27%22%3E%26amp;%C3%A9%3C/text%3E%3C/svg%3E');
  });
});

describe('faviconDataUrl', () => {
  it('is public/icon.svg, without the whitespace between its tags', () => {
    const url = faviconDataUrl();
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const file = fs.readFileSync(path.join('public', 'icon.svg'), 'utf8');
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(file.trim().replace(/>\s+</g, '><'));
  });
});
