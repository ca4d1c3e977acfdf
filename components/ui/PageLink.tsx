import type { AnchorHTMLAttributes } from 'react';
import { pageLanguage } from '@/components/i18n/page-language';
import { assetPath } from '@/lib/config';

type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to a page of the site, in the page's own language: `href` is the default language's path
 * ('/products/'), and on a Marathi page the link goes to '/mr/products/'. A plain <a> under the
 * base path, not next/link: every page is its own static HTML, painted before any script, so a
 * click simply loads it, and the export needs none of the client router's per-route data files
 * (scripts/postbuild/navigation-data.mjs). A client component cannot render it: it gets its paths
 * already in its page's language (components/layout/SiteHeader.tsx does so for the menu).
 */
export async function PageLink({ href, children, ...rest }: PageLinkProps) {
  const { href: inPageLanguage } = await pageLanguage();
  return (
    <a href={href.startsWith('/') ? assetPath(inPageLanguage(href)) : href} {...rest}>
      {children}
    </a>
  );
}
