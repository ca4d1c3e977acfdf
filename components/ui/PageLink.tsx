import type { AnchorHTMLAttributes } from 'react';
import { assetPath } from '@/lib/config';

type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to a page of the site: a plain <a>, its root-relative href under the base path. Not
 * next/link: every page is its own static HTML, painted before any script, so a click simply loads
 * it, and the export needs none of the client router's per-route data files (about five a page,
 * scripts/postbuild/navigation-data.mjs).
 */
export function PageLink({ href, children, ...rest }: PageLinkProps) {
  return (
    <a href={href.startsWith('/') ? assetPath(href) : href} {...rest}>
      {children}
    </a>
  );
}
