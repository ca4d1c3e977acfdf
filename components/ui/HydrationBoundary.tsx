import { Suspense, type ReactNode } from 'react';

/**
 * A page block that React hydrates and commits on its own, so a long page does not hydrate in
 * one long task that blocks taps on a slow phone. It is a Suspense boundary without a fallback:
 * nothing here suspends, the HTML is complete. (Next.js sends the later ones of a long page out
 * of order, as if streaming; scripts/postbuild/inline-boundaries.mjs puts them back in place at build time.)
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
