import type { ReactNode } from 'react';
import { ComingSoon } from '@/components/ui/ComingSoon';
import { FilterLinks } from '@/components/ui/FilterLinks';
import { ENTRY_COLUMNS } from '@/components/ui/gridColumns';
import { PageBanner } from '@/components/ui/PageBanner';
import { Pagination } from '@/components/ui/Pagination';
import { Section as PageSection } from '@/components/ui/Section';
import { TileGrid } from '@/components/ui/TileGrid';
import type { Pages, UiText } from '@/lib/content';
import { listPath, type Group, type Section, type SectionPage } from '@/lib/publishing';

interface SectionListProps<E> {
  section: Section;
  page: Extract<SectionPage<E>, { kind: 'list' }>;
  /** The section's copy in content/pages.json: heading, lead and the "Coming Soon" text. */
  copy: Pages['pages']['blog'];
  /** The page's heading: the section's, or its tag's or sector's. */
  heading: string;
  /** The tags or sectors to filter by, after a link to the whole list named `allTitle`. */
  filter: { id: string; heading: string; allTitle: string; groups: Group[] };
  /** The list's name for screen readers. */
  label: string;
  ui: UiText;
  /** A card for an entry, the `index`th of `tiles` in the grid. */
  card: (entry: E, index: number, tiles: number) => ReactNode;
  /** Below the list, e.g. the feed's link. */
  children?: ReactNode;
}

/** A page of a published section's list: filter links, the cards, pages; "Coming Soon" while it is empty. */
export function SectionList<E>({ section, page, copy, heading, filter, label, ui, card, children }: SectionListProps<E>) {
  if (!page.entries.length) {
    return (
      <>
        <PageBanner heading={copy.heading} />
        <ComingSoon text={copy.comingSoon?.lead ?? copy.lead ?? ''} />
      </>
    );
  }
  const links = [
    { href: listPath(section), title: filter.allTitle, current: !page.group },
    ...filter.groups.map((group) => ({ href: listPath(section, group), title: group.name, count: group.count, current: group.slug === page.group?.slug })),
  ];
  return (
    <>
      <PageBanner heading={heading} lead={page.group || page.page > 1 ? undefined : copy.lead} />
      <PageSection>
        <FilterLinks id={filter.id} heading={filter.heading} links={links} />
        <TileGrid label={label} columns={ENTRY_COLUMNS}>
          {page.entries.map((entry, index) => card(entry, index, page.entries.length))}
        </TileGrid>
        {page.pages > 1 && <Pagination ui={ui} page={page.page} pages={page.pages} hrefOf={(n) => listPath(section, page.group, n)} />}
        {children}
      </PageSection>
    </>
  );
}
