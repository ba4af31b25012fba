import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { siteRoutes, type RemoteName, type SiteRoute } from '@chalein/shared/lib/routes';
import { LoadingState } from '@chalein/shared/ui/status';
import { useShellTexts } from '../lib/shell-texts';
import { reportRemoteEvent } from '../reporting/report-client-event';
import { forgetRemoteFailure, loadRemotePage, RemoteLoadError } from './remote-registry';
import { FailedRemoteNotice, KeptServerHtml, keepServerPage, type KeptServerPage } from './kept-server-page';

type PageComponent = ComponentType<Record<string, never>>;

const keyOf = (route: SiteRoute) => `${route.remote}/${route.module}`;

function createLazyPage(route: SiteRoute): PageComponent {
  return lazy(async () => ({ default: await loadRemotePage<PageComponent>(route.remote, route.module) }));
}

// One lazy page per remote module, made when the shell starts (not while rendering), so revisiting a route
// neither loads nor suspends again. Nothing is fetched until a page renders.
const lazyPages = new Map<string, PageComponent>();

/** Makes every page anew: at start, and in tests for a clean slate. */
export function forgetLoadedPages(): void {
  lazyPages.clear();
  for (const route of siteRoutes) if (!lazyPages.has(keyOf(route))) lazyPages.set(keyOf(route), createLazyPage(route));
}
forgetLoadedPages();

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a remote that could not be loaded and shows the fallback inside the normal layout. Any other error
 * (a page that breaks while rendering) is passed on to the site's error screen.
 */
class RemoteBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof RemoteLoadError) console.error(`Remote '${error.remote}' failed to load`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error instanceof RemoteLoadError) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    if (error) {
      // the page threw while rendering: the remote's own error (a failed load was reported by the loader). Reported
      // here, not in componentDidCatch, which React never calls on a boundary that throws again; a render repeated
      // sends nothing more (the same error is reported once per page load)
      reportRemoteEvent(this.props.remote, 'render-error', error);
      // not ours to handle: rethrown from render, it reaches the error screen
      throw error;
    }
    return this.props.children;
  }
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useShellTexts();
  return (
    <section className="remote-unavailable" aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title">{t('remoteUnavailable.heading')}</h1>
      <p>{t('remoteUnavailable.text')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('remoteUnavailable.retry')}
      </button>
    </section>
  );
}

// The address the server rendered this tab's first page for, and its kept page once made, until the route showing it
// has mounted: only that route hydrates server HTML, so only it may keep that HTML when the remote fails. React may
// start a hydrating render over (something else in it suspended) with every component made anew; the render it
// starts over must get the same kept page, so the page is handed out until a route holding it mounts.
let serverRendered: { address: string; page: KeptServerPage | null } | null = null;

/** Called before hydrating a server-rendered page, with the address it was rendered for (path and query). */
export function hydrateServerRenderedAddress(address: string): void {
  serverRendered = { address, page: null };
}

/** The kept page for the route that hydrates the server's HTML; every other route renders in the browser. */
function takeServerRenderedPage(route: SiteRoute, address: string): KeptServerPage | null {
  if (serverRendered === null || serverRendered.address !== address) return null;
  // made once, in the first hydrating render, before React has touched the server's elements
  serverRendered.page ??= keepServerPage(route);
  return serverRendered.page;
}

/** A route that mounted with the kept page has it for good: a later visit to that address renders in the browser. */
function releaseServerRenderedPage(page: KeptServerPage): void {
  if (serverRendered?.page === page) serverRendered = null;
}

/** Renders the page a remote exposes for this route, loading the remote on first visit. */
export function RemoteRoute({ route }: { route: SiteRoute }) {
  const { pathname, search } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // made in the first render: a later one (after a retry of the browser's fallback) never hydrates
  const [kept] = useState(() => takeServerRenderedPage(route, `${pathname}${search}`));
  useEffect(() => {
    if (kept) releaseServerRenderedPage(kept);
  }, [kept]);

  // every route of the table has its page made at start
  const Page = kept?.Page ?? lazyPages.get(keyOf(route))!;

  const retry = () => {
    // a failed lazy component stays failed: the next attempt needs a new one
    lazyPages.set(keyOf(route), createLazyPage(route));
    forgetRemoteFailure(route.remote);
    setAttempt((n) => n + 1);
  };

  return (
    <>
      {/* rendered alike everywhere (empty but for a kept page whose remote failed), so hydration always finds it */}
      <FailedRemoteNotice page={kept} />
      <RemoteBoundary key={attempt} remote={route.remote} onRetry={retry}>
        <Suspense fallback={kept ? <KeptServerHtml page={kept} /> : <LoadingState />}>
          {/* eslint-disable-next-line react-hooks/static-components -- made once per route at start, not per render */}
          <Page />
        </Suspense>
      </RemoteBoundary>
    </>
  );
}
