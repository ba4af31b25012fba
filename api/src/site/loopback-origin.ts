import type { FastifyInstance } from 'fastify';

/**
 * Where this server can be reached from its own machine once it listens (http://127.0.0.1:<port> for a wildcard
 * address): render processes fetch remotes' server entries and call the API there. Null before it listens.
 */
export function findLoopbackOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
