import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { siteRoutes } from '@chalein/shared/lib/routes';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { RemoteRoute } from './remotes/remote-route';

/** The one router of the site: every route of the table, each lazily loading the remote that owns it. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // errors render inside the layout, so the header and footer stay usable
        errorElement: <RouteErrorPage />,
        children: [
          ...siteRoutes.map((route) => ({ path: route.path, element: <RemoteRoute key={route.path} route={route} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
