import { Link, useLocation } from 'react-router-dom';
import { brand } from '@chalein/shared/lib/brand';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { readPaymentResultState } from '../lib/payment-result';
import { usePassesTexts } from '../lib/passes-texts';
import { useIsHydrated } from '@chalein/shared/lib/use-is-hydrated';
import '../styles/passes.css';

/**
 * /failed: the checkout was closed without paying. It loads nothing: what happened is in the navigation state, and
 * the spec's text is the same for every visitor. The state is the browser's alone: the server renders the page
 * without it, and so does the browser's hydrating render; the reason and Try again follow right after.
 */
export function PaymentFailedPage() {
  const { t } = usePassesTexts();
  const location = useLocation();
  const hydrated = useIsHydrated();
  const result = readPaymentResultState(hydrated ? location.state : null);

  return (
    <PageRoot className="result-page">
      <section className="section" aria-labelledby="payment-failed-title">
        <div className="container">
          <div className="card result-card result-card--failed">
            <span className="result-card__icon" aria-hidden="true">
              !
            </span>
            <h1 id="payment-failed-title" className="result-card__title">
              {t('purchase.paymentFailedTitle')}
            </h1>
            {result.errorReason ? (
              <p className="result-card__reason" role="alert">
                {result.errorReason}
              </p>
            ) : null}
            <p className="result-card__message">{t('purchase.paymentFailedText')}</p>
            <p className="result-card__note">{t('failedPage.note', { phone: brand.supportPhone })}</p>
            <div className="result-card__actions">
              {result.passPath ? (
                <Link to={result.passPath} className="button">
                  {t('failedPage.tryAgain')}
                  {result.passName ? (
                    <span className="visually-hidden">{t('failedPage.tryAgainPass', { passName: result.passName })}</span>
                  ) : null}
                </Link>
              ) : null}
              <Link to="/" className={result.passPath ? 'button button--secondary' : 'button'}>
                {t('purchase.backToHome')}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </PageRoot>
  );
}
