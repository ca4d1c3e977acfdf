import { GalleryGrid } from '@/components/gallery/GalleryGrid';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { getGallery, getPages } from '@/lib/content';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata('gallery', '/gallery/');

export default function GalleryPage() {
  const page = getPages().pages.gallery;
  return (
    <>
      <PageBanner heading={page.heading} lead={page.lead} />
      <Section>
        <GalleryGrid images={getGallery()} />
      </Section>
    </>
  );
}
