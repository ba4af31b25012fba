import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createMemoryCache } from './memory-cache';
import { pickRequestLanguage } from './request-language';
import { selectStoredBytes, storeBody, type StoredBody } from './stored-body';

/**
 * A write to content through the server changes app.contentVersion() and with it every key; an edit made directly
 * in the database is not seen, so an answer is kept this long at most, as server-rendered pages are.
 */
export const CONTENT_ANSWER_TTL_MS = 60_000;
const MAX_CONTENT_ANSWERS = 1000;

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

/** What a content question is: its method, address and (for the read-only POSTs the original client sends) body. */
function describeQuestion(request: FastifyRequest): string {
  return `${request.method} ${request.url} ${request.method === 'POST' ? JSON.stringify(request.body ?? null) : ''}`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a read-only content route (addContentCaching): the only kind a render process may call */
    contentRead?: boolean;
  }
}

/** Whether the request is for a route addContentCaching serves: content, read-only, the same for everyone. */
export function isContentRead(request: FastifyRequest): boolean {
  return (request.routeOptions.config as { contentRead?: boolean } | undefined)?.contentRead === true;
}

/**
 * For the read-only content routes of one plugin scope: a 200 answer carries an ETag of its bytes and
 * Cache-Control: no-cache, so browsers revalidate every time (content can change with a seed) but download it
 * again only when it did; a GET whose If-None-Match still matches gets an empty 304. Answers are also kept in
 * memory for a while: the same question is answered without asking the database again, and with its brotli and
 * gzip bytes made once when it was stored. Each coding is a representation with an ETag of its own; an If-None-Match
 * naming any of them is a match, since all stand for the same content.
 */
export function addContentCaching(
  app: FastifyInstance,
  { keepInMemory = true, byLanguage = false }: { keepInMemory?: boolean; byLanguage?: boolean } = {},
): void {
  // each kept answer holds its bytes compressed once (stored-body.ts): a hit sends them as they are
  const answers = createMemoryCache<{ body: StoredBody; contentType: string }>({
    maxEntries: MAX_CONTENT_ANSWERS,
    ttlMs: CONTENT_ANSWER_TTL_MS,
  });
  // the key is taken when the question arrives: an answer read before a content write completed is stored under the
  // version it was read at, which no later question asks for
  const questionKeys = new WeakMap<FastifyRequest, string>();
  const answeredFromMemory = new WeakSet<FastifyRequest>();
  // the scope's routes are marked as content reads (render processes may call those only: server-rendering)
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, contentRead: true };
  });

  if (byLanguage) {
    // the scope answers in the request's language (docs/decisions/0050-content-languages.md): every answer, kept,
    // revalidated or failed, says so, so no shared cache hands one language's answer to another
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('vary', 'accept-language');
    });
  }

  app.addHook('preHandler', async (request, reply) => {
    if (!keepInMemory) return;
    // the same question in another language is another answer
    const language = byLanguage ? pickRequestLanguage(request.headers['accept-language']) : '';
    const key = `${app.contentVersion()} ${language} ${describeQuestion(request)}`;
    questionKeys.set(request, key);
    const kept = answers.get(key);
    if (!kept) return;
    answeredFromMemory.add(request);
    reply.header('content-type', kept.contentType).header('cache-control', 'no-cache');
    await reply.send(await selectStoredBytes(request, reply, kept.body, { withEntityTag: true }));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // a kept answer's headers and bytes were chosen when it was sent
    if (answeredFromMemory.has(request)) return payload;
    if (reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    reply.header('cache-control', 'no-cache');
    const key = questionKeys.get(request);
    if (key !== undefined) {
      const body = storeBody(payload);
      answers.set(key, { body, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') });
      return selectStoredBytes(request, reply, body, { withEntityTag: true });
    }
    const etag = computeEntityTag(payload);
    reply.header('etag', etag);
    const conditional = request.method === 'GET' || request.method === 'HEAD';
    if (conditional && matchEntityTag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
