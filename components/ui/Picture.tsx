import { preload } from 'react-dom';
import { getImage } from '@/lib/images';

interface PictureProps {
  src: string;
  alt: string;
  /** Which width the image takes at each viewport, so a phone picks a phone-sized file. */
  sizes: string;
  /** The page's main image: loaded first, never lazily (and preloaded from <head>). */
  priority?: boolean;
  className?: string;
}

/** A build-time responsive image: AVIF and WebP variants with intrinsic size, original as fallback. */
export function Picture({ src, alt, sizes, priority = false, className }: PictureProps) {
  const image = getImage(src);
  const [best] = image.sources;
  if (priority && best) {
    preload(image.src, { as: 'image', imageSrcSet: best.srcSet, imageSizes: sizes, type: best.type, fetchPriority: 'high' });
  }
  return (
    <picture className={className}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {/* Static export has no image optimiser: scripts/build/images.mjs made the variants above. */}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        // Chrome then reports when it is on screen; the script loader waits for that (scripts/postbuild/paint-first.mjs).
        elementtiming={priority ? 'main-image' : undefined}
      />
    </picture>
  );
}
