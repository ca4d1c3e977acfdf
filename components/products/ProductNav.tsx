import clsx from 'clsx';
import { PageLink } from '@/components/ui/PageLink';
import type { ProductNavModel } from '@/lib/catalog';
import type { Product, UiText } from '@/lib/content';
import { fillTemplate } from '@/lib/text';
import styles from './ProductNav.module.css';
import { productPath } from '@/lib/routes';

interface ProductNavProps {
  ui: UiText;
  nav: ProductNavModel<Product>;
  currentName: string;
}

function ProductLinks({ products, currentName }: { products: Product[]; currentName: string }) {
  return (
    <ul className={styles.list}>
      {products.map((product) => {
        const current = product.name === currentName;
        return (
          <li key={product.name}>
            <PageLink
              href={productPath(product)}
              className={clsx(styles.link, current && styles.current)}
              aria-current={current ? 'page' : undefined}
            >
              {product.title}
            </PageLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'Our Products': every product title, the one on show marked as the current page; for a large
 * catalog (lib/catalog.ts productNav) its categories instead, as disclosures that work without
 * JavaScript, the current product's open with the products around it, each with a link to its
 * Products page, and a link to all products.
 */
export function ProductNav({ ui, nav, currentName }: ProductNavProps) {
  return (
    <nav className={styles.nav} aria-labelledby="product-nav-heading">
      <h2 id="product-nav-heading" className={styles.heading}>
        {ui.ourProducts}
      </h2>
      {nav.kind === 'flat' ? (
        <ProductLinks products={nav.products} currentName={currentName} />
      ) : (
        <>
          <ul className={styles.list}>
            {nav.groups.map((group) => (
              <li key={group.slug}>
                <details className={styles.category} open={group.current}>
                  <summary className={styles.summary}>
                    {group.title} <span className={styles.count}>({group.count})</span>
                  </summary>
                  {group.current && <ProductLinks products={group.products} currentName={currentName} />}
                  <PageLink href={group.href} className={styles.more}>
                    {fillTemplate(ui.catalog.allInCategory, { count: group.count, category: group.title })}
                  </PageLink>
                </details>
              </li>
            ))}
          </ul>
          <PageLink href="/products/" className={styles.all}>
            {ui.viewAllProducts}
          </PageLink>
        </>
      )}
    </nav>
  );
}
