import { useId, type ReactNode } from 'react';

interface ConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** what is collected, why, and for how long (DPDP Act 2023), shown above the box */
  notice: ReactNode;
  label: string;
}

/** The consent checkbox of forms that collect personal data, with the notice that says what it covers. */
export function ConsentField({ checked, onChange, error, notice, label }: ConsentFieldProps) {
  const id = useId();
  const noticeId = `${id}-notice`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid consent-field' : 'field consent-field'}>
      <p id={noticeId} className="consent-field__notice">
        {notice}
      </p>
      <div className="consent-field__row">
        <input
          id={id}
          name="consent"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={[noticeId, error ? errorId : ''].filter(Boolean).join(' ')}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
