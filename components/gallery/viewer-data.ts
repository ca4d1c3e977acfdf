// The gallery viewer's data: each thumbnail link carries its full image in data-viewer-*
// attributes (written by the server), and the viewer reads them back when it opens.

/** One image as the full-screen viewer shows it. */
export interface ViewerItem {
  src: string;
  srcset?: string;
  width: number;
  height: number;
  alt: string;
  title: string;
}

/** The attributes GalleryGrid writes on a thumbnail link (React spells them data-viewer-*). */
export function viewerDataAttributes(item: ViewerItem): Record<string, string> {
  return {
    'data-viewer-src': item.src,
    ...(item.srcset ? { 'data-viewer-srcset': item.srcset } : {}),
    'data-viewer-width': String(item.width),
    'data-viewer-height': String(item.height),
    'data-viewer-alt': item.alt,
    'data-viewer-title': item.title,
  };
}

/**
 * Reads an item back from a link's dataset (`viewerSrc`, `viewerWidth`, ...). Returns undefined
 * when the link is not a viewer link or its size is missing, so the click stays a plain link.
 */
export function readViewerItem(dataset: Record<string, string | undefined>): ViewerItem | undefined {
  const { viewerSrc, viewerSrcset, viewerWidth, viewerHeight, viewerAlt, viewerTitle } = dataset;
  const width = Number(viewerWidth);
  const height = Number(viewerHeight);
  if (!viewerSrc || !(width > 0) || !(height > 0)) return undefined;
  return {
    src: viewerSrc,
    ...(viewerSrcset ? { srcset: viewerSrcset } : {}),
    width,
    height,
    alt: viewerAlt ?? '',
    title: viewerTitle ?? '',
  };
}

/** Whether a click should open the viewer, or be left to the browser (new tab, download...). */
export function opensViewer(click: { button: number; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return click.button === 0 && !click.ctrlKey && !click.metaKey && !click.shiftKey && !click.altKey;
}

/** The counter's separator, e.g. " of " in "3 of 15". */
export function counterSeparator(of: string): string {
  return ` ${of.trim()} `;
}
