import type { Product, UiText } from '@/lib/content';
import { ProductCard } from './ProductCard';
import { TileGrid } from '@/components/ui/TileGrid';

interface ProductGridProps {
  products: Product[];
  ui: UiText;
  /** Of each card's title: 2 when the grid comes straight after the page's h1. */
  headingLevel?: 2 | 3;
  /** The first card's image is the page's main image (the grid is at the top): load it first. */
  priorityFirst?: boolean;
}

export function ProductGrid({ products, ui, headingLevel, priorityFirst = false }: ProductGridProps) {
  return (
    <TileGrid>
      {products.map((product, index) => (
        <ProductCard
          key={product.name}
          product={product}
          readMore={ui.readMore}
          readMoreAbout={ui.readMoreAbout}
          headingLevel={headingLevel}
          tiles={products.length}
          priority={priorityFirst && index === 0}
        />
      ))}
    </TileGrid>
  );
}
