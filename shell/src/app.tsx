import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { siteRoutes } from '@chalein/shared/lib/routes';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RemoteRoute } from './remotes/remote-route';

/**
 * The one router of the site: every route of the table, each lazily loading the remote that owns it. Declarative
 * routes, not a data router: the site loads data in its pages, and this keeps React Router's first-load cost down.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {siteRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RemoteRoute key={route.path} route={route} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <ThemeProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
}
