import type { FastifySchemaValidationError } from 'fastify';
import type { FieldErrorMessages } from '@chalein/shared/api/schemas/fields';
import { hiddenCharactersMessage } from '@chalein/shared/lib/validation/common';
import { DEFAULT_LANGUAGE, type Language } from '@chalein/shared/lib/i18n/languages';
import type { MessageValues } from '@chalein/shared/lib/validation/validation-message';
import { ApiHttpError } from './api-envelope';
import { translateMessage } from './request-language';

/**
 * The keyword of a property's field messages (FieldErrorMessages: by the ajv keyword that failed, or 'default'),
 * validation keys as the forms' rules give them. Without one, the message is built from the property's `title`
 * ("Email address is required"), so forms and the server say the same thing. Either is written in the request's
 * language (request-language.ts); a language other than English leaves the title out, as it is English and the
 * message stands beside its field.
 */
export const ERROR_MESSAGES_KEYWORD = 'errorMessages';

/**
 * `finite: true` on a number field. Needed because ajv coerces the string "Infinity" (or 400 digits) to
 * Infinity for an integer field and then skips minimum/maximum, which only test finite numbers.
 */
export const finiteKeyword = {
  keyword: 'finite',
  // no `type: 'number'`: ajv runs number keywords only for finite numbers, which is the very case to catch
  schemaType: 'boolean',
  errors: false,
  validate: (schema: boolean, data: unknown) => !schema || typeof data !== 'number' || Number.isFinite(data),
} as const;

interface PropertySchema {
  title?: string;
  [ERROR_MESSAGES_KEYWORD]?: FieldErrorMessages;
  properties?: Record<string, unknown>;
  items?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readPropertySchema(value: unknown): PropertySchema | undefined {
  return isRecord(value) ? (value as PropertySchema) : undefined;
}

/** Walks a JSON schema along a data path ('items', '0', 'name') to the schema of that value. */
function findPropertySchema(root: unknown, segments: readonly string[]): PropertySchema | undefined {
  let current = readPropertySchema(root);
  for (const segment of segments) {
    if (!current) return undefined;
    if (/^\d+$/.test(segment) && current.items !== undefined) current = readPropertySchema(current.items);
    else current = readPropertySchema(current.properties?.[segment]);
  }
  return current;
}

/** The JSON types a field takes, as its message names them: 'text or a whole number'. */
function describeTypes(type: unknown, language: Language): string {
  const types = (Array.isArray(type) ? type : [type]).filter((item): item is string => typeof item === 'string' && item !== 'null');
  const names = types.map((item) => {
    const key = `request.types.${item}`;
    const name = translateMessage(language, key);
    return name === key ? item : name;
  });
  return names.join(` ${translateMessage(language, 'request.types.or')} `);
}

/** The message key of a failed keyword, and the values its text quotes. */
function buildDefaultMessage(label: string, error: FastifySchemaValidationError, language: Language): [string, MessageValues] {
  const limit = String(error.params.limit);
  switch (error.keyword) {
    case 'required':
      return ['request.required', { label }];
    case 'type':
      return ['request.type', { label, types: describeTypes(error.params.type, language) }];
    case 'finite':
      return ['request.finite', { label }];
    case 'plainText':
      return [hiddenCharactersMessage, {}];
    case 'minLength':
      // bodies are trimmed first, so minLength 1 is how a schema says "not blank"
      return error.params.limit === 1 ? ['request.required', { label }] : ['request.minLength', { label, limit }];
    case 'maxLength':
      return ['request.maxLength', { label, limit }];
    case 'minimum':
      return ['request.minimum', { label, limit }];
    case 'maximum':
      return ['request.maximum', { label, limit }];
    case 'enum': {
      const allowed = error.params.allowedValues;
      return Array.isArray(allowed)
        ? ['request.oneOf', { label, allowed: allowed.map(String).join(', ') }]
        : ['request.invalid', { label }];
    }
    default:
      return ['request.invalid', { label }];
  }
}

function splitInstancePath(instancePath: string): string[] {
  return instancePath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * Turns ajv's errors into `{ field: message }` in `language`, one message per field (the first failure), in the
 * order the errors came. `part` names the request part ('body', 'params', ...), used as the key when the whole part is wrong
 * (a body that is a string instead of an object).
 */
export function mapValidationErrors(
  errors: readonly FastifySchemaValidationError[],
  partSchema: unknown,
  part: string,
  language: Language = DEFAULT_LANGUAGE,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const segments = splitInstancePath(error.instancePath);
    const missing = error.params.missingProperty;
    if (error.keyword === 'required' && typeof missing === 'string') segments.push(missing);

    if (segments.length === 0) {
      fields[part] ??=
        part === 'body' ? translateMessage(language, 'request.bodyNotObject') : translateMessage(language, 'request.partInvalid', { part });
      continue;
    }
    const field = segments.join('.');
    if (fields[field] !== undefined) continue;

    const schema = findPropertySchema(partSchema, segments);
    const custom = schema?.[ERROR_MESSAGES_KEYWORD];
    const label = schema?.title ?? segments[segments.length - 1] ?? field;
    const given = custom?.[error.keyword] ?? custom?.default;
    const [message, values] = given === undefined ? buildDefaultMessage(label, error, language) : [given, { label }];
    fields[field] = translateMessage(language, message, values);
  }
  return fields;
}

/**
 * Answers 400 with a form validator's messages keyed by field when there are any (the first is the envelope
 * message): the server runs the very rules, and words, of the page's form. They are keys here; the answer is
 * written in the request's language (answer-language.ts).
 */
export function assertNoFieldErrors(errors: Readonly<Partial<Record<string, string>>>): void {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (entries.length === 0) return;
  throw new ApiHttpError(400, entries[0]![1], Object.fromEntries(entries));
}
