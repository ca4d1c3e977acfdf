'use client';

import clsx from 'clsx';
import { useEffect, useState } from 'react';
import styles from './BackToTop.module.css';

/** The button appears once the page is scrolled more than this. */
const SHOW_AFTER_PX = 300;

/** `focusId`: what takes focus at the top, the main content (lib/page-ids.ts). */
export function BackToTop({ label, focusId }: { label: string; focusId: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
    document.getElementById(focusId)?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={clsx(styles.button, visible && styles.visible)}
      onClick={toTop}
      aria-label={label}
      hidden={!visible}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
