// The shape of content/forms.json: every word the enquiry forms show. The JSON Schema
// content/schemas/forms.schema.json is the source of truth; this type mirrors it.

/** Copy of one input: its visible label, an optional placeholder and hint. */
export interface FieldCopy {
  label: string;
  placeholder?: string;
  /** Short help under the label, e.g. the expected format. Announced with the field. */
  hint?: string;
}

/** The copy of one of the two places the form appears. */
export interface FormVariantCopy {
  heading: string;
  intro: string;
  /** The submit button's text while idle. */
  submit: string;
}

/** Why a send failed, as reported by lib/enquiry/client.ts. */
export type FailureCopyKey = 'notConfigured' | 'network' | 'timeout' | 'http' | 'badToken' | 'rejected' | 'rateLimited';

export interface FormCopy {
  /** Text marking a required field, shown after its label, e.g. '(required)'. */
  requiredMarker: string;
  /** Text marking an optional field, shown after its label, e.g. '(optional)'. */
  optionalMarker: string;
  fields: {
    firstName: FieldCopy;
    email: FieldCopy;
    mobile: FieldCopy;
    city: FieldCopy;
    productName: FieldCopy & {
      /** The select's first, empty choice, e.g. 'Choose a product'. */
      choose: string;
      /** The last choice, for anything not in the product list. */
      other: string;
    };
    message: FieldCopy;
  };
  /** Per-field error messages. */
  errors: {
    firstNameRequired: string;
    emailRequired: string;
    emailInvalid: string;
    mobileRequired: string;
    mobileInvalid: string;
    cityRequired: string;
    productNameRequired: string;
  };
  /** Shown as an alert when an invalid form is submitted. */
  invalidForm: string;
  forms: {
    contact: FormVariantCopy;
    consultation: FormVariantCopy;
  };
  /** The submit button's text while a send is in flight. */
  sending: string;
  success: {
    title: string;
    text: string;
  };
  failure: {
    title: string;
    /**
     * Each message says what happened and what to do; '{status}' is replaced by the HTTP status,
     * '{minutes}' (rateLimited) by the minutes to wait.
     */
    messages: Record<FailureCopyKey, string>;
    retry: string;
  };
  notConfigured: {
    /** Shown above the form when the site was built without the enquiry API settings. */
    notice: string;
  };
  /** Shown above a form whose send was interrupted by a reload (its values are restored). */
  restored: {
    text: string;
  };
  /** The spam trap: a field hidden from people and assistive technology. */
  trap: {
    label: string;
  };
  mailto: {
    /** Text before the link, e.g. 'Or send it by e-mail:'. */
    intro: string;
    /** The link's text; '{email}' is replaced by the enquiry address. */
    link: string;
    /** The e-mail's subject; '{product}' and '{firstName}' are replaced. */
    subject: string;
    /** First line of the e-mail's body, before the field values. */
    bodyIntro: string;
  };
}
