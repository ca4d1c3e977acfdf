// The one validation schema of both enquiry forms (Contact, and Request a Consultation).
// Messages come from content/forms.json, so the schema is built from them.
import { object, string, type ObjectSchema } from 'yup';
import type { FormCopy } from './copy';

export interface EnquiryValues {
  firstName: string;
  email: string;
  mobile: string;
  city: string;
  productName: string;
  message: string;
}

export const enquiryFields = ['firstName', 'email', 'mobile', 'city', 'productName', 'message'] as const;
export type EnquiryField = (typeof enquiryFields)[number];

export function initialEnquiryValues(productName = ''): EnquiryValues {
  return { firstName: '', email: '', mobile: '', city: '', productName, message: '' };
}

/** Letters, digits and ._%+- before the at-sign; a domain; a dot; a 2 to 4 letter suffix. */
export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,4}$/;
/** Exactly ten digits, nothing else. */
export const MOBILE_PATTERN = /^[0-9]{10}$/;

export type EnquiryErrorMessages = FormCopy['errors'];

/**
 * Leading and trailing spaces are ignored (a pasted or autofilled value often carries one);
 * spaces inside a value are not, so '98765 43210' is not a mobile number. The values sent are
 * trimmed the same way (see trimEnquiry).
 */
export function createEnquirySchema(messages: EnquiryErrorMessages): ObjectSchema<EnquiryValues> {
  return object({
    firstName: string().trim().required(messages.firstNameRequired),
    email: string()
      .trim()
      .required(messages.emailRequired)
      .matches(EMAIL_PATTERN, { message: messages.emailInvalid, excludeEmptyString: true }),
    mobile: string()
      .trim()
      .required(messages.mobileRequired)
      .matches(MOBILE_PATTERN, { message: messages.mobileInvalid, excludeEmptyString: true }),
    city: string().trim().required(messages.cityRequired),
    productName: string().trim().required(messages.productNameRequired),
    // Formik hands '' over as undefined; the default keeps the optional message a string.
    message: string().trim().default(''),
  });
}

/** The values as they are sent: every field trimmed. */
export function trimEnquiry(values: EnquiryValues): EnquiryValues {
  return {
    firstName: values.firstName.trim(),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
    city: values.city.trim(),
    productName: values.productName.trim(),
    message: (values.message ?? '').trim(),
  };
}

/** Field -> first error message, for the values given (synchronous; used for the first render). */
export function enquiryErrors(
  schema: ObjectSchema<EnquiryValues>,
  values: EnquiryValues,
): Partial<Record<EnquiryField, string>> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Partial<Record<EnquiryField, string>> = {};
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
    for (const item of inner) {
      const path = item.path as EnquiryField | undefined;
      if (path && !(path in errors)) errors[path] = item.message;
    }
    return errors;
  }
}
