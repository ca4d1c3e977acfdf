import type { Metadata } from 'next';
import { pageLanguage } from '@/components/i18n/page-language';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { EnquiryForm } from '@/components/forms/EnquiryForm';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { FORM_IDS } from '@/lib/page-ids';
import { formProductChoice } from '@/lib/enquiry';
import { getFormCopy, getPages, getProducts, getSite, getUi } from '@/lib/content';
import { staticPageMetadata } from '@/components/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('contact', '/contact/', await pageLanguage());
}

export default async function ContactPage() {
  const { content } = await pageLanguage();
  const page = getPages(content).pages.contact;
  return (
    <>
      <PageBanner heading={page.heading} lead={page.lead} />
      <Section>
        <ContactDetails site={getSite(content)} ui={getUi(content)} />
      </Section>
      <Section id="enquiry" tone="tinted">
        <EnquiryForm
          formId={FORM_IDS.contact}
          variant="contact"
          productChoice={formProductChoice(getProducts(content), getUi(content).catalog.otherCategory)}
          enquiryEmail={getSite(content).contact.emails[0]?.address ?? ''}
          copy={getFormCopy(content)}
        />
      </Section>
    </>
  );
}
