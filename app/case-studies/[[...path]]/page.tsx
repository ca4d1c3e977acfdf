import type { Metadata } from 'next';
import { CaseStudyCard } from '@/components/case-studies/CaseStudyCard';
import { CaseStudyFacts } from '@/components/case-studies/CaseStudyFacts';
import { EnquiryForm } from '@/components/forms/EnquiryForm';
import { ArticleBody } from '@/components/publishing/ArticleBody';
import { renderEntryBody } from '@/lib/markdown/entry-body';
import { SectionList } from '@/components/publishing/SectionList';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBanner } from '@/components/ui/PageBanner';
import { Picture } from '@/components/ui/Picture';
import styles from '@/components/publishing/Article.module.css';
import { formProductChoice } from '@/lib/catalog';
import { getCaseStudies, getClients, getFormCopy, getPages, getProducts, getSite, getUi, type CaseStudy } from '@/lib/content';
import { variantUpTo } from '@/lib/images';
import { entryMetadata, listMetadata } from '@/lib/metadata';
import { caseStudySector, findSectionPage, groupsOf, sectionPages, shareImagePath, type SectionPage } from '@/lib/publishing';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/structured-data';
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

async function pageOf(params: CaseStudiesPageProps['params']): Promise<SectionPage<CaseStudy>> {
  const { path } = await params;
  const page = findSectionPage(pages(), path);
  if (!page) throw new Error(`No case-studies page at /case-studies/${(path ?? []).join('/')}`);
  return page;
}

export async function generateMetadata({ params }: CaseStudiesPageProps): Promise<Metadata> {
  const page = await pageOf(params);
  const ui = getUi();
  if (page.kind === 'entry') {
    return entryMetadata({ section: 'case-studies', entry: page.entry, article: { publishedTime: page.entry.data.date, tags: [page.entry.data.sector] } });
  }
  const copy = getPages().pages.caseStudies;
  const heading = page.group ? fillTemplate(ui.caseStudies.sectorHeading, { sector: page.group.name }) : copy.title;
  return listMetadata({ page, heading, copy, ui });
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
          data={[
            articleJsonLd(getSite(), {
              type: 'Article',
              path: page.path,
              headline: data.title,
              description: data.summary,
              datePublished: data.date,
              image: shareImagePath('case-studies', study),
              keywords: [data.sector],
            }),
            breadcrumbJsonLd([
              [getPages().pages.home.title, '/'],
              [copy.heading, '/case-studies/'],
              [data.title, page.path],
            ]),
          ]}
        />
        <PageBanner heading={data.title} lead={data.summary} />
        <article className={styles.article} data-pagefind-meta={`image:${variantUpTo(data.cover, 320).src}`}>
          <p hidden data-pagefind-filter="category" data-pagefind-meta="category">
            {copy.title}
          </p>
          <Picture src={data.cover} alt={data.coverAlt} sizes="(max-width: 800px) 100vw, 760px" className={styles.cover} priority />
          <CaseStudyFacts study={study} client={getClients().find((client) => client.name === data.client)} products={installed} ui={ui.caseStudies} />
          <ArticleBody html={renderEntryBody(study).html} />
        </article>
        <section id="consultation" className={styles.enquiry} aria-labelledby="enquiry-heading">
          <h2 id="enquiry-heading">{ui.caseStudies.enquire}</h2>
          <EnquiryForm
            formId="consultation-form"
            variant="consultation"
            productChoice={formProductChoice(catalog, ui.catalog.otherCategory, data.products)}
            enquiryEmail={getSite().contact.emails[0]?.address ?? ''}
            copy={getFormCopy()}
          />
        </section>
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
      card={(study, index) => <CaseStudyCard key={study.slug} study={study} ui={ui.caseStudies} priority={index === 0} />}
    />
  );
}
