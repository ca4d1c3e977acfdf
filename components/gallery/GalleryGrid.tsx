import type { GalleryImage } from '@/lib/content';
import { getUi } from '@/lib/content';
import { pageLanguage } from '@/components/i18n/page-language';
import { assetPath } from '@/lib/config';
import { GALLERY_SLIDESHOW_MS } from '@/components/carousel/rotation';
import { viewerDataAttributes } from '@/components/gallery/viewer-data';
import { coverScale, getImage, variantUpTo } from '@/lib/images';
import { Picture } from '@/components/ui/Picture';
import { TileGrid } from '@/components/ui/TileGrid';
import { GALLERY_COLUMNS, tileSizes } from '@/components/ui/gridColumns';
import { GalleryViewer } from './GalleryViewer';
import styles from './GalleryGrid.module.css';

/**
 * The thumbnails in view on a phone before scrolling (two rows): the page's main images, loaded
 * first. Not preloaded: the parser meets them in the HTML's first round trip anyway, and four
 * preloads ahead of the stylesheets put about 70 ms on the largest paint (docs/benchmarks.md).
 */
const IN_VIEW_ON_A_PHONE = 4;

/** Widest file the viewer asks for; its srcset lets smaller screens take a smaller one. */
const VIEWER_MAX_WIDTH = 1920;

/** A thumbnail's box, width over height, and the grid's gap in each room (GalleryGrid.module.css: 0.75rem up to a 768 px window). */
const PICTURE_RATIO = 4 / 3;
const galleryGap = (room: number) => (room <= 2 ? 0.75 : 1);

/**
 * The thumbnails. Each is a plain link to its full image, so it works without JavaScript;
 * GalleryViewer opens the same image full screen instead, from the link's data-viewer-* data.
 */
export async function GalleryGrid({ images }: { images: GalleryImage[] }) {
  const { gallery } = getUi((await pageLanguage()).content);
  return (
    <GalleryViewer
      slideshowInterval={GALLERY_SLIDESHOW_MS}
      labels={{
        dialog: gallery.viewerLabel,
        close: gallery.close,
        previous: gallery.previous,
        next: gallery.next,
        zoom: gallery.zoom,
        slideshowStart: gallery.slideshowStart,
        slideshowStop: gallery.slideshowStop,
        counterOf: gallery.counterOf,
        loadError: gallery.loadError,
      }}
    >
      <TileGrid columns={GALLERY_COLUMNS} className={styles.grid}>
        {images.map((image, index) => {
          const full = getImage(image.itemImageSrc);
          const viewerData = viewerDataAttributes({
            src: full.sources.length ? variantUpTo(image.itemImageSrc, VIEWER_MAX_WIDTH).src : full.src,
            srcset: full.sources.find((source) => source.type === 'image/webp')?.srcSet,
            width: full.width,
            height: full.height,
            alt: image.alt,
            title: image.title,
          });
          return (
            <li key={image.itemImageSrc} data-reveal-item>
              <a href={assetPath(image.itemImageSrc)} className={styles.link} {...viewerData}>
                <Picture
                  src={image.thumbnailImageSrc}
                  alt={image.alt}
                  sizes={tileSizes(images.length, GALLERY_COLUMNS, { scale: coverScale(image.thumbnailImageSrc, PICTURE_RATIO), gapRem: galleryGap })}
                  priority={index < IN_VIEW_ON_A_PHONE}
                  preload={false}
                  className={styles.picture}
                />
                <span className={styles.caption}>{image.title}</span>
              </a>
            </li>
          );
        })}
      </TileGrid>
    </GalleryViewer>
  );
}
