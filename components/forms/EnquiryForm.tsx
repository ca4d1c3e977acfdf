'use client';
// The enquiry form of the Contact page and of every product page ("Request a Consultation").
// Formik holds the values and runs the shared Yup schema; lib/enquiry/client.ts sends them.
// Nothing typed is lost: a failed send keeps every value and offers a retry and an e-mail link.
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { enquiryConfig } from '@/lib/config';
import { isEnquiryConfigured, sendEnquiry, type EnquiryFailure } from '@/lib/enquiry/client';
import type { FailureCopyKey, FormCopy } from '@/lib/enquiry/copy';
import { enquiryMailto, fillTemplate } from '@/lib/enquiry/mailto';
import {
  createEnquirySchema,
  enquiryErrors,
  enquiryFields,
  initialEnquiryValues,
  type EnquiryField,
  type EnquiryValues,
} from '@/lib/enquiry/schema';
import { Field } from './Field';
import styles from './EnquiryForm.module.css';

export interface EnquiryFormProps {
  /** Unique on the page; prefixes every id inside the form. */
  formId: string;
  /** Which copy of content/forms.json ("forms") to use for heading, intro and button. */
  variant: keyof FormCopy['forms'];
  /** Overrides the variant's heading. */
  heading?: string;
  headingLevel?: 2 | 3;
  /** The products to choose from; the select shows (and sends) their titles. */
  products: { name: string; title: string }[];
  /** The product (its route name) to preselect, e.g. on that product's page. */
  defaultProductName?: string;
  /** Where the e-mail fallback goes: the site's enquiry address. */
  enquiryEmail: string;
  copy: FormCopy;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; failure: Exclude<EnquiryFailure, { kind: 'aborted' }> };

const failureCopyKey: Record<Exclude<EnquiryFailure['kind'], 'aborted'>, FailureCopyKey> = {
  'not-configured': 'notConfigured',
  network: 'network',
  timeout: 'timeout',
  http: 'http',
  'bad-token': 'badToken',
};

const allTouched = Object.fromEntries(enquiryFields.map((field) => [field, true])) as Record<EnquiryField, boolean>;

export function EnquiryForm({
  formId,
  variant,
  heading,
  headingLevel = 2,
  products,
  defaultProductName,
  enquiryEmail,
  copy,
}: EnquiryFormProps) {
  const text = copy.forms[variant];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const configured = isEnquiryConfigured(enquiryConfig);
  const ids = {
    heading: `${formId}-heading`,
    intro: `${formId}-intro`,
    field: (field: EnquiryField) => `${formId}-${field}`,
  };

  const schema = useMemo(() => createEnquirySchema(copy.errors), [copy.errors]);
  const defaultTitle = products.find((product) => product.name === defaultProductName)?.title ?? '';
  const initialValues = useMemo(() => initialEnquiryValues(defaultTitle), [defaultTitle]);
  // Computed up front so the static HTML already has the submit button disabled.
  const initialErrors = useMemo(() => enquiryErrors(schema, initialValues), [schema, initialValues]);

  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [showInvalid, setShowInvalid] = useState(false);
  const busy = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const lifetime = useRef<AbortController | null>(null);

  const formik = useFormik<EnquiryValues>({
    initialValues,
    initialErrors,
    validationSchema: schema,
    // Sending is done by submit() below, which needs to know about invalid attempts.
    onSubmit: () => {},
  });

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  // The result (success or failure) takes the focus, so it is read out and the retry button
  // and e-mail link are next in the tab order; the submit button was disabled meanwhile.
  useEffect(() => {
    if (status.kind === 'sent' || status.kind === 'failed') resultRef.current?.focus();
  }, [status]);

  async function submit() {
    if (busy.current) return; // a double click, or Enter while sending
    busy.current = true;
    try {
      const errors = await formik.validateForm();
      if (Object.keys(errors).length > 0) {
        await formik.setTouched(allTouched, false);
        setShowInvalid(true);
        return;
      }
      setShowInvalid(false);
      setStatus({ kind: 'sending' });
      formik.setSubmitting(true);
      const result = await sendEnquiry(formik.values, { config: enquiryConfig, signal: lifetime.current?.signal });
      if (!result.ok && result.kind === 'aborted') return; // the form is gone
      formik.setSubmitting(false);
      if (result.ok) {
        formik.resetForm({ values: initialValues, errors: initialErrors, touched: {} });
        setStatus({ kind: 'sent' });
      } else {
        setStatus({ kind: 'failed', failure: result });
      }
    } finally {
      busy.current = false;
    }
  }

  // With the submit button disabled, browsers ignore Enter; the form handles it itself so an
  // invalid attempt still gets the alert and every field's error.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || target.tagName !== 'INPUT') return;
    event.preventDefault();
    void submit();
  }

  const sending = status.kind === 'sending';
  // The "invalid data" alert goes away once the form is valid again.
  const invalidAlert = showInvalid && !formik.isValid;
  const mailto = enquiryMailto(enquiryEmail, formik.values, copy);
  const mailtoLink = (
    <p className={styles.mailto}>
      {copy.mailto.intro}{' '}
      <a href={mailto} className={styles.mailtoLink}>
        {fillTemplate(copy.mailto.link, { email: enquiryEmail })}
      </a>
    </p>
  );

  const errorOf = (field: EnquiryField): string | undefined =>
    formik.touched[field] && formik.errors[field] ? formik.errors[field] : undefined;
  const fieldProps = (field: EnquiryField) => ({
    id: ids.field(field),
    name: field,
    value: formik.values[field],
    error: errorOf(field),
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    label: copy.fields[field].label,
    hint: copy.fields[field].hint,
    placeholder: copy.fields[field].placeholder,
    required: field !== 'message',
    marker: field === 'message' ? copy.optionalMarker : copy.requiredMarker,
    // Values stay editable while sending: the form never takes what was typed away.
  });

  const productOptions = [
    { value: '', label: copy.fields.productName.choose },
    ...products.map((product) => ({ value: product.title, label: product.title })),
    { value: copy.fields.productName.other, label: copy.fields.productName.other },
  ];
  // A preselected value that is not in the list (e.g. renamed) still shows.
  if (formik.values.productName && !productOptions.some((option) => option.value === formik.values.productName)) {
    productOptions.push({ value: formik.values.productName, label: formik.values.productName });
  }

  return (
    <div className={styles.card} data-enquiry-form={formId}>
      <Heading id={ids.heading} className={styles.heading}>
        {heading ?? text.heading}
      </Heading>
      <p id={ids.intro} className={styles.intro}>
        {text.intro}
      </p>

      {!configured && (
        <div className={styles.notice} data-testid="enquiry-not-configured">
          <p>{copy.notConfigured.notice}</p>
          {mailtoLink}
        </div>
      )}

      <form
        id={formId}
        className={styles.form}
        noValidate
        aria-labelledby={ids.heading}
        aria-describedby={ids.intro}
        aria-busy={sending || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        onKeyDown={onKeyDown}
      >
        <div className={styles.grid}>
          <Field {...fieldProps('firstName')} as="input" type="text" autoComplete="given-name" />
          <Field {...fieldProps('email')} as="input" type="email" inputMode="email" autoComplete="email" />
          <Field {...fieldProps('mobile')} as="input" type="tel" inputMode="numeric" autoComplete="tel-national" />
          <Field {...fieldProps('city')} as="input" type="text" autoComplete="address-level2" />
          <Field {...fieldProps('productName')} as="select" options={productOptions} />
          <Field {...fieldProps('message')} as="textarea" rows={5} />
        </div>

        {invalidAlert && (
          <p role="alert" className={styles.invalid}>
            {copy.invalidForm}
          </p>
        )}

        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.submit}
            disabled={!formik.isValid || sending}
            data-sending={sending || undefined}
          >
            {sending && <span className={styles.spinner} aria-hidden="true" />}
            {sending ? copy.sending : text.submit}
          </button>
        </div>

        <div ref={resultRef} tabIndex={-1} className={styles.result}>
          <div role="status">
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
                  })}
                </p>
              </div>
              <div className={styles.failureActions}>
                {status.failure.kind !== 'not-configured' && (
                  <button
                    type="button"
                    className={styles.retry}
                    disabled={!formik.isValid || sending}
                    onClick={() => void submit()}
                  >
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
