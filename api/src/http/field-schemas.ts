import { hasHiddenCharacters, normaliseIndianMobile } from '@chalein/shared/lib/validation/common';

// The server's side of the request schemas' own keywords. The schemas themselves, and the field builders that put
// these keywords on fields, are in @chalein/shared/api/schemas (docs/decisions/0017-api-schemas.md).

/**
 * `indianMobile: true` on a text field rewrites the value in the body to its bare 10 digits (`+91 98765 43210`
 * becomes `9876543210`) while the body is validated, so every handler, validator and table sees one form of a
 * number (docs/decisions/0012-indian-phone-numbers.md). It never fails: the handler's shared rule judges the result.
 */
/** a mutable list, as ajv's keyword definitions take it */
const MOBILE_DATA_TYPES: ('string' | 'number')[] = ['string', 'number'];

export const indianMobileKeyword = {
  keyword: 'indianMobile',
  type: MOBILE_DATA_TYPES,
  schemaType: 'boolean',
  modifying: true,
  errors: false,
  validate: (
    schema: boolean,
    data: string | number,
    parentSchema?: unknown,
    context?: { parentData: unknown; parentDataProperty: string | number },
  ) => {
    // a number becomes its digits only where the field's schema takes one (buildPhoneField's acceptsNumber);
    // elsewhere it is left as it is, for the schema's type to refuse (ajv reads a rewritten value again)
    const types = typeof parentSchema === 'object' && parentSchema !== null ? (parentSchema as { type?: unknown }).type : undefined;
    const takesNumbers = Array.isArray(types) && types.includes('integer');
    if (typeof data === 'number' && !takesNumbers) return true;
    if (schema && context && typeof context.parentData === 'object' && context.parentData !== null) {
      (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = normaliseIndianMobile(String(data));
    }
    return true;
  },
} as const;

/**
 * `plainText: true` on a text field refuses NUL, a lone surrogate and the bidirectional override and isolate
 * controls, the forms' own rule (hasHiddenCharacters), so a field no form validator reads is held to it too. Its
 * message is the forms' (http/validation-errors.ts).
 */
export const plainTextKeyword = {
  keyword: 'plainText',
  type: 'string',
  schemaType: 'boolean',
  errors: false,
  validate: (schema: boolean, data: string) => !schema || !hasHiddenCharacters(data),
} as const;
