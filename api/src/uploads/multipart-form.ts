import { finished } from 'node:stream/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError } from '../http/api-envelope';

// The one multipart reader of the upload forms (the job application and the driver registration); the choices it
// makes for both are in docs/decisions/0018-uploads.md.

/** What busboy may read of one request; each form sets its own, so no request can make the server hold more. */
export interface UploadLimits {
  files: number;
  fileSize: number;
  fields: number;
  fieldSize: number;
  fieldNameSize: number;
  parts: number;
  headerPairs: number;
}

/** How a form refuses a request its limits or its shape rule out, in its own words. */
export interface UploadRefusals {
  notMultipart: string;
  unreadable: string;
  /** a file over `fileSize`, or a request whose declared length is over the most the form can weigh */
  fileTooLarge(): ApiHttpError;
  tooManyFiles(): ApiHttpError;
  tooManyFields(): ApiHttpError;
}

/** The text fields of a form: the first value of each name (trimmed), and the names whose value busboy cut short. */
export interface ReceivedFields {
  values: Map<string, string>;
  truncated: Set<string>;
}

/** The most a request within `limits` can weigh: its files, its fields and room for the multipart boundaries. */
export function computeRequestMaxBytes(limits: UploadLimits): number {
  return limits.files * limits.fileSize + limits.fields * limits.fieldSize + 64 * 1024;
}

/**
 * Refuses what is not worth reading: a body that is not multipart (415), and one whose declared length is over
 * `maxBytes` (413), answered before the body is read; closing the connection spares both sides the rest of it.
 */
export function checkUploadRequest(request: FastifyRequest, reply: FastifyReply, maxBytes: number, refusals: UploadRefusals): void {
  if (!request.isMultipart()) throw new ApiHttpError(415, refusals.notMultipart);
  const declaredLength = Number(request.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
    reply.header('connection', 'close');
    throw refusals.fileTooLarge();
  }
}

/** A ticked consent box, as a browser form or our pages send it. */
export function isConsentGiven(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'on';
}

export function readErrorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Turns what the multipart reader throws into an answer: its limits are the client's fault (413), a malformed body
 * is bad input (400), and only a failure of this machine (a system call: disk full, no permission) is a 500. A client
 * that went away mid-upload gets the 400 too, which the error handler logs as information, not as a fault.
 */
export function describeUploadError(error: unknown, refusals: UploadRefusals): unknown {
  if (error instanceof ApiHttpError) return error;
  if (typeof error === 'object' && error !== null && 'syscall' in error) return error;
  switch (readErrorCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refusals.fileTooLarge();
    case 'FST_FILES_LIMIT':
      return refusals.tooManyFiles();
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return refusals.tooManyFields();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiHttpError(415, refusals.notMultipart);
    default:
      return new ApiHttpError(400, refusals.unreadable);
  }
}

/**
 * Fails a file part's stream when the request turns out to be broken. A body cut off inside a file makes busboy emit
 * 'error' on the file stream, and when the whole body has already arrived that happens before this code is handed
 * the stream: the error is lost and the stream never ends. The multipart reader also reports it as the next part,
 * so asking for that part while the file streams, and destroying the file when it fails, always ends the wait.
 */
function failFileWith(part: MultipartFile, following: Promise<unknown>): void {
  following.catch((error: unknown) => {
    part.file.destroy(error instanceof Error ? error : new Error(String(error)));
  });
}

/** Reads a file part nobody wants to the end, so the rest of the request can still be read and answered. */
export async function discardFilePart(part: MultipartFile): Promise<void> {
  if (part.file.destroyed) return;
  part.file.resume();
  await finished(part.file);
}

export interface ReadMultipartFormOptions {
  refusals: UploadRefusals;
  /**
   * Takes one file part (parts may come in any order): streams it somewhere and reads it to the end, or discards it
   * with discardFilePart. A stream the reader already knows is broken never reaches it.
   */
  receiveFile(part: MultipartFile): Promise<void>;
  /**
   * Called with what stopped the reading before it is turned into an answer; true keeps the form read so far (the
   * driver registration answers an oversize document with every field's message, not with the limit's alone).
   */
  keepPartialForm?(error: unknown): boolean;
}

type PartsIterator = AsyncIterator<MultipartFile | MultipartValue>;

/**
 * Reads the whole multipart body: text fields into `values` (the first value of a name wins, so a repeated name
 * cannot replace what was checked), each file through `receiveFile`. Every part is read to the end, so the answer
 * reaches the browser after the whole upload, never as a reset connection.
 */
export async function readMultipartForm(request: FastifyRequest, options: ReadMultipartFormOptions): Promise<ReceivedFields> {
  const fields: ReceivedFields = { values: new Map(), truncated: new Set() };
  try {
    const parts = request.parts() as PartsIterator;
    let step = await parts.next();
    while (!step.done) {
      const part = step.value;
      // asked for now, not after this part is read: see failFileWith
      const following = parts.next();
      if (part.type === 'file') {
        failFileWith(part, following);
        // the reader destroys the stream of a body that ended inside the file, sometimes before handing it over;
        // piping a destroyed stream would wait forever (Node 20)
        if (part.file.destroyed) throw new ApiHttpError(400, options.refusals.unreadable);
        await options.receiveFile(part);
      } else if (!fields.values.has(part.fieldname)) {
        fields.values.set(part.fieldname, typeof part.value === 'string' ? part.value.trim() : '');
        if (part.valueTruncated) fields.truncated.add(part.fieldname);
      }
      step = await following;
    }
  } catch (error) {
    // what is still unread is let through and dropped
    request.raw.resume();
    if (options.keepPartialForm?.(error)) return fields;
    throw describeUploadError(error, options.refusals);
  }
  return fields;
}
