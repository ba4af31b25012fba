import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError } from './api-envelope';
import { mapValidationErrors } from './validation-errors';
import { readAnswerLanguage } from './answer-language';
import { translateMessage } from './request-language';
import { RATE_LIMIT_MESSAGE } from './rate-limits';

// keys of the server's answer texts (shared/locales/<language>/answers.json), written out in the request's language
// as the answer leaves (answer-language.ts)
export const INTERNAL_ERROR_MESSAGE = 'server.internalError';
export const BODY_TOO_LARGE_MESSAGE = 'server.bodyTooLarge';
export const INVALID_JSON_MESSAGE = 'server.invalidJson';

interface ErrorAnswer {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
}

/** Fastify's own errors (FST_*) and the errors of its plugins carry messages written for clients. */
function isFrameworkError(error: FastifyError): boolean {
  return typeof error.code === 'string' && error.code.startsWith('FST_');
}

function readSchemaPart(request: FastifyRequest, part: string): unknown {
  const schema: unknown = request.routeOptions.schema;
  return typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>)[part] : undefined;
}

/** Decides what a client may learn from an error. Only 4xx say why; a 5xx says nothing about the server. */
export function describeError(error: FastifyError, request: FastifyRequest): ErrorAnswer {
  if (error.validation) {
    const part = error.validationContext ?? 'body';
    const errors = mapValidationErrors(error.validation, readSchemaPart(request, part), part, readAnswerLanguage(request));
    const first = Object.values(errors)[0];
    return { statusCode: 400, message: first ?? 'request.requestInvalid', errors };
  }
  if (error instanceof ApiHttpError) {
    return { statusCode: error.statusCode, message: error.message, errors: error.errors };
  }
  const statusCode = error.statusCode ?? 500;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, message: INVALID_JSON_MESSAGE, errors: { body: INVALID_JSON_MESSAGE } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, message: BODY_TOO_LARGE_MESSAGE };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { statusCode: 415, message: 'server.unsupportedMediaType' };
    default:
      break;
  }
  if (statusCode === 413) return { statusCode, message: BODY_TOO_LARGE_MESSAGE };
  if (statusCode === 429) return { statusCode, message: RATE_LIMIT_MESSAGE };
  if (statusCode >= 400 && statusCode < 500) {
    return { statusCode, message: isFrameworkError(error) ? error.message : 'server.requestNotProcessed' };
  }
  return { statusCode: 500, message: INTERNAL_ERROR_MESSAGE };
}

export const CLIENT_ABORT_LOG_MESSAGE = 'client closed the connection before the request was complete';

/** The request's body never fully arrived and its connection is gone: the error is the client leaving, not a fault. */
function isClientAbort(request: FastifyRequest): boolean {
  const raw = request.raw;
  return !raw.complete && (raw.destroyed || raw.socket.destroyed);
}

function readErrorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function sendErrorAnswer(reply: FastifyReply, answer: ErrorAnswer): FastifyReply {
  // errors are never cached, whatever the route would have said
  reply.header('cache-control', 'no-store');
  return reply.code(answer.statusCode).send({
    success: false,
    message: answer.message,
    ...(answer.errors ? { errors: answer.errors } : {}),
  });
}

/**
 * One error handler and one not-found handler for the whole app: every failure answers the API's envelope,
 * bad input is a 4xx with field errors, and a real fault is logged in full but answered with a generic 500.
 */
export const errorHandlersPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isClientAbort(request)) {
        // the visitor closed the tab or lost the network mid-upload: nothing failed here, and nobody is left to answer
        request.log.info({ code: readErrorCode(error) }, CLIENT_ABORT_LOG_MESSAGE);
        return sendErrorAnswer(reply, { statusCode: 400, message: CLIENT_ABORT_LOG_MESSAGE });
      }
      const answer = describeError(error, request);
      if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ statusCode: answer.statusCode, code: error.code }, answer.message);
      return sendErrorAnswer(reply, answer);
    });

    app.setNotFoundHandler((request, reply) => {
      // the path is echoed (trimmed) so a wrong call is easy to spot in the browser's network panel
      const path = (request.url.split('?')[0] ?? request.url).slice(0, 200);
      const message = translateMessage(readAnswerLanguage(request), 'server.notFound', { method: request.method, path });
      return sendErrorAnswer(reply, { statusCode: 404, message });
    });
  },
  { name: 'error-handlers' },
);
