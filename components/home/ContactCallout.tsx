import Link from 'next/link';
import { HydrationBoundary } from '@/components/ui/HydrationBoundary';
import type { Site } from '@/lib/content';
import { telHref } from '@/lib/links';
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
      <section id="contact" className={styles.callout} aria-labelledby="contact-heading">
        <div className={styles.inner} data-reveal-item>
          <h2 id="contact-heading" className={styles.heading}>
            {heading}
          </h2>
          <p>{text}</p>
          <div className={styles.actions}>
            <Link href={cta.path} prefetch={false} className={styles.primary}>
              {cta.label}
            </Link>
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
