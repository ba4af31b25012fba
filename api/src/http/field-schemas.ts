import type { FieldErrorMessages } from './validation-errors';

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
