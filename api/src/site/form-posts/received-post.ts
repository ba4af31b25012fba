import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { FORM_NAME_FIELD, IDEMPOTENCY_KEY_FIELD } from '@chalein/shared/lib/posted-form';

/** A file of a post, held whole: it is sent on to the API route, which checks it as it checks the script's uploads. */
export interface ReceivedFile {
  field: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

/** What a browser posted: the text fields (the first value of each name) and the files it chose. */
export interface ReceivedPost {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/** Reads an application/x-www-form-urlencoded body: the first value of each name, as a browser sends them. */
export function parseUrlEncodedBody(body: string): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(body)) {
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
}

/**
 * Reads a multipart post whole. A file input left empty is sent as an empty part (its name '' or, from some encoders,
 * 'blob'): a part without bytes is no file, so the API says the file is missing rather than of the wrong kind.
 */
export async function readMultipartPost(request: FastifyRequest): Promise<ReceivedPost> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: ReceivedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (bytes.length > 0) {
        files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes });
      }
    } else if (!(part.fieldname in fields) && typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}

/** The text fields the page shows again and the API gets: everything but the form's own hidden fields. */
export function selectTypedFields(fields: Record<string, string>): Record<string, string> {
  const typed: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(fields)) {
    if (name !== FORM_NAME_FIELD && name !== IDEMPOTENCY_KEY_FIELD) typed[name] = value;
  }
  return typed;
}

/** A key the starter script made (a UUID), or nothing: anything else a client sends in the field is not used. */
const SCRIPT_KEY = /^[A-Za-z0-9-]{16,64}$/;

/**
 * The Idempotency-Key of a post. The starter script puts a fresh key in the form on submit; with no script at all the
 * field is empty, and the key is a hash of the form, the visitor's address and everything they sent (files by their
 * SHA-256), so the same post sent again by the same visitor (a double click, a resubmit after a timeout) is the
 * same submission to the API, while a different message or another visitor is another.
 */
export function deriveIdempotencyKey(form: string, visitor: string, post: ReceivedPost): string {
  const given = post.fields[IDEMPOTENCY_KEY_FIELD] ?? '';
  if (SCRIPT_KEY.test(given)) return given;
  const typed = selectTypedFields(post.fields);
  const fields = Object.keys(typed)
    .sort()
    .map((name) => [name, typed[name]]);
  const files = post.files
    .map((file) => [file.field, file.filename, createHash('sha256').update(file.bytes).digest('hex')])
    .sort((a, b) => (a.join('\n') < b.join('\n') ? -1 : 1));
  const digest = createHash('sha256')
    .update(JSON.stringify([form, visitor, fields, files]))
    .digest('hex');
  return `post-${digest}`;
}
