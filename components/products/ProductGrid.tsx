import type { Product, UiText } from '@/lib/content';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

/** headingLevel: of each card's title; 2 when the grid comes straight after the page's h1. */
export function ProductGrid({ products, ui, headingLevel }: { products: Product[]; ui: UiText; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <ProductCard key={product.name} product={product} readMore={ui.readMore} readMoreAbout={ui.readMoreAbout} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
