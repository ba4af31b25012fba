import { lazy, useLayoutEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';
import { HYDRATION_FAILED_ATTRIBUTE, REMOTE_PAGE_ATTRIBUTE, ROOT_ID, withAttribute } from '@chalein/shared/lib/dom-markers';
import type { SiteRoute } from '@chalein/shared/lib/routes';
import { LoadingState } from '@chalein/shared/ui/status';
import { useShellTexts } from '../lib/shell-texts';
import { forgetRemoteFailure, loadRemotePage } from './remote-registry';

type PageComponent = ComponentType<Record<string, never>>;

/** Where loading the remote of a kept server page stands: 'retrying' is a load the visitor asked for after a failure. */
export type KeptPageStatus = 'loading' | 'failed' | 'retrying' | 'loaded';

/**
 * Marks the server's page as one no script will take over (until a retry): data-hydration-failed beside the
 * data-hydrated it will not get, for whatever waits on that (the page's inline starter, styles, tests).
 */
function markFailed(elements: readonly Element[], failed: boolean): void {
  for (const element of elements) element.toggleAttribute(HYDRATION_FAILED_ATTRIBUTE, failed);
}

/** How long a Retry that failed waits before its one more try. */
export const RETRY_AGAIN_AFTER_MS = 500;

/** A server-rendered page whose remote is loaded to hydrate it, and the state of that load. */
export interface KeptServerPage {
  /** suspends until the remote's page has loaded, however many tries that takes, and never fails */
  readonly Page: PageComponent;
  /** the server's elements of the page (its [data-remote-page] roots), found before React touched them */
  readonly serverElements: readonly Element[];
  status(): KeptPageStatus;
  subscribe(listener: () => void): () => void;
  /** loads the remote again after a failure */
  retry(): void;
}

/**
 * The page of a route the server rendered, for the hydrating render. React keeps a Suspense boundary's server HTML
 * as it is while the page inside it is suspended, and throws it away for the error fallback once the page fails. So
 * this page never fails: when its remote cannot be loaded it stays suspended, the visitor keeps the server's page
 * (readable, its links working, what was typed still there), and a retry that loads the remote hydrates that same
 * HTML. Its status tells the notice above the page what to say.
 */
export function keepServerPage(route: SiteRoute): KeptServerPage {
  // called in the hydrating render, before React has changed anything: what the page shows now is the server's
  const page = withAttribute(REMOTE_PAGE_ATTRIBUTE);
  const serverElements = Array.from(document.querySelectorAll(`#${ROOT_ID} ${page}:not(${page} ${page})`));
  const listeners = new Set<() => void>();
  let status: KeptPageStatus = 'loading';
  const setStatus = (next: KeptPageStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  let load: (againAfterFailure: boolean) => void = () => undefined;
  const Page = lazy(
    () =>
      new Promise<{ default: PageComponent }>((resolve) => {
        load = (againAfterFailure) => {
          loadRemotePage<PageComponent>(route.remote, route.module).then(
            (component) => {
              setStatus('loaded');
              resolve({ default: component });
            },
            (error: unknown) => {
              // The page's starter preloads the remote's files, and a preload that failed while the remote was
              // unreachable answers the next request for its file with that failure, the loader's own second try
              // included; a request a moment later goes to the network
              if (againAfterFailure) {
                window.setTimeout(() => {
                  forgetRemoteFailure(route.remote);
                  load(false);
                }, RETRY_AGAIN_AFTER_MS);
                return;
              }
              console.error(`Remote '${route.remote}' failed to load; the server's page is kept`, error);
              markFailed(serverElements, true);
              setStatus('failed');
            },
          );
        };
        load(false);
      }),
  );
  return {
    Page,
    serverElements,
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retry() {
      if (status !== 'failed') return;
      setStatus('retrying');
      markFailed(serverElements, false);
      forgetRemoteFailure(route.remote);
      load(true);
    },
  };
}

const noPage = { status: (): KeptPageStatus => 'loading', subscribe: () => () => undefined };

/**
 * A small notice above a kept server page whose remote failed, with Retry. Its empty place is rendered by the server
 * and by the hydrating render alike (an empty live region, so what appears in it later is announced), and fills in
 * only after hydration, so hydrating it never mismatches the server's HTML.
 */
export function FailedRemoteNotice({ page }: { page: KeptServerPage | null }) {
  const { t } = useShellTexts();
  const source = page ?? noPage;
  const status = useSyncExternalStore(source.subscribe, source.status, () => 'loading' as KeptPageStatus);
  const shown = status === 'failed' || status === 'retrying';
  return (
    <div className="remote-notice" role="status">
      {shown && page ? (
        <div className="remote-notice__box">
          <p>
            <strong>{t('failedRemoteNotice.title')}</strong> {t('failedRemoteNotice.body')}
          </p>
          <button
            type="button"
            className="button"
            onClick={() => page.retry()}
            disabled={status === 'retrying'}
            aria-busy={status === 'retrying'}
          >
            {status === 'retrying' ? t('failedRemoteNotice.retrying') : t('failedRemoteNotice.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The kept page's Suspense fallback. React throws a boundary's server HTML away if an update reaches it before it has
 * hydrated (a change of theme, which the page reads) and shows the fallback instead: here that is the server's own
 * elements put back, the very nodes (so what was typed stays), until the remote's page replaces them.
 */
export function KeptServerHtml({ page }: { page: KeptServerPage }) {
  const holder = useRef<HTMLDivElement>(null);
  // before the browser paints, so the page never flickers out
  useLayoutEffect(() => {
    holder.current?.append(...page.serverElements);
  }, [page]);
  if (page.serverElements.length === 0) return <LoadingState />;
  return <div ref={holder} className="remote-kept-html" />;
}
