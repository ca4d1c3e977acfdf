// The imports keep the order the stylesheets were first split in (facts, form, body): the order of
// CSS imports decides which stylesheets other pages share.
import { CaseStudyFacts } from './CaseStudyFacts';
import { EnquiryForm } from '@/components/forms/EnquiryForm';
import type { EnquiryFormSettings } from '@/components/forms/EnquiryFormView';
import { ArticleBody } from '@/components/publishing/ArticleBody';
import { Picture } from '@/components/ui/Picture';
import type { CaseStudy, Client, Product, UiText } from '@/lib/content';
import { variantUpTo } from '@/lib/images';
import { renderEntryBody } from '@/lib/markdown/entry-body';
import { FORM_IDS, PAGE_IDS } from '@/lib/page-ids';
import styles from '@/components/publishing/Article.module.css';

interface CaseStudyArticleProps {
  study: CaseStudy;
  /** The search's filter value for case studies (the section's name). */
  searchCategory: string;
  /** The client as the Clients page has it, when it is one of them. */
  client?: Client;
  /** The products installed, as the catalog has them. */
  products: Product[];
  /** The "Request a Consultation" form below the text, with the products preselected. */
  enquiry: Omit<EnquiryFormSettings, 'formId' | 'variant'>;
  ui: UiText['caseStudies'];
}

/** A case study's page below its banner: its picture, facts and figures, its text, then the enquiry form. */
export function CaseStudyArticle({ study, searchCategory, client, products, enquiry, ui }: CaseStudyArticleProps) {
  const { data } = study;
  return (
    <>
      <article className={styles.article} data-pagefind-meta={`image:${variantUpTo(data.cover, 320).src}`}>
        <p hidden data-pagefind-filter="category" data-pagefind-meta="category">
          {searchCategory}
        </p>
        <Picture src={data.cover} alt={data.coverAlt} sizes="(max-width: 800px) 100vw, 760px" className={styles.cover} priority />
        <CaseStudyFacts study={study} client={client} products={products} ui={ui} />
        <ArticleBody html={renderEntryBody(study).html} />
      </article>
      <section id={PAGE_IDS.consultation} className={styles.enquiry} aria-labelledby={PAGE_IDS.enquiryHeading}>
        <h2 id={PAGE_IDS.enquiryHeading}>{ui.enquire}</h2>
        <EnquiryForm formId={FORM_IDS.consultation} variant="consultation" {...enquiry} />
      </section>
    </>
  );
}
