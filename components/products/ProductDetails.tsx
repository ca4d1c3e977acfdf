import type { Product } from '@/lib/content';
import { Picture } from '@/components/ui/Picture';
import { variantUpTo } from '@/lib/images';
import styles from './ProductDetails.module.css';

/**
 * The product itself: its image, the bullet list when there is one, and the description. For the
 * site search it also names its category (`category`: the product's, or the catalog's "other"
 * group) as a filter and gives a small picture for its result.
 */
export function ProductDetails({ product, category }: { product: Product; category: string }) {
  return (
    <article className={styles.details} data-pagefind-meta={`image:${variantUpTo(product.image, 320).src}`}>
      <p hidden data-pagefind-filter="category" data-pagefind-meta="category">
        {category}
      </p>
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
