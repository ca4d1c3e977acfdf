import clsx from 'clsx';
import Link from 'next/link';
import type { Product } from '@/lib/content';
import styles from './ProductNav.module.css';

interface ProductNavProps {
  heading: string;
  products: Product[];
  currentName: string;
}

/** 'Our Products': every product title, the one on show marked as the current page. */
export function ProductNav({ heading, products, currentName }: ProductNavProps) {
  return (
    <nav className={styles.nav} aria-labelledby="product-nav-heading">
      <h2 id="product-nav-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {products.map((product) => {
          const current = product.name === currentName;
          return (
            <li key={product.name}>
              <Link
                href={`/product-details/${product.name}/`}
                prefetch={false}
                className={clsx(styles.link, current && styles.current)}
                aria-current={current ? 'page' : undefined}
              >
                {product.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
