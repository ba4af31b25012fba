import AjvCompiler, { type BuildCompilerFromPool } from '@fastify/ajv-compiler';

/**
 * The request validators, one ajv per kind of coercion. Fastify's ajv coerces types everywhere by default, which
 * path parameters and query strings need (everything in a URL is text: `/api/jobs/5` has the id "5"), but which
 * lets a JSON body say `{"firstName": 123}` or `{"consent": "true"}` and be taken for the string or boolean the
 * schema asks for. A body is JSON, so it is read exactly as sent: a wrong type is the field's 400, never coerced.
 * Each kind is built by Fastify's own compiler (its defaults, formats and schema pool); only `coerceTypes` differs.
 *
 * A custom validator factory makes Fastify hand header schemas over as written, without lowercasing their names;
 * no route validates headers by schema.
 */
export function createRequestValidatorFactory(): BuildCompilerFromPool {
  const pool = AjvCompiler();
  return (externalSchemas, options) => {
    const coercing = pool(externalSchemas, options);
    // JSON Schema, as Fastify's own (never JTD), with no coercion
    const exact = pool(externalSchemas, { ...options, mode: undefined, customOptions: { ...options?.customOptions, coerceTypes: false } });
    return (definition) => (definition.httpPart === 'body' ? exact : coercing)(definition);
  };
}
