import type { TSchema } from '@sinclair/typebox';
import { buildEnvelopeSchema, errorEnvelopeSchema } from '@chalein/shared/api/schemas/common';

// The one response shape, { success, message?, data?, errors? } (docs/decisions/0001-api-contract.md); its JSON schemas
// are @chalein/shared/api/schemas/common's.

/** An error a route throws on purpose: its status and message reach the client as they are. */
export class ApiHttpError extends Error {
  readonly statusCode: number;
  readonly errors?: Record<string, string>;

  constructor(statusCode: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'ApiHttpError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export function createNotFoundError(message: string): ApiHttpError {
  return new ApiHttpError(404, message);
}

export interface SuccessEnvelope<T> {
  success: true;
  message?: string;
  data?: T;
}

export function buildSuccessEnvelope<T>(data: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { success: true, data } : { success: true, message, data };
}

/**
 * Response schemas for a route: the success envelope (serialised by fast-json-stringify, which also drops any
 * field not listed, so a column added later never leaks by accident) and the error envelope for 4xx/5xx. The data
 * schema is one of @chalein/shared/api/schemas, from which the browser's types come (docs/decisions/0017-api-schemas.md).
 */
export function buildResponseSchemas<T extends TSchema, S extends number = 200>(
  dataSchema?: T,
  successStatuses: readonly S[] = [200 as S],
) {
  const success = buildEnvelopeSchema(dataSchema);
  // typed by status, so a route's reply type (the TypeBox type provider's) is the envelope of its data schema
  const successes = Object.fromEntries(successStatuses.map((status) => [status, success])) as Record<S, typeof success>;
  return {
    ...successes,
    '4xx': errorEnvelopeSchema,
    '5xx': errorEnvelopeSchema,
  };
}
