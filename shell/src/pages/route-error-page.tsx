import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useShellTexts } from '../lib/shell-texts';

/** The error screen of the site: what a page that throws while rendering shows, inside the normal layout. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useShellTexts();
  // an error's own message is the developers' text, shown as it is
  const detail = error instanceof Error ? error.message : t('routeError.fallbackDetail');
  return (
    <section className="route-error" role="alert">
      <h1>{t('routeError.heading')}</h1>
      <p>{detail}</p>
      <Link to="/" className="button">
        {t('routeError.backHome')}
      </Link>
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
