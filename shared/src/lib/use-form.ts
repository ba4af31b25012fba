import { useCallback, useRef, useState } from 'react';
import type { FieldErrors } from '@chalein/shared/lib/validation/common';
import { usePostedForm, type PostedFormName } from '@chalein/shared/lib/posted-form';

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface FormState<K extends string, E extends string = K> {
  values: Record<K, string>;
  /** by field name: the text fields, and whatever else the form checks (a file, the consent box) */
  errors: FieldErrors<E>;
  /** sets a value and clears that field's error: the visitor is fixing it */
  setValue: (name: K, value: string) => void;
  setErrors: (errors: FieldErrors<E> | ((current: FieldErrors<E>) => FieldErrors<E>)) => void;
  clearError: (name: E) => void;
  /**
   * A refused submit (the form's own check or the server's field messages): the errors go beside their fields, the
   * summary above the form counts them, and the first of them in the form takes focus (docs/decisions/0019-forms.md).
   */
  refuse: (form: HTMLFormElement | null, errors: FieldErrors<E>, errorsKeptElsewhere?: FieldErrors<string>) => void;
  /** true from a refused submit until the form is reset */
  summaryShown: boolean;
  /** the fields still in error since the last refused submit; 0 hides the summary */
  summaryCount: number;
  reset: () => void;
}

/** How many fields carry a message. */
export function countErrors(errors: FieldErrors<string>): number {
  return Object.values(errors).filter(Boolean).length;
}

/**
 * Moves focus to the first field with an error, in the form's order, so keyboard and screen reader users land on it.
 * The browser scrolls it into view, and the base style's scroll-margin keeps it below the sticky header.
 */
export function focusFirstInvalidField(form: HTMLFormElement | null, errors: FieldErrors<string>): void {
  if (!form) return;
  const first = Array.from(form.querySelectorAll<HTMLElement>('[name]')).find((element) => {
    const name = element.getAttribute('name');
    return name !== null && Boolean(errors[name]);
  });
  first?.focus();
}

/** The posted values of the form's own fields, over its initial ones: a post cannot add fields to the state. */
function selectStartValues<K extends string>(initial: Record<K, string>, posted: Record<string, string> | undefined): Record<K, string> {
  if (!posted) return initial;
  const values = { ...initial };
  for (const name of Object.keys(initial) as K[]) {
    const value = posted[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * Values and errors of a form whose controls carry `name` attributes, with its error summary. `postedForm` names the
 * form for a post without scripts: when the server answers that post with this page, the form starts from what was
 * typed and the server's messages, summary shown (docs/decisions/0036-forms-without-javascript.md).
 */
export function useFormState<K extends string, E extends string = K>(
  initial: Record<K, string>,
  postedForm?: PostedFormName,
): FormState<K, E> {
  const posted = usePostedForm(postedForm);
  const initialRef = useRef(initial);
  const [values, setValues] = useState<Record<K, string>>(() => selectStartValues(initial, posted?.values));
  const [errors, setErrors] = useState<FieldErrors<E>>(() => (posted?.errors ?? {}) as FieldErrors<E>);
  // the summary answers a submit; an error found on leaving a field shows only beside the field, so it cannot push
  // the form down under the pointer
  const [summaryShown, setSummaryShown] = useState(() => countErrors(posted?.errors ?? {}) > 0);

  const clearError = useCallback((name: E) => {
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
      // a value's name is also an error's name (E includes K)
      clearError(name as string as E);
    },
    [clearError],
  );

  // errorsKeptElsewhere: a field whose message the form holds apart (a consent box), which may still take focus
  const refuse = useCallback((form: HTMLFormElement | null, found: FieldErrors<E>, errorsKeptElsewhere: FieldErrors<string> = {}) => {
    setErrors(found);
    setSummaryShown(true);
    focusFirstInvalidField(form, { ...found, ...errorsKeptElsewhere });
  }, []);

  const reset = useCallback(() => {
    setValues(initialRef.current);
    setErrors({});
    setSummaryShown(false);
  }, []);

  const summaryCount = summaryShown ? countErrors(errors) : 0;
  return { values, errors, setValue, setErrors, clearError, refuse, summaryShown, summaryCount, reset };
}
