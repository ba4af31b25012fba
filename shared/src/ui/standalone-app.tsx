import { Suspense, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Link, Outlet, Route, Routes } from 'react-router-dom';
import { createI18n } from '@chalein/shared/lib/i18n/create-i18n';
import { DEFAULT_LANGUAGE } from '@chalein/shared/lib/i18n/languages';
import { useCommonTexts } from '@chalein/shared/lib/i18n/use-common-texts';
import { siteRoutes, type RemoteName } from '@chalein/shared/lib/routes';
import { ThemeProvider, useTheme } from '@chalein/shared/ui/theme';

type Pages = Record<string, ComponentType>;

function StandaloneLayout({ remote, pages }: { remote: RemoteName; pages: Pages }) {
  const { theme, toggleTheme } = useTheme();
  const { t } = useCommonTexts();
  const links = siteRoutes.filter((route) => route.remote === remote && pages[route.module] && !route.path.includes(':'));
  return (
    <>
      <header className="standalone-bar">
        <strong>{t('standalone.title', { remote })}</strong>
        <nav aria-label={t('standalone.pagesLabel')}>
          {links.map((route) => (
            <Link key={route.path} to={route.path}>
              {route.name}
            </Link>
          ))}
        </nav>
        <button type="button" className="button button--small button--secondary" onClick={toggleTheme}>
          {theme === 'dark' ? t('standalone.lightTheme') : t('standalone.darkTheme')}
        </button>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

function NotAPage({ remote }: { remote: RemoteName }) {
  const { t } = useCommonTexts();
  return <p>{t('standalone.notAPage', { remote })}</p>;
}

/**
 * What a remote renders when its team runs it alone (`npm run dev -w <remote>`): its own router with the routes
 * it owns in the site's route table, the same theme provider as the shell, and an i18next instance in English (the
 * shell gives a page its language; alone, the remote's pages load their texts through it as they render).
 */
export function createStandaloneApp(remote: RemoteName, pages: Pages) {
  const routes = siteRoutes.filter((route) => route.remote === remote && pages[route.module]);
  const i18n = createI18n(DEFAULT_LANGUAGE);
  return function StandaloneApp() {
    return (
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <ThemeProvider>
            <BrowserRouter>
              <Routes>
                <Route element={<StandaloneLayout remote={remote} pages={pages} />}>
                  {routes.map((route) => {
                    const Page = pages[route.module]!;
                    return <Route key={route.path} path={route.path} element={<Page key={route.path} />} />;
                  })}
                  <Route path="*" element={<NotAPage remote={remote} />} />
                </Route>
              </Routes>
            </BrowserRouter>
          </ThemeProvider>
        </Suspense>
      </I18nextProvider>
    );
  };
}
