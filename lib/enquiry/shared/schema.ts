// The one validation schema of both enquiry forms (Contact, and Request a Consultation) and of the
// relay. Its messages, like every word the forms show, come from content/forms.json.
import { object, string, ValidationError, type ObjectSchema } from 'yup';
import type { FormCopy } from '../../content/types';

export const enquiryFields = ['firstName', 'email', 'mobile', 'city', 'productName', 'message'] as const;
export type EnquiryField = (typeof enquiryFields)[number];
export type EnquiryValues = Record<EnquiryField, string>;

export function initialEnquiryValues(productName = ''): EnquiryValues {
  return { firstName: '', email: '', mobile: '', city: '', productName, message: '' };
}

/** Letters, digits and ._%+- before the at-sign; a domain; a dot; a 2 to 4 letter suffix. */
const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,4}$/;
/** Exactly ten digits, nothing else. */
const MOBILE_PATTERN = /^[0-9]{10}$/;

/** Devanagari digits (०-९, as a Marathi or Hindi keyboard types them) as ASCII digits; nothing else changes. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/**
 * Leading and trailing spaces are ignored (a pasted or autofilled value often carries one);
 * spaces inside a value are not, so '98765 43210' is not a mobile number. The values are sent
 * trimmed the same way (trimEnquiry).
 */
export function createEnquirySchema(messages: FormCopy['errors']): ObjectSchema<EnquiryValues> {
  return object({
    firstName: string().trim().required(messages.firstNameRequired),
    email: string().trim().required(messages.emailRequired).matches(EMAIL_PATTERN, { message: messages.emailInvalid, excludeEmptyString: true }),
    mobile: string().trim().transform(asciiDigits).required(messages.mobileRequired).matches(MOBILE_PATTERN, { message: messages.mobileInvalid, excludeEmptyString: true }),
    city: string().trim().required(messages.cityRequired),
    productName: string().trim().required(messages.productNameRequired),
    // Formik hands '' over as undefined; the default keeps the optional message a string.
    message: string().trim().default(''),
  });
}

/** The values as they are sent: every field trimmed, the mobile number in ASCII digits. */
export function trimEnquiry(values: EnquiryValues): EnquiryValues {
  const trimmed = Object.fromEntries(enquiryFields.map((field) => [field, (values[field] ?? '').trim()])) as EnquiryValues;
  return { ...trimmed, mobile: asciiDigits(trimmed.mobile) };
}

/**
 * The values with `note` below the message (its own paragraph): what the company reads of an
 * enquiry sent from another language's pages (EnquiryForm). The visitor's own values are unchanged.
 */
export function withLanguageNote(values: EnquiryValues, note?: string): EnquiryValues {
  if (!note) return values;
  return { ...values, message: [values.message.trim(), note].filter(Boolean).join('\n\n') };
}

/** Field -> first error message, for the values given (synchronous: for the first render). */
export function enquiryErrors(schema: ObjectSchema<EnquiryValues>, values: EnquiryValues): Partial<Record<EnquiryField, string>> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    // Reversed, so that each field's first message is the one kept.
    return Object.fromEntries([...error.inner].reverse().flatMap(({ path, message }) => (path ? [[path, message]] : [])));
  }
}
