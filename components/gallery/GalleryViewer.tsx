'use client';

import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/useHydrated';
import { opensViewer, readViewerItem, type ViewerItem } from '@/components/gallery/viewer-data';
import type { ViewerLabels } from './openViewer';

interface GalleryViewerProps {
  labels: ViewerLabels;
  /** Milliseconds between images while the viewer's slideshow runs. */
  slideshowInterval: number;
  /** The server-rendered grid; its links carry data-viewer-* attributes. */
  children: ReactNode;
}

const LINK_SELECTOR = 'a[data-viewer-src]';


/** Loads the viewer's code and stylesheet; the first call fetches them, later calls reuse them. */
const loadViewer = () => import('./openViewer');

/**
 * Turns the grid's plain links to full images into a full-screen viewer: a click opens it at
 * that image. The viewer (PhotoSwipe and its CSS) is fetched on first use, not with the page;
 * without JavaScript, or with a modified click, the links simply open the image.
 */
export function GalleryViewer({ labels, slideshowInterval, children }: GalleryViewerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  // False in the server's HTML, true once hydrated: from then on a click opens the viewer.
  const hydrated = useHydrated();

  const onClick = async (event: MouseEvent<HTMLDivElement>) => {
    const root = rootRef.current;
    const link = (event.target as Element).closest<HTMLAnchorElement>(LINK_SELECTOR);
    if (!root || !link || !root.contains(link) || !opensViewer(event)) return;
    const links = Array.from(root.querySelectorAll<HTMLAnchorElement>(LINK_SELECTOR));
    const items = links.map((element) => readViewerItem(element.dataset));
    if (!items.every((item): item is ViewerItem => !!item)) return;

    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    // Focus the thumbnail so the viewer gives focus back to it when it closes.
    link.focus({ preventScroll: true });
    try {
      const { openViewer } = await loadViewer();
      openViewer({
        items,
        index: links.indexOf(link),
        labels,
        slideshowInterval,
        onClose: () => {
          busy.current = false;
        },
      });
    } catch {
      // The viewer could not load (offline?): open the image itself, as without JavaScript.
      busy.current = false;
      window.location.assign(link.href);
    }
  };

  return (
    <div
      ref={rootRef}
      data-viewer-ready={hydrated ? '' : undefined}
      // Until hydrated, the page's loader holds a click on a thumbnail for this (scripts/postbuild/paint-first.mjs).
      data-hold-clicks={hydrated ? undefined : ''}
      onClick={onClick}
      // Start fetching the viewer as the button goes down, a few ms before the click.
      onPointerDown={(event) => {
        if ((event.target as Element).closest(LINK_SELECTOR)) void loadViewer().catch(() => undefined);
      }}
    >
      {children}
    </div>
  );
}
