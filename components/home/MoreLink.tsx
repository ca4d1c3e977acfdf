import type { ReactNode } from 'react';
import { PageLink } from '@/components/ui/PageLink';

/** Below a home page section: the link to the page with all of it, in the page's language. */
export function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p data-reveal-item>
      <PageLink href={href} className="touch-target">
        {children}
      </PageLink>
    </p>
  );
}
