import type { Metadata } from 'next';
import { CategoryLinks } from '@/components/products/CategoryLinks';
import { ProductGrid } from '@/components/products/ProductGrid';
import { PageBanner } from '@/components/ui/PageBanner';
import { Pagination } from '@/components/ui/Pagination';
import { Section } from '@/components/ui/Section';
import { findListingPage, groupByCategory, isFlat, listingPages, listingPath, listingSlice, type ListingPage } from '@/lib/catalog';
import { contentIn, pageLanguage, type LanguageParams } from '@/components/i18n/page-language';
import { getPages, getProducts, getSite, getUi, type ContentRoots } from '@/lib/content';
import { fillTemplate } from '@/lib/text';
import { pageMetadata } from '@/components/seo/page-metadata';

interface ProductsPageProps {
  params: Promise<{ slug?: string[] }>;
}

// /products/, and for a large catalog its further pages and each category's (lib/catalog.ts).
export const dynamicParams = false;

const listings = (content: ContentRoots) => listingPages(getProducts(content), getUi(content).catalog.otherCategory);

export function generateStaticParams({ params }: LanguageParams = {}) {
  return listings(contentIn(params?.lang)).map((listing) => ({ slug: listing.segments }));
}

async function listingOf(params: ProductsPageProps['params'], content: ContentRoots): Promise<ListingPage> {
  const { slug } = await params;
  const listing = findListingPage(listings(content), slug);
  if (!listing) throw new Error(`No products page at /products/${(slug ?? []).join('/')}`);
  return listing;
}

/** 'Products', 'Water treatment', and ', page 2 of 5' after either past the first page. */
function titleOf(listing: ListingPage, content: ContentRoots): string {
  const name = listing.category?.title ?? getPages(content).pages.products.title;
  return listing.page > 1 ? `${name}, ${fillTemplate(getUi(content).catalog.pageOf, { page: listing.page, pages: listing.pages })}` : name;
}

export async function generateMetadata({ params }: ProductsPageProps): Promise<Metadata> {
  const where = await pageLanguage();
  const listing = await listingOf(params, where.content);
  return pageMetadata({ where, site: getSite(where.content), title: titleOf(listing, where.content), description: getPages(where.content).pages.products.description, path: listing.path });
}

export default async function ProductsPage({ params }: ProductsPageProps) {
  const { content } = await pageLanguage();
  const listing = await listingOf(params, content);
  const page = getPages(content).pages.products;
  const ui = getUi(content);
  const products = getProducts(content);
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
