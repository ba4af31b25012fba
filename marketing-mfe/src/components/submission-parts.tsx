import type { ReactNode } from 'react';
import { CheckboxField } from '@chalein/shared/ui/checkbox-field';
import { ErrorSummary } from '@chalein/shared/ui/error-summary';
import { ThankYouModal } from '@chalein/shared/ui/modal';
import { usePostedForm, type PostedFormName } from '@chalein/shared/lib/posted-form';
import { PostedFormFields, PostedThankYou } from '@chalein/shared/ui/posted-form-fields';
import type { SubmissionForm } from '@chalein/shared/lib/use-submission-form';
import { useMarketingTexts } from '../lib/marketing-texts';
import { useValidationMessage } from '@chalein/shared/lib/i18n/use-validation-texts';

// what these parts read of a form, whatever its fields
type SendState = Pick<SubmissionForm<string>, 'status' | 'failure' | 'confirmation' | 'closeConfirmation'>;

/**
 * The top of a form card: its heading, the Thank You of a form sent without scripts (the server answers with the
 * page again), the note that every field is required and the summary of the fields to correct.
 */
export function FormCardTop({
  titleId,
  title,
  postedForm,
  successMessage,
  summaryCount,
}: {
  titleId: string;
  title: string;
  /** the form's name, as its page's server posts it back (see usePostedForm) */
  postedForm: PostedFormName;
  successMessage: string;
  summaryCount: number;
}) {
  const { t } = useMarketingTexts();
  const sent = usePostedForm(postedForm)?.sent;
  return (
    <>
      <h2 id={titleId}>{title}</h2>
      {sent ? <PostedThankYou message={successMessage} reference={sent.reference} /> : null}
      <p className="form-card__required-note">{t('forms.allRequired')}</p>
      <ErrorSummary count={summaryCount} />
      <PostedFormFields form={postedForm} />
    </>
  );
}

/** The box a visitor ticks to let us use their details, with the notice of how they are used and kept. */
export function ConsentField({
  form,
  label,
  notice,
}: {
  form: Pick<SubmissionForm<string>, 'consent' | 'setConsent' | 'consentError'>;
  label: string;
  notice: ReactNode;
}) {
  return (
    <CheckboxField
      name="consent"
      className="consent-field"
      labelClassName="consent-field__row"
      noticeClassName="consent-field__notice"
      checked={form.consent}
      onChange={form.setConsent}
      error={form.consentError}
      label={label}
      notice={notice}
    />
  );
}

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
  // the form's own message is a key; the described failure is the server's text or, when it said nothing, a key
  const translateMessage = useValidationMessage();
  if (form.status !== 'error' || (!message && !form.failure)) return null;
  return (
    <div className="form-message--error" role="alert">
      {message ? <p>{translateMessage(message)}</p> : null}
      {form.failure ? <p>{translateMessage(form.failure)}</p> : null}
    </div>
  );
}

/** The Thank You modal of a successful send, with its reference. */
export function SubmissionConfirmation({ form }: { form: SendState }) {
  return form.confirmation ? (
    <ThankYouModal message={form.confirmation.message} reference={form.confirmation.reference} onClose={form.closeConfirmation} />
  ) : null;
}
