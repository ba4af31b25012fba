import { useId, type ReactNode } from 'react';
import { useValidationMessage } from '@chalein/shared/lib/i18n/use-validation-texts';

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /**
   * For a field checked when it is left: its error and `status` share one line that is always there, so a message
   * appearing on blur moves nothing below it (the click that caused the blur still lands where it was aimed).
   */
  reserveMessageSpace?: boolean;
  /** a polite live message shown in the reserved line when there is no error, e.g. 'Checking this number...' */
  status?: ReactNode;
  /** receives the ids to wire the control to its label, hint and error */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A labelled form control with its hint and error message, wired for screen readers. */
export function FormField({ label, error, hint, required, reserveMessageSpace, status, children }: FieldProps) {
  const id = useId();
  // a rule's message is a key, read in the page's language; the server's is a text already
  const translateMessage = useValidationMessage();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {reserveMessageSpace ? (
        <div className="field__message-line">
          {error ? (
            <p id={errorId} className="field__error" role="alert">
              {translateMessage(error)}
            </p>
          ) : null}
          <p className="field__status" role="status" aria-live="polite">
            {error ? null : status}
          </p>
        </div>
      ) : error ? (
        <p id={errorId} className="field__error" role="alert">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
