import type { Ref, SelectHTMLAttributes } from 'react';
import { FormField } from './form-field';
import { splitFieldProps, wireControl, type FieldFrameProps, type WiredAttributes } from './text-field';

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
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, WiredAttributes>;

/** A labelled drop-down with its empty first choice, hint and error. */
export function SelectField(props: SelectFieldProps) {
  const { frame, name, control } = splitFieldProps(props);
  const { value, onChange, options, placeholder, ...rest } = control;
  return (
    <FormField {...frame}>
      {(ids) => (
        <select {...rest} {...wireControl(ids, name, value, onChange)}>
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
