import type { Metadata } from 'next';
import { CategoryLinks } from '@/components/products/CategoryLinks';
import { ProductGrid } from '@/components/products/ProductGrid';
import { PageBanner } from '@/components/ui/PageBanner';
import { Pagination } from '@/components/ui/Pagination';
import { Section } from '@/components/ui/Section';
import { findListingPage, groupByCategory, isFlat, listingPages, listingPath, listingSlice, type ListingPage } from '@/lib/catalog';
import { getPages, getProducts, getSite, getUi } from '@/lib/content';
import { fillTemplate } from '@/lib/text';
import { pageMetadata } from '@/lib/metadata';

interface ProductsPageProps {
  params: Promise<{ slug?: string[] }>;
}

// /products/, and for a large catalog its further pages and each category's (lib/catalog.ts).
export const dynamicParams = false;

const listings = () => listingPages(getProducts(), getUi().catalog.otherCategory);

export function generateStaticParams() {
  return listings().map((listing) => ({ slug: listing.segments }));
}

async function listingOf(params: ProductsPageProps['params']): Promise<ListingPage> {
  const { slug } = await params;
  const listing = findListingPage(listings(), slug);
  if (!listing) throw new Error(`No products page at /products/${(slug ?? []).join('/')}`);
  return listing;
}

/** 'Products', 'Water treatment', and ', page 2 of 5' after either past the first page. */
function titleOf(listing: ListingPage): string {
  const name = listing.category?.title ?? getPages().pages.products.title;
  return listing.page > 1 ? `${name}, ${fillTemplate(getUi().catalog.pageOf, { page: listing.page, pages: listing.pages })}` : name;
}

export async function generateMetadata({ params }: ProductsPageProps): Promise<Metadata> {
  const listing = await listingOf(params);
  return pageMetadata({ site: getSite(), title: titleOf(listing), description: getPages().pages.products.description, path: listing.path });
}

export default async function ProductsPage({ params }: ProductsPageProps) {
  const listing = await listingOf(params);
  const page = getPages().pages.products;
  const ui = getUi();
  const products = getProducts();
  const slice = listingSlice(products, listing, ui.catalog.otherCategory);
  return (
    <>
      <PageBanner heading={listing.category?.title ?? page.heading} lead={listing.category || listing.page > 1 ? undefined : page.lead} />
      <Section>
        {!isFlat(products) && (
          <CategoryLinks
            ui={ui}
            groups={groupByCategory(products, ui.catalog.otherCategory)}
            currentSlug={listing.category?.slug}
            shown={fillTemplate(ui.catalog.shownOf, { from: slice.from, to: slice.to, count: slice.total })}
          />
        )}
        <ProductGrid products={slice.products} ui={ui} headingLevel={2} priorityFirst />
        {listing.pages > 1 && <Pagination ui={ui} page={listing.page} pages={listing.pages} hrefOf={(n) => listingPath(listing.category?.slug, n)} />}
      </Section>
    </>
  );
}
