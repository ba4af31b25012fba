import { registerPlugins } from '@module-federation/enhanced/runtime';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FIRST_SCREEN_DATA_ID, HYDRATED_ATTRIBUTE, ROOT_ID, SERVER_RENDERED_ATTRIBUTE } from '@chalein/shared/lib/dom-markers';
import { setApiLanguage } from '@chalein/shared/api/client';
import { createI18n, readPageTexts } from '@chalein/shared/lib/i18n/create-i18n';
import { splitLanguagePath } from '@chalein/shared/lib/i18n/languages';
import { isTheme } from '@chalein/shared/lib/theme-cookie';
import type { FirstScreenData } from '@chalein/shared/lib/use-async-data';
import { App, type ServerRenderedState } from './app';
import { listRegisteredEntries, startRemotes } from './remotes/remote-registry';
import { hydrateServerRenderedAddress } from './remotes/remote-route';
import { createRemoteStepsPlugin } from './remotes/remote-steps-plugin';
import { prefetchRemotesConfig } from './remotes/remotes-config';
import { startClientEventReporting } from './reporting/report-client-event';
import '@chalein/shared/styles/base.css';
import './styles/shell.css';
import './styles/indic-fonts.css';
// the namespaces every page renders with: registered before the first render asks for them
import '@chalein/shared/lib/i18n/use-common-texts';
import './lib/shell-texts';

// loading a remote's page gives the main thread back between its steps (in the browser only: a render process has
// no one to give it to)
registerPlugins([createRemoteStepsPlugin()]);
// before any remote loads: its failures and errors are reported for the version it was loaded from
startClientEventReporting(listRegisteredEntries);
void startRemotes(prefetchRemotesConfig());

const container = document.getElementById(ROOT_ID);
if (!container) throw new Error('The page has no #root element');

// the page's language is the address's (/hi/..., /kn/..., English unprefixed): the server rendered it in that one
const { language, path } = splitLanguagePath(window.location.pathname);
// every API call names it, so the server's messages (a form's field errors) come back in it (0049)
setApiLanguage(language);

/** The state a server-rendered page was rendered in: its theme (on <html>) and its first screen's data. */
function readServerRenderedState(): ServerRenderedState {
  const theme = document.documentElement.dataset.theme;
  let data: FirstScreenData = {};
  try {
    const parsed: unknown = JSON.parse(document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) data = parsed as FirstScreenData;
  } catch {
    // unreadable: the pages fetch their data, as on a page rendered in the browser
  }
  return { theme: isTheme(theme) ? theme : 'light', data };
}

/**
 * Marks #root once React has hydrated the layout. The server-rendered page's inline starter holds a form of the
 * layout (the footer's newsletter) sent before then, and sends it again now, for React to handle
 * (api/src/site/server-rendering/start-after-load.ts); a remote page's forms wait for its own data-hydrated.
 */
function MarkHydrated({ container }: { container: HTMLElement }) {
  useEffect(() => container.setAttribute(HYDRATED_ATTRIBUTE, ''), [container]);
  return null;
}

if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  // The server rendered this page: React adopts its markup instead of building it again, and the remote's page
  // keeps its server HTML until the remote's code has arrived to take it over. As a transition, hydration is done
  // in slices with the main thread given back between them, as the first render below is, instead of in one long
  // task while the page is already on screen and a visitor may be scrolling or tapping.
  const serverRendered = readServerRenderedState();
  // the route at this address keeps the server's HTML if its remote cannot be loaded (remote-route.tsx); routes see
  // addresses without the language's prefix (the router's basename)
  hydrateServerRenderedAddress(`${path}${window.location.search}`);
  // the words the server rendered with, so the hydrating render matches them without loading any text file
  const i18n = createI18n(language, readPageTexts(serverRendered.data));
  startTransition(() => {
    hydrateRoot(
      container,
      <>
        <App serverRendered={serverRendered} i18n={i18n} language={language} />
        <MarkHydrated container={container} />
      </>,
    );
  });
} else {
  const root = createRoot(container);
  // Rendered as a transition, the first render is done in slices with the main thread given back between them, so
  // a phone stays responsive while the page is built instead of freezing for one long task. The header painted by
  // the HTML stays until the whole first screen is ready.
  const i18n = createI18n(language);
  startTransition(() => root.render(<App i18n={i18n} language={language} />));
}
