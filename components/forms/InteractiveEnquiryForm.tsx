'use client';
// The enquiry form once its code has loaded (DeferredEnquiryForm loads it as the form comes
// near): Formik holds the values, runs the shared Yup schema and, through its onSubmit, sends
// them (lib/enquiry/send.ts). Nothing typed is lost: it starts from the hand-over (handover.ts) or
// from an enquiry a reload interrupted, and a failed send keeps every value and offers a retry,
// which reuses the enquiry's idempotency key, and an e-mail link.
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { assetPath, enquiryConfig, enquiryMode, RELAY_PATH } from '@/lib/config';
import { HONEYPOT_FIELD } from '@/lib/enquiry/contract.mjs';
import { enquiryMailto } from '@/lib/enquiry/mailto';
import { pendingEnquiries, sessionStore } from '@/lib/enquiry/pending';
import { canSend } from '@/lib/enquiry/post';
import { createEnquirySchema, enquiryErrors, enquiryFields, initialEnquiryValues, type EnquiryField, type EnquiryValues } from '@/lib/enquiry/schema';
import { sendEnquiryFromPage } from '@/lib/enquiry/send';
import { isSubmitKey } from '@/lib/enquiry/submit-key';
import { EnquiryFormView, type EnquiryFormSettings, type EnquiryStatus } from './EnquiryFormView';
import type { EnquiryHandover } from './handover';
import { useProductChoices } from './useProductChoices';

export interface InteractiveEnquiryFormProps extends EnquiryFormSettings {
  handover?: EnquiryHandover;
}

const isField = (name: string): name is EnquiryField => (enquiryFields as readonly string[]).includes(name);
const sameAs = (a: EnquiryValues, b: EnquiryValues) => enquiryFields.every((field) => a[field].trim() === b[field].trim());

export function InteractiveEnquiryForm({ handover, defaultProductTitle, ...settings }: InteractiveEnquiryFormProps) {
  const { copy } = settings;
  const productChoices = useProductChoices(settings.productChoices, settings.productChoicesUrl);
  const schema = useMemo(() => createEnquirySchema(copy.errors), [copy.errors]);
  // After a successful send the form goes back to this (the product page keeps its product).
  const blank = useMemo(() => initialEnquiryValues(defaultProductTitle), [defaultProductTitle]);
  const pendings = useMemo(() => pendingEnquiries(sessionStore(), settings.formId), [settings.formId]);

  // Formik starts from the hand-over, or from an enquiry whose send a reload interrupted.
  const [start] = useState(() => {
    const values: EnquiryValues = { ...blank };
    const touched: Partial<Record<EnquiryField, boolean>> = {};
    for (const [name, value] of Object.entries(handover?.values ?? {})) if (isField(name)) values[name] = value;
    for (const name of handover?.touched ?? []) if (isField(name)) touched[name] = true;
    const interrupted = sameAs(values, blank) ? pendings.load() : null;
    return {
      values: interrupted?.values ?? values,
      touched,
      errors: enquiryErrors(schema, interrupted?.values ?? values),
      restored: interrupted !== null,
      firstUsedAt: interrupted?.firstUsedAt ?? handover?.firstUsedAt ?? null,
    };
  });

  const [status, setStatus] = useState<EnquiryStatus>(start.restored ? { kind: 'restored' } : { kind: 'idle' });
  const [showInvalid, setShowInvalid] = useState(false);
  const busy = useRef(false);
  const firstUsedAt = useRef(start.firstUsedAt);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const lifetime = useRef<AbortController | null>(null);

  const formik = useFormik<EnquiryValues>({
    initialValues: start.values,
    initialErrors: start.errors,
    initialTouched: start.touched,
    validationSchema: schema,
    onSubmit: send,
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

  /** Every way to send (button, Enter, retry, a hand-over's Enter) comes here once at a time. */
  async function submit() {
    if (busy.current) return; // a double click, or Enter while sending
    busy.current = true;
    try {
      const errors = await formik.validateForm();
      setShowInvalid(Object.keys(errors).length > 0);
      await formik.submitForm(); // touches every field; calls send() only when the values are valid
    } finally {
      busy.current = false;
    }
  }

  async function send(values: EnquiryValues) {
    if (!canSend(enquiryMode, enquiryConfig)) {
      setStatus({ kind: 'failed', failure: { ok: false, kind: 'not-configured' } });
      return;
    }
    setStatus({ kind: 'sending' });
    // The same values keep the same idempotency key, across retries and a reload.
    const pending = pendings.begin(values, firstUsedAt.current ?? Date.now());
    // The trap as it is now, or as a robot filled it in the server's form before the swap.
    const trapInput = formRef.current?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null;
    const trap = trapInput?.value || (handover?.values[HONEYPOT_FIELD] ?? '');
    const result = await sendEnquiryFromPage(
      { ...pending.values, [HONEYPOT_FIELD]: trap, elapsedMs: Date.now() - pending.firstUsedAt },
      { url: assetPath(RELAY_PATH), idempotencyKey: pending.key, signal: lifetime.current?.signal },
    );
    if (!result.ok && result.kind === 'aborted') return; // the form is gone
    if (result.ok) {
      pendings.settle();
      firstUsedAt.current = null;
      formik.resetForm({ values: blank, errors: enquiryErrors(schema, blank), touched: {} });
      setStatus({ kind: 'sent' });
      return;
    }
    if (result.kind === 'invalid') {
      // The relay checks with the same schema; show its words on the fields it names.
      formik.setErrors(result.errors);
      await formik.setTouched(Object.fromEntries(Object.keys(result.errors).map((field) => [field, true])), false);
    }
    setStatus({ kind: 'failed', failure: result });
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
      productChoices={productChoices.choices}
      values={formik.values}
      errors={shownErrors}
      configured={canSend(enquiryMode, enquiryConfig)}
      mailtoHref={enquiryMailto(settings.enquiryEmail, formik.values, copy)}
      submitDisabled={!formik.isValid || sending}
      status={status}
      // The "invalid data" alert goes away once the form is valid again.
      invalidAlert={showInvalid && !formik.isValid}
      handlers={{
        onChange: formik.handleChange,
        onBlur: formik.handleBlur,
        onFocus: () => {
          firstUsedAt.current ??= Date.now();
          productChoices.showAll();
        },
        onSubmit: (event) => {
          event.preventDefault();
          void submit();
        },
        onKeyDown,
        onRetry: () => void submit(),
        formRef,
        resultRef,
      }}
    />
  );
}
