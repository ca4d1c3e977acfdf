import { PageLink } from '@/components/ui/PageLink';
import { EntryDate } from '@/components/publishing/EntryDate';
import { TileGrid } from '@/components/ui/TileGrid';
import { SvgImage } from '@/components/ui/SvgImage';
import type { CaseStudy, Client, Product, UiText } from '@/lib/content';
import { listPath } from '@/lib/publishing';
import { slugOf } from '@/lib/text';
import { productPath } from '@/lib/routes';
import { PAGE_IDS } from '@/lib/page-ids';
import styles from '@/components/publishing/Article.module.css';

interface CaseStudyFactsProps {
  study: CaseStudy;
  /** The client as the Clients page has it, when the case study names one of them: its logo shows. */
  client?: Client;
  /** The products installed, as the catalog has them. */
  products: Product[];
  ui: UiText['caseStudies'];
}

/** Who, where and which sector, and its last update; the key figures; the products installed, each linking to its page. */
export function CaseStudyFacts({ study, client: listedClient, products, ui }: CaseStudyFactsProps) {
  const { client, location, sector, figures, date, updated } = study.data;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{ui.client}</dt>
        <dd className={styles.client}>
          {listedClient && <SvgImage src={listedClient.logo} alt="" className={styles.clientLogo} ownFile />}
          {client}
        </dd>
        <dt>{ui.location}</dt>
        <dd>{location}</dd>
        <dt>{ui.sector}</dt>
        <dd>
          <PageLink href={listPath('case-studies', { slug: slugOf(sector) })} className="touch-target">
            {sector}
          </PageLink>
        </dd>
        {updated && updated !== date && (
          <>
            <dt>{ui.updated}</dt>
            <dd>
              <EntryDate date={updated} />
            </dd>
          </>
        )}
      </dl>
      {figures.length > 0 && (
        <section aria-labelledby={PAGE_IDS.figuresHeading}>
          <h2 id={PAGE_IDS.figuresHeading} className={styles.subheading}>
            {ui.figures}
          </h2>
          <TileGrid columns={{ min: 1, max: 4 }}>
            {figures.map((figure) => (
              <li key={figure.label} className={styles.figure}>
                <span>{figure.label}</span>
                <span className={styles.figureValue}>{figure.value}</span>
              </li>
            ))}
          </TileGrid>
        </section>
      )}
      {products.length > 0 && (
        <section aria-labelledby={PAGE_IDS.productsHeading}>
          <h2 id={PAGE_IDS.productsHeading} className={styles.subheading}>
            {ui.productsInstalled}
          </h2>
          <ul className={styles.productLinks}>
            {products.map((product) => (
              <li key={product.name}>
                <PageLink href={productPath(product)}>
                  {product.title}
                </PageLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
