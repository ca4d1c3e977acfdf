import type { Metadata } from 'next';
import { contentIn, languagesHaving, pageLanguage, type LanguageParams } from '@/components/i18n/page-language';
import { CaseStudyCard } from '@/components/case-studies/CaseStudyCard';
import { CaseStudyArticle } from '@/components/case-studies/CaseStudyArticle';
import { SectionList } from '@/components/publishing/SectionList';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBanner } from '@/components/ui/PageBanner';
import { formProductChoice } from '@/lib/enquiry';
import { getCaseStudies, getClients, getFormCopy, getPages, getProducts, getSite, getUi, type ContentRoots } from '@/lib/content';
import { sectionFeedLinks } from '@/lib/feeds';
import { entryMetadata, listMetadata } from '@/components/seo/page-metadata';
import { caseStudySector, findSectionPage, groupsOf, sectionPages, shareImagePath } from '@/lib/publishing';
import { entryJsonLd } from '@/lib/structured-data';
import { jsonLdUrls } from '@/lib/languages';
import { fillTemplate } from '@/lib/text';

interface CaseStudiesPageProps {
  params: Promise<{ path?: string[] }>;
}

// /case-studies/, its further pages, a page per sector and one per case study; "Coming Soon" while there is none.
export const dynamicParams = false;

const pages = (content: ContentRoots) => sectionPages('case-studies', getCaseStudies(content), caseStudySector);

export function generateStaticParams({ params }: LanguageParams = {}) {
  return pages(contentIn(params?.lang)).map((page) => ({ path: page.segments }));
}

const pageOf = async (params: CaseStudiesPageProps['params'], content: ContentRoots) => findSectionPage(pages(content), 'case-studies', (await params).path);

export async function generateMetadata({ params }: CaseStudiesPageProps): Promise<Metadata> {
  const here = await pageLanguage();
  const { content } = here;
  const page = await pageOf(params, content);
  // Posts and case studies may be in some languages only: the page's alternates are those that have it.
  const where = { ...here, available: languagesHaving(here, page.path, pages) };
  const ui = getUi(content);
  if (page.kind === 'entry') {
    return entryMetadata({ where, section: 'case-studies', entry: page.entry, article: { publishedTime: page.entry.data.date, modifiedTime: page.entry.data.updated, tags: [page.entry.data.sector] } });
  }
  const copy = getPages(content).pages.caseStudies;
  const heading = page.group ? fillTemplate(ui.caseStudies.sectorHeading, { sector: page.group.name }) : copy.title;
  return listMetadata({ where, page, heading, copy, ui, feeds: sectionFeedLinks('case-studies', page.entries.length) });
}

export default async function CaseStudiesPage({ params }: CaseStudiesPageProps) {
  const { content, language, languages } = await pageLanguage();
  const page = await pageOf(params, content);
  const copy = getPages(content).pages.caseStudies;
  const ui = getUi(content);
  if (page.kind === 'entry') {
    const study = page.entry;
    const { data } = study;
    const catalog = getProducts(content);
    const installed = data.products.flatMap((name) => catalog.filter((product) => product.name === name));
    return (
      <>
        <JsonLd
          data={entryJsonLd(
            getSite(content),
            { home: getPages(content).pages.home.title, section: [copy.heading, '/case-studies/'] },
            { type: 'Article', path: page.path, headline: data.title, description: data.summary, datePublished: data.date, dateModified: data.updated, image: shareImagePath('case-studies', study), keywords: [data.sector] },
            jsonLdUrls(language, languages),
          )}
        />
        <PageBanner heading={data.title} lead={data.summary} />
        <CaseStudyArticle
          study={study}
          searchCategory={copy.title}
          client={getClients(content).find((client) => client.name === data.client)}
          products={installed}
          enquiry={{
            productChoice: formProductChoice(catalog, ui.catalog.otherCategory, data.products),
            enquiryEmail: getSite(content).contact.emails[0]?.address ?? '',
            copy: getFormCopy(content),
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
      filter={{ id: 'sector-links-heading', heading: ui.caseStudies.sectorsLabel, allTitle: ui.caseStudies.allSectors, groups: groupsOf(getCaseStudies(content), caseStudySector) }}
      label={ui.caseStudies.listLabel}
      ui={ui}
      card={(study, index, tiles) => <CaseStudyCard key={study.slug} study={study} ui={ui.caseStudies} tiles={tiles} priority={index === 0} />}
    />
  );
}
