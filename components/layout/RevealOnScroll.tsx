'use client';

import { useEffect } from 'react';

const ITEM = '[data-reveal-item]';
const REVEALED = 'data-revealed';

/**
 * Entrance animations: content blocks ([data-reveal-item]) fade and rise in (800 ms, CSS in
 * app/globals.css) the first time they scroll into view. Nothing is hidden until this script
 * runs: it marks html[data-reveal] only in the observer's first report, after marking the blocks
 * already in (or above) the viewport as revealed, so nothing visible blinks. The observer reads
 * positions after the browser's own next layout, so hydration never waits for an extra one. It
 * does nothing when the visitor prefers reduced motion. The site's links are plain links, so each
 * page runs this once, from its own load.
 */
export function RevealOnScroll() {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const root = document.documentElement;

    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        // On screen, or scrolled past: show it as it is.
        if (!entry.isIntersecting && entry.boundingClientRect.top >= 0) continue;
        entry.target.setAttribute(REVEALED, '');
        observer.unobserve(entry.target);
      }
      if (!root.hasAttribute('data-reveal')) root.setAttribute('data-reveal', '');
    });

    const scan = (scope: ParentNode) => {
      const items = Array.from(scope.querySelectorAll(`${ITEM}:not([${REVEALED}])`));
      if (scope instanceof Element && scope.matches(`${ITEM}:not([${REVEALED}])`)) items.push(scope);
      for (const item of items) observer.observe(item);
    };

    scan(document);

    // Blocks rendered later (streamed or client-rendered content) are handled as they appear.
    const mutations = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof Element) scan(node);
        });
      }
    });
    mutations.observe(document.body, { childList: true, subtree: true });

    return () => {
      mutations.disconnect();
      observer.disconnect();
    };
  }, []);

  return null;
}
