import { ThankYouModal } from '@chalein/shared/ui/modal';
import type { SubmissionForm } from '@chalein/shared/lib/use-submission-form';
import { useMarketingTexts } from '../lib/marketing-texts';

// what these parts read of a form, whatever its fields
type SendState = Pick<SubmissionForm<string>, 'status' | 'failure' | 'confirmation' | 'closeConfirmation'>;

/** Submit, which reads 'Loading...' and waits while the form is being sent. */
export function SubmitActions({ form }: { form: SendState }) {
  const { t } = useMarketingTexts();
  const submitting = form.status === 'submitting';
  return (
    <div className="form-card__actions">
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? t('forms.sending') : t('forms.submit')}
      </button>
    </div>
  );
}

/** After a failed send: the form's own message (when it has one) and the described failure, announced. */
export function SubmissionFailure({ form, message }: { form: SendState; message?: string }) {
  if (form.status !== 'error' || (!message && !form.failure)) return null;
  return (
    <div className="form-message--error" role="alert">
      {message ? <p>{message}</p> : null}
      {form.failure ? <p>{form.failure}</p> : null}
    </div>
  );
}

/** The Thank You modal of a successful send, with its reference. */
export function SubmissionConfirmation({ form }: { form: SendState }) {
  return form.confirmation ? (
    <ThankYouModal message={form.confirmation.message} reference={form.confirmation.reference} onClose={form.closeConfirmation} />
  ) : null;
}
