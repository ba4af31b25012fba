import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useStoreUrl } from '@chalein/shared/lib/app-store';
import { brand } from '@chalein/shared/lib/brand';
import { useTheme } from '@chalein/shared/ui/theme';

const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/ourservices', label: 'Services' },
  { to: '/blog', label: 'blog' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact Us' },
] as const;

export function Header() {
  const { pathname } = useLocation();
  // the mobile menu is open only on the page where it was opened: any route change closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const { theme, toggleTheme } = useTheme();
  const riderStoreUrl = useStoreUrl('rider');

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={`${brand.productName} home`}>
          <img src={theme === 'dark' ? '/uploads/brand/logo-light.svg' : '/uploads/brand/logo.svg'} alt="" width="132" height="36" />
        </Link>
        <button
          type="button"
          className="site-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span className="hamburger" aria-hidden="true" />
        </button>
        <nav id="site-nav" aria-label="Main" className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}>
          <ul>
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={({ isActive }) => (isActive ? 'site-nav__link is-active' : 'site-nav__link')}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
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
