import { normaliseIndianMobile, PHONE_INPUT_MAX_LENGTH } from '@chalein/shared/lib/validation';
import type { FieldErrorMessages } from '@chalein/shared/api/schemas/fields';

// Building blocks for request schemas. Every string has a maxLength (nothing unbounded reaches the database),
// and every field a title, which is what its error messages say ("Email address is required").

interface TextFieldOptions {
  maxLength: number;
  /** 1 (the default) makes a blank value an error; 0 allows '' */
  minLength?: number;
  format?: 'email' | 'date' | 'uri';
  pattern?: string;
  errorMessages?: FieldErrorMessages;
}

export function buildTextField(title: string, options: TextFieldOptions) {
  const { minLength = 1, errorMessages, ...rest } = options;
  return { type: 'string', title, minLength, ...rest, ...(errorMessages ? { errorMessages } : {}) } as const;
}

/** a database id: a positive whole number within SQLite's and JavaScript's safe range */
export function buildIdField(title: string, maximum = 2_147_483_647) {
  return { type: 'integer', title, minimum: 1, maximum, finite: true } as const;
}

export function buildObjectSchema(properties: Record<string, object>, required: readonly string[] = Object.keys(properties)) {
  // removeAdditional (Fastify's default) drops unknown fields instead of failing, so old clients keep working
  return { type: 'object', required, additionalProperties: false, properties } as const;
}

export const emailField = buildTextField('Email address', { maxLength: 254, format: 'email' });

/**
 * `indianMobile: true` on a text field rewrites the value in the body to its bare 10 digits (`+91 98765 43210`
 * becomes `9876543210`) while the body is validated, so every handler, validator and table sees one form of a
 * number (docs/decisions/indian-phone-numbers.md). It never fails: the handler's shared rule judges the result.
 */
export const indianMobileKeyword = {
  keyword: 'indianMobile',
  type: 'string',
  schemaType: 'boolean',
  modifying: true,
  errors: false,
  validate: (
    schema: boolean,
    data: string,
    _parentSchema?: unknown,
    context?: { parentData: unknown; parentDataProperty: string | number },
  ) => {
    if (schema && context && typeof context.parentData === 'object' && context.parentData !== null) {
      (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = normaliseIndianMobile(data);
    }
    return true;
  },
} as const;

/**
 * A mobile number field: any way of writing it that the forms accept, bounded in length; the 10-digit and 6-9
 * rules are the shared validator's (checkIndianMobile), run by the handler on the normalised value.
 */
export function buildPhoneField(title: string, messages: { required: string; invalid: string }) {
  return {
    type: 'string',
    title,
    maxLength: PHONE_INPUT_MAX_LENGTH,
    indianMobile: true,
    errorMessages: { required: messages.required, maxLength: messages.invalid },
  } as const;
}
