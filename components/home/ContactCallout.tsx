import { PageLink } from '@/components/ui/PageLink';
import { HydrationBoundary } from '@/components/ui/HydrationBoundary';
import type { Site } from '@/lib/content';
import { telHref } from '@/lib/links';
import { PAGE_IDS } from '@/lib/page-ids';
import styles from './ContactCallout.module.css';

interface ContactCalloutProps {
  heading: string;
  text: string;
  site: Site;
  cta: { label: string; path: string };
}

/** The home page's closing band: call us, or go to the enquiry form. */
export function ContactCallout({ heading, text, site, cta }: ContactCalloutProps) {
  const phone = site.contact.salesPhones[0];
  return (
    <HydrationBoundary>
      <section id={PAGE_IDS.contact} className={styles.callout} aria-labelledby={PAGE_IDS.contactHeading}>
        <div className={styles.inner} data-reveal-item>
          <h2 id={PAGE_IDS.contactHeading} className={styles.heading}>
            {heading}
          </h2>
          <p>{text}</p>
          <div className={styles.actions}>
            <PageLink href={cta.path} className={styles.primary}>
              {cta.label}
            </PageLink>
            {phone && (
              <a href={telHref(phone)} className={styles.secondary}>
                {phone}
              </a>
            )}
          </div>
        </div>
      </section>
    </HydrationBoundary>
  );
}
