// The one srcset reader (lib/srcset.mjs): spaces or none after the commas, descriptors or none, stray commas,
// and a URL with commas in it (an image CDN's /c_fill,w_480/ path), which split(',') would cut.
import { mapSrcset, srcsetCandidates } from './srcset.mjs';

describe('srcset lists', () => {
  it('reads each candidate: its URL and its descriptors', () => {
    expect(srcsetCandidates('/a.jpg 480w, /b.jpg 960w')).toEqual([
      { url: '/a.jpg', descriptors: '480w' },
      { url: '/b.jpg', descriptors: '960w' },
    ]);
    expect(srcsetCandidates('/a.jpg 1x,/b.jpg 2x').map(({ url }) => url)).toEqual(['/a.jpg', '/b.jpg']);
    expect(srcsetCandidates(' /a.jpg')).toEqual([{ url: '/a.jpg', descriptors: '' }]);
    expect(srcsetCandidates('/a.jpg,, /b.jpg 2x').map(({ url }) => url)).toEqual(['/a.jpg', '/b.jpg']);
    expect(srcsetCandidates('')).toEqual([]);
  });

  it('keeps a comma inside a URL as part of it, as browsers read it', () => {
    expect(srcsetCandidates('/c_fill,w_480/a.jpg 480w, /c_fill,w_960/a.jpg 960w')).toEqual([
      { url: '/c_fill,w_480/a.jpg', descriptors: '480w' },
      { url: '/c_fill,w_960/a.jpg', descriptors: '960w' },
    ]);
    expect(srcsetCandidates('/a,b.jpg,/c.jpg 2x').map(({ url }) => url)).toEqual(['/a,b.jpg,/c.jpg']);
  });

  it('maps each URL and keeps its descriptors', () => {
    const upper = (url: string) => url.toUpperCase();
    expect(mapSrcset('/a.jpg 480w, /b.jpg 960w', upper)).toBe('/A.JPG 480w, /B.JPG 960w');
    expect(mapSrcset('/a.jpg 1x,/b.jpg 2x', upper)).toBe('/A.JPG 1x, /B.JPG 2x');
    expect(mapSrcset('/a.jpg,, /b.jpg 2x', upper)).toBe('/A.JPG, /B.JPG 2x');
    expect(mapSrcset('/c_fill,w_480/a.jpg 480w, /c_fill,w_960/a.jpg 960w', upper)).toBe('/C_FILL,W_480/A.JPG 480w, /C_FILL,W_960/A.JPG 960w');
  });
});
