import type { Metadata } from 'next';
import { pageLanguage } from '@/components/i18n/page-language';
import { ClientLogos } from '@/components/clients/ClientLogos';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { getClients, getPages, getUi } from '@/lib/content';
import { staticPageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('clients', '/clients/', await pageLanguage());
}

export default async function ClientsPage() {
  const { content } = await pageLanguage();
  const page = getPages(content).pages.clients;
  return (
    <>
      <PageBanner heading={page.heading} lead={page.lead} />
      <Section>
        <ClientLogos clients={getClients(content)} label={getUi(content).carousel.clientsLabel} />
      </Section>
    </>
  );
}
