import type { Metadata } from 'next';
import { CaseStudyCard } from '@/components/case-studies/CaseStudyCard';
import { CaseStudyArticle } from '@/components/case-studies/CaseStudyArticle';
import { SectionList } from '@/components/publishing/SectionList';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBanner } from '@/components/ui/PageBanner';
import { formProductChoice } from '@/lib/enquiry';
import { getCaseStudies, getClients, getFormCopy, getPages, getProducts, getSite, getUi } from '@/lib/content';
import { sectionFeedLinks } from '@/lib/feeds';
import { entryMetadata, listMetadata } from '@/lib/metadata';
import { caseStudySector, findSectionPage, groupsOf, sectionPages, shareImagePath } from '@/lib/publishing';
import { entryJsonLd } from '@/lib/structured-data';
import { fillTemplate } from '@/lib/text';

interface CaseStudiesPageProps {
  params: Promise<{ path?: string[] }>;
}

// /case-studies/, its further pages, a page per sector and one per case study; "Coming Soon" while there is none.
export const dynamicParams = false;

const pages = () => sectionPages('case-studies', getCaseStudies(), caseStudySector);

export function generateStaticParams() {
  return pages().map((page) => ({ path: page.segments }));
}

const pageOf = async (params: CaseStudiesPageProps['params']) => findSectionPage(pages(), 'case-studies', (await params).path);

export async function generateMetadata({ params }: CaseStudiesPageProps): Promise<Metadata> {
  const page = await pageOf(params);
  const ui = getUi();
  if (page.kind === 'entry') {
    return entryMetadata({ section: 'case-studies', entry: page.entry, article: { publishedTime: page.entry.data.date, modifiedTime: page.entry.data.updated, tags: [page.entry.data.sector] } });
  }
  const copy = getPages().pages.caseStudies;
  const heading = page.group ? fillTemplate(ui.caseStudies.sectorHeading, { sector: page.group.name }) : copy.title;
  return listMetadata({ page, heading, copy, ui, feeds: sectionFeedLinks('case-studies', page.entries.length) });
}

export default async function CaseStudiesPage({ params }: CaseStudiesPageProps) {
  const page = await pageOf(params);
  const copy = getPages().pages.caseStudies;
  const ui = getUi();
  if (page.kind === 'entry') {
    const study = page.entry;
    const { data } = study;
    const catalog = getProducts();
    const installed = data.products.flatMap((name) => catalog.filter((product) => product.name === name));
    return (
      <>
        <JsonLd
          data={entryJsonLd(
            getSite(),
            { home: getPages().pages.home.title, section: [copy.heading, '/case-studies/'] },
            { type: 'Article', path: page.path, headline: data.title, description: data.summary, datePublished: data.date, dateModified: data.updated, image: shareImagePath('case-studies', study), keywords: [data.sector] },
          )}
        />
        <PageBanner heading={data.title} lead={data.summary} />
        <CaseStudyArticle
          study={study}
          searchCategory={copy.title}
          client={getClients().find((client) => client.name === data.client)}
          products={installed}
          enquiry={{
            productChoice: formProductChoice(catalog, ui.catalog.otherCategory, data.products),
            enquiryEmail: getSite().contact.emails[0]?.address ?? '',
            copy: getFormCopy(),
          }}
          ui={ui.caseStudies}
        />
      </>
    );
  }
  return (
    <SectionList
      section="case-studies"
      page={page}
      copy={copy}
      heading={page.group ? fillTemplate(ui.caseStudies.sectorHeading, { sector: page.group.name }) : copy.heading}
      filter={{ id: 'sector-links-heading', heading: ui.caseStudies.sectorsLabel, allTitle: ui.caseStudies.allSectors, groups: groupsOf(getCaseStudies(), caseStudySector) }}
      label={ui.caseStudies.listLabel}
      ui={ui}
      card={(study, index, tiles) => <CaseStudyCard key={study.slug} study={study} ui={ui.caseStudies} tiles={tiles} priority={index === 0} />}
    />
  );
}
