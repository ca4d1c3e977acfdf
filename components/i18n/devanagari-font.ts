import localFont from 'next/font/local';

// Noto Sans Devanagari for the Marathi and Hindi pages, cut by scripts/build/fonts.mjs to the
// content's Devanagari letters with all its shaping features (conjuncts, reordered vowel signs,
// the Marathi forms), 400-700. Only app/(translated)/[lang]/layout.tsx imports it, so Next.js
// preloads it (and the paint-first loader fetches it) on those pages only; English pages, which
// show Devanagari only in the language switcher, keep the system's face for it. Loaded like the
// body font (components/layout/SiteDocument.tsx): a later page uses it once it is at hand.
export const devanagariFont = localFont({
  src: '../../lib/generated/fonts/devanagari-subset.woff2',
  weight: '400 700',
  variable: '--font-devanagari',
  display: 'optional',
  adjustFontFallback: false,
});
