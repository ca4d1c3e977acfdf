// The page tells the header where it is in each language: its metadata (components/seo/
// page-metadata.ts) announces its alternates, and the language switcher in the header, rendered
// in the same request, waits for them. A page whose metadata does not come through there leaves
// the switcher waiting, and the build stops at that page after Next.js's 60 s page timeout.
import { cache } from 'react';

/** The page being rendered: its default-language path, and its path in each language it exists in ({ mr: '/mr/about/' }). */
export interface Alternates {
  path: string;
  languages: Record<string, string>;
}

interface Slot {
  announced: Promise<Alternates>;
  announce: (alternates: Alternates) => void;
}

const slot = cache((): Slot => {
  let announce!: (alternates: Alternates) => void;
  const announced = new Promise<Alternates>((resolve) => (announce = resolve));
  return { announced, announce };
});

/** Called once per page, by its metadata. */
export function announceAlternates(alternates: Alternates): void {
  slot().announce(alternates);
}

/** The page's alternates, once its metadata has announced them. */
export function pageAlternates(): Promise<Alternates> {
  return slot().announced;
}
