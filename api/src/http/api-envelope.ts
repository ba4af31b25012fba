// The one response shape of decisions.md: { success, message?, data?, errors? }, with its JSON schemas.

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

export const errorEnvelopeSchema = {
  type: 'object',
  required: ['success'],
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

export function buildEnvelopeSchema(dataSchema?: object) {
  return {
    type: 'object',
    required: ['success'],
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      ...(dataSchema ? { data: dataSchema } : {}),
    },
  } as const;
}

/**
 * Response schemas for a route: the success envelope (serialised by fast-json-stringify, which also drops any
 * field not listed, so a column added later never leaks by accident) and the error envelope for 4xx/5xx.
 */
export function buildResponseSchemas(dataSchema?: object, successStatuses: readonly number[] = [200]) {
  const success = buildEnvelopeSchema(dataSchema);
  return {
    ...Object.fromEntries(successStatuses.map((status) => [status, success])),
    '4xx': errorEnvelopeSchema,
    '5xx': errorEnvelopeSchema,
  };
}
