import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface RequestLogOptions {
  /**
   * paths whose last part is a secret (a signed link's token, which opens a receipt by itself): logged with that part
   * as `:token`, so whoever reads the log cannot open the link
   */
  secretPathPrefixes?: readonly string[];
  /**
   * paths a load balancer asks every few seconds (the health probes): an answer under 400 writes no line, so the log
   * is not mostly probes; a failed one is logged as any request is
   */
  quietPaths?: readonly string[];
}

/** The path without its query, which may carry what a visitor typed, and without a signed link's token. */
function selectLoggedPath(url: string, secretPathPrefixes: readonly string[]): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const prefix = secretPathPrefixes.find((candidate) => path.startsWith(candidate));
  return prefix === undefined ? path : `${prefix}:token`;
}

/** The request as its log line names it. */
function describeRequest(request: FastifyRequest, secretPathPrefixes: readonly string[]) {
  return {
    method: request.method,
    url: selectLoggedPath(request.url, secretPathPrefixes),
    host: request.host,
    remoteAddress: request.ip,
  };
}

const DETAILED_LEVELS = new Set(['debug', 'trace']);

/**
 * One log line per request, when it has been answered: its method, path, status and time (Fastify's own request
 * logging, switched off in app.ts, wrote two, and each line is a synchronous write to stdout). 'incoming request' is
 * still there at `LOG_LEVEL=debug`, for a request that never completes. No line carries a query string, a body or a
 * signed link's token.
 */
export const requestLogPlugin = fp<RequestLogOptions>(
  async (app, { secretPathPrefixes = [], quietPaths = [] }) => {
    const quiet = new Set(quietPaths);
    app.addHook('onRequest', (request, reply, done) => {
      // the id of every log line of this request, so a visitor or a proxy reporting a problem can name it
      reply.header('x-request-id', request.id);
      if (DETAILED_LEVELS.has(request.log.level))
        request.log.debug({ req: describeRequest(request, secretPathPrefixes) }, 'incoming request');
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode < 400 && quiet.has(request.routeOptions.url ?? '')) return done();
      reply.log.info(
        { req: describeRequest(request, secretPathPrefixes), res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
        'request completed',
      );
      done();
    });
  },
  { name: 'request-log' },
);
