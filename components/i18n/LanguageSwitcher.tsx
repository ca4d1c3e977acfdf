import { pageAlternates } from '@/components/i18n/page-alternates';
import { pageLanguage } from '@/components/i18n/page-language';
import { assetPath } from '@/lib/config';
import { parentPath, pathIn } from '@/lib/languages';
import styles from './LanguageSwitcher.module.css';

/**
 * Links to the page in the site's other languages, in the header: plain links, so it works with
 * no script, no cookie and no redirect. A page not yet in a language links to the nearest page
 * above it that is (lib/languages.ts parentPath), with a note that says so as the link's title
 * (its description for screen readers; the header has no room for it beside the menu); each
 * language's name and note are in that language.
 */
export async function LanguageSwitcher({ label, notTranslated }: { label: string; notTranslated: Record<string, string> }) {
  const { language, languages } = await pageLanguage();
  const { path: pagePath, languages: alternates } = await pageAlternates();
  const others = languages.filter((other) => other.code !== language.code);
  if (!others.length) return null;
  return (
    <ul className={styles.switcher} aria-label={label}>
      {others.map((other) => {
        const path = alternates[other.code];
        return (
          <li key={other.code} lang={other.code}>
            <a
              href={assetPath(path ?? pathIn(other, languages, parentPath(pagePath)))}
              hrefLang={other.code}
              className={styles.link}
              title={path ? undefined : notTranslated[other.code]}
            >
              <span className={styles.name}>{other.name}</span>
              <span className={styles.short} aria-hidden="true">
                {other.short}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
