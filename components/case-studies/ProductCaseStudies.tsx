import { ENTRY_COLUMNS } from '@/components/ui/gridColumns';
import { TileGrid } from '@/components/ui/TileGrid';
import type { CaseStudy, UiText } from '@/lib/content';
import styles from '@/components/publishing/Article.module.css';
import { CaseStudyCard } from './CaseStudyCard';

/** On a product's page: the case studies that installed it. */
export function ProductCaseStudies({ studies, ui }: { studies: CaseStudy[]; ui: UiText['caseStudies'] }) {
  if (!studies.length) return null;
  return (
    <section className={styles.related} aria-labelledby="product-case-studies-heading">
      <h2 id="product-case-studies-heading">{ui.onProductPage}</h2>
      <TileGrid columns={ENTRY_COLUMNS}>
        {studies.map((study) => (
          <CaseStudyCard key={study.slug} study={study} ui={ui} headingLevel={3} />
        ))}
      </TileGrid>
    </section>
  );
}
