import { useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { siteRoutes } from '@chalein/shared/lib/routes';
import type { Theme } from '@chalein/shared/lib/theme-cookie';
import { FirstScreenDataProvider, type FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RemoteRoute } from './remotes/remote-route';
import { StaffLayout } from './layout/staff-layout';

const staffRoutes = siteRoutes.filter((route) => route.staff);
const publicRoutes = siteRoutes.filter((route) => !route.staff);

/**
 * The one router of the site: every route of the table, each lazily loading the remote that owns it. Declarative
 * routes, not a data router: the site loads data in its pages, and this keeps React Router's first-load cost down.
 */
export function AppRoutes() {
  return (
    <Routes>
      {/* the staff console (/staff) has a plain layout of its own: no public header, footer or banner */}
      <Route element={<StaffLayout />}>
        {staffRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RemoteRoute key={route.path} route={route} />} />
        ))}
        <Route path="/staff/*" element={<NotFoundPage />} />
      </Route>
      <Route element={<RootLayout />}>
        {publicRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RemoteRoute key={route.path} route={route} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * The server's first-screen data, for the address the server rendered only: once the visitor has gone elsewhere
 * it is gone, so coming back fetches fresh answers as any other visit does.
 */
function FirstScreenOfThisAddress({ data, children }: { data: FirstScreenData | null; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const [renderedAddress] = useState(address);
  const [left, setLeft] = useState(false);
  if (!left && address !== renderedAddress) setLeft(true);
  return <FirstScreenDataProvider data={left || address !== renderedAddress ? null : data}>{children}</FirstScreenDataProvider>;
}

/** What a server-rendered page hands the browser: the theme it was rendered in and its first screen's data. */
export interface ServerRenderedState {
  theme: Theme;
  data: FirstScreenData;
}

export function App({ serverRendered }: { serverRendered?: ServerRenderedState }) {
  return (
    <ThemeProvider initialTheme={serverRendered?.theme}>
      <BrowserRouter>
        <FirstScreenOfThisAddress data={serverRendered?.data ?? null}>
          <AppRoutes />
        </FirstScreenOfThisAddress>
      </BrowserRouter>
    </ThemeProvider>
  );
}
