import type { i18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE, languageBasename, type Language } from '@chalein/shared/lib/i18n/languages';
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
export function AppRoutes({ language = DEFAULT_LANGUAGE }: { language?: Language }) {
  return (
    <Routes>
      {/* the staff console (/staff) has a plain layout of its own: no public header, footer or banner; it is English
          only, so /hi/staff is no page */}
      {language === 'en' && (
        <Route element={<StaffLayout />}>
          {staffRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<RemoteRoute key={route.path} route={route} />} />
          ))}
          <Route path="/staff/*" element={<NotFoundPage />} />
        </Route>
      )}
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

/**
 * The site in one language: `i18n` is the page's i18next instance, and the router's basename is the language's
 * prefix (/hi, /kn, none for English), so every link and navigation of every remote stays in the page's language
 * without knowing it. Another language is another page load (the switcher's links), rendered by the server in it.
 */
export function App({ serverRendered, i18n, language }: { serverRendered?: ServerRenderedState; i18n: i18n; language: Language }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider initialTheme={serverRendered?.theme}>
        <BrowserRouter basename={languageBasename(language) || undefined}>
          <FirstScreenOfThisAddress data={serverRendered?.data ?? null}>
            <AppRoutes language={language} />
          </FirstScreenOfThisAddress>
        </BrowserRouter>
      </ThemeProvider>
    </I18nextProvider>
  );
}
