import { createHash, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';

// What makes two requests "the same submission" (docs/decisions/0035-idempotent-submissions.md): their content, not their
// bytes on the wire. A JSON body is compared by its parsed value, so key order and spacing do not count. A multipart
// body is compared by its bytes with its boundary taken out: a browser picks a new random boundary for every send,
// so the same form sent twice never has the same bytes, but everything else (each part's headers, its name, its
// file's name, type and bytes, their order) is what the visitor sent.

/** The same string for any two values equal as JSON, whatever the order of their keys. */
export function stringifyCanonically(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item: unknown) => stringifyCanonically(item)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stringifyCanonically(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of a parsed JSON body. */
export function hashJsonBody(body: unknown): string {
  return createHash('sha256').update('json\n').update(stringifyCanonically(body)).digest('hex');
}

/** The boundary a multipart Content-Type names, or undefined when it names none. */
export function readMultipartBoundary(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

// stands where each boundary was; a body cannot tell it from the boundary's place, since no part can contain the
// boundary and what surrounds it (CRLF and dashes) stays in the hash
const BOUNDARY_MARK = Buffer.from('\u0000boundary\u0000');

/**
 * Hashes a multipart body chunk by chunk with every occurrence of its boundary replaced by one fixed mark. An
 * occurrence may straddle two chunks, so the last `boundary.length - 1` bytes of each chunk wait for the next.
 */
export class BoundaryBlindHash {
  private readonly hash: Hash = createHash('sha256').update('multipart\n');
  private readonly boundary: Buffer;
  private carried: Buffer = Buffer.alloc(0);

  constructor(boundary: string) {
    this.boundary = Buffer.from(boundary);
  }

  update(chunk: Buffer): void {
    const bytes = this.carried.length > 0 ? Buffer.concat([this.carried, chunk]) : chunk;
    let from = 0;
    for (let at = bytes.indexOf(this.boundary, from); at >= 0; at = bytes.indexOf(this.boundary, from)) {
      this.hash.update(bytes.subarray(from, at)).update(BOUNDARY_MARK);
      from = at + this.boundary.length;
    }
    const keep = Math.max(from, bytes.length - (this.boundary.length - 1));
    this.hash.update(bytes.subarray(from, keep));
    this.carried = Buffer.from(bytes.subarray(keep));
  }

  digest(): string {
    return this.hash.update(this.carried).digest('hex');
  }
}

/**
 * Hashes a request's body as it streams to whoever reads it (the multipart reader of the route), without reading it
 * itself: the listener is added paused, so no byte flows before the reader pipes the stream, which resumes it, and
 * both then see every chunk. `done` settles with the hash once the body has ended, or with undefined when it never
 * will (the request was aborted or failed).
 */
export function tapBodyHash(body: Readable, boundary: string): { done: Promise<string | undefined>; isEnded: () => boolean } {
  const hash = new BoundaryBlindHash(boundary);
  let ended = false;
  const done = new Promise<string | undefined>((resolve) => {
    body.on('data', (chunk: Buffer | string) => hash.update(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    body.once('end', () => {
      ended = true;
      resolve(hash.digest());
    });
    body.once('error', () => resolve(undefined));
    body.once('close', () => {
      if (!ended) resolve(undefined);
    });
  });
  body.pause();
  return { done, isEnded: () => ended };
}
