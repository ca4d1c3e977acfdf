import { PageLink } from '@/components/ui/PageLink';
import type { Product } from '@/lib/content';
import { Picture } from '@/components/ui/Picture';
import { tileSizes } from '@/components/ui/gridColumns';
import { coverScale } from '@/lib/images';
import styles from './ProductCard.module.css';
import { productPath } from '@/lib/routes';

interface ProductCardProps {
  product: Product;
  readMore: string;
  readMoreAbout: string;
  headingLevel?: 2 | 3;
  /** How many cards share its grid: its picture's `sizes` follows the grid's columns. */
  tiles: number;
  /** Eager, high-priority image (preloaded): for the first card when it is the page's main image. */
  priority?: boolean;
}

/** The picture's box, width over height (ProductCard.module.css). */
const PICTURE_RATIO = 4 / 3;

export function ProductCard({ product, readMore, readMoreAbout, headingLevel = 3, tiles, priority = false }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card} data-reveal-item>
      <Picture
        src={product.image}
        alt={product.imageAlt}
        sizes={tileSizes(tiles, {}, { scale: coverScale(product.image, PICTURE_RATIO) })}
        className={styles.picture}
        priority={priority}
      />
      <div className={styles.body}>
        <Heading className={styles.title}>{product.title}</Heading>
        <PageLink href={productPath(product)} className={styles.more}>
          {readMore}
          <span className="visually-hidden">
            {' '}
            {readMoreAbout} {product.title}
          </span>
        </PageLink>
      </div>
    </li>
  );
}
