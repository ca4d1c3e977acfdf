'use client';
// The enquiry form once its code has loaded (DeferredEnquiryForm loads it as the form comes
// near): Formik holds the values, runs the shared Yup schema and, in its onSubmit, sends them.
// Nothing typed is lost: it starts from the hand-over or from an enquiry a reload interrupted, and
// a failed send keeps every value and offers a retry (same idempotency key) and an e-mail link.
// In relay mode the proof of work is solved in a worker from the form's first use (not before:
// the page's own loading never pays for it) and goes with the send.
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { assetPath } from '@/lib/config';
import { CHALLENGE_PATH, createEnquirySchema, enquiryCanSend, enquiryErrors, enquiryFields, enquiryMode, HONEYPOT_FIELD, initialEnquiryValues, RELAY_PATH, withLanguageNote, type EnquiryField, type EnquiryValues } from '@/lib/enquiry';
import { pendingEnquiries, sessionStore } from './actions/pending';
import { createPowSolver } from './actions/proof-of-work';
import { sendEnquiryFromPage, type RelayBody } from './actions/send';
import { solveInWorker } from './actions/solve-in-worker';
import { isSubmitKey } from './actions/submit-key';
import { EnquiryFormView, type EnquiryFormSettings, type EnquiryStatus } from './EnquiryFormView';
import type { EnquiryHandover } from './handover';
import { useProductChoices } from './useProductChoices';

const isField = (name: string): name is EnquiryField => (enquiryFields as readonly string[]).includes(name);

export function InteractiveEnquiryForm({ settings, handover }: { settings: EnquiryFormSettings; handover?: EnquiryHandover }) {
  const { copy, formId } = settings;
  const productChoices = useProductChoices(settings.productChoice);
  const schema = useMemo(() => createEnquirySchema(copy.errors), [copy.errors]);
  // After a successful send the form goes back to this (the product page keeps its product).
  const blank = useMemo(() => initialEnquiryValues(settings.productChoice.defaultTitle), [settings.productChoice.defaultTitle]);
  const pendings = useMemo(() => pendingEnquiries(sessionStore(), formId), [formId]);
  // Where Formik starts: the hand-over, or (if nothing was typed) an enquiry a reload interrupted.
  const [start] = useState(() => {
    const values = { ...blank, ...Object.fromEntries(Object.entries(handover?.values ?? {}).filter(([name]) => isField(name))) };
    const interrupted = enquiryFields.every((field) => values[field].trim() === blank[field].trim()) ? pendings.load() : null;
    return { values: interrupted?.values ?? values, restored: interrupted !== null, firstUsedAt: interrupted?.firstUsedAt ?? handover?.firstUsedAt ?? null };
  });

  const [status, setStatus] = useState<EnquiryStatus>({ kind: start.restored ? 'restored' : 'idle' });
  const [showInvalid, setShowInvalid] = useState(false);
  const busy = useRef(false);
  const firstUsedAt = useRef(start.firstUsedAt);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const lifetime = useRef<AbortController | null>(null);
  // Direct mode (no relay) sends no proof of work.
  const [pow] = useState(() => (enquiryMode === 'relay' && enquiryCanSend ? createPowSolver({ challengeUrl: assetPath(CHALLENGE_PATH), solve: solveInWorker }) : null));

  const formik = useFormik<EnquiryValues>({
    initialValues: start.values,
    initialErrors: enquiryErrors(schema, start.values),
    initialTouched: Object.fromEntries((handover?.touched ?? []).filter(isField).map((name) => [name, true])),
    validationSchema: schema,
    onSubmit: send,
  });

  // Enter pressed in the server's form: carried out once the interactive form is there (once,
  // though development's StrictMode mounts twice).
  const handedOverEnter = useRef(handover?.submit);
  useEffect(() => {
    lifetime.current = new AbortController();
    if (firstUsedAt.current !== null) pow?.start(); // typed before the swap, or restored
    if (handedOverEnter.current) void submit();
    handedOverEnter.current = false;
    return () => lifetime.current?.abort();
    // submit() reads Formik's state when it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The result takes the focus, so it is read out and the retry button and e-mail link are next
  // in the tab order (the submit button was disabled meanwhile).
  useEffect(() => {
    if (status.kind === 'sent' || status.kind === 'failed') resultRef.current?.focus();
  }, [status]);

  /** Every way to send (button, Enter, retry, a handed-over Enter) comes here, one at a time. */
  async function submit() {
    if (busy.current) return; // a double click, or Enter while sending
    busy.current = true;
    try {
      setShowInvalid(Object.keys(await formik.validateForm()).length > 0);
      await formik.submitForm(); // touches every field; calls send() only when the values are valid
    } finally {
      busy.current = false;
    }
  }

  async function send(values: EnquiryValues) {
    if (!enquiryCanSend) return setStatus({ kind: 'failed', failure: { ok: false, kind: 'notConfigured' } });
    setStatus({ kind: 'sending' });
    // The same values keep the same idempotency key, across retries and a reload.
    const pending = pendings.begin(values, firstUsedAt.current ?? Date.now());
    // The trap as it is now, or as a robot filled it in the server's form before the swap.
    const trapInput = formRef.current?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null;
    const trap = trapInput?.value || (handover?.values[HONEYPOT_FIELD] ?? '');
    const attempt = async () => {
      const body: RelayBody = { ...withLanguageNote(pending.values, settings.languageNote), [HONEYPOT_FIELD]: trap, elapsedMs: Date.now() - pending.firstUsedAt };
      const altcha = await pow?.solution();
      if (altcha) body.altcha = altcha;
      return sendEnquiryFromPage(body, { url: assetPath(RELAY_PATH), idempotencyKey: pending.key, signal: lifetime.current?.signal });
    };
    let result = await attempt();
    // Refused (expired, say, after a long pause): a new challenge, solved now, and one resend.
    if (!result.ok && result.kind === 'proofOfWork') {
      pow?.forget();
      result = await attempt();
    }
    // Used up, whether accepted or refused; any other failure keeps it for the retry with the same key.
    if (result.ok || result.kind === 'proofOfWork') pow?.forget();
    if (result.ok) {
      pendings.settle();
      firstUsedAt.current = null;
      formik.resetForm({ values: blank, errors: enquiryErrors(schema, blank), touched: {} });
      return setStatus({ kind: 'sent' });
    }
    if (result.kind === 'aborted') return; // the form is gone
    if (result.kind === 'rejected') {
      // The relay checks with the same schema; show its words on the fields it names.
      formik.setErrors(result.errors);
      await formik.setTouched(Object.fromEntries(Object.keys(result.errors).map((field) => [field, true])), false);
    }
    setStatus({ kind: 'failed', failure: result });
  }

  const submitNow = (event: { preventDefault(): void }) => {
    event.preventDefault();
    void submit();
  };

  return (
    <EnquiryFormView
      settings={{ ...settings, productChoice: { ...settings.productChoice, choices: productChoices.choices } }}
      live={{
        formik,
        status,
        // The "invalid data" alert goes away once the form is valid again.
        invalidAlert: showInvalid && !formik.isValid,
        form: {
          ref: formRef,
          onSubmit: submitNow,
          // With the submit button disabled, browsers ignore Enter; the form handles it itself so
          // an invalid attempt still gets the alert and every field's error.
          onKeyDown: (event) => isSubmitKey(event.nativeEvent) && submitNow(event),
          // Any focus in the form is its first use (the relay's robot check) and brings the whole product list.
          onFocus: () => {
            firstUsedAt.current ??= Date.now();
            pow?.start();
            productChoices.showAll();
          },
        },
        onRetry: () => void submit(),
        resultRef,
      }}
    />
  );
}
