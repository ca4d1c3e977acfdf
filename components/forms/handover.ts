// The hand-over from the server's form to the interactive one. A visitor can type into the
// server's form before any script runs; once the form's code has loaded (DeferredEnquiryForm),
// React replaces it. This watches the server's form and, at the swap, takes a snapshot of what the
// visitor did (values, fields left, a pending Enter, first use, focus, caret and where the focused
// field was on screen), so nothing changes for the visitor but that the form now checks and sends.
import { isSubmitKey } from './actions/submit-key';

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

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (element: Element | null): element is Control => element?.matches('input, select, textarea') ?? false;

/**
 * Watches the server's form inside `element`, whose HTML gave its controls `initial` values (by
 * name). `wantCode` is called when the visitor touches the form or presses Enter in it.
 */
export function watchServerForm(element: HTMLElement, initial: Record<string, string>, wantCode: () => void) {
  const controls = [...element.querySelectorAll<Control>('input, select, textarea')].filter((control) => control.name);
  const touched = new Set<string>();
  let submit = false;
  // Focused or typed into before these listeners came: the first use came after the page started
  // loading, the earliest time that can be vouched for. (Compared with the HTML's values, not the
  // controls' defaultValue, which hydration may have set to what was typed.)
  const usedBefore = element.contains(document.activeElement) || controls.some((control) => control.value !== (initial[control.name] ?? ''));
  let firstUsedAt = usedBefore ? Math.round(performance.timeOrigin) : null;

  const listeners: Partial<Record<keyof HTMLElementEventMap, (event: Event) => void>> = {
    focusin: () => {
      firstUsedAt ??= Date.now();
      wantCode();
    },
    focusout: (event) => isControl(event.target as Element) && touched.add((event.target as Control).name),
    // Enter in a field is a send (or an invalid attempt); the interactive form carries it out.
    keydown: (event) => {
      if (!isSubmitKey(event as KeyboardEvent)) return;
      event.preventDefault();
      submit = true;
      wantCode();
    },
  };
  listeners.pointerdown = listeners.focusin;
  for (const [type, listener] of Object.entries(listeners)) element.addEventListener(type, listener);

  return {
    /** The state of the server's form now, and a way to put its focus back after the swap. */
    capture() {
      const values = Object.fromEntries(controls.map((control) => [control.name, control.value]));
      const active = document.activeElement;
      const focused = isControl(active) && element.contains(active) && active.id ? active : null;
      // A select has no caret; an e-mail input's is null, and the browser leaves it at the end.
      const caret = focused && !(focused instanceof HTMLSelectElement) ? { start: focused.selectionStart, end: focused.selectionEnd } : null;
      const handover: EnquiryHandover = { values, touched: [...touched], submit, firstUsedAt };
      // Where the visitor sees the field: the swap puts new markup in, so the browser's scroll
      // anchoring cannot keep the field there when errors appear above it.
      const top = focused?.getBoundingClientRect().top ?? 0;
      const restoreFocus = () => {
        const next = focused && document.getElementById(focused.id);
        if (!isControl(next)) return;
        const moved = next.getBoundingClientRect().top - top;
        if (moved) window.scrollBy({ top: moved, behavior: 'instant' }); // 0 would stop a smooth scroll under way
        next.focus({ preventScroll: true });
        if (caret?.start != null && !(next instanceof HTMLSelectElement)) next.setSelectionRange(caret.start, caret.end);
      };
      return { handover, restoreFocus };
    },
    stop: () => Object.entries(listeners).forEach(([type, listener]) => element.removeEventListener(type, listener)),
  };
}
