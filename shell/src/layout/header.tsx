import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useStoreUrl } from '@chalein/shared/lib/app-store';
import { brand } from '@chalein/shared/lib/brand';
import { findSiteSection, type SiteSection } from '@chalein/shared/lib/routes';
import { useTheme } from '@chalein/shared/ui/theme';

const navLinks: readonly { to: string; label: string; section: SiteSection }[] = [
  { to: '/', label: 'Home', section: 'home' },
  { to: '/about', label: 'About Us', section: 'about' },
  { to: '/ourservices', label: 'Services', section: 'services' },
  { to: '/blog', label: 'blog', section: 'blog' },
  { to: '/pricing', label: 'Pricing', section: 'pricing' },
  { to: '/contact', label: 'Contact Us', section: 'contact' },
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

export function Header() {
  const { pathname } = useLocation();
  // the mobile menu is open only on the page where it was opened: any route change closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const { theme, toggleTheme } = useTheme();
  const riderStoreUrl = useStoreUrl('rider');
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // an open menu closes on Escape (focus back on its button) and on a tap or click anywhere outside the header
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && headerRef.current?.contains(event.target)) return;
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
    <header className="site-header" ref={headerRef}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={`${brand.productName} home`}>
          <img src={theme === 'dark' ? '/uploads/brand/logo-light.svg' : '/uploads/brand/logo.svg'} alt="" width="132" height="38" />
        </Link>
        <button
          type="button"
          className="site-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          ref={toggleRef}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span className={menuOpen ? 'menu-icon menu-icon--close' : 'menu-icon menu-icon--hamburger'} aria-hidden="true" />
        </button>
        <nav id="site-nav" aria-label="Main" className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}>
          <ul>
            {navLinks.map((link) => {
              const current = describeCurrent(link.to, link.section, pathname);
              return (
                <li key={link.to}>
                  <Link to={link.to} aria-current={current} className={current ? 'site-nav__link is-active' : 'site-nav__link'}>
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className="site-nav__actions">
            <button
              type="button"
              className="theme-toggle"
              onClick={toggleTheme}
              aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
            >
              <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
            </button>
            <a className="button button--small" href={riderStoreUrl} target="_blank" rel="noopener noreferrer">
              download app
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
