// The full-screen viewer. Loaded on first use only (GalleryViewer imports this module
// dynamically), together with PhotoSwipe's code and stylesheet.
import PhotoSwipe from 'photoswipe';
import 'photoswipe/style.css';
import { counterSeparator, type ViewerItem } from '@/components/gallery/viewer-data';
import styles from './GalleryViewer.module.css';

export interface ViewerLabels {
  dialog: string;
  close: string;
  previous: string;
  next: string;
  zoom: string;
  slideshowStart: string;
  slideshowStop: string;
  counterOf: string;
  loadError: string;
}

interface OpenViewerOptions {
  items: ViewerItem[];
  index: number;
  labels: ViewerLabels;
  /** Milliseconds between images while the slideshow runs. */
  slideshowInterval: number;
  onClose?: () => void;
}

// Two icons in PhotoSwipe's style (a shape over its own outline); CSS shows the one that fits.
const icon = (name: string, shape: string) =>
  `<svg aria-hidden="true" class="pswp__icn pswp__icn--${name}" viewBox="0 0 32 32" width="32" height="32">` +
  `<path class="pswp__icn-shadow" d="${shape}"/><path d="${shape}"/></svg>`;
const slideshowIcons = icon('play', 'M11 9v14l11-7z') + icon('pause', 'M10 9h4v14h-4zM18 9h4v14h-4z');

/**
 * Opens PhotoSwipe at `index`: circular, arrows, keyboard and swipe, no thumbnails, the image's
 * title as a caption and a slideshow button. A new instance each time (a closed one is spent).
 * Focus goes back to whatever had it (the clicked thumbnail) when the viewer closes.
 */
export function openViewer({ items, index, labels, slideshowInterval, onClose }: OpenViewerOptions): PhotoSwipe {
  const pswp = new PhotoSwipe({
    dataSource: items,
    index,
    loop: true,
    returnFocus: true,
    showHideAnimationType: 'fade',
    bgOpacity: 0.95,
    closeTitle: labels.close,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
    zoomTitle: labels.zoom,
    errorMsg: labels.loadError,
    indexIndicatorSep: counterSeparator(labels.counterOf),
    mainClass: styles.viewer,
  });

  let slideshowTimer = 0;
  let slideshowRunning = false;
  let slideshowButton: HTMLElement | undefined;

  const scheduleNext = () => {
    window.clearTimeout(slideshowTimer);
    if (slideshowRunning) slideshowTimer = window.setTimeout(() => pswp.next(), slideshowInterval);
  };
  const setSlideshow = (running: boolean) => {
    slideshowRunning = running;
    if (slideshowButton) {
      const label = running ? labels.slideshowStop : labels.slideshowStart;
      slideshowButton.title = label;
      slideshowButton.setAttribute('aria-label', label);
      slideshowButton.dataset.running = String(running);
    }
    scheduleNext();
  };

  pswp.on('uiRegister', () => {
    // One picture: nothing to advance to, so no slideshow button (PhotoSwipe hides its arrows too).
    if (items.length > 1) {
      pswp.ui?.registerElement({
        name: 'slideshow',
        order: 8,
        isButton: true,
        title: labels.slideshowStart,
        html: slideshowIcons,
        onInit: (element) => {
          slideshowButton = element;
          element.dataset.running = 'false';
        },
        onClick: () => setSlideshow(!slideshowRunning),
      });
    }
    pswp.ui?.registerElement({
      name: 'caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit: (element) => {
        element.classList.add(styles.caption ?? '');
        const update = () => {
          element.textContent = (pswp.currSlide?.data.title as string | undefined) ?? '';
        };
        pswp.on('change', update);
        update();
      },
    });
  });

  // Every move (by the slideshow or the visitor) restarts the interval.
  pswp.on('change', scheduleNext);
  pswp.on('close', () => setSlideshow(false));
  pswp.on('destroy', () => onClose?.());
  pswp.on('bindEvents', () => {
    pswp.element?.setAttribute('aria-label', labels.dialog);
    pswp.element?.setAttribute('aria-modal', 'true');
  });

  pswp.init();
  return pswp;
}
