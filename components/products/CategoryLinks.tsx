import { listingPath, type CategoryGroup, type CatalogEntry } from '@/lib/catalog';
import type { UiText } from '@/lib/content';
import { FilterLinks } from '@/components/ui/FilterLinks';

interface CategoryLinksProps {
  ui: UiText;
  groups: CategoryGroup<CatalogEntry>[];
  /** The category whose page this is; none on the pages of all products. */
  currentSlug?: string;
  /** Which products the page shows, e.g. 'Products 25–48 of 150'. */
  shown: string;
}

/** A large catalog's categories, each linking to its Products page, after a link to all products; then which products this page shows. */
export function CategoryLinks({ ui, groups, currentSlug, shown }: CategoryLinksProps) {
  const links = [
    { href: listingPath(undefined), title: ui.viewAllProducts, current: currentSlug === undefined },
    ...groups.map((group) => ({ href: listingPath(group.slug), title: group.title, count: group.products.length, current: group.slug === currentSlug })),
  ];
  return <FilterLinks id="category-links-heading" heading={ui.catalog.categoriesHeading} links={links} note={shown} />;
}
