import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The request as its log line names it: the path without its query, which may carry what a visitor typed. */
function describeRequest(request: FastifyRequest) {
  const queryStart = request.url.indexOf('?');
  return {
    method: request.method,
    url: queryStart === -1 ? request.url : request.url.slice(0, queryStart),
    host: request.host,
    remoteAddress: request.ip,
  };
}

const DETAILED_LEVELS = new Set(['debug', 'trace']);

/**
 * One log line per request, when it has been answered: its method, path, status and time (Fastify's own request
 * logging, switched off in app.ts, wrote two, and each line is a synchronous write to stdout). 'incoming request' is
 * still there at `LOG_LEVEL=debug`, for a request that never completes. No line carries a query string or a body.
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      if (DETAILED_LEVELS.has(request.log.level)) request.log.debug({ req: describeRequest(request) }, 'incoming request');
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      reply.log.info(
        { req: describeRequest(request), res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
        'request completed',
      );
      done();
    });
  },
  { name: 'request-log' },
);
