import { replyConsentMessage, type FieldErrors } from '@chalein/shared/lib/validation';
import { ApiHttpError } from './api-envelope';

// Request schemas of the marketing forms. The schema checks only shape (present, text, not absurdly long) with the
// form's own words; every rule of the form is then checked by the same validator the page runs
// (@chalein/shared/lib/validation), so the server and the form never disagree about a message.

interface FormTextOptions {
  /** the form's message for a missing field, e.g. 'First name is required' */
  required: string;
  maxLength: number;
  /** the form's message when the text is too long */
  tooLong: string;
}

export function buildFormTextField(title: string, { required, maxLength, tooLong }: FormTextOptions) {
  return {
    type: 'string',
    title,
    maxLength,
    errorMessages: { required, maxLength: tooLong },
  } as const;
}

/** `consent: true`, and nothing else, says the visitor agreed (a string "true" is coerced by ajv first). */
export const consentField = {
  type: 'boolean',
  title: 'Consent',
  enum: [true],
  errorMessages: { default: replyConsentMessage },
} as const;

export const submissionReceiptSchema = {
  type: 'object',
  required: ['reference'],
  properties: { reference: { type: 'string' } },
} as const;

/** Answers 400 with the validator's messages keyed by field when there are any; the first is the envelope message. */
export function assertNoFieldErrors(errors: FieldErrors): void {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (entries.length === 0) return;
  throw new ApiHttpError(400, entries[0]![1], Object.fromEntries(entries));
}
