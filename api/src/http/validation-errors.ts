import type { FastifySchemaValidationError } from 'fastify';
import type { FieldErrorMessages } from '@chalein/shared/api/schemas/fields';
import { hiddenCharactersMessage } from '@chalein/shared/lib/validation/common';
import { ApiHttpError } from './api-envelope';

/**
 * The keyword of a property's field messages (FieldErrorMessages: by the ajv keyword that failed, or 'default').
 * Without one, the message is built from the property's `title` ("Email address is required"), so forms and the
 * server say the same thing.
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

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

function describeTypes(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types
    .filter((item): item is string => typeof item === 'string' && item !== 'null')
    .map((item) => TYPE_NAMES[item] ?? item)
    .join(' or ');
}

function buildDefaultMessage(label: string, error: FastifySchemaValidationError): string {
  const limit = error.params.limit;
  switch (error.keyword) {
    case 'required':
      return `${label} is required`;
    case 'type':
      return `${label} must be ${describeTypes(error.params.type)}`;
    case 'finite':
      return `${label} must be a finite number`;
    case 'plainText':
      return hiddenCharactersMessage;
    case 'minLength':
      // bodies are trimmed first, so minLength 1 is how a schema says "not blank"
      return limit === 1 ? `${label} is required` : `${label} must be at least ${String(limit)} characters`;
    case 'maxLength':
      return `${label} must be at most ${String(limit)} characters`;
    case 'minimum':
      return `${label} must be at least ${String(limit)}`;
    case 'maximum':
      return `${label} must be at most ${String(limit)}`;
    case 'enum': {
      const allowed = error.params.allowedValues;
      return Array.isArray(allowed) ? `${label} must be one of: ${allowed.map(String).join(', ')}` : `${label} is invalid`;
    }
    default:
      return `${label} is invalid`;
  }
}

function splitInstancePath(instancePath: string): string[] {
  return instancePath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * Turns ajv's errors into `{ field: message }`, one message per field (the first failure), in the order the
 * errors came. `part` names the request part ('body', 'params', ...), used as the key when the whole part is wrong
 * (a body that is a string instead of an object).
 */
export function mapValidationErrors(
  errors: readonly FastifySchemaValidationError[],
  partSchema: unknown,
  part: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const segments = splitInstancePath(error.instancePath);
    const missing = error.params.missingProperty;
    if (error.keyword === 'required' && typeof missing === 'string') segments.push(missing);

    if (segments.length === 0) {
      fields[part] ??= part === 'body' ? 'The request body must be a JSON object' : `The request ${part} are invalid`;
      continue;
    }
    const field = segments.join('.');
    if (fields[field] !== undefined) continue;

    const schema = findPropertySchema(partSchema, segments);
    const custom = schema?.[ERROR_MESSAGES_KEYWORD];
    const label = schema?.title ?? segments[segments.length - 1] ?? field;
    fields[field] = custom?.[error.keyword] ?? custom?.default ?? buildDefaultMessage(label, error);
  }
  return fields;
}

/**
 * Answers 400 with a form validator's messages keyed by field when there are any (the first is the envelope
 * message): the server runs the very rules, and words, of the page's form.
 */
export function assertNoFieldErrors(errors: Readonly<Partial<Record<string, string>>>): void {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (entries.length === 0) return;
  throw new ApiHttpError(400, entries[0]![1], Object.fromEntries(entries));
}
