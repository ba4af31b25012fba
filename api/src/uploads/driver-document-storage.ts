import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buildIncomingPath, ensurePrivateFolder, moveIncomingFilesIntoPlace, syncIncomingFile } from './private-file-store';

// Drivers' identity, bank and vehicle documents on disk, under <private uploads>/driver-documents: a folder no
// route serves, files named by the server (a random stem and the extension of the type found in the bytes),
// readable by the server's user only (docs/decisions/private-files.md).
//
// How a registration's row and its eight files are all kept or none, whatever moment the process dies at:
//   1. each upload streams into `<stem>.part` and is fsynced;
//   2. the registration row and its eight document rows, naming `<stem>.<ext>`, are inserted in one transaction;
//   3. each `<stem>.part` is renamed to `<stem>.<ext>` and the folder fsynced.
// A refused request deletes its .part files at once. A crash before 2 leaves .part files that no row names: the
// sweep deletes them. A crash between 2 and 3 leaves rows and their .part files: the sweep finishes the renames.
// So a stored document always has its row and a row always gets its document. The sweep only ever looks at .part
// files, so a server pointed at another database (a test server sharing the folder) never deletes stored documents.
// This is the resumes' scheme (resume-storage.ts), for eight files per row; the mechanism both use (.part files,
// fsyncs, renames, the sweep) is private-file-store.ts.

export const DRIVER_DOCUMENTS_FOLDER_NAME = 'driver-documents';

/** A document's leading bytes kept while it streams, enough for the type check. */
const HEAD_LENGTH = 16;

export interface ReceivedDocument {
  /** random (a UUID); the stored file will be `<stem>.<ext>` */
  stem: string;
  tempPath: string;
  size: number;
  /** the first bytes, for the type check */
  head: Buffer;
  /** hex SHA-256 of the whole file, kept in its row so a later reader can tell the file is the one received */
  sha256: string;
}

export function resolveDriverDocumentsFolder(privateUploadsDir: string): string {
  return path.join(privateUploadsDir, DRIVER_DOCUMENTS_FOLDER_NAME);
}

/** A new random stem; the caller may mark it in flight before receiving under it. */
export function createDocumentStem(): string {
  return randomUUID();
}

export function buildDocumentFileName(stem: string, extension: string): string {
  return `${stem}.${extension}`;
}

export async function ensureDriverDocumentsFolder(folder: string): Promise<void> {
  await ensurePrivateFolder(folder);
}

/**
 * Streams one upload into `<stem>.part` (a new random stem unless given), keeping its first bytes and hashing it on
 * the way, and fsyncs it, so a row inserted afterwards never names a file that a power cut could still lose.
 * `signal` aborts the copy (a source that will never end). Whatever fails, the partial file is removed before the
 * error is passed on.
 */
export async function receiveDriverDocument(
  folder: string,
  source: Readable,
  stem: string = createDocumentStem(),
  signal?: AbortSignal,
): Promise<ReceivedDocument> {
  const tempPath = buildIncomingPath(folder, stem);
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  const observe = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head.length < HEAD_LENGTH) head = Buffer.concat([head, chunk.subarray(0, HEAD_LENGTH - head.length)]);
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    // 'wx': a stem that somehow exists already is an error, never an overwrite
    await pipeline(source, observe, fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }), { signal });
    const size = await syncIncomingFile(tempPath);
    return { stem, tempPath, size, head, sha256: hash.digest('hex') };
  } catch (error) {
    await fsp.rm(tempPath, { force: true });
    throw error;
  }
}

/** A refused or failed request: its .part files go at once. */
export async function discardReceivedDocuments(documents: readonly Pick<ReceivedDocument, 'tempPath'>[]): Promise<void> {
  await Promise.all(documents.map((document) => fsp.rm(document.tempPath, { force: true })));
}

/** Step 3: each .part becomes the stored file its row names. */
export async function moveDocumentsIntoPlace(
  folder: string,
  documents: readonly { tempPath: string; storedName: string }[],
): Promise<void> {
  await moveIncomingFilesIntoPlace(folder, documents);
}

/** Removes stored files (the undo of a step 3 that failed half-way, after its rows were deleted). */
export async function removeStoredDocuments(folder: string, storedNames: readonly string[]): Promise<void> {
  await Promise.all(storedNames.map((name) => fsp.rm(path.join(folder, name), { force: true })));
}
