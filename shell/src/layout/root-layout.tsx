import { Outlet, useLocation } from 'react-router-dom';
import { usePageMetadata } from '../metadata/page-metadata';
import { RouteErrorBoundary } from '../pages/route-error-page';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  const { pathname } = useLocation();
  usePageMetadata(pathname);
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
