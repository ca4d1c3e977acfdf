// The enquiry form of the Contact page and of every product page ("Request a Consultation").
// Rendered here, on the server, as plain HTML (readable and typeable before any script runs);
// DeferredEnquiryForm swaps in the interactive form when it comes near the screen.
import type { formProductChoice } from '@/lib/catalog';
import { enquiryConfig, enquiryMode } from '@/lib/config';
import { canSend } from '@/lib/enquiry/post';
import type { FormCopy } from '@/lib/enquiry/copy';
import { enquiryMailto } from '@/lib/enquiry/mailto';
import { createEnquirySchema, enquiryErrors, initialEnquiryValues } from '@/lib/enquiry/schema';
import { DeferredEnquiryForm } from './DeferredEnquiryForm';
import { EnquiryFormView, type EnquiryFormSettings } from './EnquiryFormView';

export interface EnquiryFormProps {
  /** Unique on the page; prefixes every id inside the form. */
  formId: string;
  /** Which copy of content/forms.json ("forms") to use for heading, intro and button. */
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
    enquiryEmail,
    defaultProductTitle: productChoice.defaultTitle,
  };
  const { defaultProductTitle, ...viewSettings } = settings;
  const values = initialEnquiryValues(defaultProductTitle);
  return (
    <DeferredEnquiryForm settings={settings}>
      <EnquiryFormView
        {...viewSettings}
        values={values}
        errors={{}}
        configured={canSend(enquiryMode, enquiryConfig)}
        mailtoHref={enquiryMailto(enquiryEmail, values, copy)}
        submitDisabled={Object.keys(enquiryErrors(createEnquirySchema(copy.errors), values)).length > 0}
        status={{ kind: 'idle' }}
        invalidAlert={false}
      />
    </DeferredEnquiryForm>
  );
}
