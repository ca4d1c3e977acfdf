import { counterSeparator, opensViewer, readViewerItem, viewerDataAttributes, type ViewerItem } from './viewer-data';

const item: ViewerItem = {
  src: '/_img/gallery/pump-room-1920.webp',
  srcset: '/_img/gallery/pump-room-480.webp 480w, /_img/gallery/pump-room-1920.webp 1920w',
  width: 2400,
  height: 1600,
  alt: 'Pump room with three booster pumps',
  title: 'Pump room',
};

/** What element.dataset gives for the attributes React writes. */
function asDataset(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name.replace(/^data-/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}

describe('viewer data on thumbnail links', () => {
  it('round-trips through data attributes', () => {
    expect(readViewerItem(asDataset(viewerDataAttributes(item)))).toEqual(item);
  });

  it('leaves out an empty srcset', () => {
    const withoutSrcset: ViewerItem = { ...item, srcset: undefined };
    delete withoutSrcset.srcset;
    const attributes = viewerDataAttributes(withoutSrcset);
    expect(attributes).not.toHaveProperty('data-viewer-srcset');
    expect(readViewerItem(asDataset(attributes))).toEqual(withoutSrcset);
  });

  it('rejects links without a source or a size, which then stay plain links', () => {
    expect(readViewerItem({})).toBeUndefined();
    expect(readViewerItem({ viewerSrc: '/a.webp', viewerWidth: '0', viewerHeight: '10' })).toBeUndefined();
    expect(readViewerItem({ viewerSrc: '/a.webp', viewerWidth: 'wide', viewerHeight: '10' })).toBeUndefined();
  });
});

describe('opensViewer', () => {
  const plain = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

  it('opens on a plain primary click', () => {
    expect(opensViewer(plain)).toBe(true);
  });

  it('leaves new-tab, new-window and download clicks to the browser', () => {
    expect(opensViewer({ ...plain, ctrlKey: true })).toBe(false);
    expect(opensViewer({ ...plain, metaKey: true })).toBe(false);
    expect(opensViewer({ ...plain, shiftKey: true })).toBe(false);
    expect(opensViewer({ ...plain, altKey: true })).toBe(false);
    expect(opensViewer({ ...plain, button: 1 })).toBe(false);
  });
});

describe('counterSeparator', () => {
  it('spaces the word', () => {
    expect(counterSeparator('of')).toBe(' of ');
    expect(counterSeparator(' of ')).toBe(' of ');
  });
});
