import type { Ref, SelectHTMLAttributes } from 'react';
import { FormField } from './form-field';
import { splitFieldProps, type FieldFrameProps } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = FieldFrameProps & {
  value: string;
  onChange: (value: string) => void;
  /** a plain string is both the value and the label */
  options: readonly (SelectOption | string)[];
  /** the first, empty choice ('Select gender'), so nothing is chosen for the visitor */
  placeholder: string;
  ref?: Ref<HTMLSelectElement>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'value' | 'onChange' | 'aria-describedby' | 'aria-invalid' | 'children'>;

/** A labelled drop-down with its empty first choice, hint and error. */
export function SelectField(props: SelectFieldProps) {
  const { frame, name, control } = splitFieldProps(props);
  const { value, onChange, options, placeholder, ...rest } = control;
  return (
    <FormField {...frame}>
      {({ id, describedBy, invalid }) => (
        <select
          {...rest}
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => {
            const { value: optionValue, label } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={optionValue} value={optionValue}>
                {label}
              </option>
            );
          })}
        </select>
      )}
    </FormField>
  );
}
