import { bundledFormCopy } from '../../../lib/content/bundled-form-copy';
import type { FormCopy } from '@/lib/content';
import { initialEnquiryValues } from '@/lib/enquiry';
import { fillTemplate } from '@/lib/text';
import { enquiryMailto } from './mailto';

const copy: FormCopy = bundledFormCopy;
const to = 'enquiry@bluegreen.example';

/** Decode a mailto: URL the way a mail program does. */
function parse(url: string): { address: string; subject: string; body: string } {
  expect(url.startsWith('mailto:')).toBe(true);
  const [address, query = ''] = url.slice('mailto:'.length).split('?');
  const params: Record<string, string> = { subject: '', body: '' };
  for (const pair of query.split('&')) {
    const [key, value = ''] = pair.split('=');
    params[key!] = decodeURIComponent(value);
  }
  return { address: address ?? '', subject: params.subject ?? '', body: params.body ?? '' };
}

describe('mailto fallback', () => {
  test('prefills subject and body with every typed value', () => {
    const url = enquiryMailto(
      to,
      {
        firstName: ' Priya ',
        email: 'priya@example.com',
        mobile: '9876543210',
        city: 'Pune',
        productName: 'Rain & Water Harvesting',
        message: 'Line one\nLine two?&=#%',
      },
      copy,
    );
    const mail = parse(url);
    expect(mail.address).toBe(to);
    expect(mail.subject).toBe(fillTemplate(copy.mailto.subject, { product: 'Rain & Water Harvesting', firstName: 'Priya' }));
    expect(mail.body).toContain(copy.mailto.bodyIntro);
    expect(mail.body).toContain(`${copy.fields.firstName.label}: Priya`);
    expect(mail.body).toContain(`${copy.fields.email.label}: priya@example.com`);
    expect(mail.body).toContain(`${copy.fields.mobile.label}: 9876543210`);
    expect(mail.body).toContain(`${copy.fields.city.label}: Pune`);
    expect(mail.body).toContain(`${copy.fields.productName.label}: Rain & Water Harvesting`);
    expect(mail.body).toContain('Line one\r\nLine two?&=#%');
    // Nothing that would end the query early or break the URL is left unescaped.
    expect(url.split('?')[1]).not.toMatch(/[ \n\r#]|&(?!body=)/);
    expect(url).toContain('%20');
    expect(url).not.toContain('+');
  });

  test('an empty form still gives a usable e-mail without stray separators', () => {
    const { subject, body } = parse(enquiryMailto(to, initialEnquiryValues(), copy));
    expect(subject).not.toMatch(/[:\s]$/);
    expect(subject.length).toBeGreaterThan(0);
    expect(body.startsWith(copy.mailto.bodyIntro)).toBe(true);
  });

  test('encodes the subject and body only, with line breaks as CRLF', () => {
    const url = enquiryMailto(to, { ...initialEnquiryValues(), message: 'c\nd' }, copy);
    expect(url.startsWith(`mailto:${to}?subject=`)).toBe(true);
    expect(url.endsWith(`${encodeURIComponent(`${copy.fields.message.label}:`)}%0D%0Ac%0D%0Ad`)).toBe(true);
  });
});
