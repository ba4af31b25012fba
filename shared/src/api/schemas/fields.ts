import { Type, type TProperties } from '@sinclair/typebox';
import { PHONE_INPUT_MAX_LENGTH, replyConsentMessage } from '@chalein/shared/lib/validation/common';

// Building blocks of the request schemas. Every string has a maxLength (nothing unbounded reaches the database)
// and holds plain text (plainText: no NUL, lone surrogate or bidirectional control), and every field a title, which
// is what its error messages say ("Email address is required"). Extra keywords (errorMessages, indianMobile,
// finite, plainText) are read by the API server's validator; TypeBox passes them through.

/**
 * Field messages a schema property may carry, keyed by the ajv keyword that failed ('required', 'format',
 * 'maxLength', 'pattern', ...), or 'default' for any keyword: keys of the 'validation' namespace, whose texts may
 * quote the property's `title` as {{label}}. Without one, the server builds the message from the title.
 */
export type FieldErrorMessages = Partial<Record<string, string>>;

interface TextFieldOptions {
  maxLength: number;
  /** 1 (the default) makes a blank value an error; 0 allows '' */
  minLength?: number;
  format?: 'email' | 'date' | 'uri';
  pattern?: string;
  errorMessages?: FieldErrorMessages;
  /** rewrite the value to a bare 10-digit mobile while validating (see buildPhoneField) */
  indianMobile?: true;
}

export function buildTextField(title: string, options: TextFieldOptions) {
  const { minLength = 1, errorMessages, ...rest } = options;
  return Type.String({ title, minLength, plainText: true, ...rest, ...(errorMessages ? { errorMessages } : {}) });
}

/** a database id: a positive whole number within SQLite's and JavaScript's safe range */
export function buildIdField(title: string, maximum = 2_147_483_647) {
  return Type.Integer({ title, minimum: 1, maximum, finite: true });
}

/**
 * An id some clients send as its digits (`"2"`): a whole number, or text of digits alone, which the handler reads
 * as the number. Bodies are never coerced, so a schema that takes text for a number says so.
 */
export function buildIdOrDigitsField(title: string, maximum = 2_147_483_647) {
  // '{{label}} must be a whole number', the label being the title
  const wholeNumber = 'request.wholeNumber';
  return Type.Unsafe<number | string>({
    type: ['integer', 'string'],
    title,
    minimum: 1,
    maximum,
    finite: true,
    pattern: `^[1-9][0-9]{0,${String(maximum).length - 1}}$`,
    errorMessages: { type: wholeNumber, pattern: wholeNumber },
  });
}

/** A request body or params object: the fields it lists (Type.Optional for the ones it may leave out), no others. */
export function buildObjectSchema<T extends TProperties>(properties: T) {
  // removeAdditional (Fastify's default) drops unknown fields instead of failing, so old clients keep working
  return Type.Object(properties, { additionalProperties: false });
}

export const emailField = buildTextField('Email address', { maxLength: 254, format: 'email' });

/**
 * A mobile number field: any way of writing it that the forms accept, bounded in length. `indianMobile: true`
 * makes the server rewrite it to its bare 10 digits while validating (docs/decisions/0012-indian-phone-numbers.md);
 * the 10-digit and 6-9 rules are the shared validator's, run by the handler on the normalised value.
 * `acceptsNumber` also takes the number as a JSON number (fields the specification names i..., which a client may
 * send as numbers); bodies are never coerced, so the schema says so, and the server rewrites it to its digits.
 */
export function buildPhoneField(title: string, messages: { required: string; invalid: string }, { acceptsNumber = false } = {}) {
  const invalid = messages.invalid;
  return Type.Unsafe<string>({
    type: acceptsNumber ? ['string', 'integer'] : 'string',
    title,
    maxLength: PHONE_INPUT_MAX_LENGTH,
    ...(acceptsNumber ? { minimum: 0, maximum: 9_999_999_999 } : {}),
    indianMobile: true,
    plainText: true,
    errorMessages: { required: messages.required, maxLength: invalid, ...(acceptsNumber ? { minimum: invalid, maximum: invalid } : {}) },
  });
}

interface FormTextOptions {
  /** the form's message for a missing field, e.g. 'First name is required' */
  required: string;
  maxLength: number;
  /** the form's message when the text is too long */
  tooLong: string;
}

/**
 * A text field of a marketing form. The schema checks only shape (present, text, not absurdly long) with the
 * form's own words; every rule of the form is then checked by the validator the page runs.
 */
export function buildFormTextField(title: string, { required, maxLength, tooLong }: FormTextOptions) {
  return Type.String({ title, maxLength, plainText: true, errorMessages: { required, maxLength: tooLong } });
}

/**
 * `consent: true`, and nothing else, says the visitor agreed (a body is never coerced, so a string "true" is
 * refused too). Typed as a boolean: a form holds `false` until the box is ticked.
 */
export const consentField = Type.Boolean({ title: 'Consent', enum: [true], errorMessages: { default: replyConsentMessage } });
