import { getImage } from '@/lib/images';

interface SvgImageProps {
  src: string;
  alt: string;
  className?: string;
  /** Logos in the header are above the fold; everything else loads lazily. */
  eager?: boolean;
  /**
   * The only picture of its sprite on the page: its own small file, not the whole sprite (which
   * grows with every logo an editor adds).
   */
  ownFile?: boolean;
}

/** An SVG from public/ with its intrinsic size, so it takes its space before it loads. */
export function SvgImage({ src, alt, className, eager = false, ownFile = false }: SvgImageProps) {
  const image = getImage(src, { ownFile });
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
