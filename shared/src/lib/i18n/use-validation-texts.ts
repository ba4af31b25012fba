import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationKey, readMessageValues } from '@chalein/shared/lib/validation/validation-message';
import { registerTexts } from './text-namespaces';

// The texts of the validation rules' messages, in the 'validation' namespace (docs/decisions/0049-validation-messages.md).
registerTexts('validation', (language) => import(`../../../locales/${language}/validation.json`));

/** The 'validation' namespace's t(). */
export function useValidationTexts() {
  return useTranslation('validation');
}

/** A message in the page's language; no message stays none. */
export interface TranslateMessage {
  (message: string): string;
  (message: string | undefined): string | undefined;
}

/**
 * Turns a field's or a form's message into the page's language: a rule's key ('contact.emailInvalid') becomes its
 * text, with the limit it quotes; a text (the server's answer, in the page's language already) stays as it is.
 *
 * A field's message does not suspend (`suspend` false): every form on the site (the footer's newsletter form too)
 * would otherwise hold its page until the messages were loaded, and ship them with every page. The namespace loads
 * once the form shows, long before a visitor can submit; a key asked for before it arrives reads '' for that moment,
 * and the field shows its message when it has loaded. A message shown as a page renders (the thank-you after a post
 * without scripts) passes `suspend: true`, so the server renders it with its text.
 */
export function useValidationMessage({ suspend = false }: { suspend?: boolean } = {}): TranslateMessage {
  const { t, i18n, ready } = useTranslation('validation', { useSuspense: suspend });
  const translate = useCallback(
    (message: string | undefined) => {
      if (message === undefined || !isValidationKey(message)) return message;
      if (!ready) return '';
      return i18n.exists(message, { ns: 'validation' }) ? t(message, { ...readMessageValues(message) }) : message;
    },
    [t, i18n, ready],
  );
  // a string in gives a string out: the overloads say what the body does
  return translate as TranslateMessage;
}
