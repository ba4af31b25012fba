import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@chalein/shared/api/client';
import { getNewsletterUnsubscribeState } from '@chalein/shared/api/site';
import { brand } from '@chalein/shared/lib/brand';
import { collectFirstScreenData, useAsyncData, type FirstScreenLoader } from '@chalein/shared/lib/use-async-data';
import { useRecordTitle } from '@chalein/shared/lib/use-record-title';
import { usePostedFormProps } from '@chalein/shared/ui/posted-form-fields';
import { PageRoot } from '@chalein/shared/ui/page-root';
import { ErrorState, LoadingState } from '@chalein/shared/ui/status';
import { PageHeader } from '../components/page-header';
import { useMarketingTexts } from '../lib/marketing-texts';
import '../styles/marketing.css';

// /newsletter/unsubscribe/:token, the link in every newsletter mail (docs/decisions/0044-signed-links.md). Opening it
// unsubscribes nobody (mail scanners open every link): it asks, and its button posts RFC 8058's one-click body to
// this same address, with or without scripts; the server answers with this page again, which then says it is done.

export function unsubscribeStateKey(token: string): string {
  return `newsletter-unsubscribe-${token}`;
}

export const loadFirstScreen: FirstScreenLoader = ({ params }) => {
  const token = params.token ?? '';
  return collectFirstScreenData({ [unsubscribeStateKey(token)]: () => getNewsletterUnsubscribeState(token) });
};

/** The confirm step: a real form posted to this address, so the button works before and without scripts. */
function UnsubscribeForm() {
  const { t } = useMarketingTexts();
  return (
    <form {...usePostedFormProps()} className="unsubscribe-form" aria-label={t('unsubscribePage.title')}>
      <input type="hidden" name="List-Unsubscribe" value="One-Click" />
      <p>{t('unsubscribePage.question')}</p>
      <button type="submit" className="button">
        {t('unsubscribePage.button')}
      </button>
    </form>
  );
}

export function NewsletterUnsubscribePage() {
  const { t } = useMarketingTexts();
  const { token = '' } = useParams();
  const state = useAsyncData(() => getNewsletterUnsubscribeState(token), unsubscribeStateKey(token));
  // the title the server gave it, kept in the browser (the page has no seodata for the shell to apply)
  useRecordTitle(t('unsubscribePage.documentTitle', { productName: brand.productName }));

  const notFound = state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
  const done = state.status === 'success' && !state.data.subscribed;
  const title = t(notFound ? 'unsubscribePage.notFoundTitle' : done ? 'unsubscribePage.doneTitle' : 'unsubscribePage.title');
  return (
    <PageRoot>
      <PageHeader title={title} />
      <div className="container section unsubscribe-page">
        {state.status === 'loading' ? <LoadingState /> : null}
        {notFound ? <p>{t('unsubscribePage.notFound')}</p> : null}
        {state.status === 'error' && !notFound ? <ErrorState message={t('unsubscribePage.loadFailed')} onRetry={state.reload} /> : null}
        {state.status === 'success' && state.data.subscribed ? <UnsubscribeForm /> : null}
        {done ? (
          <p role="status" className="unsubscribe-page__done">
            {t('unsubscribePage.done')}
          </p>
        ) : null}
        {notFound || done ? (
          <Link to="/" className="button button--secondary">
            {t('unsubscribePage.backHome')}
          </Link>
        ) : null}
      </div>
    </PageRoot>
  );
}
