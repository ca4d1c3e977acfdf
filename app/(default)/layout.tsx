import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { pageLanguage } from '@/components/i18n/page-language';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { siteUrl } from '@/lib/config';
import { getSite, validateAllContent } from '@/lib/content';
import { faviconDataUrl } from '@/lib/favicon';
import '../globals.css';

// The root layout of the default language's pages, at the site's root paths; every other
// language's pages have the same one under /<code>/ (app/(translated)/[lang]/layout.tsx).

export async function generateMetadata(): Promise<Metadata> {
  validateAllContent();
  const site = getSite((await pageLanguage()).content);
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

export default function DefaultLanguageLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
