import { Link, useLocation } from 'react-router-dom';
import { useShellTexts } from '../lib/shell-texts';

export function NotFoundPage() {
  const { t } = useShellTexts();
  const { pathname } = useLocation();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code">#404</p>
      <h1 id="not-found-title">{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <p className="not-found__detail">
        {t('notFound.detail')} <code>{pathname}</code>
      </p>
      <Link to="/" className="button">
        {t('notFound.goBack')}
      </Link>
    </section>
  );
}
