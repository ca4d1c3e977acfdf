'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and during hydration, true from then on. Components mark themselves
 * ready with it (data-*-ready), which is also what the browser tests wait for: since the scripts
 * load after the first paint (scripts/postbuild/paint-first.mjs), "loaded" does not always mean "hydrated".
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
