import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** True when an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks for GET). */
export function matchEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === '*' || candidate.replace(/^W\//, '') === bare);
}

export function computeEntityTag(payload: string | Buffer): string {
  return `"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/**
 * For the routes of one plugin scope: a 200 answer carries an ETag of its bytes and Cache-Control: no-cache,
 * so browsers revalidate every time (content can change with a seed) but download it again only when it did;
 * a GET whose If-None-Match still matches gets an empty 304.
 */
export function addContentCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = computeEntityTag(payload);
    reply.header('etag', etag);
    reply.header('cache-control', 'no-cache');
    const conditional = request.method === 'GET' || request.method === 'HEAD';
    if (conditional && matchEntityTag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
