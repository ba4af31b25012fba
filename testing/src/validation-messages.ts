import { formatValidationMessage } from '@chalein/shared/lib/validation/validation-message';
import { MESSAGE_TEXTS } from '@chalein/shared/api/answer-texts-by-language';

/** A rule's message or a server answer's (a key) in English, as an English page shows it: tests assert the specification's words. */
export function readEnglishMessage(message: string): string;
export function readEnglishMessage(message: string | undefined): string | undefined;
export function readEnglishMessage(message: string | undefined): string | undefined {
  return message === undefined ? undefined : formatValidationMessage(MESSAGE_TEXTS.en, message);
}

/** Every message of a rule's field errors (or of a `*Messages` object) in English, by the same names. */
export function readEnglishMessages<T extends Readonly<Partial<Record<string, string>>>>(messages: T): { [K in keyof T]-?: string } {
  const english: Record<string, string> = {};
  for (const [name, message] of Object.entries(messages))
    if (message !== undefined) english[name] = formatValidationMessage(MESSAGE_TEXTS.en, message);
  return english as { [K in keyof T]-?: string };
}
