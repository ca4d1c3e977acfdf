import { ProductGrid } from '@/components/products/ProductGrid';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { getPages, getProducts, getUi } from '@/lib/content';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata('products', '/products/');

export default function ProductsPage() {
  const page = getPages().pages.products;
  return (
    <>
      <PageBanner heading={page.heading} lead={page.lead} />
      <Section>
        <ProductGrid products={getProducts()} ui={getUi()} headingLevel={2} priorityFirst />
      </Section>
    </>
  );
}
