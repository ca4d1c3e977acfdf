// The enquiry forms as the browser tests use them: which forms there are, what a visitor types,
// and how to fill them in at a person's pace (the relay takes a faster send for a robot's).
import { expect, type Locator, type Page } from '@playwright/test';
import { forms as formsJson } from './content-files';
import type { FormCopy } from '../lib/content';
import { DEFAULT_RELAY_SETTINGS } from '../lib/enquiry/server';
import { products } from './routes';

export const copy = formsJson as unknown as FormCopy;
/** A little over the relay's minimum time from a form's first use to its send. */
export const PERSON_PACE_MS = DEFAULT_RELAY_SETTINGS.minFillMs + 300;

export interface FormUnderTest {
  name: string;
  path: string;
  formId: string;
  variant: keyof FormCopy['forms'];
  /** The product preselected when the page opens ('' for none). */
  preselected: string;
  /** The product a visitor picks in the tests. */
  pick: string;
}

const firstProduct = products[0]!;
const otherProduct = products[1] ?? products[0]!;
export const FORMS: FormUnderTest[] = [
  { name: 'Contact enquiry', path: '/contact/', formId: 'contact-enquiry', variant: 'contact', preselected: '', pick: otherProduct.title },
  {
    name: 'Request a Consultation',
    path: `/product-details/${firstProduct.name}/`,
    formId: 'consultation-form',
    variant: 'consultation',
    preselected: firstProduct.title,
    pick: firstProduct.title,
  },
];

export type Values = { firstName: string; email: string; mobile: string; city: string; productName: string; message: string };

/** What a visitor types (with stray spaces), and what must arrive (trimmed). */
export function typed(form: FormUnderTest): Values {
  return {
    firstName: ' Priya ',
    email: 'priya.k@example.com ',
    mobile: '9876543210',
    city: 'Pune',
    productName: form.pick,
    message: 'Need a pressure system for a 6-floor building.\nPlease call after 5 pm.',
  };
}
export function trimmed(values: Values): Values {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as Values;
}

export function formParts(page: Page, form: FormUnderTest) {
  const root = page.locator(`form#${form.formId}`);
  const field = (name: keyof Values): Locator => root.locator(`[name="${name}"]`);
  return {
    root,
    card: page.locator(`[data-enquiry-form="${form.formId}"]`),
    field,
    label: (name: keyof Values) => copy.fields[name].label,
    submit: root.getByRole('button', { name: copy.forms[form.variant].submit }),
    sending: root.getByRole('button', { name: copy.sending }),
    status: root.getByRole('status'),
    failure: root.getByRole('alert').filter({ hasText: copy.failure.title }),
    invalid: root.getByRole('alert').filter({ hasText: copy.invalidForm }),
    retry: root.getByRole('button', { name: copy.failure.retry }),
  };
}

/**
 * Fills the form as a person would, as far as the relay's robot check goes: the send may follow
 * at once, as it comes at least PERSON_PACE_MS after the first field was used.
 */
export async function fill(page: Page, form: FormUnderTest, values: Values) {
  const f = formParts(page, form);
  await f.field('firstName').fill(values.firstName);
  // After the first field is in use: the fill itself may wait for the page before it starts.
  const started = Date.now();
  await f.field('email').fill(values.email);
  await f.field('mobile').fill(values.mobile);
  await f.field('city').fill(values.city);
  await f.field('productName').selectOption(values.productName);
  await f.field('message').fill(values.message);
  await waitForPersonPace(page, started);
}

/** Waits until PERSON_PACE_MS have passed since `started` (a Date.now() taken once the form's first field was used). */
export async function waitForPersonPace(page: Page, started: number) {
  const left = started + PERSON_PACE_MS - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

export async function expectValues(page: Page, form: FormUnderTest, values: Values) {
  const f = formParts(page, form);
  for (const [name, value] of Object.entries(values) as [keyof Values, string][]) {
    await expect(f.field(name), `${name} keeps its value`).toHaveValue(name === 'email' ? value.trim() : value);
  }
}
