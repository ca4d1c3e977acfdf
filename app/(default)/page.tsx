import type { Metadata } from 'next';
import { pageLanguage } from '@/components/i18n/page-language';
import { MoreLink } from '@/components/home/MoreLink';
import { StrengthTiles } from '@/components/about/StrengthTiles';
import { ClientLogos } from '@/components/clients/ClientLogos';
import { ContactCallout } from '@/components/home/ContactCallout';
import { Hero } from '@/components/home/Hero';
import { ProductGrid } from '@/components/products/ProductGrid';
import { ServiceTiles } from '@/components/services/ServiceTiles';
import { Section } from '@/components/ui/Section';
import { getClients, getHeroSlides, getPages, getProducts, getServices, getSite, getStrengths, getUi } from '@/lib/content';
import { staticPageMetadata } from '@/components/seo/page-metadata';
import { FEATURED_CLIENTS, FEATURED_PRODUCTS } from '@/lib/home-overview';

// The home page is an overview: strengths and services by name, the first products and client
// logos (lib/home-overview.ts), each section with a link to its page.

export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('home', '/', await pageLanguage());
}

export default async function HomePage() {
  const { content } = await pageLanguage();
  const site = getSite(content);
  const ui = getUi(content);
  const { navigation, enquireNow, pages } = getPages(content);
  const label = (section: string) => navigation.find((entry) => entry.section === section)?.label;
  return (
    <>
      <Hero site={site} slides={getHeroSlides(content)} />
      <Section id="about" heading={label('about')} lead={ui.homeSections.about}>
        {site.intro.slice(0, 1).map((paragraph) => (
          <p key={paragraph} data-reveal-item>
            {paragraph}
          </p>
        ))}
        <StrengthTiles strengths={getStrengths(content)} label={ui.strengthsHeading} overview />
        <MoreLink href="/about/">{ui.moreAboutUs}</MoreLink>
      </Section>
      <Section id="services" heading={label('services')} lead={ui.homeSections.services} tone="tinted">
        <ServiceTiles services={getServices(content)} overview />
        <MoreLink href="/services/">{ui.viewAllServices}</MoreLink>
      </Section>
      <Section id="products" heading={label('products')} lead={ui.homeSections.products}>
        <ProductGrid products={getProducts(content).slice(0, FEATURED_PRODUCTS)} ui={ui} />
        <MoreLink href="/products/">{ui.viewAllProducts}</MoreLink>
      </Section>
      <Section id="clients" heading={label('clients')} lead={pages.clients.lead} tone="tinted">
        <ClientLogos clients={getClients(content).slice(0, FEATURED_CLIENTS)} label={ui.carousel.clientsLabel} />
        <MoreLink href="/clients/">{ui.viewAllClients}</MoreLink>
      </Section>
      <ContactCallout heading={ui.homeSections.contact} text={pages.contact.lead ?? ''} site={site} cta={enquireNow} />
    </>
  );
}
