'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** The build year in the HTML, then the visitor's current year, so it is right after New Year. */
export function CopyrightYear({ initialYear }: { initialYear: number }) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => initialYear,
  );
  return <span data-testid="copyright-year">{year}</span>;
}
