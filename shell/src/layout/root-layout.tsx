import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { findCanonicalPath } from '@chalein/shared/lib/routes';
import { usePageMetadata } from '../metadata/page-metadata';
import { RouteErrorBoundary } from '../pages/route-error-page';
import { Footer } from './footer';
import { useShellTexts } from '../lib/shell-texts';
import { Header } from './header';
import { LanguageSuggestion } from './language-suggestion';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  const { t } = useShellTexts();
  const { pathname, search, hash } = useLocation();
  // the router matches '/About' as '/about'; one address per page, as the server's 301 gives
  const canonical = findCanonicalPath(pathname);
  usePageMetadata(canonical ? null : pathname);
  if (canonical) return <Navigate to={`${canonical}${search}${hash}`} replace />;
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipLink')}
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
      <LanguageSuggestion />
    </>
  );
}
