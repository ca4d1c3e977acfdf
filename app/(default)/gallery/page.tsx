import type { Metadata } from 'next';
import { pageLanguage } from '@/components/i18n/page-language';
import { GalleryGrid } from '@/components/gallery/GalleryGrid';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { getGallery, getPages } from '@/lib/content';
import { staticPageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('gallery', '/gallery/', await pageLanguage());
}

export default async function GalleryPage() {
  const { content } = await pageLanguage();
  const page = getPages(content).pages.gallery;
  return (
    <>
      <PageBanner heading={page.heading} lead={page.lead} />
      <Section>
        <GalleryGrid images={getGallery(content)} />
      </Section>
    </>
  );
}
