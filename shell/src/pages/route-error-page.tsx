import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useShellTexts } from '../lib/shell-texts';

/**
 * The error screen of the site: what a page that throws while rendering shows, inside the normal layout. A visitor
 * reads what happened and what to do in the page's language; the error's own message is the developers' (English,
 * often code), so it waits folded away under 'Technical details' for whoever reports the problem.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useShellTexts();
  const detail = error instanceof Error ? error.message : '';
  return (
    <section className="route-error" role="alert">
      <h1>{t('routeError.heading')}</h1>
      <p>{t('routeError.text')}</p>
      <div className="route-error__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('routeError.retry')}
        </button>
        <Link to="/" className="button button--secondary">
          {t('routeError.backHome')}
        </Link>
      </div>
      {detail ? (
        <details className="route-error__detail">
          <summary>{t('routeError.technicalDetail')}</summary>
          <pre>{detail}</pre>
        </details>
      ) : null}
    </section>
  );
}

/**
 * Catches render errors of the current page. The layout keys it by path, so moving to another page clears it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
