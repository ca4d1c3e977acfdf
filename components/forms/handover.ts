// The hand-over from the server's form to the interactive one, in one place. The page's HTML holds
// the whole form, so a visitor can type into it before any script runs; the form's code loads
// only when the form comes near (DeferredEnquiryForm), and React then replaces the server's form.
// This watches the server's form and, at the swap, takes a snapshot of what the visitor did
// (values, fields already left, a pending Enter, first use, focus and caret) for the
// interactive form, so nothing changes for the visitor but that the form now checks and sends.
import { isSubmitKey } from '@/lib/enquiry/submit-key';

/** What the visitor did in the server's form before the interactive one took over. */
export interface EnquiryHandover {
  /** The controls' values by name. */
  values: Record<string, string>;
  /** The controls the visitor has left (they show their errors). */
  touched: string[];
  /** Enter was pressed in a field: submit (or show why not) at once. */
  submit: boolean;
  /** The first use (Date.now()), for the relay's robot check; null if not yet. */
  firstUsedAt: number | null;
}

/** The focused control and its caret, to put back after the swap. */
interface FocusSnapshot {
  id: string;
  caret: { start: number | null; end: number | null } | null;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (element: Element | null): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
const isTextControl = (element: Element | null): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

const controls = (element: HTMLElement) => [...element.querySelectorAll<Control>('input, select, textarea')];

/**
 * Starts watching the server's form inside `element`, whose HTML gave its controls `initial`
 * values (by name). `wantCode` is called when the visitor touches the form or presses Enter in it
 * (the code is needed now).
 */
export function watchServerForm(element: HTMLElement, initial: Record<string, string>, wantCode: () => void) {
  const touched = new Set<string>();
  let submit = false;
  // Typed into before the page's scripts ran: the first use came after the page started loading,
  // the earliest time that can be vouched for. (Compared with the HTML's values, not the
  // controls' defaultValue, which hydration may have set to what was typed.)
  const typedBefore = controls(element).some((control) => control.name && control.value !== (initial[control.name] ?? ''));
  let firstUsedAt: number | null = typedBefore ? Math.round(performance.timeOrigin) : null;

  const onFirstUse = () => {
    firstUsedAt ??= Date.now();
    wantCode();
  };
  const onFocusOut = (event: FocusEvent) => {
    const target = event.target as Element | null;
    if (isControl(target) && target.name) touched.add(target.name);
  };
  // Enter in a field is a send (or an invalid attempt); the interactive form carries it out.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSubmitKey(event)) return;
    event.preventDefault();
    submit = true;
    wantCode();
  };
  element.addEventListener('focusin', onFirstUse);
  element.addEventListener('pointerdown', onFirstUse);
  element.addEventListener('focusout', onFocusOut);
  element.addEventListener('keydown', onKeyDown);

  return {
    /** The state of the server's form now; call it right before the swap. */
    capture(): { handover: EnquiryHandover; focus: FocusSnapshot | null } {
      const values: Record<string, string> = {};
      for (const control of controls(element)) if (control.name) values[control.name] = control.value;
      const active = document.activeElement;
      const focused = isControl(active) && element.contains(active) && active.id ? active : null;
      const caret = isTextControl(focused) ? { start: focused.selectionStart, end: focused.selectionEnd } : null;
      return {
        handover: { values, touched: [...touched], submit, firstUsedAt },
        focus: focused ? { id: focused.id, caret } : null,
      };
    },
    stop() {
      element.removeEventListener('focusin', onFirstUse);
      element.removeEventListener('pointerdown', onFirstUse);
      element.removeEventListener('focusout', onFocusOut);
      element.removeEventListener('keydown', onKeyDown);
    },
  };
}

/** Puts the focus and caret back on the interactive form's control with the same id. */
export function restoreFocus(focus: FocusSnapshot | null) {
  if (!focus) return;
  const next = document.getElementById(focus.id);
  if (!isControl(next)) return;
  next.focus({ preventScroll: true });
  // An e-mail input has no caret API (null); the browser leaves its caret at the end.
  if (focus.caret?.start != null && isTextControl(next)) next.setSelectionRange(focus.caret.start, focus.caret.end);
}
