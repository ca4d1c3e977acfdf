import { preload } from 'react-dom';
import { getImage } from '@/lib/images';

interface PictureProps {
  src: string;
  alt: string;
  /** Which width the image takes at each viewport, so a phone picks a phone-sized file. */
  sizes: string;
  /** The page's main image: loaded first, never lazily (and preloaded from <head>, unless `preload` is false). */
  priority?: boolean;
  /** A preload in <head> for a priority picture (default). */
  preload?: boolean;
  /** Screens (`media`) that get the picture's upright cut, if it has one, and its `sizes` there. */
  portrait?: { media: string; sizes: string };
  className?: string;
}

/** A build-time responsive image: AVIF and WebP variants with intrinsic size, original as fallback. */
export function Picture({ src, alt, sizes, priority = false, preload: preloaded = priority, portrait, className }: PictureProps) {
  const image = getImage(src);
  const cut = portrait && image.portraitSources ? { ...portrait, sources: image.portraitSources } : null;
  // Each choice the browser may make: the upright cut on its screens (its sources first, with their
  // media), the whole picture elsewhere; each preloaded for those screens only.
  const choices = [
    ...(cut ? [{ sources: cut.sources, sizes: cut.sizes, media: cut.media, preloadMedia: cut.media }] : []),
    { sources: image.sources, sizes, media: undefined, preloadMedia: cut ? `not all and ${cut.media}` : undefined },
  ];
  if (priority && preloaded) {
    for (const { sources, sizes: choiceSizes, preloadMedia } of choices) {
      const [best] = sources;
      if (best) preload(image.src, { as: 'image', imageSrcSet: best.srcSet, imageSizes: choiceSizes, type: best.type, fetchPriority: 'high', media: preloadMedia });
    }
  }
  return (
    <picture className={className}>
      {choices.flatMap(({ sources, sizes: choiceSizes, media }) =>
        sources.map((source) => <source key={`${source.type} ${media ?? ''}`} type={source.type} srcSet={source.srcSet} sizes={choiceSizes} media={media} />),
      )}
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
