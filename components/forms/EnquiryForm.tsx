// The enquiry form of the Contact page and of every product page ("Request a Consultation").
// Rendered here, on the server, as plain HTML (readable and typeable before any script runs);
// DeferredEnquiryForm swaps in the interactive form when it comes near the screen.
import type { formProductChoice } from '@/lib/catalog';
import type { FormCopy } from '@/lib/enquiry/schema';
import { DeferredEnquiryForm } from './DeferredEnquiryForm';
import { EnquiryFormView, type EnquiryFormSettings } from './EnquiryFormView';

interface EnquiryFormProps {
  /** Unique on the page; prefixes every id inside the form. */
  formId: string;
  /** Which copy of content/forms.json ("forms") gives the heading, intro and button. */
  variant: keyof FormCopy['forms'];
  /** Overrides the variant's heading. */
  heading?: string;
  headingLevel?: 2 | 3;
  /** The product choice (lib/catalog.ts formProductChoice): the select shows (and sends) titles. */
  productChoice: ReturnType<typeof formProductChoice>;
  /** Where the e-mail fallback goes: the site's enquiry address. */
  enquiryEmail: string;
  copy: FormCopy;
}

export function EnquiryForm({ formId, variant, heading, headingLevel = 2, productChoice, enquiryEmail, copy }: EnquiryFormProps) {
  const text = copy.forms[variant];
  const settings: EnquiryFormSettings = {
    formId,
    heading: heading ?? text.heading,
    headingLevel,
    intro: text.intro,
    submitLabel: text.submit,
    copy,
    productChoices: productChoice.choices,
    ...(productChoice.fullListPath ? { productChoicesUrl: productChoice.fullListPath } : {}),
    defaultProductTitle: productChoice.defaultTitle,
    enquiryEmail,
  };
  return (
    <DeferredEnquiryForm settings={settings}>
      <EnquiryFormView settings={settings} />
    </DeferredEnquiryForm>
  );
}
