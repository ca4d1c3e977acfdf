import type { Metadata } from 'next';
import { pageLanguage } from '@/components/i18n/page-language';
import { ServiceTiles } from '@/components/services/ServiceTiles';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { getPages, getServices } from '@/lib/content';
import { staticPageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('services', '/services/', await pageLanguage());
}

export default async function ServicesPage() {
  const { content } = await pageLanguage();
  const page = getPages(content).pages.services;
  return (
    <>
      <PageBanner heading={page.heading} lead={page.lead} />
      <Section>
        <ServiceTiles services={getServices(content)} headingLevel={2} />
      </Section>
    </>
  );
}
