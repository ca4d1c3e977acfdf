'use client';
// Loads the enquiry form's code only when the form comes near the screen or the visitor touches
// it, so a visitor who reads the page and leaves never downloads it. Until then the server's
// form is on screen and can be typed into; handover.ts carries what was done there over.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { EnquiryFormSettings } from './EnquiryFormView';
import { watchServerForm, type EnquiryHandover } from './handover';
import type { InteractiveEnquiryForm } from './InteractiveEnquiryForm';

/** How far below (or above) the screen the form may still be when its code starts loading. */
const LOAD_AHEAD = '800px 0px';

/** `children` is the server's form, shown until the interactive one takes over. */
export function DeferredEnquiryForm({ settings, children }: { settings: EnquiryFormSettings; children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ Form: typeof InteractiveEnquiryForm; handover: EnquiryHandover } | null>(null);

  useEffect(() => {
    const element = container.current!;
    let cancelled = false;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      observer.disconnect();
      import('./InteractiveEnquiryForm').then(
        // In a task of its own: evaluating the new code and rendering the form would otherwise
        // make one long task that holds up whatever the visitor does meanwhile.
        (module) =>
          setTimeout(() => {
            if (cancelled) return;
            const { handover, restoreFocus } = watcher.capture();
            watcher.stop();
            // Synchronously, so nothing typed can slip in between the snapshot and the swap.
            flushSync(() => setLoaded({ Form: module.InteractiveEnquiryForm, handover }));
            restoreFocus();
          }),
        () => (loading = false), // offline for a moment: the next touch tries again
      );
    };

    // The HTML's values: every field empty but a product page's product (no schema import here,
    // which would bring Yup into the page's first scripts).
    const watcher = watchServerForm(element, { productName: settings.productChoice.defaultTitle }, load);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: LOAD_AHEAD });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      watcher.stop();
    };
    // The server's form does not change while this runs; its product is fixed for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={container} data-enquiry-ready={loaded ? '' : undefined}>
      {loaded ? <loaded.Form settings={settings} handover={loaded.handover} /> : children}
    </div>
  );
}
