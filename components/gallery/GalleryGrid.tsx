import type { GalleryImage } from '@/lib/content';
import { assetPath } from '@/lib/config';
import { Picture } from '@/components/ui/Picture';
import styles from './GalleryGrid.module.css';

/** The 15 thumbnails; each is a plain link to its full image, so it works without JavaScript. */
export function GalleryGrid({ images }: { images: GalleryImage[] }) {
  return (
    <ul className={styles.grid}>
      {images.map((image) => (
        <li key={image.itemImageSrc} data-reveal-item>
          <a href={assetPath(image.itemImageSrc)} className={styles.link}>
            <Picture src={image.thumbnailImageSrc} alt={image.alt} sizes="(max-width: 768px) 50vw, 400px" className={styles.picture} />
            <span className={styles.caption}>{image.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
