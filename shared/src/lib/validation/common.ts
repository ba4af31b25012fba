// What every form's rules share: the field-errors shape, e-mail and Indian mobile checks, lengths, and the consent
// message of the reply forms. The rules run in the forms and again on the API server, so both say the same words
// (docs/decisions/0001-api-contract.md). A message is a key of the 'validation' namespace, read in the page's or the
// request's language (validation-message.ts); its English text (shared/locales/en/validation.json) is the product
// specification's word for word where the specification quotes it, odd spacing included, and the Indian formats
// (docs/decisions/0003-indian-formats.md) have messages of our own.

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const TEN_DIGITS = /^\d{10}$/;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
export const isTenDigits = (value: string): boolean => TEN_DIGITS.test(value);

/** Keeps digits only, at most `max` of them: for PIN code and account inputs (phones use readPhoneInput). */
export const keepDigits = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

// How people in India write a mobile number: with the country code (+91, 91, 0091), a trunk 0, and spaces, dashes,
// dots or brackets anywhere. Why the prefix is taken off only when exactly ten digits remain:
// docs/decisions/0012-indian-phone-numbers.md.
const PHONE_SEPARATORS = /[\s\-.()]/g;
const PREFIXED_MOBILE = /^(?:\+91|\+?0091|91)?0?(\d{10})$/;
/** a prefix still being typed (+, 0, 91): kept as typed until the number is complete */
const PHONE_PREFIX_START = /^(?:\+|0|91)/;
/** room for `+91 (98765) 43210` and the like, and no more */
export const PHONE_INPUT_MAX_LENGTH = 20;

/** The Indian mobile rule of our own (short, so it fits one line under a phone-sized field). */
export const indianMobileStartMessage = 'common.indianMobileStart';

/**
 * The bare 10 digits of a mobile written as `+91 98765 43210`, `098765-43210`, `98765 43210`...; anything else is
 * returned without its separators, for the 10-digit rule to refuse.
 */
export function normaliseIndianMobile(value: string): string {
  const compact = value.trim().replace(PHONE_SEPARATORS, '');
  return PREFIXED_MOBILE.exec(compact)?.[1] ?? compact;
}

export const isIndianMobile = (value: string): boolean => /^[6-9]\d{9}$/.test(value);

/**
 * What a phone input keeps of a typed or pasted value. A complete number becomes its bare 10 digits at once; a
 * number starting with a prefix (+, 0, 91) is kept as typed while it is incomplete, so typing `+91 9...` one
 * character at a time is not cut to 10 digits too early; any other value keeps its first 10 digits.
 */
export function readPhoneInput(value: string): string {
  const kept = value.replace(/[^\d+\s\-.()]/g, '').slice(0, PHONE_INPUT_MAX_LENGTH);
  const normalised = normaliseIndianMobile(kept);
  if (TEN_DIGITS.test(normalised)) return normalised;
  if (PHONE_PREFIX_START.test(kept.replace(PHONE_SEPARATORS, ''))) return kept;
  return keepDigits(kept, 10);
}

/** The message (a key) for a phone value, or undefined when it is a valid Indian mobile in any accepted form. */
export function checkIndianMobile(value: string, messages: { required: string; invalid: string }): string | undefined {
  if (!value.trim()) return messages.required;
  const mobile = normaliseIndianMobile(value);
  if (!isTenDigits(mobile)) return messages.invalid;
  if (!isIndianMobile(mobile)) return indianMobileStartMessage;
  return undefined;
}

export const MAX_TEXT_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 5000;

/** The contact and investor forms ask for consent to use what they collect (docs/decisions/0002-dpdp-consent.md). */
export const replyConsentMessage = 'common.replyConsent';

/**
 * Characters no text field may hold (NUL is checked apart from them): a UTF-16 surrogate without its pair (half of an emoji, from a
 * broken paste or a forged request, which databases, JSON tools and e-mail garble), and the bidirectional
 * embedding, override and isolate controls U+202A-U+202E and U+2066-U+2069, which make text display in another
 * order than it is stored, so that a name, an address or a message could read one way to staff and mean another.
 * The marks a right-to-left name legitimately needs (U+200E, U+200F) are allowed.
 */
const HIDDEN_CHARACTER = /[\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasHiddenCharacters = (value: string): boolean => value.includes('\0') || HIDDEN_CHARACTER.test(value);

/** What a field holding hidden characters says (the visitor cannot see them, so the message says what they are). */
export const hiddenCharactersMessage = 'common.hiddenCharacters';

/**
 * Gives every text field of `input` that holds hidden characters the hidden-characters message, in place of any
 * other: a rule the text seems to break (an e-mail address that looks right) is better explained by them.
 */
export function refuseHiddenCharacters<K extends string>(input: Readonly<Record<K, unknown>>, errors: FieldErrors<K>): FieldErrors<K> {
  for (const field of Object.keys(input) as K[]) {
    const value = input[field];
    if (typeof value === 'string' && hasHiddenCharacters(value)) errors[field] = hiddenCharactersMessage;
  }
  return errors;
}

/** True when any field carries a message. */
export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);
