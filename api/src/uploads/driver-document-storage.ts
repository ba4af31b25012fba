import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// Drivers' identity, bank and vehicle documents on disk, under <private uploads>/driver-documents: a folder no
// route serves, files named by the server (a random stem and the extension of the type found in the bytes),
// readable by the server's user only (decisions.md 'Personal data').
//
// How a registration's row and its eight files are all kept or none, whatever moment the process dies at:
//   1. each upload streams into `<stem>.part` and is fsynced;
//   2. the registration row and its eight document rows, naming `<stem>.<ext>`, are inserted in one transaction;
//   3. each `<stem>.part` is renamed to `<stem>.<ext>` and the folder fsynced.
// A refused request deletes its .part files at once. A crash before 2 leaves .part files that no row names: the
// sweep deletes them. A crash between 2 and 3 leaves rows and their .part files: the sweep finishes the renames.
// So a stored document always has its row and a row always gets its document. The sweep only ever looks at .part
// files, so a server pointed at another database (a test server sharing the folder) never deletes stored documents.
// This is the resumes' scheme (resume-storage.ts), for eight files per row.

export const DRIVER_DOCUMENTS_FOLDER_NAME = 'driver-documents';
export const INCOMING_SUFFIX = '.part';

/** A document's leading bytes kept while it streams, enough for the type check. */
const HEAD_LENGTH = 16;
const STEM_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

export function isDocumentStem(value: string): boolean {
  return STEM_PATTERN.test(value);
}

export function buildDocumentFileName(stem: string, extension: string): string {
  return `${stem}.${extension}`;
}

export async function ensureDriverDocumentsFolder(folder: string): Promise<void> {
  // 0o700: other users of the machine cannot list or read drivers' documents
  await fsp.mkdir(folder, { recursive: true, mode: 0o700 });
}

/** Makes a rename durable. Some platforms cannot open a folder for fsync; there the rename is as durable as they allow. */
async function syncFolder(folder: string): Promise<void> {
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(folder, 'r');
    await handle.sync();
  } catch {
    // best effort, see above
  } finally {
    await handle?.close();
  }
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
  const tempPath = path.join(folder, `${stem}${INCOMING_SUFFIX}`);
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
    const handle = await fsp.open(tempPath, 'r+');
    try {
      await handle.sync();
      const { size } = await handle.stat();
      return { stem, tempPath, size, head, sha256: hash.digest('hex') };
    } finally {
      await handle.close();
    }
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
  for (const document of documents) await fsp.rename(document.tempPath, path.join(folder, document.storedName));
  await syncFolder(folder);
}

/** Removes stored files (the undo of a step 3 that failed half-way, after its rows were deleted). */
export async function removeStoredDocuments(folder: string, storedNames: readonly string[]): Promise<void> {
  await Promise.all(storedNames.map((name) => fsp.rm(path.join(folder, name), { force: true })));
}

export interface SweepOptions {
  folder: string;
  /** the file name a document row gives the file of `stem`, or undefined when no row does */
  findStoredFileName: (stem: string) => Promise<string | undefined>;
  /** stems this process is receiving right now; the requests handling them finish the job themselves */
  inFlight: ReadonlySet<string>;
  /**
   * a .part with no row is deleted only once untouched this long: another server sharing the folder may still be
   * receiving it, and a receiving file's mtime moves with every chunk
   */
  minAgeMs: number;
  now?: number;
}

export interface SweepResult {
  /** .part files renamed to the name their row gives */
  completed: string[];
  /** .part files deleted because no row names them */
  removed: string[];
}

/** Finishes or removes what a crash left in the documents folder (see the top of this file). */
export async function sweepIncomingDriverDocuments(options: SweepOptions): Promise<SweepResult> {
  const { folder, findStoredFileName, inFlight, minAgeMs, now = Date.now() } = options;
  const result: SweepResult = { completed: [], removed: [] };
  let names: string[];
  try {
    names = await fsp.readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return result;
    throw error;
  }
  for (const name of names) {
    if (!name.endsWith(INCOMING_SUFFIX)) continue;
    const stem = name.slice(0, -INCOMING_SUFFIX.length);
    if (!isDocumentStem(stem) || inFlight.has(stem)) continue;
    const tempPath = path.join(folder, name);
    const storedName = await findStoredFileName(stem);
    if (storedName !== undefined) {
      await moveDocumentsIntoPlace(folder, [{ tempPath, storedName }]);
      result.completed.push(storedName);
      continue;
    }
    const stats = await fsp.stat(tempPath).catch(() => undefined);
    if (stats && now - stats.mtimeMs >= minAgeMs) {
      await fsp.rm(tempPath, { force: true });
      result.removed.push(name);
    }
  }
  return result;
}
