import { ENTRY_COLUMNS } from '@/components/ui/gridColumns';
import { PageLink } from '@/components/ui/PageLink';
import { TileGrid } from '@/components/ui/TileGrid';
import { listPath } from '@/lib/publishing';
import type { CaseStudy, UiText } from '@/lib/content';
import styles from '@/components/publishing/Article.module.css';
import { CaseStudyCard } from './CaseStudyCard';

/** A product page shows this many of them, the newest: the page stays within its budget however many there are. */
const SHOWN = 3;

/** On a product's page: the newest case studies that installed it, and a link to all case studies past a few. */
export function ProductCaseStudies({ studies, ui }: { studies: CaseStudy[]; ui: UiText['caseStudies'] }) {
  if (!studies.length) return null;
  return (
    <section className={styles.related} aria-labelledby="product-case-studies-heading">
      <h2 id="product-case-studies-heading">{ui.onProductPage}</h2>
      <TileGrid columns={ENTRY_COLUMNS}>
        {studies.slice(0, SHOWN).map((study, _, shown) => (
          <CaseStudyCard key={study.slug} study={study} ui={ui} headingLevel={3} tiles={shown.length} />
        ))}
      </TileGrid>
      {studies.length > SHOWN && (
        <p>
          <PageLink href={listPath('case-studies')} className="touch-target">
            {ui.allCaseStudies}
          </PageLink>
        </p>
      )}
    </section>
  );
}
