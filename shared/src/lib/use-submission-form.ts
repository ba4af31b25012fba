import { useCallback, useState, type FormEvent } from 'react';
import { ApiError } from '@chalein/shared/api/client';
import { hasErrors, type FieldErrors } from '@chalein/shared/lib/validation/common';
import { countErrors, useFormState, type FormState, type SubmitStatus } from '@chalein/shared/lib/use-form';
import { usePostedForm, type PostedFormName } from '@chalein/shared/lib/posted-form';
import { useIdempotencyKey } from '@chalein/shared/lib/use-idempotency-key';

/** What the Thank You modal shows after a successful send. */
export interface SubmissionConfirmation {
  message: string;
  reference?: string;
}

export interface SubmissionFormOptions<K extends string> {
  initial: Record<K, string>;
  validate: (values: Record<K, string>) => FieldErrors<K>;
  /** the message for an unticked consent box; forms without a consent box leave it out */
  missingConsentMessage?: string;
  /**
   * Sends the form. `idempotencyKey` is the same for every send of one submission (a retry after a failure) and new
   * for the next: pass it to the API call, so the server stores the submission once
   * (docs/decisions/0035-idempotent-submissions.md).
   */
  send: (values: Record<K, string>, consent: boolean, idempotencyKey: string) => Promise<SubmissionConfirmation>;
  /** the text kept for a failed send: `apiError` is null when the failure was not the API's (a bug, say) */
  describeFailure: (apiError: ApiError | null) => string | undefined;
  /** the form's name in a post without scripts: the server's answer to it is where the form starts */
  postedForm?: PostedFormName;
}

export interface SubmissionForm<K extends string> extends FormState<K> {
  consent: boolean;
  consentError?: string;
  /** ticking the box clears its error: the visitor has fixed it */
  setConsent: (checked: boolean) => void;
  status: SubmitStatus;
  /** set while the Thank You modal is due */
  confirmation?: SubmissionConfirmation;
  failure?: string;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  closeConfirmation: () => void;
}

/**
 * The server's own message, but only when it names no field: field messages are shown next to their fields, so
 * repeating them under the form would say the same thing twice.
 */
export function describeMessageWithoutFieldErrors(apiError: ApiError | null): string | undefined {
  return apiError && Object.keys(apiError.fieldErrors).length === 0 ? apiError.message : undefined;
}

/**
 * The life of a form that is sent once and answered with a Thank You modal: validation with the error summary and
 * focus on the first error, one send at a time, the server's field messages beside the fields, and everything typed
 * kept when the send fails.
 */
export function useSubmissionForm<K extends string>(options: SubmissionFormOptions<K>): SubmissionForm<K> {
  const { initial, validate, missingConsentMessage, send, describeFailure, postedForm } = options;
  const form = useFormState<K>(initial, postedForm);
  const posted = usePostedForm(postedForm);
  const [consent, setConsentValue] = useState(posted?.values.consent === 'on');
  const [consentError, setConsentError] = useState<string | undefined>(posted?.errors.consent);
  const [status, setStatus] = useState<SubmitStatus>(posted?.failure ? 'error' : 'idle');
  const [confirmation, setConfirmation] = useState<SubmissionConfirmation>();
  const [failure, setFailure] = useState<string | undefined>(posted?.failure);
  const asksConsent = missingConsentMessage !== undefined;
  const keys = useIdempotencyKey();
  const { setValue: setFormValue } = form;

  // what the visitor changes makes the next send another submission, with a key of its own
  const setValue = useCallback(
    (name: K, value: string) => {
      keys.renewKey();
      setFormValue(name, value);
    },
    [keys, setFormValue],
  );

  function setConsent(checked: boolean) {
    keys.renewKey();
    setConsentValue(checked);
    if (checked) setConsentError(undefined);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    // read now: React lets go of the event's target once the handler has awaited
    const formElement = event.currentTarget;
    const errors = validate(form.values);
    const missingConsent = asksConsent && !consent ? missingConsentMessage : undefined;
    setConsentError(missingConsent);
    if (hasErrors(errors) || missingConsent) {
      setStatus('idle');
      form.refuse(formElement, errors, { consent: missingConsent });
      return;
    }
    form.setErrors({});
    setStatus('submitting');
    setFailure(undefined);
    try {
      setConfirmation(await send(form.values, consent, keys.takeKey(formElement)));
      keys.renewKey();
      setStatus('success');
      form.reset();
      setConsentValue(false);
    } catch (error) {
      // the server checks the same rules: its field messages go next to the fields, and everything typed stays
      const apiError = error instanceof ApiError ? error : null;
      keys.keepKeyAfterFailure(apiError ? apiError.status : null);
      const serverErrors = apiError?.fieldErrors ?? {};
      const { consent: serverConsent, ...fieldErrors } = serverErrors;
      // the server names the fields by the names this form sends, so what is left are this form's fields
      const refused = (asksConsent ? fieldErrors : serverErrors) as FieldErrors<K>;
      if (asksConsent) setConsentError(serverConsent);
      if (hasErrors(refused) || (asksConsent && serverConsent))
        form.refuse(formElement, refused, { consent: asksConsent ? serverConsent : undefined });
      else form.setErrors({});
      setFailure(describeFailure(apiError));
      setStatus('error');
    }
  }

  function closeConfirmation() {
    setStatus('idle');
    setConfirmation(undefined);
  }

  // the consent box's message is kept apart from the fields', but the summary counts it too
  const summaryCount = form.summaryShown ? countErrors({ ...form.errors, consent: consentError }) : 0;
  return {
    ...form,
    setValue,
    summaryCount,
    consent,
    consentError,
    setConsent,
    status,
    confirmation,
    failure,
    handleSubmit,
    closeConfirmation,
  };
}
