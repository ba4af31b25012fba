import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { SiteRoute } from '@chalein/shared/lib/routes';
import { LoadingState } from '@chalein/shared/ui/status';
import { forgetRemoteFailure, loadRemotePage, RemoteLoadError } from './remote-registry';

type PageComponent = ComponentType<Record<string, never>>;

// One lazy component per remote module, so revisiting a route does not load or remount anew.
const lazyPages = new Map<string, PageComponent>();

/** Forgets every loaded page (tests start from a clean slate with it). */
export function forgetLoadedPages(): void {
  lazyPages.clear();
}

function getLazyPage(route: SiteRoute): PageComponent {
  const key = `${route.remote}/${route.module}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(async () => ({ default: await loadRemotePage<PageComponent>(route.remote, route.module) }));
    lazyPages.set(key, page);
  }
  return page;
}

interface BoundaryProps {
  route: SiteRoute;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a remote that could not be loaded and shows the fallback inside the normal layout. Any other error
 * (a page that breaks while rendering) is passed on to the router's error screen.
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
    // not ours to handle: rethrown from render, it reaches the router's error screen
    if (error) throw error;
    return this.props.children;
  }
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="remote-unavailable" aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title">This part of Chalein could not be loaded</h1>
      <p>Please check your connection and try again. The rest of the site keeps working.</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}

/** Renders the page a remote exposes for this route, loading the remote on first visit. */
export function RemoteRoute({ route }: { route: SiteRoute }) {
  const [attempt, setAttempt] = useState(0);
  const Page = getLazyPage(route);

  const retry = () => {
    lazyPages.delete(`${route.remote}/${route.module}`);
    forgetRemoteFailure(route.remote);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteBoundary key={attempt} route={route} onRetry={retry}>
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
