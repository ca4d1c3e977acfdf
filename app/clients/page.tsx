import { ClientLogos } from '@/components/clients/ClientLogos';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { getClients, getPages, getUi } from '@/lib/content';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata('clients', '/clients/');

export default function ClientsPage() {
  const page = getPages().pages.clients;
  return (
    <>
      <PageBanner heading={page.heading} lead={page.lead} />
      <Section>
        <ClientLogos clients={getClients()} label={getUi().carousel.clientsLabel} />
      </Section>
    </>
  );
}
