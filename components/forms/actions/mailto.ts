// The forms' fallback: a mailto: link that opens the visitor's mail program with the enquiry
// already written, so a failed or impossible send never loses what was typed.
import type { FormCopy } from '@/lib/content';
import { enquiryFields, trimEnquiry, type EnquiryValues } from '@/lib/enquiry';
import { fillTemplate } from '@/lib/text';

/** RFC 6068: every reserved character escaped, line breaks as CRLF; the address stays readable. */
const encode = (text: string) => encodeURIComponent(text.replace(/\r\n|\r|\n/g, '\r\n'));

/** The fallback e-mail to `to`, its subject and body written from the (possibly partly filled) values. */
export function enquiryMailto(to: string, values: EnquiryValues, copy: FormCopy): string {
  const trimmed = trimEnquiry(values);
  const subject = fillTemplate(copy.mailto.subject, { product: trimmed.productName, firstName: trimmed.firstName })
    // A template around an empty value leaves stray separators, e.g. 'Enquiry: ' -> 'Enquiry'.
    .replace(/[\s:–—-]+$/u, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  const lines = enquiryFields.filter((field) => field !== 'message').map((field) => `${copy.fields[field].label}: ${trimmed[field]}`);
  const body = [copy.mailto.bodyIntro, '', ...lines, '', `${copy.fields.message.label}:`, trimmed.message].join('\n').trimEnd();
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`;
}
