import { DOCUMENT_MAX_BYTES, IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_SIDE_PX, RESUME_MAX_BYTES, uploadedFileMessages } from './uploaded-files';

// The validation rules name their messages by keys of the 'validation' namespace (shared/locales/<language>/
// validation.json), 'contact.emailInvalid' say, and each reader turns a key into its own language: a form through
// its page's i18next instance (use-validation-texts.ts), the API server through the request's language
// (docs/decisions/0049-validation-messages.md). A message that is not a key (the server's answer, already in the
// page's language) is shown as it is.

/** Values a message's text puts in its {{placeholders}}. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** 'group.name' in camelCase: no sentence has this shape, so a key and a text are never taken for each other. */
const KEY_SHAPE = /^[a-z][A-Za-z]*(?:\.[a-z][A-Za-z]*)+$/;

export function isValidationKey(message: string): boolean {
  return KEY_SHAPE.test(message);
}

const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * The limits the messages quote, from the very constants the rules check against. The keys are written out rather
 * than read from the forms' rules: every form's page, and the footer's newsletter form, loads this module, and none
 * should load the driver's or the job application's rules with it.
 */
const LIMIT_VALUES: Readonly<Record<string, MessageValues>> = {
  'driver.documentTooLarge': { megabytes: DOCUMENT_MAX_BYTES / BYTES_PER_MEGABYTE },
  'jobApplication.resumeTooLarge': { megabytes: RESUME_MAX_BYTES / BYTES_PER_MEGABYTE },
  // Latin digits with Indian grouping in every language, as amounts are written (docs/i18n-glossary.md)
  [uploadedFileMessages.pictureTooLarge]: { megapixels: IMAGE_MAX_MEGAPIXELS, sidePixels: IMAGE_MAX_SIDE_PX.toLocaleString('en-IN') },
};

/** The values of a message that quotes a limit, or none. */
export function readMessageValues(key: string): MessageValues | undefined {
  return LIMIT_VALUES[key];
}

function lookUpText(texts: Readonly<Record<string, unknown>>, key: string): unknown {
  let current: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * A message in the language whose texts are given (one language's validation.json): a key becomes its text with
 * its values filled in (the limit's own, then `values`); anything else, a text or an unknown key, is returned as
 * it is. The API server's way; the pages use i18next's t() through useValidationMessage.
 */
export function formatValidationMessage(texts: Readonly<Record<string, unknown>>, message: string, values: MessageValues = {}): string {
  if (!isValidationKey(message)) return message;
  const text = lookUpText(texts, message);
  if (typeof text !== 'string') return message;
  const filled: MessageValues = { ...readMessageValues(message), ...values };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in filled ? String(filled[name]) : placeholder));
}
