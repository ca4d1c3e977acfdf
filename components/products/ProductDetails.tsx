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
        // The page's column (app/(default)/product-details/[name]/page.module.css): the window less 1rem each
        // side, then beside the 18rem list and its 2rem gap, within the 75rem content width.
        sizes="(max-width: 991px) calc(100vw - 2rem), (max-width: 1199px) calc(100vw - 22rem), 53rem"
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
