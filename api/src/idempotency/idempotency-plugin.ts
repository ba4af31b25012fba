import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { ApiHttpError } from '../http/api-envelope';
import { createIdempotencyStore, type IdempotencyStore } from './idempotency-store';
import { hashJsonBody, readMultipartBoundary, tapBodyHash } from './request-hash';

// Submissions answered once per Idempotency-Key (docs/decisions/0035-idempotent-submissions.md). A route opts in with
// `idempotentSubmission: true` in its config; a request without the header is handled as before.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** honour an Idempotency-Key header: one stored answer per key, replayed to repeats */
    idempotentSubmission?: boolean;
  }
}

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

// keys of the server's answer texts (shared/locales/<language>/answers.json): a visitor who sends a form twice reads
// the refusal in the page's language
export const idempotencyMessages = {
  invalidKey: 'idempotency.invalidKey',
  keyReused: 'idempotency.keyReused',
  inProgress: 'idempotency.inProgress',
} as const;

/** Visible ASCII (0x21-0x7E): what a header carries unchanged through every proxy, and enough for a UUID. */
const VALID_KEY = /^[\x21-\x7e]{8,128}$/;

/** The route config of a form post that honours Idempotency-Key. */
export const IDEMPOTENT_SUBMISSION = { idempotentSubmission: true } as const;

interface KeyedRequest {
  key: string;
  route: string;
  /** the multipart body's hash, settled once the route has read the body */
  bodyHash?: { done: Promise<string | undefined>; isEnded: () => boolean };
  requestHash: string | null;
  /** set once this request holds the key, until its answer is stored or the claim released */
  claim?: { createdAt: string };
  replayed?: boolean;
}

const keyedRequests = new WeakMap<FastifyRequest, KeyedRequest>();

/** An empty header is no key: a form's hidden key field is empty until the page's starter fills it. */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined || header === '') return undefined;
  if (typeof header !== 'string' || !VALID_KEY.test(header)) throw new ApiHttpError(400, idempotencyMessages.invalidKey);
  return header;
}

/**
 * Answers worth replaying: what the route decided (stored, or refused for what was sent). A failure of ours (5xx),
 * a timeout (408) and a rate limit (429) say nothing about the submission, so their key is let go and a retry runs.
 */
function isReplayable(statusCode: number): boolean {
  return statusCode < 500 && statusCode !== 408 && statusCode !== 429;
}

function payloadToText(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}

function toHookArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

function createIdempotencyHooks(store: IdempotencyStore) {
  const onRequest: onRequestHookHandler = async (request) => {
    const key = readIdempotencyKey(request);
    if (key === undefined) return;
    const keyed: KeyedRequest = { key, route: request.routeOptions.url ?? request.url, requestHash: null };
    // a multipart body is read by the route itself, after this: hash it as it streams to the route
    const boundary = request.headers['content-type']?.toLowerCase().startsWith('multipart/')
      ? readMultipartBoundary(request.headers['content-type'])
      : undefined;
    if (boundary !== undefined) keyed.bodyHash = tapBodyHash(request.raw, boundary);
    keyedRequests.set(request, keyed);
  };

  const preHandler: preHandlerHookHandler = async (request, reply) => {
    const keyed = keyedRequests.get(request);
    if (!keyed) return;
    if (!keyed.bodyHash) keyed.requestHash = hashJsonBody(request.body);
    const claim = await store.claimKey(keyed.route, keyed.key, keyed.requestHash);
    if (claim.kind === 'claimed') {
      keyed.claim = { createdAt: claim.createdAt };
      return;
    }
    if (claim.kind === 'in-progress') throw new ApiHttpError(409, idempotencyMessages.inProgress);
    // a multipart repeat is only known to be the same submission once its body has been read to the end
    let requestHash = keyed.requestHash;
    if (keyed.bodyHash) {
      request.raw.resume();
      requestHash = (await keyed.bodyHash.done) ?? null;
    }
    if (requestHash === null || requestHash !== claim.answer.requestHash) throw new ApiHttpError(422, idempotencyMessages.keyReused);
    keyed.replayed = true;
    return reply
      .code(claim.answer.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
      .send(claim.answer.body);
  };

  async function finishClaim(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
    const keyed = keyedRequests.get(request);
    const claim = keyed?.claim;
    if (!keyed || !claim) return;
    keyed.claim = undefined;
    const body = payloadToText(payload);
    let requestHash = keyed.requestHash;
    // a multipart route answers after reading the whole body; an early refusal (415, 413) may leave it unread, and
    // then there is no hash to keep the answer under
    if (keyed.bodyHash) requestHash = keyed.bodyHash.isEnded() ? ((await keyed.bodyHash.done) ?? null) : null;
    try {
      if (body !== undefined && requestHash !== null && isReplayable(reply.statusCode)) {
        await store.storeAnswer(keyed.route, keyed.key, claim.createdAt, { statusCode: reply.statusCode, body, requestHash });
      } else {
        await store.releaseKey(keyed.route, keyed.key, claim.createdAt);
      }
    } catch (error) {
      // the submission itself is done and its answer goes out; the pending row is taken over once it is abandoned
      request.log.error({ err: error }, 'could not keep the answer of an idempotent submission');
    }
  }

  // stored before the answer leaves, so a repeat sent the moment the first answer arrives finds it
  const onSend: onSendHookHandler = async (request, reply, payload) => {
    await finishClaim(request, reply, payload);
    return payload;
  };

  // the visitor went away before an answer was sent: nothing to replay, the key is free for their retry
  const onResponse: onResponseHookHandler = async (request, reply) => {
    await finishClaim(request, reply, undefined);
  };

  return { onRequest, preHandler, onSend, onResponse };
}

/**
 * Keeps the answers of submissions sent with an Idempotency-Key, for every route whose config has
 * `idempotentSubmission: true` (registered after the database, before the routes it serves).
 */
export const idempotencyPlugin = fp(
  async (app) => {
    // a request still pending this long after it started can no longer be running: its connection was cut at
    // REQUEST_TIMEOUT_MS
    const store = createIdempotencyStore(app.db, app.config.requestTimeoutMs * 2);
    const hooks = createIdempotencyHooks(store);
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.idempotentSubmission !== true) return;
      route.onRequest = [...toHookArray(route.onRequest), hooks.onRequest];
      route.preHandler = [...toHookArray(route.preHandler), hooks.preHandler];
      route.onSend = [...toHookArray(route.onSend), hooks.onSend];
      route.onResponse = [...toHookArray(route.onResponse), hooks.onResponse];
    });
  },
  { name: 'idempotency', dependencies: ['database'] },
);
