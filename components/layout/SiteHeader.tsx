import { LanguageSwitcher } from '@/components/i18n/LanguageSwitcher';
import { pageLanguage } from '@/components/i18n/page-language';
import { PageLink } from '@/components/ui/PageLink';
import { getUi, type Pages, type Site, type UiText } from '@/lib/content';
import { SEARCH_PATH } from '@/lib/search/paths.mjs';
import { SvgImage } from '@/components/ui/SvgImage';
import { Navigation } from './Navigation';
import { PAGE_IDS } from '@/lib/page-ids';
import styles from './SiteHeader.module.css';

interface SiteHeaderProps {
  site: Site;
  pages: Pages;
  ui: UiText;
}

/** The fixed top bar: logo home, the menu (a slide-in panel on small screens), search, the other languages, partner logo. */
export async function SiteHeader({ site, pages, ui }: SiteHeaderProps) {
  const { href, languages, content } = await pageLanguage();
  // Each language's note in that language, for its link when this page is not in it yet.
  const notTranslated = Object.fromEntries(languages.map((language) => [language.code, getUi({ ...content, language: language.code }).languages.notTranslated]));
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <PageLink href="/" className={styles.logo} aria-label={`${site.companyName}, ${ui.homeLinkLabel}`}>
          <SvgImage src={site.logo.src} alt={site.logo.alt} eager />
        </PageLink>
        <Navigation
          entries={pages.navigation.map((entry) => ({ ...entry, path: href(entry.path) }))}
          enquireNow={{ ...pages.enquireNow, path: href(pages.enquireNow.path) }}
          ui={{ mainNavigation: ui.mainNavigation, openMenu: ui.openMenu, closeMenu: ui.closeMenu }}
          menuId={PAGE_IDS.siteMenu}
          homePath={href('/')}
        />
        {/* A plain link: it works before any script and without one (the search page says what it needs). */}
        <PageLink href={SEARCH_PATH} className={styles.search}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.25" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{ui.search.open}</span>
        </PageLink>
        <LanguageSwitcher label={ui.languages.label} notTranslated={notTranslated} />
        <a className={styles.partner} href={site.partner.url} rel="noopener">
          <span className="visually-hidden">{ui.partnerLabel}: </span>
          <SvgImage src={site.partner.logo} alt={site.partner.name} eager />
        </a>
      </div>
    </header>
  );
}
