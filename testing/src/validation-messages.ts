import { formatValidationMessage } from '@chalein/shared/lib/validation/validation-message';
import { VALIDATION_TEXTS } from '@chalein/shared/lib/validation/validation-texts-by-language';

/** A rule's message (a key) in English, as an English page shows it: tests assert the specification's words. */
export function readEnglishMessage(message: string): string;
export function readEnglishMessage(message: string | undefined): string | undefined;
export function readEnglishMessage(message: string | undefined): string | undefined {
  return message === undefined ? undefined : formatValidationMessage(VALIDATION_TEXTS.en, message);
}

/** Every message of a rule's field errors (or of a `*Messages` object) in English, by the same names. */
export function readEnglishMessages<T extends Readonly<Partial<Record<string, string>>>>(messages: T): { [K in keyof T]-?: string } {
  const english: Record<string, string> = {};
  for (const [name, message] of Object.entries(messages))
    if (message !== undefined) english[name] = formatValidationMessage(VALIDATION_TEXTS.en, message);
  return english as { [K in keyof T]-?: string };
}
