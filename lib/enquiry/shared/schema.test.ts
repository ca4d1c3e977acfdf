import { bundledFormCopy } from '../../content/bundled-form-copy';
import type { FormCopy } from '../../content/types';
import {
  createEnquirySchema,
  enquiryErrors,
  initialEnquiryValues,
  trimEnquiry,
  withLanguageNote,
  type EnquiryField,
  type EnquiryValues,
} from './schema';

const copy: FormCopy = bundledFormCopy;
const schema = createEnquirySchema(copy.errors);
const m = copy.errors;

const valid: EnquiryValues = {
  firstName: 'Priya',
  email: 'priya.k+site@example-mail.co.in',
  mobile: '9876543210',
  city: 'Pune',
  productName: 'Hydro-pneumatic System',
  message: '',
};

/** The first error of one field for the values, or undefined when the field is valid. */
function errorOf(field: EnquiryField, value: string | undefined): string | undefined {
  return enquiryErrors(schema, { ...valid, [field]: value } as EnquiryValues)[field];
}

describe('enquiry schema', () => {
  test('a complete enquiry is valid, with or without a message', () => {
    expect(enquiryErrors(schema, valid)).toEqual({});
    expect(enquiryErrors(schema, { ...valid, message: 'Please call me.' })).toEqual({});
    expect(schema.isValidSync(valid)).toBe(true);
  });

  test('the empty form has one error per required field, and none for the message', () => {
    expect(enquiryErrors(schema, initialEnquiryValues())).toEqual({
      firstName: m.firstNameRequired,
      email: m.emailRequired,
      mobile: m.mobileRequired,
      city: m.cityRequired,
      productName: m.productNameRequired,
    });
  });

  // Formik hands empty inputs to the schema as undefined.
  test.each(['firstName', 'email', 'mobile', 'city', 'productName'] as const)(
    '%s is required (empty, blank or undefined)',
    (field) => {
      const required = {
        firstName: m.firstNameRequired,
        email: m.emailRequired,
        mobile: m.mobileRequired,
        city: m.cityRequired,
        productName: m.productNameRequired,
      }[field];
      expect(errorOf(field, '')).toBe(required);
      expect(errorOf(field, '   ')).toBe(required);
      expect(errorOf(field, undefined)).toBe(required);
    },
  );

  test('the message is optional', () => {
    expect(errorOf('message', '')).toBeUndefined();
    expect(errorOf('message', undefined)).toBeUndefined();
    expect(errorOf('message', '   ')).toBeUndefined();
  });

  test.each([
    ['a@b.co', true],
    ['name@example.com', true],
    ['first.last@sub.example.org', true],
    ['A_B%c+d-e@EXAMPLE.IN', true],
    ['user@host-name.info', true],
    ['  name@example.com  ', true], // outer spaces are trimmed (and trimmed when sent)
    ['a@b', false], // no suffix
    ['a@b.c', false], // suffix of 1 letter
    ['a@b.comxx', false], // suffix of 5 letters
    ['a@b.c0m', false], // digits in the suffix
    ['ab.com', false], // no at-sign
    ['@b.com', false], // nothing before the at-sign
    ['a@.com', false], // nothing between the at-sign and the dot
    ['a@..com', true], // the required pattern allows a dot-only domain label; kept exactly as specified
    ['a b@c.com', false], // space inside
    ['a@b .com', false],
    ['a@@b.com', false],
    ['a@b.com.', false],
    ['ä@b.com', false], // letters outside a-z
    ['a@b_c.com', false], // underscore in the domain
  ])('email %j valid: %s', (email, ok) => {
    expect(errorOf('email', email)).toBe(ok ? undefined : m.emailInvalid);
  });

  test.each([
    ['9876543210', true],
    ['0000000000', true],
    [' 9876543210 ', true], // outer spaces trimmed
    ['987654321', false], // 9 digits
    ['98765432101', false], // 11 digits
    ['98765 43210', false], // space inside
    ['98765-43210', false],
    ['+919876543210', false],
    ['98765abcde', false], // letters
    ['987654321O', false], // letter O for zero
    ['9.87654321', false],
    ['1e10000000', false],
    ['９８７６５４３２１０', false], // full-width digits
    ['९८७६५४३२१०', true], // Devanagari digits, as a Marathi keyboard types them
    ['98७६५४३२१०', true],
    ['९८७६५ ४३२१०', false],
  ])('mobile %j valid: %s', (mobile, ok) => {
    expect(errorOf('mobile', mobile)).toBe(ok ? undefined : m.mobileInvalid);
  });

  test('an invalid value shows the format message, an empty one the required message', () => {
    expect(errorOf('email', '')).toBe(m.emailRequired);
    expect(errorOf('email', 'x')).toBe(m.emailInvalid);
    expect(errorOf('mobile', '')).toBe(m.mobileRequired);
    expect(errorOf('mobile', '1')).toBe(m.mobileInvalid);
  });

  test('validate() (as Formik calls it) reports every invalid field at once', async () => {
    await expect(
      schema.validate({ ...valid, email: 'a@b', mobile: '123' }, { abortEarly: false }),
    ).rejects.toMatchObject({ errors: [m.emailInvalid, m.mobileInvalid] });
  });

  test('trimEnquiry trims every value and keeps the field set', () => {
    expect(
      trimEnquiry({
        firstName: ' Priya ',
        email: ' a@b.co',
        mobile: '९८७६५४३२१० ',
        city: '\tPune\n',
        productName: ' Other ',
        message: '  Hello\nthere  ',
      }),
    ).toEqual({
      firstName: 'Priya',
      email: 'a@b.co',
      mobile: '9876543210',
      city: 'Pune',
      productName: 'Other',
      message: 'Hello\nthere',
    });
  });

  test('initial values are empty, with an optional preselected product', () => {
    expect(initialEnquiryValues()).toEqual({ firstName: '', email: '', mobile: '', city: '', productName: '', message: '' });
    expect(initialEnquiryValues('Pumps').productName).toBe('Pumps');
  });
});

describe('withLanguageNote', () => {
  const values = { firstName: 'Priya', email: 'p@example.com', mobile: '9876543210', city: 'Pune', productName: 'Pumps', message: ' Call after 5 pm. ' };

  it('puts the note below the message as its own paragraph, and changes nothing else', () => {
    expect(withLanguageNote(values, 'Sent from the pages in मराठी (mr).')).toEqual({ ...values, message: 'Call after 5 pm.\n\nSent from the pages in मराठी (mr).' });
    expect(withLanguageNote({ ...values, message: '' }, 'Note.').message).toBe('Note.');
  });

  it('leaves the values alone without a note (the default language)', () => {
    expect(withLanguageNote(values)).toBe(values);
  });
});
