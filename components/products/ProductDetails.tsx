import type { Product } from '@/lib/content';
import { Picture } from '@/components/ui/Picture';
import styles from './ProductDetails.module.css';

/** The product itself: its image, the bullet list when there is one, and the description. */
export function ProductDetails({ product }: { product: Product }) {
  return (
    <article className={styles.details}>
      <Picture
        src={product.image}
        alt={product.imageAlt}
        sizes="(max-width: 991px) 100vw, 800px"
        priority
        className={styles.picture}
      />
      {product.detailedInformation && (
        <ul className={styles.bullets}>
          {product.detailedInformation.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      <p className={styles.text}>{product.commonContent}</p>
    </article>
  );
}
