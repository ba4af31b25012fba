/* eslint-disable i18next/no-literal-string -- the staff console is English only, as its pages are (docs/decisions/0048-languages.md) */
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { brand } from '@chalein/shared/lib/brand';
import { findSiteRoute } from '@chalein/shared/lib/routes';
import { RouteErrorBoundary } from '../pages/route-error-page';

/**
 * The staff console's frame: no public header, footer or banner, no page metadata from the database (staff pages
 * have none and are never indexed); the console's own header is drawn by the staff remote's pages
 * (docs/decisions/0041-staff-remote.md).
 */
export function StaffLayout() {
  const { pathname } = useLocation();
  const name = findSiteRoute(pathname)?.name ?? 'Staff console';
  useEffect(() => {
    document.title = `${name} | ${brand.productName}`;
  }, [name]);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <main id="main" className="staff-main" tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
    </>
  );
}
