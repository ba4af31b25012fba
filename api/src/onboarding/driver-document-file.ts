import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { detectDocumentFileType, documentContentTypes } from '../http/document-file-type';
import type { PrivateFileStore } from '../uploads/private-file-storage';
import type { DocumentReviewRow } from './driver-review-repository';

// A driver's document read back for a reviewer: the stored bytes must be the ones received (size and SHA-256 as the
// row recorded them) and be what the row says they are (their signature), or nothing is served. A file swapped or
// damaged in the store is then an error in the log, never a picture shown as another or a PDF sent as an image.

/** Thrown when a stored document is not what its row recorded; the route answers 500 and logs why. */
export class StoredDocumentMismatchError extends Error {
  constructor(storedName: string, what: string) {
    super(`driver document ${storedName}: ${what}`);
    this.name = 'StoredDocumentMismatchError';
  }
}

/**
 * A stored private file read whole, to check it before a byte is sent: only for files bounded when they were received
 * (a document's DOCUMENT_MAX_BYTES, a resume's RESUME_MAX_BYTES, 5 MB each).
 */
export async function readStoredFile(store: PrivateFileStore, storedName: string): Promise<Buffer> {
  const stream: Readable = await store.openFile(storedName);
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

export async function readCheckedDocument(
  store: PrivateFileStore,
  row: Pick<DocumentReviewRow, 'stored_name' | 'byte_size' | 'sha256' | 'content_type'>,
): Promise<Buffer> {
  const bytes = await readStoredFile(store, row.stored_name);
  if (bytes.length !== row.byte_size)
    throw new StoredDocumentMismatchError(row.stored_name, `${bytes.length} bytes, its row says ${row.byte_size}`);
  if (createHash('sha256').update(bytes).digest('hex') !== row.sha256)
    throw new StoredDocumentMismatchError(row.stored_name, 'its SHA-256 is not the one its row recorded');
  const type = detectDocumentFileType(bytes.subarray(0, 16));
  if (type === null || documentContentTypes[type] !== row.content_type)
    throw new StoredDocumentMismatchError(row.stored_name, `its bytes are ${type ?? 'no accepted type'}, its row says ${row.content_type}`);
  return bytes;
}
