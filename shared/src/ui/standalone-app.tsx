import type { ComponentType } from 'react';
import { BrowserRouter, Link, Outlet, Route, Routes } from 'react-router-dom';
import { siteRoutes, type RemoteName } from '@chalein/shared/lib/routes';
import { ThemeProvider, useTheme } from '@chalein/shared/ui/theme';

type Pages = Record<string, ComponentType>;

function StandaloneLayout({ remote, pages }: { remote: RemoteName; pages: Pages }) {
  const { theme, toggleTheme } = useTheme();
  const links = siteRoutes.filter((route) => route.remote === remote && pages[route.module] && !route.path.includes(':'));
  return (
    <>
      <header className="standalone-bar">
        <strong>{remote}-mfe (standalone)</strong>
        <nav aria-label="Pages of this remote">
          {links.map((route) => (
            <Link key={route.path} to={route.path}>
              {route.name}
            </Link>
          ))}
        </nav>
        <button type="button" className="button button--small button--secondary" onClick={toggleTheme}>
          {theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
        </button>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

/**
 * What a remote renders when its team runs it alone (`npm run dev -w <remote>`): its own router with the routes
 * it owns in the site's route table, and the same theme provider as the shell.
 */
export function createStandaloneApp(remote: RemoteName, pages: Pages) {
  const routes = siteRoutes.filter((route) => route.remote === remote && pages[route.module]);
  return function StandaloneApp() {
    return (
      <ThemeProvider>
        <BrowserRouter>
          <Routes>
            <Route element={<StandaloneLayout remote={remote} pages={pages} />}>
              {routes.map((route) => {
                const Page = pages[route.module]!;
                return <Route key={route.path} path={route.path} element={<Page key={route.path} />} />;
              })}
              <Route path="*" element={<p>Not a page of {remote}-mfe.</p>} />
            </Route>
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    );
  };
}
