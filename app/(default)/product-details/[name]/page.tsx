import type { Metadata } from 'next';
import { contentIn, languagesHaving, pageLanguage, type LanguageParams } from '@/components/i18n/page-language';
import { ProductCaseStudies } from '@/components/case-studies/ProductCaseStudies';
import { EnquiryForm } from '@/components/forms/EnquiryForm';
import { ProductDetails } from '@/components/products/ProductDetails';
import { ProductNav } from '@/components/products/ProductNav';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBanner } from '@/components/ui/PageBanner';
import { productNav } from '@/lib/catalog';
import { formProductChoice } from '@/lib/enquiry';
import { getCaseStudies, getFormCopy, getPages, getProduct, getProducts, getSite, getUi, type ContentRoots } from '@/lib/content';
import { variantUpTo } from '@/lib/images';
import { pageMetadata } from '@/components/seo/page-metadata';
import { productDescription } from '@/lib/metadata';
import { caseStudiesWith } from '@/lib/publishing';
import { productBreadcrumbJsonLd, productJsonLd } from '@/lib/structured-data';
import { FORM_IDS, PAGE_IDS } from '@/lib/page-ids';
import styles from './page.module.css';
import { productPath } from '@/lib/routes';
import { jsonLdUrls } from '@/lib/languages';

interface ProductPageProps {
  params: Promise<{ name: string }>;
}

// One page per product at build time; any other name is the 404 page.
export const dynamicParams = false;

export function generateStaticParams({ params }: LanguageParams = {}) {
  return getProducts(contentIn(params?.lang)).map((product) => ({ name: product.name }));
}

/** A language's product pages: those of the products translated into it. */
const productPages = (content: ContentRoots) => getProducts(content).map((product) => ({ path: productPath(product) }));

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const where = await pageLanguage();
  const product = getProduct((await params).name, where.content);
  const image = variantUpTo(product.image, 1200);
  return pageMetadata({
    where: { ...where, available: languagesHaving(where, productPath(product), productPages) },
    site: getSite(where.content),
    title: product.title,
    description: productDescription(product),
    path: productPath(product),
    image: { ...image, alt: product.imageAlt },
  });
}

export default async function ProductPage({ params }: ProductPageProps) {
  const { content, language, languages } = await pageLanguage();
  const product = getProduct((await params).name, content);
  const ui = getUi(content);
  const urls = jsonLdUrls(language, languages);
  return (
    <>
      <JsonLd data={[productJsonLd(getSite(content), product, urls), productBreadcrumbJsonLd(getPages(content), product, urls)]} />
      <PageBanner heading={product.title} />
      <div className={styles.layout}>
        <aside className={styles.aside} data-pagefind-ignore="all">
          <ProductNav ui={ui} nav={productNav(getProducts(content), product.name, ui.catalog.otherCategory)} currentName={product.name} />
        </aside>
        <ProductDetails product={product} category={product.categoryLabel ?? product.category ?? ui.catalog.otherCategory} />
      </div>
      <ProductCaseStudies studies={caseStudiesWith(getCaseStudies(content), product.name)} ui={ui.caseStudies} />
      <section id={PAGE_IDS.consultation} className={styles.form} aria-label={ui.requestConsultation}>
        <EnquiryForm
          key={product.name}
          formId={FORM_IDS.consultation}
          variant="consultation"
          productChoice={formProductChoice(getProducts(content), ui.catalog.otherCategory, [product.name])}
          enquiryEmail={getSite(content).contact.emails[0]?.address ?? ''}
          copy={getFormCopy(content)}
        />
      </section>
    </>
  );
}
