import { PageLink } from '@/components/ui/PageLink';
import type { Pages, Site, UiText } from '@/lib/content';
import { BackToTop } from './BackToTop';
import { CopyrightYear } from './CopyrightYear';
import { SvgImage } from '@/components/ui/SvgImage';
import { HydrationBoundary } from '@/components/ui/HydrationBoundary';
import { telHref } from '@/lib/links';
import { PAGE_IDS } from '@/lib/page-ids';
import styles from './SiteFooter.module.css';

interface SiteFooterProps {
  site: Site;
  pages: Pages;
  ui: UiText;
}

const socialNetworks = ['facebook', 'instagram', 'pinterest', 'youtube'] as const;
const networkName = (network: string) => network.charAt(0).toUpperCase() + network.slice(1);

/** Quick links, contact details, social links, the copyright line and the back-to-top button. */
export function SiteFooter({ site, pages, ui }: SiteFooterProps) {
  const { contact } = site;
  return (
    <HydrationBoundary>
      <footer id={PAGE_IDS.siteFooter} className={styles.footer}>
        <div className={styles.grid}>
          <section aria-labelledby={PAGE_IDS.footerAbout}>
            <h2 id={PAGE_IDS.footerAbout} className={styles.heading}>
              {site.companyName}
            </h2>
            <p className={styles.slogan}>
              {site.slogan}. {site.tagline}.
            </p>
            <p>{site.mission}</p>
          </section>
          <nav aria-labelledby={PAGE_IDS.footerLinks}>
            <h2 id={PAGE_IDS.footerLinks} className={styles.heading}>
              {ui.footer.quickLinks}
            </h2>
            <ul className={styles.links}>
              {pages.navigation.map((entry) => (
                <li key={entry.path}>
                  <PageLink href={entry.path}>
                    {entry.label}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby={PAGE_IDS.footerContact}>
            <h2 id={PAGE_IDS.footerContact} className={styles.heading}>
              {ui.footer.contact}
            </h2>
            <address className={styles.address}>
              <p>{contact.office.lines.join(', ')}</p>
              <p>
                {ui.footer.salesPhones}:{' '}
                {contact.salesPhones.map((phone, index) => (
                  <span key={phone}>
                    {index > 0 && ', '}
                    <a href={telHref(phone)}>{phone}</a>
                  </span>
                ))}
              </p>
              <p>
                {ui.footer.servicePhone}: <a href={telHref(contact.servicePhone)}>{contact.servicePhone}</a>
              </p>
              {contact.emails.map((email) => (
                <p key={email.address}>
                  {email.label}: <a href={`mailto:${email.address}`}>{email.address}</a>
                </p>
              ))}
            </address>
            <h2 className={styles.heading}>{ui.footer.follow}</h2>
            <ul className={styles.social}>
              {socialNetworks.map((network) => (
                <li key={network}>
                  <a href={site.social[network]} rel="noopener">
                    <SvgImage src={`/images/social/${network}.svg`} alt={networkName(network)} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className={styles.bottom}>
          <p>
            © <CopyrightYear initialYear={new Date().getFullYear()} /> {site.companyName}. {ui.footer.rights}
          </p>
        </div>
        <BackToTop label={ui.footer.backToTop} focusId={PAGE_IDS.mainContent} />
      </footer>
    </HydrationBoundary>
  );
}

