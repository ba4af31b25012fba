import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '@chalein/shared/api/client';
import { newsletterMessages, validateNewsletter } from '@chalein/shared/lib/validation/newsletter';
import { isValidationKey } from '@chalein/shared/lib/validation/validation-message';
import { useValidationMessage } from '@chalein/shared/lib/i18n/use-validation-texts';
import { usePostedForm, type PostedFormState } from '@chalein/shared/lib/posted-form';
import { useIdempotencyKey } from '@chalein/shared/lib/use-idempotency-key';
import { PostedFormFields, usePostedFormProps } from '@chalein/shared/ui/posted-form-fields';
import { useShellTexts } from '../lib/shell-texts';

/** How long 'Subscribed successfully!' stays. */
export const NEWSLETTER_SUCCESS_MS = 3000;

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'error'; message: string };

/** Where the form starts when the page answers its post without scripts: the server's message, or its thank-you. */
function selectPostedStatus(posted: PostedFormState | undefined): Status {
  if (posted?.sent) return { kind: 'success' };
  const message = posted?.errors.email ?? posted?.failure;
  return message ? { kind: 'error', message } : { kind: 'idle' };
}

export function NewsletterForm() {
  const { t } = useShellTexts();
  const posted = usePostedForm('newsletter');
  const postedProps = usePostedFormProps();
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const [status, setStatus] = useState<Status>(() => selectPostedStatus(posted));
  // one key per subscription (docs/decisions/0035-idempotent-submissions.md): a retry after a failure is stored once
  const keys = useIdempotencyKey();
  // the messages are keys (or the server's text, after a post without scripts). They load once the footer shows; a
  // status shown as the page renders (the server's answer to a post) waits for them, so the server writes it out
  const showsKey = status.kind === 'success' || (status.kind === 'error' && isValidationKey(status.message));
  const translateMessage = useValidationMessage({ suspend: showsKey });

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = window.setTimeout(() => setStatus({ kind: 'idle' }), NEWSLETTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validateNewsletter({ email });
    if (errors.email) {
      setStatus({ kind: 'error', message: errors.email });
      return;
    }
    setStatus({ kind: 'submitting' });
    // read now: React lets go of the event's target once the handler has awaited
    const formElement = event.currentTarget;
    try {
      // loaded on first use: the footer is on every page, the API client need not be
      const { subscribeToNewsletter } = await import('@chalein/shared/api/site');
      await subscribeToNewsletter({ email: email.trim() }, keys.takeKey(formElement));
      keys.renewKey();
      setEmail('');
      setStatus({ kind: 'success' });
    } catch (error) {
      keys.keepKeyAfterFailure(error instanceof ApiError ? error.status : null);
      // the failure message stays, and so does what was typed
      setStatus({ kind: 'error', message: newsletterMessages.failure });
    }
  }

  return (
    <form className="newsletter" {...postedProps} onSubmit={onSubmit} noValidate>
      <PostedFormFields form="newsletter" />
      <h2 className="site-footer__heading">{t('newsletter.heading')}</h2>
      <p>{t('newsletter.intro')}</p>
      <div className="newsletter__row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          {t('newsletter.emailLabel')}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t('newsletter.emailPlaceholder')}
          value={email}
          onChange={(event) => {
            keys.renewKey();
            setEmail(event.target.value);
          }}
          aria-invalid={status.kind === 'error'}
          aria-describedby="newsletter-status"
        />
        <button type="submit" className="button" disabled={status.kind === 'submitting'}>
          {t('newsletter.subscribe')}
        </button>
      </div>
      <p id="newsletter-status" className={`newsletter__status newsletter__status--${status.kind}`} role="status" aria-live="polite">
        {status.kind === 'success'
          ? translateMessage(newsletterMessages.success)
          : status.kind === 'error'
            ? translateMessage(status.message)
            : ''}
      </p>
    </form>
  );
}
