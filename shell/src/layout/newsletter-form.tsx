import { useEffect, useState, type FormEvent } from 'react';
import { newsletterMessages, validateNewsletter } from '@chalein/shared/lib/validation/newsletter';

/** How long 'Subscribed successfully!' stays. */
export const NEWSLETTER_SUCCESS_MS = 3000;

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'error'; message: string };

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

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
    try {
      // loaded on first use: the footer is on every page, the API client need not be
      const { subscribeToNewsletter } = await import('@chalein/shared/api/site');
      await subscribeToNewsletter({ email: email.trim() });
      setEmail('');
      setStatus({ kind: 'success' });
    } catch {
      // the failure message stays, and so does what was typed
      setStatus({ kind: 'error', message: newsletterMessages.failure });
    }
  }

  return (
    <form className="newsletter" onSubmit={onSubmit} noValidate>
      <h2 className="site-footer__heading">Newsletter</h2>
      <p>News about rides, passes and offers in Bengaluru, once a month.</p>
      <div className="newsletter__row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address for newsletter
        </label>
        <input
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={status.kind === 'error'}
          aria-describedby="newsletter-status"
        />
        <button type="submit" className="button" disabled={status.kind === 'submitting'}>
          Subscribe
        </button>
      </div>
      <p id="newsletter-status" className={`newsletter__status newsletter__status--${status.kind}`} role="status" aria-live="polite">
        {status.kind === 'success' ? newsletterMessages.success : status.kind === 'error' ? status.message : ''}
      </p>
    </form>
  );
}
