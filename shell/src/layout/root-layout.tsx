import { Outlet, useLocation } from 'react-router-dom';
import { findSiteRoute } from '@chalein/shared/lib/routes';
import { usePageMetadata } from '../metadata/page-metadata';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  const { pathname } = useLocation();
  usePageMetadata(findSiteRoute(pathname)?.seoId ?? null);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
