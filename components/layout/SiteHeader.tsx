import Link from 'next/link';
import type { Pages, Site, UiText } from '@/lib/content';
import { SvgImage } from '@/components/ui/SvgImage';
import { Navigation } from './Navigation';
import styles from './SiteHeader.module.css';

interface SiteHeaderProps {
  site: Site;
  pages: Pages;
  ui: UiText;
}

/** The fixed top bar: logo home, the menu (a slide-in panel on small screens), partner logo. */
export function SiteHeader({ site, pages, ui }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" prefetch={false} className={styles.logo} aria-label={`${site.companyName}, ${ui.homeLinkLabel}`}>
          <SvgImage src={site.logo.src} alt={site.logo.alt} eager />
        </Link>
        <Navigation entries={pages.navigation} enquireNow={pages.enquireNow} ui={ui} />
        <a className={styles.partner} href={site.partner.url} rel="noopener">
          <span className="visually-hidden">{ui.partnerLabel}: </span>
          <SvgImage src={site.partner.logo} alt={site.partner.name} eager />
        </a>
      </div>
    </header>
  );
}
