'use client';
// Loads the enquiry form's code (Formik, Yup, the API client: most of the page's own JavaScript)
// only when the form comes near the screen or the visitor touches it, so a visitor who reads
// the page and leaves never downloads it. Until then the server's form is on screen and can be
// typed into; at the hand-over the interactive form starts from what was typed, keeps the
// focus and caret where they were, shows errors for the fields already left, and carries out
// an Enter pressed meanwhile.
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { isSubmitKey } from '@/lib/enquiry/submit-key';
import type { EnquiryFormSettings } from './EnquiryFormView';
import type { EnquiryHandover, InteractiveEnquiryFormProps } from './InteractiveEnquiryForm';

/** How far below (or above) the screen the form may still be when its code starts loading. */
const LOAD_AHEAD = '800px 0px';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (element: Element | null): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

const isTextControl = (element: Element | null): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

interface DeferredEnquiryFormProps {
  settings: EnquiryFormSettings;
  /** The server's form, shown until the interactive one takes over. */
  children: ReactNode;
}

interface Loaded {
  Form: ComponentType<InteractiveEnquiryFormProps>;
  handover: EnquiryHandover;
}

export function DeferredEnquiryForm({ settings, children }: DeferredEnquiryFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let loading = false;
    const touched = new Set<string>();
    let submitRequested = false;
    // Enter in a field is a send (or an invalid attempt); the interactive form carries it out.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSubmitKey(event)) return;
      event.preventDefault();
      submitRequested = true;
      load();
    };
    const onFocusOut = (event: FocusEvent) => {
      const target = event.target as Element | null;
      if (isControl(target) && target.name) touched.add(target.name);
    };

    const takeOver = (Form: Loaded['Form']) => {
      if (cancelled) return;
      const values: Record<string, string> = {};
      for (const control of element.querySelectorAll<Control>('input, select, textarea')) {
        if (control.name) values[control.name] = control.value;
      }
      const active = document.activeElement;
      const focused = isControl(active) && element.contains(active) ? active : null;
      const caret = isTextControl(focused) ? { start: focused.selectionStart, end: focused.selectionEnd } : null;
      // Synchronously, so nothing typed can slip in between reading the values and replacing the form.
      flushSync(() => setLoaded({ Form, handover: { values, touched: [...touched], submit: submitRequested } }));
      if (!focused?.id) return;
      const next = document.getElementById(focused.id);
      if (!isControl(next)) return;
      next.focus({ preventScroll: true });
      // An e-mail input has no caret API (null); the browser leaves its caret at the end.
      if (caret?.start != null && isTextControl(next)) next.setSelectionRange(caret.start, caret.end);
    };

    const load = () => {
      if (loading) return;
      loading = true;
      observer.disconnect();
      import('./InteractiveEnquiryForm').then(
        // In a task of its own: evaluating the new code and rendering the form would otherwise
        // make one long task that holds up whatever the visitor does meanwhile.
        (module) => setTimeout(() => takeOver(module.InteractiveEnquiryForm)),
        () => {
          loading = false; // offline for a moment: the next touch tries again
        },
      );
    };

    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
      rootMargin: LOAD_AHEAD,
    });
    observer.observe(element);
    element.addEventListener('focusin', load);
    element.addEventListener('pointerdown', load);
    element.addEventListener('focusout', onFocusOut);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      cancelled = true;
      observer.disconnect();
      element.removeEventListener('focusin', load);
      element.removeEventListener('pointerdown', load);
      element.removeEventListener('focusout', onFocusOut);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const { Form, handover } = loaded ?? {};
  return (
    <div ref={container} data-enquiry-ready={Form ? '' : undefined}>
      {Form ? <Form {...settings} handover={handover} /> : children}
    </div>
  );
}
