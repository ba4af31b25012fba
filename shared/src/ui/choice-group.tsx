import { useId } from 'react';
import { useValidationMessage } from '@chalein/shared/lib/i18n/use-validation-texts';

export interface ChoiceOption {
  value: string;
  label: string;
}

interface Props {
  legend: string;
  name: string;
  options: readonly ChoiceOption[];
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
  /** a form's own layout class for the fieldset */
  className?: string;
}

/** A set of radio buttons with its legend and error, announced together by screen readers. */
export function ChoiceGroup({ legend, name, options, value, error, required, onChange, className }: Props) {
  const errorId = `${useId()}-error`;
  const translateMessage = useValidationMessage();
  const classes = ['choice-group', className, error ? 'choice-group--invalid field--invalid' : null].filter(Boolean).join(' ');
  return (
    <fieldset className={classes} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {translateMessage(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
