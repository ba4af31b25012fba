import { useId, type ReactNode } from 'react';
import { useValidationMessage } from '@chalein/shared/lib/i18n/use-validation-texts';

interface Props {
  name: string;
  /** what ticking the box says, e.g. 'I agree that Chalein may use these details...' */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** what the box covers (for a consent: what is collected, why and for how long), shown above it and read with it */
  notice?: ReactNode;
  noticeClassName?: string;
  /** a form's own class for the field, beside `field` */
  className?: string;
  /** a form's own class for the row of box and label */
  labelClassName?: string;
}

/** A checkbox with its label, the notice it agrees to, and its error, wired for screen readers (the consent boxes). */
export function CheckboxField({ name, label, checked, onChange, error, notice, noticeClassName, className, labelClassName }: Props) {
  const id = useId();
  const translateMessage = useValidationMessage();
  const noticeId = `${id}-notice`;
  const errorId = `${id}-error`;
  const describedBy = [notice ? noticeId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      {notice ? (
        <p id={noticeId} className={noticeClassName}>
          {notice}
        </p>
      ) : null}
      <label className={labelClassName}>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
