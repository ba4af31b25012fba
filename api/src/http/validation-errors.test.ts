import type { FastifySchemaValidationError } from 'fastify';
import { mapValidationErrors } from './validation-errors';

const schema = {
  type: 'object',
  properties: {
    email: { type: 'string', title: 'Email address', format: 'email', maxLength: 254 },
    mobile: { type: 'string', title: 'Phone number', errorMessages: { pattern: 'Phone number must be exactly 10 digits' } },
    id: { type: 'integer' },
  },
};

function buildError(keyword: string, instancePath: string, params: Record<string, unknown> = {}): FastifySchemaValidationError {
  return { keyword, instancePath, schemaPath: `#/${keyword}`, params };
}

describe('mapValidationErrors', () => {
  it('keys messages by field, built from the field title', () => {
    const errors = mapValidationErrors(
      [
        buildError('required', '', { missingProperty: 'email' }),
        buildError('type', '/id', { type: 'integer' }),
        buildError('maxLength', '/email', { limit: 254 }),
      ],
      schema,
      'body',
    );
    // the first failure of a field wins
    expect(errors).toEqual({ email: 'Email address is required', id: 'id must be a whole number' });
  });

  it('uses a message the schema gives for the keyword', () => {
    expect(mapValidationErrors([buildError('pattern', '/mobile')], schema, 'body')).toEqual({
      mobile: 'Phone number must be exactly 10 digits',
    });
    expect(mapValidationErrors([buildError('format', '/email')], schema, 'body')).toEqual({ email: 'Email address is invalid' });
  });

  it('names the whole body when the body itself is wrong', () => {
    expect(mapValidationErrors([buildError('type', '', { type: 'object' })], schema, 'body')).toEqual({
      body: 'The request body must be a JSON object',
    });
  });
});
