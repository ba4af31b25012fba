import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { findCanonicalPath } from '@chalein/shared/lib/routes';
import { usePageMetadata } from '../metadata/page-metadata';
import { RouteErrorBoundary } from '../pages/route-error-page';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  const { pathname, search, hash } = useLocation();
  // the router matches '/About' as '/about'; one address per page, as the server's 301 gives
  const canonical = findCanonicalPath(pathname);
  usePageMetadata(canonical ? null : pathname);
  if (canonical) return <Navigate to={`${canonical}${search}${hash}`} replace />;
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" tabIndex={-1}>
        {/* errors render inside the layout, so the header and footer stay usable */}
        <RouteErrorBoundary key={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
