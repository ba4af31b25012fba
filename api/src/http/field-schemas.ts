import { hasHiddenCharacters, normaliseIndianMobile } from '@chalein/shared/lib/validation/common';

// The server's side of the request schemas' own keywords. The schemas themselves, and the field builders that put
// these keywords on fields, are in @chalein/shared/api/schemas (docs/decisions/api-schemas.md).

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
