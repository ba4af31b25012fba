import { act, createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { matchPath, Route, Routes } from 'react-router-dom';
import { startFakeApiServer } from './fake-api-server';
import { siteRoutes, type RemoteName, type SiteRoute } from '@chalein/shared/lib/routes';
import { FirstScreenDataProvider, type FirstScreenData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';

// The server-render harness: pages rendered as the server renders them, against a real HTTP API answering with
// fixtures (renderToString for pages that load part of their code lazily), and the browser's hydration of that HTML.

/** What a fixture API was asked (`GET /faqs`, `POST /cms {"id":1}`), and how to close it. */
export interface FixtureApi {
  calls: string[];
  stop: () => Promise<void>;
}

/**
 * Starts the loopback test API (startFakeApiServer) answering each call named in `answers` with that data in the
 * API's envelope. A call is named `METHOD /path` as the API client sends it (without /api), followed by its JSON
 * body when a fixture depends on it (`POST /cms {"id":1}`); any other call is a 404.
 */
export async function startFixtureApi(answers: Readonly<Record<string, unknown>>): Promise<FixtureApi> {
  const calls: string[] = [];
  const server = await startFakeApiServer((request, send) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const call = `${request.method ?? 'GET'} ${(request.url ?? '').replace(/^\/api/, '')}`;
      calls.push(body ? `${call} ${body}` : call);
      const named = [`${call} ${body}`, call].find((name) => name in answers);
      if (named) send(200, JSON.stringify({ success: true, data: answers[named] }));
      else send(404, JSON.stringify({ success: false, message: `No fixture for ${call}` }));
    });
  });
  return { calls, stop: server.stop };
}

/** Serves `answers` (see startFixtureApi) to every test of the calling file; the API is started before them. */
export function serveFixtures(answers: Readonly<Record<string, unknown>>): () => FixtureApi {
  let api: FixtureApi | undefined;
  beforeAll(async () => {
    api = await startFixtureApi(answers);
  });
  afterAll(() => api?.stop());
  return () => {
    if (!api) throw new Error('The fixture API starts before the tests (beforeAll)');
    return api;
  };
}

// how React marks a Suspense boundary it left to the browser (renderToString does not wait for lazy code)
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
const LAZY_CODE_ATTEMPTS = 20;

/**
 * renderToString once the page's lazily loaded parts have arrived, as the server's renderToPipeableStream waits for
 * them: a render starts loading what it suspended on, and the next one, after those loads have settled, uses it.
 */
export async function renderToStringSettled(element: ReactElement): Promise<string> {
  let html = renderToString(element);
  for (let attempt = 1; html.includes(CLIENT_RENDERED_BOUNDARY) && attempt < LAZY_CODE_ATTEMPTS; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    html = renderToString(element);
  }
  return html;
}

/** HTML without the empty comments React writes between adjacent texts, so assertions can name whole texts. */
export function joinTexts(html: string): string {
  return html.replace(/<!-- -->/g, '');
}

const entities: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/** A text as React writes it into HTML, for `expect(html).toContain(...)`. */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => Object.keys(entities).find((entity) => entities[entity] === character) ?? character);
}

/** The text of the page's one h1 in rendered HTML (its tags dropped, its characters unescaped), if it has one. */
export function readMainHeading(html: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(joinTexts(html));
  return match?.[1]
    ?.replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => entities[entity] ?? entity)
    .trim();
}

/** An exposed page module as the server uses it: its component and, when its first screen is data, its loader. */
export interface ServerPage {
  Page: ComponentType;
  loadFirstScreen?: FirstScreenLoader;
}

/**
 * The routes of `remote` in the route table, as `[path, route]` rows for test.each, once it is sure the test covers
 * them all: a module without a page in `pages`, or a path without an entry in `expected`, fails the test file. The
 * route table names exactly the modules a remote exposes (shell/src/remotes/route-exposes.test.ts), so every
 * exposed page is rendered.
 */
export function listRoutesToRender(remote: RemoteName, pages: object, expected: object): (readonly [string, SiteRoute])[] {
  const routes = siteRoutes.filter((route) => route.remote === remote);
  const uncovered = [
    ...routes.filter((route) => !(route.module in pages)).map((route) => `module ${route.module}`),
    ...routes.filter((route) => !(route.path in expected)).map((route) => `path ${route.path}`),
  ];
  if (uncovered.length > 0) throw new Error(`The server-render test of ${remote} leaves out ${uncovered.join(', ')}`);
  return routes.map((route) => [route.path, route] as const);
}

/**
 * What the server does for one address of a route: the page's loadFirstScreen with the address's path and
 * parameters, then the page rendered under its route with that data, as the shell renders it. The router is the
 * caller's: StaticRouter, which only tests import (the apps get the router's client subset, see router-exports.test.ts).
 */
export async function renderRouteOnServer(
  { Page, loadFirstScreen }: ServerPage,
  { routePath, url, router }: { routePath: string; url: string; router: ComponentType<{ location: string; children?: ReactNode }> },
): Promise<{ html: string; data: FirstScreenData }> {
  // the point is a render without a browser: a test in jsdom would hide a page that reads window
  if (typeof window !== 'undefined') throw new Error('Render pages on the server in the node test environment');
  const [pathname = url, query = ''] = url.split('?');
  const params = matchPath(routePath, pathname)?.params ?? {};
  const data = loadFirstScreen ? await loadFirstScreen({ pathname, params, search: query ? `?${query}` : '' }) : {};
  const page = createElement(Routes, null, createElement(Route, { path: routePath, element: createElement(Page) }));
  const tree = createElement(
    ThemeProvider,
    null,
    createElement(FirstScreenDataProvider, { data }, createElement(router, { location: url }, page)),
  );
  return { html: joinTexts(await renderToStringSettled(tree)), data };
}

/**
 * In a browser-like test (jsdom): puts the server's HTML of `element` in the document and hydrates it with the same
 * element, as the browser does. What the server had instead, when the browser knows more (a navigation state), is
 * `serverElement`; `enterBrowser` runs between the two, to give the browser what the server lacks (a viewport, media
 * queries, IntersectionObserver), so a first render that reads them is caught. Returns the container and what
 * hydration reported: a first render in the browser that differs from the server's HTML is one of those errors.
 */
export async function hydrateServerHtml(
  element: ReactElement,
  { serverElement = element, enterBrowser }: { serverElement?: ReactElement; enterBrowser?: () => void } = {},
): Promise<{ container: HTMLElement; hydrationErrors: unknown[] }> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = await renderToStringSettled(serverElement);
  enterBrowser?.();
  const hydrationErrors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => hydrationErrors.push(error) });
  });
  return { container, hydrationErrors };
}
