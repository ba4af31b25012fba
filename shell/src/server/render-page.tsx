import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router-dom';
import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { getApiClient } from '@chalein/shared/api/client';
import { collectTextBundles, createI18n, PAGE_TEXTS_DATA_KEY } from '@chalein/shared/lib/i18n/create-i18n';
import { languageBasename, splitLanguagePath, type Language } from '@chalein/shared/lib/i18n/languages';
import '@chalein/shared/lib/i18n/use-common-texts';
import { RenderedPlatformContext, type StorePlatform } from '@chalein/shared/lib/app-store';
import { findSiteRoute, siteRoutes, type RemoteName } from '@chalein/shared/lib/routes';
import type { RenderOutcome, RenderProcessOptions } from '@chalein/shared/lib/server-render-protocol';
import { POSTED_FORM_DATA_KEY, type PostedFormState } from '@chalein/shared/lib/posted-form';
import type { Theme } from '@chalein/shared/lib/theme-cookie';
import { FirstScreenDataProvider, type FirstScreenData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { ThemeProvider } from '@chalein/shared/ui/theme';
import { AppRoutes } from '../app';
import { exportNameOf, startRemotes } from '../remotes/remote-registry';
import { createChannelAdapter, renderLanguage, type CallApi } from './channel-api-adapter';
import { createVerifiedEntryPlugin } from './verified-entry-plugin';
import '../lib/shell-texts';

// Renders one address of the site to HTML on the server: the shell's layout with the owning remote's page, from
// the first screen's data the page's `loadFirstScreen` fetched through the API. Anything that goes wrong is an
// outcome, not an exception: the API server then sends that page to be rendered in the browser, as before.

/** Addresses are resolved against an origin that is no network's: nothing here is fetched. */
const SITE_ORIGIN = 'http://site.invalid';

let options: RenderProcessOptions | null = null;
/** remotes whose server entry could not be loaded (integrity, evaluation): not tried again */
const failedRemotes = new Map<RemoteName, string>();

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'unknown error';

/**
 * Registers the remotes' server entries (the bytes the server handed over, run only when they match their integrity)
 * and sends the API client's calls over the channel.
 */
export async function startRenderer(
  given: RenderProcessOptions,
  code: Partial<Record<RemoteName, Uint8Array>>,
  callApi: CallApi,
): Promise<Partial<Record<RemoteName, string>>> {
  options = given;
  registerPlugins([
    createVerifiedEntryPlugin(
      (remote) => given.remotes[remote as RemoteName]?.integrity,
      (remote) => code[remote as RemoteName],
    ),
  ]);
  // the entries' addresses only name them (in stack traces): their code is already here
  const entries = Object.fromEntries(
    Object.entries(given.remotes).map(([name, remote]) => [name, new URL(remote.entry, SITE_ORIGIN).toString()]),
  );
  await startRemotes(Promise.resolve(entries));
  const client = await getApiClient();
  client.defaults.adapter = createChannelAdapter(client, callApi);
  client.defaults.timeout = given.apiTimeoutMs;
  // Load every remote and render one of its pages now, so the first visitor of each does not pay for checking and
  // running its code, nor for the first (slow, not yet optimised) render.
  for (const remote of Object.keys(given.remotes) as RemoteName[]) {
    const route = siteRoutes.find((candidate) => candidate.remote === remote && !candidate.path.includes(':'));
    if (route) await renderPage(route.path, 'light', 'other');
  }
  // and one page in each other language, so each language's texts are loaded before a visitor asks
  for (const prefix of ['/hi', '/kn']) await renderPage(prefix, 'light', 'other');
  return Object.fromEntries(failedRemotes);
}

async function loadFirstScreen(url: URL, path: string): Promise<{ data: FirstScreenData } | { failed: string; remote: RemoteName }> {
  const route = findSiteRoute(path);
  // an address of no route is the shell's own 404 page: nothing to load
  if (!route) return { data: {} };
  const broken = failedRemotes.get(route.remote);
  if (broken) return { failed: broken, remote: route.remote };
  if (!options?.remotes[route.remote]) return { failed: 'no server entry', remote: route.remote };
  let exposed: Record<string, unknown> | null;
  try {
    exposed = await loadRemote<Record<string, unknown>>(`${route.remote}/${route.module}`);
  } catch (error) {
    // its code cannot be run (integrity, evaluation): not tried again in this process
    failedRemotes.set(route.remote, describe(error));
    return { failed: describe(error), remote: route.remote };
  }
  if (typeof exposed?.[exportNameOf(route.module)] !== 'function') {
    return { failed: `does not expose ${exportNameOf(route.module)}`, remote: route.remote };
  }
  const loader = exposed.loadFirstScreen as FirstScreenLoader | undefined;
  if (typeof loader !== 'function') return { data: {} };
  const params = matchPath(route.path, path)?.params ?? {};
  try {
    return { data: await loader({ pathname: path, params, search: url.search }) };
  } catch (error) {
    // this request only (the API was slow, say): the page renders in the browser and fetches its own data
    return { failed: `its first screen could not be loaded: ${describe(error)}`, remote: route.remote };
  }
}

interface RenderRequest {
  address: string;
  language: Language;
  i18n: i18n;
  theme: Theme;
  platform: StorePlatform;
  data: FirstScreenData;
}

function renderToHtml({ address, language, i18n, theme, platform, data }: RenderRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let boundaryError: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        // A part that threw is left to the browser by React; the API server does the same for the whole page, so
        // the visitor never gets a page with a hole in it
        if (boundaryError) reject(boundaryError instanceof Error ? boundaryError : new Error(String(boundaryError)));
        else resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider initialTheme={theme}>
          <RenderedPlatformContext value={platform}>
            <FirstScreenDataProvider data={data}>
              <StaticRouter location={address} basename={languageBasename(language) || undefined}>
                <AppRoutes language={language} />
              </StaticRouter>
            </FirstScreenDataProvider>
          </RenderedPlatformContext>
        </ThemeProvider>
      </I18nextProvider>,
      {
        // Everything is sent at once (onAllReady), so no part needs to arrive later: without this React moves large
        // parts after the rest and puts them in place with inline scripts, which the Content-Security-Policy blocks
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error) => {
          boundaryError ??= error;
        },
      },
    );
  });
}

export async function renderPage(address: string, theme: Theme, platform: StorePlatform, form?: PostedFormState): Promise<RenderOutcome> {
  const started = performance.now();
  const url = new URL(address, SITE_ORIGIN);
  // the address names the language (/hi/..., /kn/...); the route table and the page's loader know paths without it
  const { language, path } = splitLanguagePath(url.pathname);
  const loaded = await renderLanguage.run(language, () => loadFirstScreen(url, path));
  if ('failed' in loaded) return { ok: false, reason: loaded.failed, remote: loaded.remote };
  // a posted form's state goes with the first screen's data, so the browser hydrates the same form
  const pageData = form ? { ...loaded.data, [POSTED_FORM_DATA_KEY]: form } : loaded.data;
  // this request's own instance: another request may be rendering another language at the same moment
  const i18n = createI18n(language);
  try {
    // the page's own remote's texts and the layout's, loaded before rendering rather than suspended on one by one
    const remote = findSiteRoute(path)?.remote;
    await i18n.loadNamespaces(['shell', 'common', ...(remote ? [remote] : [])]);
    const html = await renderToHtml({ address: `${url.pathname}${url.search}`, language, i18n, theme, platform, data: pageData });
    // every namespace the page used goes with it, for the browser to hydrate with the same words
    const used = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
    const data = { ...pageData, [PAGE_TEXTS_DATA_KEY]: collectTextBundles(i18n, used) };
    return { ok: true, html, data, renderMs: performance.now() - started };
  } catch (error) {
    return { ok: false, reason: `rendering threw: ${describe(error)}` };
  }
}
