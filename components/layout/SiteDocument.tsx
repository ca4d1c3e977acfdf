import clsx from 'clsx';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { pageLanguage } from '@/components/i18n/page-language';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { RevealOnScroll } from '@/components/layout/RevealOnScroll';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { SkipLink } from '@/components/layout/SkipLink';
import { JsonLd } from '@/components/seo/JsonLd';
import { getPages, getSite, getUi } from '@/lib/content';
import { jsonLdUrls } from '@/lib/languages';
import { organizationJsonLd } from '@/lib/structured-data';
import { PAGE_IDS } from '@/lib/page-ids';

// Self-hosted (no request to a font service): Inter, cut by scripts/build/fonts.mjs to the characters
// the content uses and the weights 400-700. A first visit does not wait for it: the paint-first
// loader takes over Next's preload of it, fetches it once the page has loaded, and marks <html>
// data-fonts on later pages, where app/globals.css uses it (scripts/postbuild/paint-first.mjs).
// `optional`: a browser that has since dropped it keeps the fallback for that page instead of
// swapping it under the visitor's eyes, which moves every line of text.
const bodyFont = localFont({
  src: '../../lib/generated/fonts/body-subset.woff2',
  weight: '400 700',
  variable: '--font-body',
  display: 'optional',
  // No metric-matched fallback face: with the font used only where it is cached, and `optional`,
  // nothing is ever swapped, so the fallback's metrics need not match.
  adjustFontFallback: false,
});

/**
 * The whole document around a page, in the page's language: <html lang>, the header, <main>, the
 * footer. `fontVariable`: the class of a face the language needs beside the body font.
 */
export async function SiteDocument({ children, fontVariable }: { children: ReactNode; fontVariable?: string }) {
  const { language, languages, content } = await pageLanguage();
  const site = getSite(content);
  const pages = getPages(content);
  const ui = getUi(content);
  return (
    // suppressHydrationWarning: the loader may have marked <html> data-fonts before hydration.
    <html lang={language.code} className={clsx(bodyFont.variable, fontVariable)} suppressHydrationWarning>
      {/* The root layouts' document (this component is theirs), so its <head> is the page's. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        {/* A busy parser may paint half a page, and the rest then pushes what was shown (a layout
            shift): Chromium holds the first paint until the footer starts, so <main> is whole. The
            HTML arrives in one round trip, so this waits for parsing only. Other engines ignore it. */}
        <link rel="expect" href={`#${PAGE_IDS.siteFooter}`} blocking="render" />
      </head>
      <body>
        <RevealOnScroll />
        <SkipLink label={ui.skipToContent} />
        <SiteHeader site={site} pages={pages} ui={ui} />
        {/* data-pagefind-body: the site search reads only this (scripts/build/search-index.mjs). */}
        <main id={PAGE_IDS.mainContent} tabIndex={-1} data-pagefind-body="">
          {children}
        </main>
        <SiteFooter site={site} pages={pages} ui={ui} />
        <JsonLd data={organizationJsonLd(site, jsonLdUrls(language, languages), getSite({ ...content, language: languages[0]!.code }))} />
      </body>
    </html>
  );
}
