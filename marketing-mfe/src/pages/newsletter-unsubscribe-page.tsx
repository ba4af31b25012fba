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
import '../styles/marketing.css';

// /newsletter/unsubscribe/:token, the link in every newsletter mail (docs/decisions/0044-signed-links.md). Opening it
// unsubscribes nobody (mail scanners open every link): it asks, and its button posts RFC 8058's one-click body to
// this same address, with or without scripts; the server answers with this page again, which then says it is done.

export const unsubscribeMessages = {
  title: 'Unsubscribe from the newsletter',
  question: 'Stop getting the Chalein newsletter at this address? We will delete the address from our list.',
  button: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  done: 'You will get no more newsletter mails from us at this address. Mails about your own rides and passes still reach you.',
  notFoundTitle: 'Link not found',
  notFound: 'We could not find this unsubscribe link. Check that it is complete, as it came in the mail.',
  loadFailed: 'We could not load this page. Please try again.',
} as const;

export function unsubscribeStateKey(token: string): string {
  return `newsletter-unsubscribe-${token}`;
}

export const loadFirstScreen: FirstScreenLoader = ({ params }) => {
  const token = params.token ?? '';
  return collectFirstScreenData({ [unsubscribeStateKey(token)]: () => getNewsletterUnsubscribeState(token) });
};

/** The confirm step: a real form posted to this address, so the button works before and without scripts. */
function UnsubscribeForm() {
  return (
    <form {...usePostedFormProps()} className="unsubscribe-form" aria-label={unsubscribeMessages.title}>
      <input type="hidden" name="List-Unsubscribe" value="One-Click" />
      <p>{unsubscribeMessages.question}</p>
      <button type="submit" className="button">
        {unsubscribeMessages.button}
      </button>
    </form>
  );
}

export function NewsletterUnsubscribePage() {
  const { token = '' } = useParams();
  const state = useAsyncData(() => getNewsletterUnsubscribeState(token), unsubscribeStateKey(token));
  // the title the server gave it, kept in the browser (the page has no seodata for the shell to apply)
  useRecordTitle(`Newsletter unsubscribe | ${brand.productName}`);

  const notFound = state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
  const done = state.status === 'success' && !state.data.subscribed;
  const title = notFound ? unsubscribeMessages.notFoundTitle : done ? unsubscribeMessages.doneTitle : unsubscribeMessages.title;
  return (
    <PageRoot>
      <PageHeader title={title} />
      <div className="container section unsubscribe-page">
        {state.status === 'loading' ? <LoadingState /> : null}
        {notFound ? <p>{unsubscribeMessages.notFound}</p> : null}
        {state.status === 'error' && !notFound ? <ErrorState message={unsubscribeMessages.loadFailed} onRetry={state.reload} /> : null}
        {state.status === 'success' && state.data.subscribed ? <UnsubscribeForm /> : null}
        {done ? (
          <p role="status" className="unsubscribe-page__done">
            {unsubscribeMessages.done}
          </p>
        ) : null}
        {notFound || done ? (
          <Link to="/" className="button button--secondary">
            Back to Home
          </Link>
        ) : null}
      </div>
    </PageRoot>
  );
}
