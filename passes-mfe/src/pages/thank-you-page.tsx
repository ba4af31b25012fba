import { useEffect, useState, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { getPurchaseStatus } from '@chalein/shared/api/passes';
import type { IssuedPassSummary } from '@chalein/shared/api/types';
import { brand } from '@chalein/shared/lib/brand';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { LoadingState } from '@chalein/shared/ui/status';
import { formatIndianDateTime, readPaymentResultState, type PaymentResultState } from '../lib/payment-result';
import { usePassesTexts } from '../lib/passes-texts';
import { useIsHydrated } from '@chalein/shared/lib/use-is-hydrated';
import '../styles/passes.css';

/** How often, and how many times, the page asks whether a payment that is being confirmed is now confirmed. */
export const CONFIRM_POLL_MS = 4000;
export const CONFIRM_POLL_ATTEMPTS = 30;

/** A picture, not a word: hidden from screen readers and the same in every language. */
const successIcon = '✓';

type Confirmation =
  { status: 'not-needed' } | { status: 'waiting' } | { status: 'confirmed'; issuedPass?: IssuedPassSummary } | { status: 'still-waiting' };

/**
 * Follows an order whose payment went through but was not confirmed when the rider came here: it asks the server
 * until the order is paid (by the webhook or the reconciler), and says so.
 */
function useConfirmation(orderId: string | undefined, customerid: number | undefined, confirming: boolean): Confirmation {
  const [confirmation, setConfirmation] = useState<Confirmation>(
    confirming && orderId && customerid ? { status: 'waiting' } : { status: 'not-needed' },
  );

  useEffect(() => {
    if (!confirming || !orderId || !customerid) return undefined;
    let stopped = false;
    let attempts = 0;
    let timer: number | undefined;
    const ask = async () => {
      attempts += 1;
      try {
        const result = await getPurchaseStatus({ order_id: orderId, customerid });
        if (stopped) return;
        if (result.orderStatus === 'paid') {
          setConfirmation({ status: 'confirmed', issuedPass: result.issuedPass });
          return;
        }
      } catch {
        // a failed question is asked again: the answer that matters is the server's settled one
        if (stopped) return;
      }
      if (attempts >= CONFIRM_POLL_ATTEMPTS) {
        setConfirmation({ status: 'still-waiting' });
        return;
      }
      timer = window.setTimeout(() => void ask(), CONFIRM_POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [orderId, customerid, confirming]);

  return confirmation;
}

function IssuedPassDetails({ pass }: { pass: IssuedPassSummary }) {
  const { t, i18n } = usePassesTexts();
  return (
    <p className="result-card__validity">
      <Trans
        t={t}
        i18nKey="thankYouPage.validity"
        values={{
          passName: pass.passName,
          from: formatIndianDateTime(pass.validFrom, i18n.language),
          until: formatIndianDateTime(pass.validUntil, i18n.language),
        }}
        components={{ strong: <strong /> }}
      />
    </p>
  );
}

/** "Call ... or write to ..." with the support address as a mail link; the key names the rest of the sentence. */
function SupportContact({ i18nKey }: { i18nKey: string }) {
  const { t } = usePassesTexts();
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ phone: brand.supportPhone, email: brand.supportEmail }}
      components={{ mail: <a href={`mailto:${brand.supportEmail}`} /> }}
    />
  );
}

/** The page's plain card: its heading and what it says, for the states that are not a purchase's result. */
function PlainResultCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageRoot className="result-page">
      <section className="section" aria-labelledby="thank-you-title">
        <div className="container">
          <div className="card result-card">
            <h1 id="thank-you-title" className="result-card__title">
              {title}
            </h1>
            {children}
          </div>
        </div>
      </section>
    </PageRoot>
  );
}

/**
 * /thankyou opened by hand, from a bookmark or after the browser dropped the navigation state: no payment came with
 * it, so it must not congratulate anyone on a purchase.
 */
function NothingToShow() {
  const { t } = usePassesTexts();
  return (
    <PlainResultCard title={t('thankYouPage.nothingTitle')}>
      <p className="result-card__message">{t('thankYouPage.nothingText')}</p>
      <Link to="/pricing" className="button">
        {t('thankYouPage.seePasses')}
      </Link>
    </PlainResultCard>
  );
}

/**
 * /thankyou before the browser has read the navigation state: the server renders the page without it, and the
 * browser's hydrating render must match, so neither says whether a payment came (a rider who paid must not read
 * 'Nothing to show here', nor a visitor from a bookmark 'Thank you!'). Without scripts the state is never read: the
 * loading text is hidden then (passes.css), and the noscript part says where a bought pass is instead.
 */
function ResultPending() {
  const { t } = usePassesTexts();
  return (
    <PlainResultCard title={t('thankYouPage.pendingTitle')}>
      <div className="result-card__pending">
        <LoadingState />
      </div>
      <noscript>
        <p className="result-card__message">{t('thankYouPage.noScript')}</p>
        <p className="result-card__note">
          <SupportContact i18nKey="thankYouPage.questions" />
        </p>
        <p className="result-card__actions">
          <Link to="/pricing" className="button button--secondary">
            {t('thankYouPage.seePasses')}
          </Link>
          <Link to="/" className="button">
            {t('purchase.backToHome')}
          </Link>
        </p>
      </noscript>
    </PlainResultCard>
  );
}

/** True when the navigation state carries anything of a payment: only the pass page's hand-over does. */
function hasPayment(result: PaymentResultState): boolean {
  return Boolean(result.paymentId || result.orderId || result.passName || result.issuedPass || result.confirming);
}

/**
 * /thankyou: the payment id from the navigation state ('N/A' without one) and what happens next. The state is the
 * browser's alone, so the server's HTML and the hydrating render show ResultPending; a link here shows it at once.
 */
export function ThankYouPage() {
  const location = useLocation();
  const hydrated = useIsHydrated();
  if (!hydrated) return <ResultPending />;
  const result = readPaymentResultState(location.state);
  return hasPayment(result) ? <PurchaseResult result={result} /> : <NothingToShow />;
}

function PurchaseResult({ result }: { result: PaymentResultState }) {
  const { t } = usePassesTexts();
  const confirmation = useConfirmation(result.orderId, result.customerid, result.confirming === true);
  const confirmed = confirmation.status === 'confirmed' || confirmation.status === 'not-needed';
  const issuedPass = confirmation.status === 'confirmed' ? (confirmation.issuedPass ?? result.issuedPass) : result.issuedPass;

  return (
    <PageRoot className="result-page">
      <section className="section" aria-labelledby="thank-you-title">
        <div className="container">
          <div className="card result-card result-card--success">
            <span className="result-card__icon" aria-hidden="true">
              {successIcon}
            </span>
            <h1 id="thank-you-title" className="result-card__title">
              {confirmed ? t('thankYouPage.title') : t('thankYouPage.titleConfirming')}
            </h1>
            {confirmed ? (
              <p className="result-card__message" role="status">
                {t('purchase.purchased')}
              </p>
            ) : (
              <div className="result-card__message" role="status">
                {result.notice ? <p>{result.notice}</p> : null}
                <p>{t('purchase.beingConfirmed')}</p>
              </div>
            )}
            {confirmation.status === 'waiting' ? <LoadingState label={t('purchase.confirmingPayment')} /> : null}
            {confirmation.status === 'still-waiting' ? (
              <p className="result-card__note">
                {t('purchase.stillConfirming')} <SupportContact i18nKey="thankYouPage.contactWithPaymentId" />
              </p>
            ) : null}
            <dl className="result-card__facts">
              <div>
                <dt>{t('thankYouPage.paymentId')}</dt>
                <dd className="result-card__payment-id">{result.paymentId ?? t('purchase.notAvailableId')}</dd>
              </div>
              {result.passName ? (
                <div>
                  <dt>{t('thankYouPage.pass')}</dt>
                  <dd>{result.passName}</dd>
                </div>
              ) : null}
            </dl>
            {confirmed && issuedPass ? <IssuedPassDetails pass={issuedPass} /> : null}
            {confirmed ? <p className="result-card__note">{t('thankYouPage.signIn')}</p> : null}
            <Link to="/" className="button">
              {t('purchase.backToHome')}
            </Link>
          </div>
        </div>
      </section>
    </PageRoot>
  );
}
