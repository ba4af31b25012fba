import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer kept in memory (a rendered page, a content API answer) is compressed once, when it is stored, and every
 * later request gets the bytes its Accept-Encoding asks for as they are: compressing the same bytes again on each hit
 * was most of what a kept answer cost (docs/decisions/0034-compressed-caches.md).
 */

/** The codings kept beside the bytes, in the order the server prefers them when a request accepts both alike. */
export type StoredEncoding = 'br' | 'gzip';
export type ContentEncoding = StoredEncoding | 'identity';
const SERVER_PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip', 'identity'];
/** below the smallest weight a client can write (0.001) */
const UNNAMED_IDENTITY_WEIGHT = 0.0001;

/**
 * Brotli's densest setting: it is paid once per stored answer, off the event loop, and every visitor after gets the
 * smallest bytes. gzip's level 9 likewise (it is only the fallback, for clients without brotli).
 */
export const BROTLI_QUALITY = 11;
const GZIP_LEVEL = 9;

/** Below this size a coding saves less than its headers cost (as @fastify/compress's threshold): kept as it is. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface StoredBody {
  identity: Buffer;
  /** a strong tag of the bytes as they are; each coding's representation gets a tag of its own (entityTagOf) */
  etag: string;
  /** the codings, made once in zlib's thread pool; null when the answer is too small to be worth it */
  encoded: Promise<Record<StoredEncoding, Buffer> | null>;
}

let compressions = 0;

/** How many answers have been compressed for storing since the process started (tests show a hit compresses none). */
export function readStoredCompressionCount(): number {
  return compressions;
}

async function compressBody(identity: Buffer): Promise<Record<StoredEncoding, Buffer> | null> {
  if (identity.length < MIN_COMPRESSED_BYTES) return null;
  compressions += 1;
  const [br, gz] = await Promise.all([
    brotliCompress(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: GZIP_LEVEL }),
  ]);
  return { br, gzip: gz };
}

/** The bytes to keep, with their codings under way (a failed compression keeps the bytes as they are). */
export function storeBody(payload: string | Buffer): StoredBody {
  const identity = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  return {
    identity,
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    encoded: compressBody(identity).catch(() => null),
  };
}

/** The tag of one representation: the bytes' own for identity, with the coding added for a compressed one. */
export function entityTagOf(body: StoredBody, encoding: ContentEncoding): string {
  return encoding === 'identity' ? body.etag : `${body.etag.slice(0, -1)}-${encoding}"`;
}

/** 1 for a coding named without a weight; null for a weight that is not one (the entry is then ignored). */
function readWeight(parameters: string[]): number | null {
  const weight = parameters.map((parameter) => /^q=(.*)$/i.exec(parameter.trim())).find(Boolean);
  if (!weight) return 1;
  if (!/^(0(\.[0-9]{0,3})?|1(\.0{0,3})?)$/.test(weight[1]!.trim())) return null;
  return Number(weight[1]);
}

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 12.5.3): the acceptable one with the highest weight,
 * the server's preference (br, gzip, identity) among equals. A weight of 0 rules a coding out; '*' stands for every
 * coding not named; identity is acceptable unless ruled out, last when not named. No header at all asks for nothing in particular: the
 * bytes as they are. When nothing offered is acceptable the bytes go as they are too (the RFC allows that rather
 * than a 406).
 */
export function selectContentEncoding(acceptEncoding: string | undefined, available: readonly ContentEncoding[]): ContentEncoding {
  if (acceptEncoding === undefined) return 'identity';
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = entry.split(';');
    const coding = name.trim().toLowerCase();
    const weight = readWeight(parameters);
    if (coding === '' || weight === null) continue;
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, weight);
  }
  // identity not named (nor '*') is acceptable, but below any coding the client named
  const weightOf = (coding: ContentEncoding): number =>
    weights.get(coding) ?? weights.get('*') ?? (coding === 'identity' ? UNNAMED_IDENTITY_WEIGHT : 0);
  let chosen: ContentEncoding = 'identity';
  let best = 0;
  for (const coding of SERVER_PREFERENCE) {
    if (!available.includes(coding)) continue;
    const weight = weightOf(coding);
    if (weight > best) {
      best = weight;
      chosen = coding;
    }
  }
  return chosen;
}

/** Adds `field` to the reply's Vary header unless it is named there already. */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const named =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((name) => name.trim());
  if (named.some((name) => name.toLowerCase() === field.toLowerCase() || name === '*')) return;
  reply.header('vary', [...named, field].join(', '));
}

/**
 * Sets the headers of the representation the request accepts (Content-Encoding, Vary, and with `withEntityTag` its
 * ETag) and returns its bytes to send as they are: @fastify/compress leaves a reply that already has a
 * Content-Encoding alone. With `withEntityTag`, a GET or HEAD whose If-None-Match names any representation of these
 * bytes gets an empty 304 (all of them stand for the same content; Vary tells a cache which it holds).
 */
export async function selectStoredBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  body: StoredBody,
  { withEntityTag }: { withEntityTag: boolean },
): Promise<Buffer | ''> {
  const encoded = await body.encoded;
  const encoding = selectContentEncoding(request.headers['accept-encoding'], encoded ? SERVER_PREFERENCE : ['identity']);
  if (encoded) addVary(reply, 'Accept-Encoding');
  if (withEntityTag) {
    reply.header('etag', entityTagOf(body, encoding));
    const conditional = request.method === 'GET' || request.method === 'HEAD';
    if (conditional && namesStoredBody(request.headers['if-none-match'], body)) {
      reply.code(304);
      return '';
    }
  }
  if (encoding === 'identity' || !encoded) return body.identity;
  reply.header('content-encoding', encoding);
  return encoded[encoding];
}

/** True when an If-None-Match header names a representation of these bytes (weak comparison, as for GET). */
function namesStoredBody(ifNoneMatch: string | undefined, body: StoredBody): boolean {
  if (!ifNoneMatch) return false;
  const tags = new Set(SERVER_PREFERENCE.map((encoding) => entityTagOf(body, encoding)));
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === '*' || tags.has(candidate.replace(/^W\//, '')));
}
