'use client';
// The enquiry form once its code has loaded (DeferredEnquiryForm loads it as the form comes
// near): Formik holds the values and runs the shared Yup schema; lib/enquiry/client.ts sends
// them. Nothing typed is lost: it starts from what the visitor typed before it took over, and a
// failed send keeps every value and offers a retry and an e-mail link.
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { enquiryConfig } from '@/lib/config';
import { isEnquiryConfigured, sendEnquiry } from '@/lib/enquiry/client';
import { enquiryMailto } from '@/lib/enquiry/mailto';
import { isSubmitKey } from '@/lib/enquiry/submit-key';
import {
  createEnquirySchema,
  enquiryErrors,
  enquiryFields,
  initialEnquiryValues,
  type EnquiryField,
  type EnquiryValues,
} from '@/lib/enquiry/schema';
import { EnquiryFormView, type EnquiryFormSettings, type EnquiryStatus } from './EnquiryFormView';

/** What the visitor did in the server's form before this one took over. */
export interface EnquiryHandover {
  /** The controls' values by name. */
  values: Record<string, string>;
  /** The names of the controls the visitor has left (they show their errors). */
  touched: string[];
  /** The visitor pressed Enter in a field: submit (or show why not) at once. */
  submit?: boolean;
}

export interface InteractiveEnquiryFormProps extends EnquiryFormSettings {
  handover?: EnquiryHandover;
}

const allTouched = Object.fromEntries(enquiryFields.map((field) => [field, true])) as Record<EnquiryField, boolean>;
const isField = (name: string): name is EnquiryField => (enquiryFields as readonly string[]).includes(name);

export function InteractiveEnquiryForm({ handover, defaultProductTitle, ...settings }: InteractiveEnquiryFormProps) {
  const { copy } = settings;
  const schema = useMemo(() => createEnquirySchema(copy.errors), [copy.errors]);
  // After a successful send the form goes back to this (the product page keeps its product).
  const blank = useMemo(() => initialEnquiryValues(defaultProductTitle), [defaultProductTitle]);

  // Formik starts from the hand-over, so its first render shows what the visitor typed.
  const [start] = useState(() => {
    const values: EnquiryValues = { ...blank };
    const touched: Partial<Record<EnquiryField, boolean>> = {};
    for (const [name, value] of Object.entries(handover?.values ?? {})) if (isField(name)) values[name] = value;
    for (const name of handover?.touched ?? []) if (isField(name)) touched[name] = true;
    return { values, touched, errors: enquiryErrors(schema, values) };
  });

  const [status, setStatus] = useState<EnquiryStatus>({ kind: 'idle' });
  const [showInvalid, setShowInvalid] = useState(false);
  const busy = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const lifetime = useRef<AbortController | null>(null);

  const formik = useFormik<EnquiryValues>({
    initialValues: start.values,
    initialErrors: start.errors,
    initialTouched: start.touched,
    validationSchema: schema,
    // Sending is done by submit() below, which needs to know about invalid attempts.
    onSubmit: () => {},
  });

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  const handedOverSubmit = useRef(handover?.submit ?? false);
  useEffect(() => {
    if (!handedOverSubmit.current) return;
    handedOverSubmit.current = false;
    void submit();
  });

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
        formik.resetForm({ values: blank, errors: enquiryErrors(schema, blank), touched: {} });
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
    if (!isSubmitKey(event.nativeEvent)) return;
    event.preventDefault();
    void submit();
  }

  const sending = status.kind === 'sending';
  const shownErrors = Object.fromEntries(
    enquiryFields.flatMap((field) => (formik.touched[field] && formik.errors[field] ? [[field, formik.errors[field]]] : [])),
  ) as Partial<Record<EnquiryField, string>>;

  return (
    <EnquiryFormView
      {...settings}
      values={formik.values}
      errors={shownErrors}
      configured={isEnquiryConfigured(enquiryConfig)}
      mailtoHref={enquiryMailto(settings.enquiryEmail, formik.values, copy)}
      submitDisabled={!formik.isValid || sending}
      status={status}
      // The "invalid data" alert goes away once the form is valid again.
      invalidAlert={showInvalid && !formik.isValid}
      handlers={{
        onChange: formik.handleChange,
        onBlur: formik.handleBlur,
        onSubmit: (event) => {
          event.preventDefault();
          void submit();
        },
        onKeyDown,
        onRetry: () => void submit(),
        resultRef,
      }}
    />
  );
}
