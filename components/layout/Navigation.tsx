'use client';

import clsx from 'clsx';
import { assetPath } from '@/lib/config';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/ui/useHydrated';
import type { NavigationEntry, UiText } from '@/lib/content';
import { useSectionInView } from './useSectionInView';
import styles from './Navigation.module.css';

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';
/** The menu's path for the page at this pathname: /home/ (and /mr/home/) is the home page's second address. */
const menuPath = (pathname: string) => withoutTrailingSlash(withoutTrailingSlash(pathname).replace(/\/home$/, '/'));
/** Browsers with the Popover API open and close the panel themselves, before this script arrives too. */
const hasPopover = () => typeof HTMLElement !== 'undefined' && Object.hasOwn(HTMLElement.prototype, 'popover');

interface NavigationProps {
  /** The menu, its paths in the page's language (SiteHeader puts them there). */
  entries: NavigationEntry[];
  enquireNow: { label: string; path: string };
  /** Only the menu's own words: a client component's props travel to the browser with every page. */
  ui: Pick<UiText, 'mainNavigation' | 'openMenu' | 'closeMenu'>;
  /** The panel's id (lib/page-ids.ts). */
  menuId: string;
  /** The home page's path in the page's language ('/', '/mr/'): its sections are marked as they come into view. */
  homePath: string;
}

/**
 * The menu. Marks the current page (aria-current="page") and, on the home page, the section in
 * view. Below 1280 px it is a slide-in panel behind a button: Escape, a click outside or moving
 * focus away closes it, and focus goes into it on open and back to the button on close. The panel
 * is a popover the button opens (HTML popover/popovertarget), so a tap works from the first paint,
 * before the scripts load or without them; this component follows its toggle events, and opens
 * and closes it by state in browsers without the Popover API.
 */
export function Navigation({ entries, enquireNow, ui, menuId, homePath }: NavigationProps) {
  const pathname = usePathname();
  const hydrated = useHydrated();
  const [open, setOpenState] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const setOpen = useCallback((value: boolean) => {
    const panel = panelRef.current;
    if (!panel || !hasPopover()) return setOpenState(value);
    if (value) panel.showPopover();
    else if (panel.matches(':popover-open')) panel.hidePopover(); // its toggle event updates `open`
  }, []);
  const sections = entries.flatMap((entry) => (entry.section ? [entry.section] : []));
  const currentPath = menuPath(pathname);
  const sectionInView = useSectionInView(currentPath === withoutTrailingSlash(homePath) ? sections : []);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [setOpen],
  );

  // Opened with a tap before hydration: carry on from there.
  useEffect(() => {
    if (hasPopover() && panelRef.current?.matches(':popover-open')) setOpenState(true);
  }, []);

  // Navigating anywhere (links, back, forward) closes it.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);

  // Where the browser dismisses the popover itself (Escape, a click outside), these handlers also
  // serve browsers without the Popover API and return focus to the button on Escape.
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  const isCurrentPage = (path: string) => currentPath === withoutTrailingSlash(path);

  return (
    <nav className={styles.nav} aria-label={ui.mainNavigation} data-menu-ready={hydrated ? '' : undefined}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        // A popover's button has its expanded state from the popover (aria-expanded there is an
        // HTML error); only where the Popover API is missing does the script state it.
        aria-expanded={hydrated && !hasPopover() ? open : undefined}
        aria-controls={menuId}
        popoverTarget={menuId}
        onClick={() => {
          if (!hasPopover()) setOpenState(!open);
        }}
      >
        <span className={styles.bars} aria-hidden="true" />
        <span className="visually-hidden">{open ? ui.closeMenu : ui.openMenu}</span>
      </button>
      <div
        ref={panelRef}
        id={menuId}
        popover="auto"
        className={clsx(styles.panel, open && styles.open)}
        onToggle={(event) => setOpenState(event.newState === 'open')}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (open && next && !panelRef.current?.contains(next) && next !== buttonRef.current) close(false);
        }}
      >
        <ul className={styles.list}>
          {entries.map((entry) => {
            const current = isCurrentPage(entry.path);
            const inView = !!entry.section && entry.section === sectionInView;
            return (
              <li key={entry.path}>
                <a
                  href={assetPath(entry.path)}
                  className={clsx(styles.link, (current || inView) && styles.active)}
                  aria-current={current ? 'page' : inView ? 'location' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {entry.label}
                </a>
              </li>
            );
          })}
        </ul>
        <a href={assetPath(enquireNow.path)} className={styles.cta} onClick={() => setOpen(false)}>
          {enquireNow.label}
        </a>
      </div>
      {open && !hasPopover() && <div className={styles.backdrop} aria-hidden="true" />}
    </nav>
  );
}
