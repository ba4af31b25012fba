import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Trims the top-level strings of a JSON body in place; forms are flat, and "  " must count as empty. */
export function trimBodyStrings(body: unknown): void {
  if (!isPlainObject(body)) return;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') body[key] = value.trim();
  }
}

/**
 * How JSON bodies are read: Fastify's own parser (it refuses __proto__ and constructor poisoning), except that
 * an empty body with a JSON content type counts as no body, since some clients send one on body-less POSTs
 * (our_team); routes that need a body still answer 400 through their schema. Strings are trimmed before
 * validation, so schemas and handlers see what the user meant.
 */
export const requestBodiesPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });

    app.addHook('preValidation', async (request) => {
      trimBodyStrings(request.body);
    });
  },
  { name: 'request-bodies' },
);
