// The enquiry form's markup, and nothing else: no state, no hooks. The server renders it without
// `live` (uncontrolled inputs: the form a visitor sees before its code has loaded), and
// InteractiveEnquiryForm renders it again with Formik's values and handlers, so the hand-over
// between the two changes nothing on screen.
import type { ChangeEventHandler, FocusEventHandler, FormEventHandler, KeyboardEventHandler, Ref } from 'react';
import type { ProductChoiceGroup } from '@/lib/catalog';
import { enquiryCanSend } from '@/lib/config';
import { HONEYPOT_FIELD } from '@/lib/enquiry/contract.mjs';
import { enquiryMailto } from '@/lib/enquiry/mailto';
import type { EnquiryFailure } from '@/lib/enquiry/post';
import { initialEnquiryValues, type EnquiryField, type EnquiryValues, type FormCopy } from '@/lib/enquiry/schema';
import { fillTemplate } from '@/lib/text';
import { Field } from './Field';
import styles from './EnquiryForm.module.css';

type ShownFailure = Exclude<EnquiryFailure, { kind: 'aborted' }>;
/** 'restored': the form holds an enquiry whose send a reload interrupted. */
export type EnquiryStatus = { kind: 'idle' | 'restored' | 'sending' | 'sent' } | { kind: 'failed'; failure: ShownFailure };

const failureCopyKey: Record<ShownFailure['kind'], keyof FormCopy['failure']['messages']> = {
  'not-configured': 'notConfigured',
  network: 'network',
  timeout: 'timeout',
  http: 'http',
  'bad-token': 'badToken',
  invalid: 'rejected',
  'rate-limited': 'rateLimited',
};

/** What stays the same for the life of one form: the server passes it to the client side. */
export interface EnquiryFormSettings {
  /** Unique on the page; prefixes every id inside the form. */
  formId: string;
  heading: string;
  headingLevel: 2 | 3;
  intro: string;
  submitLabel: string;
  copy: FormCopy;
  /** The product titles to choose from, grouped by category once the catalog is large. */
  productChoices: ProductChoiceGroup[];
  /** Where the whole list is when productChoices is only part of it (a large catalog's product page). */
  productChoicesUrl?: string;
  /** The product selected at the start ('' for none). */
  defaultProductTitle: string;
  /** Where the e-mail fallback goes. */
  enquiryEmail: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The interactive form's state and Formik's handlers. */
export interface LiveEnquiryForm {
  values: EnquiryValues;
  /** The error to show per field (touched fields only). */
  errors: Partial<Record<EnquiryField, string>>;
  submitDisabled: boolean;
  status: EnquiryStatus;
  /** Show 'Please enter valid data.' (after an invalid attempt). */
  invalidAlert: boolean;
  onChange: ChangeEventHandler<Control>;
  onBlur: FocusEventHandler<Control>;
  /** Any focus in the form: its first use, for the relay's robot check. */
  onFocus: FocusEventHandler<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onKeyDown: KeyboardEventHandler<HTMLFormElement>;
  onRetry: () => void;
  formRef: Ref<HTMLFormElement>;
  resultRef: Ref<HTMLDivElement>;
}

export function EnquiryFormView({ settings, live }: { settings: EnquiryFormSettings; live?: LiveEnquiryForm }) {
  const { formId, copy } = settings;
  // The server's form: every field empty but a product page's product; a new form is never valid.
  const values = live?.values ?? initialEnquiryValues(settings.defaultProductTitle);
  const errors = live?.errors ?? {};
  const status = live?.status ?? { kind: 'idle' };
  const submitDisabled = live?.submitDisabled ?? true;
  const Heading = settings.headingLevel === 2 ? 'h2' : 'h3';
  const sending = status.kind === 'sending';

  const field = (name: EnquiryField) => ({
    id: `${formId}-${name}`,
    name,
    label: copy.fields[name].label,
    hint: copy.fields[name].hint,
    error: errors[name],
    required: name !== 'message',
    marker: name === 'message' ? copy.optionalMarker : copy.requiredMarker,
  });
  // Controlled by Formik once it runs; before that the browser keeps what is typed. Values stay
  // editable while sending: the form never takes what was typed away.
  const bind = (name: EnquiryField) => (live ? { value: values[name], onChange: live.onChange, onBlur: live.onBlur } : { defaultValue: values[name] });
  const text = (name: EnquiryField) => ({ ...bind(name), placeholder: copy.fields[name].placeholder });

  const { choose, other } = copy.fields.productName;
  const option = (title: string) => <option key={title} value={title}>{title}</option>;
  // A preselected value that is not in the list (e.g. renamed) still shows.
  const listed = values.productName === other || settings.productChoices.some((group) => group.titles.includes(values.productName));

  const mailtoLink = (
    <p className={styles.mailto}>
      {copy.mailto.intro}{' '}
      <a href={enquiryMailto(settings.enquiryEmail, values, copy)} className={styles.mailtoLink}>
        {fillTemplate(copy.mailto.link, { email: settings.enquiryEmail })}
      </a>
    </p>
  );

  return (
    <div className={styles.card} data-enquiry-form={formId} data-pagefind-ignore="all">
      <Heading id={`${formId}-heading`} className={styles.heading}>
        {settings.heading}
      </Heading>
      <p id={`${formId}-intro`} className={styles.intro}>
        {settings.intro}
      </p>

      {!enquiryCanSend && (
        <div className={styles.notice} data-testid="enquiry-not-configured">
          <p>{copy.notConfigured.notice}</p>
          {mailtoLink}
        </div>
      )}

      <form
        ref={live?.formRef}
        id={formId}
        className={styles.form}
        noValidate
        aria-labelledby={`${formId}-heading`}
        aria-describedby={`${formId}-intro`}
        aria-busy={sending || undefined}
        onSubmit={live?.onSubmit}
        onKeyDown={live?.onKeyDown}
        onFocus={live?.onFocus}
      >
        <div className={styles.grid}>
          <Field {...field('firstName')}>{(control) => <input {...control} {...text('firstName')} type="text" autoComplete="given-name" />}</Field>
          <Field {...field('email')}>
            {(control) => <input {...control} {...text('email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} />}
          </Field>
          {/* type text: "tel-national" (the number without +91, which the 10-digit rule wants) is not
              allowed on type tel; inputmode still brings up the digit keypad. */}
          <Field {...field('mobile')}>
            {(control) => <input {...control} {...text('mobile')} type="text" inputMode="numeric" autoComplete="tel-national" spellCheck={false} />}
          </Field>
          <Field {...field('city')}>{(control) => <input {...control} {...text('city')} type="text" autoComplete="address-level2" />}</Field>
          <Field {...field('productName')}>
            {(control) => (
              <select {...control} {...bind('productName')}>
                <option value="">{choose}</option>
                {settings.productChoices.map((group) =>
                  group.label ? (
                    <optgroup key={`group:${group.label}`} label={group.label}>
                      {group.titles.map(option)}
                    </optgroup>
                  ) : (
                    group.titles.map(option)
                  ),
                )}
                {option(other)}
                {values.productName && !listed && option(values.productName)}
              </select>
            )}
          </Field>
          <Field {...field('message')} wide>
            {(control) => <textarea {...control} {...text('message')} rows={5} />}
          </Field>
        </div>
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{copy.trap.label}</label>
          <input id={`${formId}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        {live?.invalidAlert && (
          <p role="alert" className={styles.invalid}>
            {copy.invalidForm}
          </p>
        )}

        <div className={styles.actions}>
          <button type="submit" className={styles.submit} disabled={submitDisabled} data-sending={sending || undefined}>
            {sending && <span className={styles.spinner} aria-hidden="true" />}
            {sending ? copy.sending : settings.submitLabel}
          </button>
        </div>

        <div ref={live?.resultRef} tabIndex={-1} className={styles.result}>
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
                <p>
                  {fillTemplate(copy.failure.messages[failureCopyKey[status.failure.kind]], {
                    status: status.failure.kind === 'http' ? status.failure.status : '',
                    minutes: status.failure.kind === 'rate-limited' ? Math.max(1, Math.ceil(status.failure.retryAfterSeconds / 60)) : '',
                  })}
                </p>
              </div>
              <div className={styles.failureActions}>
                {status.failure.kind !== 'not-configured' && (
                  <button type="button" className={styles.retry} disabled={submitDisabled} onClick={live?.onRetry}>
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
