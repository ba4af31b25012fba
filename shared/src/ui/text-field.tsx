import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FormField } from './form-field';

// what the field wires itself (id, value, the links to its hint and error) is not the caller's to set
export type WiredAttributes = 'id' | 'name' | 'value' | 'onChange' | 'aria-describedby' | 'aria-invalid' | 'children';

/** What every field of the family takes: its label, hint and error around one named control. */
export interface FieldFrameProps {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** see FormField: for a field checked when it is left, so a message appearing moves nothing */
  reserveMessageSpace?: boolean;
  status?: ReactNode;
}

interface TextFrameProps extends FieldFrameProps {
  value: string;
  /** the new text; a field that reshapes what is typed (digits only, capitals) does it here */
  onChange: (value: string) => void;
}

type InputProps = TextFrameProps & { multiline?: false; ref?: Ref<HTMLInputElement> } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    WiredAttributes
  >;
type TextAreaProps = TextFrameProps & { multiline: true; ref?: Ref<HTMLTextAreaElement> } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    WiredAttributes
  >;

export type TextFieldProps = InputProps | TextAreaProps;

/** Splits a field's props into the frame (label, hint, error) and what goes on the control itself. */
export function splitFieldProps<P extends FieldFrameProps>(props: P) {
  const { label, name, error, hint, required, reserveMessageSpace, status, ...control } = props;
  return { frame: { label, error, hint, required, reserveMessageSpace, status }, name, control };
}

/** The attributes a field sets on its control: its id, name and value, and the links to its label, hint and error. */
export function wireControl(
  ids: { id: string; describedBy: string | undefined; invalid: boolean },
  name: string,
  value: string,
  onChange: (value: string) => void,
) {
  return {
    id: ids.id,
    name,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    'aria-invalid': ids.invalid,
    'aria-describedby': ids.describedBy,
  };
}

/** A labelled text input (or, with `multiline`, a textarea) with its hint and error: the text control of every form. */
export function TextField(props: TextFieldProps) {
  // two branches so each control keeps its own attribute types
  if (props.multiline) {
    const { frame, name, control } = splitFieldProps(props);
    const { value, onChange, multiline: _multiline, ...rest } = control;
    return <FormField {...frame}>{(ids) => <textarea {...rest} {...wireControl(ids, name, value, onChange)} />}</FormField>;
  }
  const { frame, name, control } = splitFieldProps(props);
  const { value, onChange, multiline: _multiline, ...rest } = control;
  return <FormField {...frame}>{(ids) => <input {...rest} {...wireControl(ids, name, value, onChange)} />}</FormField>;
}
