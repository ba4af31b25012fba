import type { FastifyReply, FastifyRequest } from 'fastify';
import { selectStoredBytes } from '../http/stored-body';
import { REVALIDATE_CACHE } from './cache-control';
import type { CachedDocument } from './server-rendering/server-renderer';

export const NOT_BUILT_MESSAGE =
  "Chalein's site is not built yet. Run `npm run build` (or `npm start`, which builds first); the API under /api works meanwhile.";

/** Who made the HTML sent: a render process, the page cache (or a render another visitor started), or nobody yet. */
export type RenderedBy = 'server' | 'cache' | 'browser';

/**
 * Sends a page's HTML. Server-Timing says who made it. The HTML depends on the theme cookie and on the platform the
 * User-Agent names (the app links name its store): no shared cache may hand one visitor's theme or store to another.
 */
export function sendHtml(
  reply: FastifyReply,
  statusCode: number,
  html: string | Buffer,
  renderedBy: RenderedBy,
  cacheControl = REVALIDATE_CACHE,
): FastifyReply {
  reply.header('server-timing', `render;desc="${renderedBy}"`);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Cookie, User-Agent` : 'Cookie, User-Agent');
  return reply.code(statusCode).header('cache-control', cacheControl).type('text/html; charset=utf-8').send(html);
}

/** A kept page in the coding the request accepts, compressed when it was kept, not again on each visit. */
export async function sendKeptPage(request: FastifyRequest, reply: FastifyReply, kept: CachedDocument): Promise<FastifyReply> {
  const bytes = await selectStoredBytes(request, reply, kept.body, { withEntityTag: false });
  return sendHtml(reply, kept.statusCode, bytes, 'cache');
}

/** The answer while the shell has no index.html: the API still works. */
export function sendNotBuilt(reply: FastifyReply): FastifyReply {
  return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
}
