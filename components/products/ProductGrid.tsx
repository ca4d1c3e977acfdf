import type { Product, UiText } from '@/lib/content';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

export function ProductGrid({ products, ui }: { products: Product[]; ui: UiText }) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <ProductCard key={product.name} product={product} readMore={ui.readMore} readMoreAbout={ui.readMoreAbout} />
      ))}
    </ul>
  );
}
