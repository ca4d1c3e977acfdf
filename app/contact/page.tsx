import { ContactDetails } from '@/components/contact/ContactDetails';
import { EnquiryForm } from '@/components/forms/EnquiryForm';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { FORM_IDS } from '@/lib/page-ids';
import { formProductChoice } from '@/lib/enquiry';
import { getFormCopy, getPages, getProducts, getSite, getUi } from '@/lib/content';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata('contact', '/contact/');

export default function ContactPage() {
  const page = getPages().pages.contact;
  return (
    <>
      <PageBanner heading={page.heading} lead={page.lead} />
      <Section>
        <ContactDetails site={getSite()} ui={getUi()} />
      </Section>
      <Section id="enquiry" tone="tinted">
        <EnquiryForm
          formId={FORM_IDS.contact}
          variant="contact"
          productChoice={formProductChoice(getProducts(), getUi().catalog.otherCategory)}
          enquiryEmail={getSite().contact.emails[0]?.address ?? ''}
          copy={getFormCopy()}
        />
      </Section>
    </>
  );
}
