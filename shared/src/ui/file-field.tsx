import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { FormField } from './form-field';
import { splitFieldProps, type FieldFrameProps } from './text-field';

type FileFieldProps = FieldFrameProps & {
  /** the browser's own event: a file input's chosen files are read from it, and its value cannot be set */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'value' | 'onChange' | 'aria-describedby' | 'aria-invalid'>;

/** A labelled file input with its hint (what to choose, or what was chosen) and error. */
export function FileField(props: FileFieldProps) {
  const { frame, name, control } = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {({ id, describedBy, invalid }) => (
        <input {...control} id={id} name={name} type="file" aria-invalid={invalid} aria-describedby={describedBy} />
      )}
    </FormField>
  );
}
