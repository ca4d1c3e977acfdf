import Link from 'next/link';
import type { Product } from '@/lib/content';
import { Picture } from '@/components/ui/Picture';
import styles from './ProductCard.module.css';
import { productPath } from '@/lib/routes';

interface ProductCardProps {
  product: Product;
  readMore: string;
  readMoreAbout: string;
  headingLevel?: 2 | 3;
  /** Eager, high-priority image (preloaded): for the first card when it is the page's main image. */
  priority?: boolean;
}

export function ProductCard({ product, readMore, readMoreAbout, headingLevel = 3, priority = false }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card} data-reveal-item>
      <Picture
        src={product.image}
        alt={product.imageAlt}
        sizes="(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 400px"
        className={styles.picture}
        priority={priority}
      />
      <div className={styles.body}>
        <Heading className={styles.title}>{product.title}</Heading>
        <Link href={productPath(product)} prefetch={false} className={styles.more}>
          {readMore}
          <span className="visually-hidden">
            {' '}
            {readMoreAbout} {product.title}
          </span>
        </Link>
      </div>
    </li>
  );
}
