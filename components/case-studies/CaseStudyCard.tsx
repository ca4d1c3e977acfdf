import { EntryCard } from '@/components/publishing/EntryCard';
import { EntryDate } from '@/components/publishing/EntryDate';
import { TagLinks } from '@/components/publishing/TagLinks';
import type { CaseStudy, UiText } from '@/lib/content';
import { entryPath } from '@/lib/publishing';

interface CaseStudyCardProps {
  study: CaseStudy;
  ui: UiText['caseStudies'];
  headingLevel?: 2 | 3;
  /** How many cards share its grid (EntryCard). */
  tiles: number;
  priority?: boolean;
}

export function CaseStudyCard({ study, ui, headingLevel, tiles, priority }: CaseStudyCardProps) {
  return (
    <EntryCard
      href={entryPath('case-studies', study)}
      title={study.data.title}
      summary={study.data.summary}
      cover={study.data.cover}
      coverAlt={study.data.coverAlt}
      meta={
        <>
          {study.data.client} · {study.data.location} · <EntryDate date={study.data.date} />
        </>
      }
      footer={<TagLinks section="case-studies" names={[study.data.sector]} label={ui.sector} />}
      headingLevel={headingLevel}
      tiles={tiles}
      priority={priority}
    />
  );
}
