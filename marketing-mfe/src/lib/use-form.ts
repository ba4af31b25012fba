import { useCallback, useRef, useState } from 'react';
import type { FieldErrors } from '@chalein/shared/lib/validation';

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface FormState<K extends string> {
  values: Record<K, string>;
  errors: FieldErrors<K>;
  /** sets a value and clears that field's error: the visitor is fixing it */
  setValue: (name: K, value: string) => void;
  setErrors: (errors: FieldErrors<K>) => void;
  clearError: (name: K) => void;
  reset: () => void;
}

/** Values and errors of a flat form of text fields, whose controls carry `name` attributes. */
export function useFormState<K extends string>(initial: Record<K, string>): FormState<K> {
  const initialRef = useRef(initial);
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const clearError = useCallback((name: K) => {
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const setValue = useCallback(
    (name: K, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  const reset = useCallback(() => {
    setValues(initialRef.current);
    setErrors({});
  }, []);

  return { values, errors, setValue, setErrors, clearError, reset };
}

/** Moves focus to the first field with an error (in the form's order), so keyboard and screen reader users land on it. */
export function focusFirstError(form: HTMLFormElement, fieldErrors: FieldErrors<string>): void {
  const first = Array.from(form.querySelectorAll<HTMLElement>('[name]')).find((element) => {
    const name = element.getAttribute('name');
    return name !== null && Boolean(fieldErrors[name]);
  });
  first?.focus();
}
