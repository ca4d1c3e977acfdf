import { ServiceTiles } from '@/components/services/ServiceTiles';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { getPages, getServices } from '@/lib/content';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata('services', '/services/');

export default function ServicesPage() {
  const page = getPages().pages.services;
  return (
    <>
      <PageBanner heading={page.heading} lead={page.lead} />
      <Section>
        <ServiceTiles services={getServices()} headingLevel={2} />
      </Section>
    </>
  );
}
