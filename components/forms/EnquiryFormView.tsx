// The enquiry form's markup, and nothing else: no state, no hooks. The server renders it with
// uncontrolled inputs (the form a visitor sees before its code has loaded), and
// InteractiveEnquiryForm renders it again with Formik's values and handlers, so the hand-over
// between the two changes nothing on screen.
import type { FormEventHandler, KeyboardEventHandler, Ref, ChangeEventHandler, FocusEventHandler } from 'react';
import type { EnquiryFailure } from '@/lib/enquiry/post';
import type { FailureCopyKey, FormCopy } from '@/lib/enquiry/copy';
import { fillTemplate } from '@/lib/enquiry/mailto';
import type { EnquiryField, EnquiryValues } from '@/lib/enquiry/schema';
import type { ProductChoiceGroup } from '@/lib/catalog';
import { Field, type SelectEntry } from './Field';
import styles from './EnquiryForm.module.css';
import { HONEYPOT_FIELD } from '@/lib/enquiry/contract.mjs';

export type EnquiryStatus =
  | { kind: 'idle' }
  /** The form holds an enquiry whose send a reload interrupted. */
  | { kind: 'restored' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; failure: Exclude<EnquiryFailure, { kind: 'aborted' }> };

type ShownFailure = Exclude<EnquiryFailure, { kind: 'aborted' }>;

const failureCopyKey: Record<ShownFailure['kind'], FailureCopyKey> = {
  'not-configured': 'notConfigured',
  network: 'network',
  timeout: 'timeout',
  http: 'http',
  'bad-token': 'badToken',
  invalid: 'rejected',
  'rate-limited': 'rateLimited',
};

function failureText(copy: FormCopy, failure: ShownFailure): string {
  return fillTemplate(copy.failure.messages[failureCopyKey[failure.kind]], {
    status: failure.kind === 'http' ? failure.status : '',
    minutes: failure.kind === 'rate-limited' ? Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) : '',
  });
}

/**
 * The spam trap's name. People and assistive technology never meet the field (it is off screen,
 * hidden from the accessibility tree and out of the tab order); robots that fill in every field do.
 */

/** Formik's side of the form; absent in the server's version. */
export interface EnquiryFormHandlers {
  onChange: ChangeEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  onBlur: FocusEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  /** Any focus in the form: its first use, for the relay's robot check. */
  onFocus: FocusEventHandler<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onKeyDown: KeyboardEventHandler<HTMLFormElement>;
  onRetry: () => void;
  formRef: Ref<HTMLFormElement>;
  resultRef: Ref<HTMLDivElement>;
}

export interface EnquiryFormViewProps {
  /** Unique on the page; prefixes every id inside the form. */
  formId: string;
  heading: string;
  headingLevel: 2 | 3;
  intro: string;
  submitLabel: string;
  copy: FormCopy;
  /** The product titles to choose from, grouped by category once the catalog is large. */
  productChoices: ProductChoiceGroup[];
  /**
   * Where the whole list is, when productChoices is not all of it (a product page of a large
   * catalog ships only its own product); the interactive form loads it.
   */
  productChoicesUrl?: string;
  values: EnquiryValues;
  /** The error to show per field (only for touched fields). */
  errors: Partial<Record<EnquiryField, string>>;
  /** Whether the site was built with the enquiry API settings. */
  configured: boolean;
  /** The prefilled e-mail to the company, the fallback when sending is impossible or failed. */
  mailtoHref: string;
  enquiryEmail: string;
  submitDisabled: boolean;
  status: EnquiryStatus;
  /** Show 'Please enter valid data.' (an invalid submit attempt). */
  invalidAlert: boolean;
  /** Formik's values and handlers; without them the inputs are uncontrolled. */
  handlers?: EnquiryFormHandlers;
}

/** What stays the same for the life of one form: the server passes it to the client side. */
export type EnquiryFormSettings = Pick<
  EnquiryFormViewProps,
  'formId' | 'heading' | 'headingLevel' | 'intro' | 'submitLabel' | 'copy' | 'productChoices' | 'productChoicesUrl' | 'enquiryEmail'
> & {
  /** The product title selected at the start ('' for none). */
  defaultProductTitle: string;
};

/** The element ids inside form `formId`. */
export function enquiryFormIds(formId: string) {
  return {
    heading: `${formId}-heading`,
    intro: `${formId}-intro`,
    field: (field: EnquiryField) => `${formId}-${field}`,
  };
}

export function EnquiryFormView(props: EnquiryFormViewProps) {
  const { formId, copy, values, errors, handlers, status } = props;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const ids = enquiryFormIds(formId);
  const sending = status.kind === 'sending';

  const fieldProps = (field: EnquiryField) => ({
    id: ids.field(field),
    name: field,
    // Controlled by Formik once it runs; before that the browser keeps what is typed.
    ...(handlers
      ? { value: values[field], onChange: handlers.onChange, onBlur: handlers.onBlur }
      : { defaultValue: values[field] }),
    error: errors[field],
    label: copy.fields[field].label,
    hint: copy.fields[field].hint,
    placeholder: copy.fields[field].placeholder,
    required: field !== 'message',
    marker: field === 'message' ? copy.optionalMarker : copy.requiredMarker,
    // Values stay editable while sending: the form never takes what was typed away.
  });

  const option = (title: string) => ({ value: title, label: title });
  const productOptions: SelectEntry[] = [
    { value: '', label: copy.fields.productName.choose },
    ...props.productChoices.flatMap((group): SelectEntry[] => (group.label ? [{ group: group.label, options: group.titles.map(option) }] : group.titles.map(option))),
    option(copy.fields.productName.other),
  ];
  // A preselected value that is not in the list (e.g. renamed) still shows.
  const listed = props.productChoices.some((group) => group.titles.includes(values.productName)) || values.productName === copy.fields.productName.other;
  if (values.productName && !listed) productOptions.push(option(values.productName));

  const mailtoLink = (
    <p className={styles.mailto}>
      {copy.mailto.intro}{' '}
      <a href={props.mailtoHref} className={styles.mailtoLink}>
        {fillTemplate(copy.mailto.link, { email: props.enquiryEmail })}
      </a>
    </p>
  );

  return (
    <div className={styles.card} data-enquiry-form={formId}>
      <Heading id={ids.heading} className={styles.heading}>
        {props.heading}
      </Heading>
      <p id={ids.intro} className={styles.intro}>
        {props.intro}
      </p>

      {!props.configured && (
        <div className={styles.notice} data-testid="enquiry-not-configured">
          <p>{copy.notConfigured.notice}</p>
          {mailtoLink}
        </div>
      )}

      <form
        ref={handlers?.formRef}
        id={formId}
        className={styles.form}
        noValidate
        aria-labelledby={ids.heading}
        aria-describedby={ids.intro}
        aria-busy={sending || undefined}
        onSubmit={handlers?.onSubmit}
        onKeyDown={handlers?.onKeyDown}
        onFocus={handlers?.onFocus}
      >

        <div className={styles.grid}>
          <Field {...fieldProps('firstName')} as="input" type="text" autoComplete="given-name" />
          <Field {...fieldProps('email')} as="input" type="email" inputMode="email" autoComplete="email" />
          {/* type text: "tel-national" (the number without +91, which the 10-digit rule wants) is not
              allowed on type tel; inputmode still brings up the digit keypad. */}
          <Field {...fieldProps('mobile')} as="input" type="text" inputMode="numeric" autoComplete="tel-national" />
          <Field {...fieldProps('city')} as="input" type="text" autoComplete="address-level2" />
          <Field {...fieldProps('productName')} as="select" options={productOptions} />
          <Field {...fieldProps('message')} as="textarea" rows={5} />
        </div>
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{copy.trap.label}</label>
          <input id={`${formId}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        {props.invalidAlert && (
          <p role="alert" className={styles.invalid}>
            {copy.invalidForm}
          </p>
        )}

        <div className={styles.actions}>
          <button type="submit" className={styles.submit} disabled={props.submitDisabled} data-sending={sending || undefined}>
            {sending && <span className={styles.spinner} aria-hidden="true" />}
            {sending ? copy.sending : props.submitLabel}
          </button>
        </div>

        <div ref={handlers?.resultRef} tabIndex={-1} className={styles.result}>
          <div role="status">
            {status.kind === 'restored' && (
              <div className={styles.notice}>
                <p>{copy.restored.text}</p>
              </div>
            )}
            {status.kind === 'sent' && (
              <div className={styles.success}>
                <p className={styles.resultTitle}>{copy.success.title}</p>
                <p>{copy.success.text}</p>
              </div>
            )}
          </div>
          {status.kind === 'failed' && (
            <div className={styles.failure}>
              <div role="alert">
                <p className={styles.resultTitle}>{copy.failure.title}</p>
                <p>{failureText(copy, status.failure)}</p>
              </div>
              <div className={styles.failureActions}>
                {status.failure.kind !== 'not-configured' && (
                  <button type="button" className={styles.retry} disabled={props.submitDisabled} onClick={handlers?.onRetry}>
                    {copy.failure.retry}
                  </button>
                )}
                {mailtoLink}
              </div>
            </div>
          )}
        </div>
      </form>
    </div>
  );
}
