import { ComingSoon } from '@/components/ui/ComingSoon';
import { PageBanner } from '@/components/ui/PageBanner';
import { getPages } from '@/lib/content';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata('caseStudies', '/case-studies/');

export default function CaseStudiesPage() {
  const page = getPages().pages.caseStudies;
  return (
    <>
      <PageBanner heading={page.heading} />
      <ComingSoon text={page.lead ?? ''} />
    </>
  );
}
