import { PageLink } from '@/components/ui/PageLink';
import { StrengthTiles } from '@/components/about/StrengthTiles';
import { ClientLogos } from '@/components/clients/ClientLogos';
import { ContactCallout } from '@/components/home/ContactCallout';
import { Hero } from '@/components/home/Hero';
import { ProductGrid } from '@/components/products/ProductGrid';
import { ServiceTiles } from '@/components/services/ServiceTiles';
import { Section } from '@/components/ui/Section';
import { getClients, getHeroSlides, getPages, getProducts, getServices, getSite, getStrengths, getUi } from '@/lib/content';
import { staticPageMetadata } from '@/lib/metadata';

/** How many products the home page features before linking to all of them. */
const FEATURED_PRODUCTS = 3;

export const metadata = staticPageMetadata('home', '/');

export default function HomePage() {
  const site = getSite();
  const ui = getUi();
  const { navigation, enquireNow, pages } = getPages();
  const label = (section: string) => navigation.find((entry) => entry.section === section)?.label;
  return (
    <>
      <Hero site={site} slides={getHeroSlides()} />
      <Section id="about" heading={label('about')} lead={ui.homeSections.about}>
        {site.intro.slice(0, 1).map((paragraph) => (
          <p key={paragraph} data-reveal-item>
            {paragraph}
          </p>
        ))}
        <StrengthTiles strengths={getStrengths()} label={ui.strengthsHeading} />
      </Section>
      <Section id="services" heading={label('services')} lead={ui.homeSections.services} tone="tinted">
        <ServiceTiles services={getServices()} />
      </Section>
      <Section id="products" heading={label('products')} lead={ui.homeSections.products}>
        <ProductGrid products={getProducts().slice(0, FEATURED_PRODUCTS)} ui={ui} />
        <p data-reveal-item>
          <PageLink href="/products/" className="touch-target">
            {ui.viewAllProducts}
          </PageLink>
        </p>
      </Section>
      <Section id="clients" heading={label('clients')} lead={pages.clients.lead} tone="tinted">
        <ClientLogos clients={getClients()} label={ui.carousel.clientsLabel} />
      </Section>
      <ContactCallout heading={ui.homeSections.contact} text={pages.contact.lead ?? ''} site={site} cta={enquireNow} />
    </>
  );
}
