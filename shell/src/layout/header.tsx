import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useStoreUrl } from '@chalein/shared/lib/app-store';
import { brand } from '@chalein/shared/lib/brand';
import { findSiteSection, type SiteSection } from '@chalein/shared/lib/routes';
import { useTheme } from '@chalein/shared/ui/theme';
import { useShellTexts } from '../lib/shell-texts';
import { LanguageSwitcher } from './language-switcher';

// labels are keys of the shell's texts (header.nav.*)
const navLinks: readonly { to: string; label: string; section: SiteSection }[] = [
  { to: '/', label: 'home', section: 'home' },
  { to: '/about', label: 'about', section: 'about' },
  { to: '/ourservices', label: 'services', section: 'services' },
  { to: '/blog', label: 'blog', section: 'blog' },
  { to: '/pricing', label: 'pricing', section: 'pricing' },
  { to: '/contact', label: 'contact', section: 'contact' },
];

/**
 * aria-current for a navigation link: 'page' on the section's own page, 'true' on its child pages (a pass page
 * is under Pricing), nothing elsewhere. The section comes from the route table.
 */
export function describeCurrent(linkTo: string, linkSection: SiteSection, pathname: string): 'page' | 'true' | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (clean === linkTo) return 'page';
  return findSiteSection(clean) === linkSection ? 'true' : undefined;
}

// the theme toggle's icon shows the theme a tap switches to; its label says it in words
const themeToggleIcons = { dark: '☀', light: '☾' } as const;

// whether the browser has popovers never changes: nothing to subscribe to
const subscribeToNothing = () => () => undefined;

/**
 * Whether this browser opens a popover by itself (`popover` and `popovertarget`: Chrome 114, Safari 17, Firefox
 * 125). Assumed on the server, so the HTML opens the menu before any script runs; a browser without them (an
 * iPhone on iOS 16) gets the scripted menu once it has hydrated, and jsdom the same.
 */
function useSupportsPopover(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => typeof HTMLElement.prototype.showPopover === 'function',
    () => true,
  );
}

export function Header() {
  const { t } = useShellTexts();
  const { pathname } = useLocation();
  const supportsPopover = useSupportsPopover();
  const { theme, toggleTheme } = useTheme();
  const riderStoreUrl = useStoreUrl('rider');
  const navRef = useRef<HTMLElement>(null);

  // the mobile menu is open only on the page where it was opened: any route change closes it
  useEffect(() => {
    const nav = navRef.current;
    if (supportsPopover && nav?.matches(':popover-open')) nav.hidePopover();
  }, [pathname, supportsPopover]);

  const navList = (
    <ul>
      {navLinks.map((link) => {
        const current = describeCurrent(link.to, link.section, pathname);
        return (
          <li key={link.to}>
            <Link to={link.to} aria-current={current} className={current ? 'site-nav__link is-active' : 'site-nav__link'}>
              {t(`header.nav.${link.label}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
  const navActions = (
    <div className="site-nav__actions">
      <button
        type="button"
        className="theme-toggle"
        onClick={toggleTheme}
        aria-label={theme === 'dark' ? t('header.switchToLight') : t('header.switchToDark')}
      >
        <span aria-hidden="true">{themeToggleIcons[theme]}</span>
      </button>
      <a className="button button--small" href={riderStoreUrl} target="_blank" rel="noopener noreferrer">
        {t('header.downloadApp')}
      </a>
    </div>
  );

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={t('header.homeLink', { productName: brand.productName })}>
          <img src={theme === 'dark' ? '/uploads/brand/logo-light.svg' : '/uploads/brand/logo.svg'} alt="" width="132" height="38" />
        </Link>
        {supportsPopover ? (
          <PopoverMenu navRef={navRef}>
            {navList}
            <LanguageSwitcher />
            {navActions}
          </PopoverMenu>
        ) : (
          <ScriptedMenu pathname={pathname}>
            {navList}
            <LanguageSwitcher />
            {navActions}
          </ScriptedMenu>
        )}
      </div>
    </header>
  );
}

/**
 * The menu as a popover: the browser opens it from the button, before and without scripts, closes it on Escape
 * (focus back on the button) and on a tap outside it, and tells screen readers whether it is expanded. Its button's
 * label and icon follow the open state in CSS (shell.css), which holds before hydration too.
 */
function PopoverMenu({ navRef, children }: { navRef: RefObject<HTMLElement | null>; children: ReactNode }) {
  const { t } = useShellTexts();
  return (
    <>
      <button type="button" className="site-header__menu-toggle" popoverTarget="site-nav">
        <span className="visually-hidden site-header__menu-label--closed">{t('header.openMenu')}</span>
        <span className="visually-hidden site-header__menu-label--open">{t('header.closeMenu')}</span>
        <span className="menu-icon menu-icon--hamburger" aria-hidden="true" />
      </button>
      <nav id="site-nav" aria-label={t('header.mainNav')} className="site-nav" popover="auto" ref={navRef}>
        {children}
      </nav>
    </>
  );
}

/** The menu where the browser has no popovers: opened by React state, closed on Escape and on a tap outside it. */
function ScriptedMenu({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { t } = useShellTexts();
  // open only on the page where it was opened: any route change closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // an open menu closes on Escape (focus back on its button) and on a tap or click anywhere outside the header
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const header = navRef.current?.closest('header');
      if (event.target instanceof Node && header?.contains(event.target)) return;
      setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  return (
    <>
      <button
        type="button"
        className="site-header__menu-toggle"
        aria-expanded={menuOpen}
        aria-controls="site-nav"
        ref={toggleRef}
        onClick={() => setOpenOn(menuOpen ? null : pathname)}
      >
        <span className="visually-hidden">{menuOpen ? t('header.closeMenu') : t('header.openMenu')}</span>
        <span className={menuOpen ? 'menu-icon menu-icon--close' : 'menu-icon menu-icon--hamburger'} aria-hidden="true" />
      </button>
      <nav id="site-nav" aria-label={t('header.mainNav')} className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'} ref={navRef}>
        {children}
      </nav>
    </>
  );
}
