import { setImmediate as nodeSetImmediate } from 'node:timers';
import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { HYDRATION_FAILED_ATTRIBUTE, REMOTE_PAGE_ATTRIBUTE, withAttribute } from '@chalein/shared/lib/dom-markers';
import { AppRoutes } from '../app';
import { registerSiteRemotes } from './remote-registry';
import { forgetLoadedPages, hydrateServerRenderedAddress } from './remote-route';

// the notice's English texts, as the page shows them
const failedRemoteNoticeText = { title: 'Some of this page could not be loaded.', retry: 'Retry', retrying: 'Retrying...' };

// A server-rendered page whose remote cannot be loaded in the browser keeps the server's HTML, with a notice and
// Retry, instead of the fallback; a page rendered in the browser keeps the fallback. Hydrated here for real, from
// HTML React rendered as the server does.
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('@chalein/shared/api/site', () => ({
  getSeoData: jest.fn(() => Promise.reject(new Error('offline'))),
  subscribeToNewsletter: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);

/** A remote's contact page: a field, and a button whose answer shows the page has hydrated. */
const contactPageMarkup = (answered: boolean, ask: () => void) => (
  <div {...{ [REMOTE_PAGE_ATTRIBUTE]: '' }}>
    <h1>Contact us</h1>
    <a href="/faq">Read the FAQ</a>
    <label>
      Your name <input name="name" defaultValue="" />
    </label>
    <button type="button" onClick={ask}>
      Ask
    </button>
    {answered ? <p>Answered by the page</p> : null}
  </div>
);

function ContactPage() {
  const [answered, setAnswered] = useState(false);
  return contactPageMarkup(answered, () => setAnswered(true));
}

/** The same page as the server renders it, with no hooks: it runs on the server's own copy of React. */
function ServerContactPage() {
  return contactPageMarkup(false, () => undefined);
}

const site = (path: string, modules: SiteModules = { MemoryRouter, ThemeProvider, AppRoutes }) => (
  <modules.ThemeProvider initialTheme="light">
    <modules.MemoryRouter initialEntries={[path]}>
      <modules.AppRoutes />
    </modules.MemoryRouter>
  </modules.ThemeProvider>
);

interface SiteModules {
  MemoryRouter: typeof MemoryRouter;
  ThemeProvider: typeof ThemeProvider;
  AppRoutes: typeof AppRoutes;
}

/**
 * The page's HTML as the server renders it. React's server renderer leaves its context values behind in the
 * modules it ran with, so it runs on copies of its own (React, the router, the shell), as in a render process.
 */
async function renderOnServer(path: string): Promise<string> {
  // React's Node renderer schedules its work with setImmediate, which jsdom's window does not have
  globalThis.setImmediate ??= nodeSetImmediate;
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const runtime = await import('@module-federation/enhanced/runtime');
    jest.mocked(runtime.loadRemote).mockImplementation(async () => ({ ContactPage: ServerContactPage }));
    (await import('./remote-registry')).registerSiteRemotes({ marketing: '/remotes/marketing/remoteEntry.js' });
    // the server's copy of react-i18next has no instance yet: the same English texts as the browser's
    (await import('react-i18next')).setI18n((await import('@chalein/testing/i18n')).createTestI18n('en'));
    const modules: SiteModules = {
      MemoryRouter: (await import('react-router-dom')).MemoryRouter,
      ThemeProvider: (await import('@chalein/shared/ui/theme')).ThemeProvider,
      AppRoutes: (await import('../app')).AppRoutes,
    };
    const { prerenderToNodeStream } = await import('react-dom/static.node');
    const { prelude } = await prerenderToNodeStream(site(path, modules));
    for await (const chunk of prelude) html += String(chunk);
  });
  return html;
}

const loadsContact = async (id: string) => {
  if (id === 'marketing/contact-page') return { ContactPage };
  throw new Error(`no such module ${id}`);
};
const remoteDown = async () => {
  throw new Error('Loading script failed: net::ERR_CONNECTION_REFUSED');
};

let consoleErrors: unknown[][] = [];
let root: Root | null = null;

beforeEach(() => {
  jest.clearAllMocks();
  forgetLoadedPages();
  window.scrollTo = jest.fn();
  consoleErrors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  registerSiteRemotes({ marketing: '/remotes/marketing/remoteEntry.js' });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/** Every console error that is React complaining about hydration, not the remote's own failure being logged. */
const hydrationErrors = () =>
  consoleErrors.filter((args) =>
    /hydrat|did not match|server rendered/i.test(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')),
  );

/**
 * Suspends the first time it renders, outside any Suspense boundary: React throws the whole hydrating render away
 * and starts it over when the promise settles, so every component in it is made anew, state and all.
 */
function makeSuspendOnce() {
  let settled = false;
  const pending = new Promise<void>((resolve) => setTimeout(() => ((settled = true), resolve()), 20));
  return function SuspendOnce() {
    if (!settled) throw pending;
    return null;
  };
}

async function hydrateServerPage(path: string, { restartHydration = false } = {}) {
  const container = document.createElement('div');
  // as in the shell's HTML
  container.id = 'root';
  container.innerHTML = await renderOnServer(path);
  document.body.appendChild(container);
  const heading = screen.getByRole('heading', { name: 'Contact us' });
  // the visitor types before the scripts have run
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your name' });
  field.value = 'Asha Rao';
  // counted from here: the browser's loads only
  mockedLoadRemote.mockClear();
  mockedLoadRemote.mockImplementation(remoteDown);
  hydrateServerRenderedAddress(path);
  const SuspendOnce = makeSuspendOnce();
  act(() => {
    root = hydrateRoot(
      container,
      restartHydration ? (
        <>
          {site(path)}
          <SuspendOnce />
        </>
      ) : (
        site(path)
      ),
    );
  });
  return { heading, field };
}

test("a server page whose remote fails keeps the server's HTML and what was typed, with a notice and Retry that hydrates it", async () => {
  const { heading, field } = await hydrateServerPage('/contact');

  const retry = await screen.findByRole('button', { name: failedRemoteNoticeText.retry });
  const notice = document.querySelector('.remote-notice');
  expect(notice).toHaveAttribute('role', 'status');
  expect(notice).toHaveTextContent(failedRemoteNoticeText.title);
  // the very elements the server sent, not copies: what the visitor typed is still in the field
  expect(screen.getByRole('heading', { name: 'Contact us' })).toBe(heading);
  expect(screen.getByRole('textbox', { name: 'Your name' })).toBe(field);
  expect(field.value).toBe('Asha Rao');
  expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
  const serverPage = document.querySelector(withAttribute(REMOTE_PAGE_ATTRIBUTE));
  expect(serverPage).toHaveAttribute(HYDRATION_FAILED_ATTRIBUTE);
  expect(screen.queryByRole('heading', { name: 'This part of Chalein could not be loaded' })).toBeNull();
  // tried twice (one automatic retry), then left as it is
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);

  // the remote is back: Retry hydrates the same HTML
  mockedLoadRemote.mockImplementation(loadsContact);
  await userEvent.click(retry);
  await waitFor(() => expect(screen.queryByRole('button', { name: failedRemoteNoticeText.retry })).toBeNull());
  expect(screen.getByRole('heading', { name: 'Contact us' })).toBe(heading);
  expect(field.value).toBe('Asha Rao');
  await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
  expect(await screen.findByText('Answered by the page')).toBeInTheDocument();
  expect(notice).toBeEmptyDOMElement();
  expect(serverPage).not.toHaveAttribute(HYDRATION_FAILED_ATTRIBUTE);
  expect(hydrationErrors()).toEqual([]);
});

test('a hydrating render that React starts over still keeps the server page', async () => {
  const { heading, field } = await hydrateServerPage('/contact', { restartHydration: true });
  expect(await screen.findByRole('button', { name: failedRemoteNoticeText.retry })).toBeEnabled();
  expect(screen.getByRole('heading', { name: 'Contact us' })).toBe(heading);
  expect(field.value).toBe('Asha Rao');
  expect(screen.queryByRole('heading', { name: 'This part of Chalein could not be loaded' })).toBeNull();
});

test('Retry that fails again keeps the page and the notice', async () => {
  const { heading } = await hydrateServerPage('/contact');
  await userEvent.click(await screen.findByRole('button', { name: failedRemoteNoticeText.retry }));
  expect(await screen.findByRole('button', { name: failedRemoteNoticeText.retrying })).toBeDisabled();
  // it went to the network again, and once more a moment later (each time with the loader's own second try), and
  // failed every time
  expect(await screen.findByRole('button', { name: failedRemoteNoticeText.retry })).toBeEnabled();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(6);
  expect(screen.getByRole('heading', { name: 'Contact us' })).toBe(heading);
  expect(hydrationErrors()).toEqual([]);
});

test('a page rendered in the browser whose remote fails shows the fallback, as before', async () => {
  mockedLoadRemote.mockImplementation(remoteDown);
  render(site('/contact'));
  expect(await screen.findByRole('heading', { name: 'This part of Chalein could not be loaded' })).toBeInTheDocument();
  expect(screen.queryByText(failedRemoteNoticeText.title)).toBeNull();
});

test('only the address the server rendered hydrates: another one renders in the browser', async () => {
  mockedLoadRemote.mockImplementation(remoteDown);
  hydrateServerRenderedAddress('/faq');
  render(site('/contact'));
  expect(await screen.findByRole('heading', { name: 'This part of Chalein could not be loaded' })).toBeInTheDocument();
});

test("a change of theme before the page hydrates keeps the server's page too, with what was typed", async () => {
  const { heading, field } = await hydrateServerPage('/contact');
  await screen.findByRole('button', { name: failedRemoteNoticeText.retry });
  // the theme reaches the page through context: React throws away server HTML that an update reaches unhydrated
  await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
  await screen.findByRole('button', { name: 'Switch to light theme' });
  expect(screen.getByRole('heading', { name: 'Contact us' })).toBe(heading);
  expect(screen.getByRole('textbox', { name: 'Your name' })).toBe(field);
  expect(field.value).toBe('Asha Rao');
  expect(screen.queryByText('Loading...')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'This part of Chalein could not be loaded' })).toBeNull();
  expect(screen.getByRole('button', { name: failedRemoteNoticeText.retry })).toBeEnabled();

  // the remote is back: the page is rendered anew in place of the kept one, and works
  mockedLoadRemote.mockImplementation(loadsContact);
  await userEvent.click(screen.getByRole('button', { name: failedRemoteNoticeText.retry }));
  // the kept page's own Ask is on screen until the new one replaces it: wait for the notice to go first
  await waitFor(() => expect(screen.queryByRole('button', { name: failedRemoteNoticeText.retry })).toBeNull());
  await userEvent.click(await screen.findByRole('button', { name: 'Ask' }));
  expect(await screen.findByText('Answered by the page')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { name: 'Contact us' })).toHaveLength(1);
});
