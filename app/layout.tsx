import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { RevealOnScroll } from '@/components/layout/RevealOnScroll';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { SkipLink } from '@/components/layout/SkipLink';
import { JsonLd } from '@/components/seo/JsonLd';
import { siteUrl } from '@/lib/config';
import { getPages, getSite, getUi, validateAllContent } from '@/lib/content';
import { faviconDataUrl } from '@/lib/favicon';
import { organizationJsonLd } from '@/lib/structured-data';
import { PAGE_IDS } from '@/lib/page-ids';
import './globals.css';

// Self-hosted (no request to a font service): Inter, cut by scripts/build/fonts.mjs to the characters
// the content uses and the weights 400-700, so every page's first download stays small. Preloaded
// and `optional`: the first paint no longer waits for a stylesheet, so it can come before the font;
// Chrome then holds it briefly for a preloaded optional font, and a page whose font is still not
// there keeps the fallback until the next page (already cached) instead of swapping it under the
// visitor's eyes, which moves every line of text (a layout shift on a slow phone).
const bodyFont = localFont({
  src: '../lib/generated/fonts/body-subset.woff2',
  weight: '400 700',
  variable: '--font-body',
  display: 'optional',
});

export function generateMetadata(): Metadata {
  validateAllContent();
  const site = getSite();
  return {
    metadataBase: new URL(siteUrl),
    title: { template: `${site.shortName}: %s`, default: site.shortName },
    description: site.description,
    applicationName: site.companyName,
    icons: { icon: [{ url: faviconDataUrl(), type: 'image/svg+xml' }] },
  };
}

export const viewport: Viewport = {
  themeColor: '#0b5cab',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const site = getSite();
  const pages = getPages();
  const ui = getUi();
  return (
    <html lang="en" className={bodyFont.variable}>
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
        <JsonLd data={organizationJsonLd(site)} />
      </body>
    </html>
  );
}
