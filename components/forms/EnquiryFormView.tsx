// The enquiry form's markup, and nothing else: no state, no hooks. The server renders it without
// `live` (uncontrolled inputs: the form a visitor sees before its code has loaded), and
// InteractiveEnquiryForm renders it again with Formik's state and handlers, so the hand-over
// between the two changes nothing on screen.
import type { FormikProps } from 'formik';
import type { ComponentPropsWithRef, InputHTMLAttributes, Ref } from 'react';
import type { FormCopy } from '@/lib/content';
import { enquiryCanSend, enquiryFields, HONEYPOT_FIELD, initialEnquiryValues, withLanguageNote, type EnquiryFailure, type EnquiryField, type EnquiryValues, type FormProductChoice } from '@/lib/enquiry';
import { fillTemplate } from '@/lib/text';
import { enquiryMailto } from './actions/mailto';
import { Field } from './Field';
import styles from './EnquiryForm.module.css';

/** 'restored': the form holds an enquiry whose send a reload interrupted. */
export type EnquiryStatus = { kind: 'idle' | 'restored' | 'sending' | 'sent' } | { kind: 'failed'; failure: Exclude<EnquiryFailure, { kind: 'aborted' }> };

/** What stays the same for the life of one form: the server passes it to the client side. */
export interface EnquiryFormSettings {
  /** Unique on the page; prefixes every id inside the form. */
  formId: string;
  /** Which of content/forms.json's "forms" gives the heading, intro and button. */
  variant: keyof FormCopy['forms'];
  copy: FormCopy;
  productChoice: FormProductChoice;
  /** Where the e-mail fallback goes: the site's enquiry address. */
  enquiryEmail: string;
  /** Below the message of what is sent, on another language's pages (forms.json languageLine, filled in). */
  languageNote?: string;
}

/** The interactive form's state and handlers. */
interface LiveEnquiryForm {
  formik: FormikProps<EnquiryValues>;
  status: EnquiryStatus;
  /** Show 'Please enter valid data.' (after an invalid attempt). */
  invalidAlert: boolean;
  /** Spread on the <form>. */
  form: Pick<ComponentPropsWithRef<'form'>, 'ref' | 'onSubmit' | 'onKeyDown' | 'onFocus'>;
  onRetry: () => void;
  resultRef: Ref<HTMLDivElement>;
}

/** The one-line fields' keyboards and autofill hints. */
const inputAttributes: Record<Exclude<EnquiryField, 'productName' | 'message'>, InputHTMLAttributes<HTMLInputElement>> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false },
  // Type text: "tel-national" (the number without +91, which the 10-digit rule wants) is not
  // allowed on type tel; inputmode still brings up the digit keypad.
  mobile: { type: 'text', inputMode: 'numeric', autoComplete: 'tel-national', spellCheck: false },
  city: { type: 'text', autoComplete: 'address-level2' },
};

export function EnquiryFormView({ settings, live }: { settings: EnquiryFormSettings; live?: LiveEnquiryForm }) {
  const { formId, copy, productChoice } = settings;
  const text = copy.forms[settings.variant];
  const formik = live?.formik;
  // The server's form: every field empty but a product page's product.
  const values = formik?.values ?? initialEnquiryValues(productChoice.defaultTitle);
  const status = live?.status ?? { kind: 'idle' };
  const sending = status.kind === 'sending';
  // A new form is never valid, so the server's button starts disabled.
  const submitDisabled = !formik?.isValid || sending;

  // Controlled by Formik once it runs; before that the browser keeps what is typed. Values stay
  // editable while sending: the form never takes what was typed away.
  const bind = (name: EnquiryField) => (formik ? { value: values[name], onChange: formik.handleChange, onBlur: formik.handleBlur } : { defaultValue: values[name] });
  
  const { choose, other } = copy.fields.productName;
  const option = (title: string) => <option key={title} value={title}>{title}</option>;
  // A choice not in the list comes first: a case study's products named together (which stays to
  // go back to after picking one), or a value restored from before a rename.
  const listed = (title: string) => title === other || productChoice.choices.some((group) => group.titles.includes(title));
  const unlisted = [...new Set([productChoice.defaultTitle, values.productName])].filter((title) => title && !listed(title));
  const productSelect = (
    <>
      <option value="">{choose}</option>
      {unlisted.map(option)}
      {productChoice.choices.map((group) =>
        group.label ? <optgroup key={`group:${group.label}`} label={group.label}>{group.titles.map(option)}</optgroup> : group.titles.map(option),
      )}
      {option(other)}
    </>
  );

  const mailtoLink = (
    <p className={styles.mailto}>
      {copy.mailto.intro}{' '}
      <a href={enquiryMailto(settings.enquiryEmail, withLanguageNote(values, settings.languageNote), copy)} className={styles.mailtoLink}>
        {fillTemplate(copy.mailto.link, { email: settings.enquiryEmail })}
      </a>
    </p>
  );

  return (
    <div className={styles.card} data-enquiry-form={formId} data-pagefind-ignore="all">
      <h2 id={`${formId}-heading`} className={styles.heading}>{text.heading}</h2>
      <p id={`${formId}-intro`} className={styles.intro}>{productChoice.defaultCount > 1 && 'introSeveral' in text ? text.introSeveral : text.intro}</p>

      {!enquiryCanSend && (
        <div className={styles.notice} data-testid="enquiry-not-configured">
          <p>{copy.notConfigured.notice}</p>
          {mailtoLink}
        </div>
      )}

      <form {...live?.form} id={formId} className={styles.form} noValidate aria-labelledby={`${formId}-heading`} aria-describedby={`${formId}-intro`} aria-busy={sending || undefined}>
        <div className={styles.grid}>
          {enquiryFields.map((name) => (
            <Field key={name} formId={formId} name={name} copy={copy} error={formik?.touched[name] ? formik.errors[name] : undefined}>
              {(control) =>
                name === 'productName' ? (
                  <select {...control} {...bind(name)}>{productSelect}</select>
                ) : name === 'message' ? (
                  <textarea {...control} {...bind(name)} placeholder={copy.fields[name].placeholder} rows={5} />
                ) : (
                  <input {...control} {...bind(name)} placeholder={copy.fields[name].placeholder} {...inputAttributes[name]} />
                )
              }
            </Field>
          ))}
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
            {sending ? copy.sending : text.submit}
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
                  {fillTemplate(copy.failure.messages[status.failure.kind], {
                    status: status.failure.kind === 'http' ? status.failure.status : '',
                    minutes: status.failure.kind === 'rateLimited' ? Math.max(1, Math.ceil(status.failure.retryAfterSeconds / 60)) : '',
                  })}
                </p>
              </div>
              <div className={styles.failureActions}>
                {status.failure.kind !== 'notConfigured' && (
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
