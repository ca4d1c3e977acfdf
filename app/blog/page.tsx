import { ComingSoon } from '@/components/ui/ComingSoon';
import { PageBanner } from '@/components/ui/PageBanner';
import { getPages } from '@/lib/content';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata('blog', '/blog/');

export default function BlogPage() {
  const page = getPages().pages.blog;
  return (
    <>
      <PageBanner heading={page.heading} />
      <ComingSoon text={page.lead ?? ''} />
    </>
  );
}
