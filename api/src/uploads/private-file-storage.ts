import type { Readable } from 'node:stream';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

// The one storage interface of the private files (resumes, drivers' documents), whatever holds them: the local
// folder (folder-file-store.ts, one server) or the shared database (database-file-store.ts, every node reads the
// same files). docs/decisions/0027-shared-file-storage.md says why and what each guarantees.
//
// How a submission's rows and files stay together, in every store:
//   1. putFile streams each upload in under a key the store generated; the file is incoming: nothing names it;
//   2. the checks read it (useLocalCopy), and a picture's cleaned copy replaces it (replaceFile);
//   3. the rows naming `<key>.<extension>` are inserted in one transaction, inside which keepFiles makes the files
//      theirs (the database store marks them kept there; a file swept meanwhile fails the transaction);
//   4. finishFiles does what the store could not do inside the transaction (the folder store renames each .part).
// A refused or failed request discards its files at once; a crash leaves incoming files that the sweep removes once
// untouched for a while (or, in the folder, finishes when a row names them). Nothing here has a URL.

export type PrivateFilesStoreKind = 'folder' | 'database';

/** Which feature's files: each has its own folder, or its own rows in the database. */
export type PrivateFileArea = 'resumes' | 'driver-documents';

/** What putFile learnt while the bytes streamed through. */
export interface PutFileResult {
  key: string;
  size: number;
  /** the first bytes, for the type check */
  head: Buffer;
  /** hex SHA-256 of the whole file, kept in its row so a later reader can tell the file is the one received */
  sha256: string;
}

export interface KeptFile {
  key: string;
  /** the name the row gives it: `<key>.<extension>` */
  storedName: string;
}

export interface SweepStoreOptions {
  /** keys this process is receiving or storing right now; their requests finish the job themselves */
  inFlight: ReadonlySet<string>;
  /** an incoming file untouched this long belongs to no request any more (another node's included) */
  minAgeMs: number;
  now?: number;
}

export interface SweepResult {
  /** incoming files made the files their rows name (the folder's renames a crash cut short) */
  completed: string[];
  /** incoming files removed because no row names them */
  removed: string[];
}

export interface PrivateFileStore {
  readonly kind: PrivateFilesStoreKind;
  readonly area: PrivateFileArea;
  /** A new random key; the caller may mark it in flight before putting a file under it. */
  createFileKey(): string;
  /**
   * Streams `source` in under `key`, never holding the whole file in memory, and keeps its head and hash. The file
   * is incoming until keepFiles; whatever fails, nothing of it stays before the error is passed on.
   */
  putFile(key: string, source: Readable, signal?: AbortSignal): Promise<PutFileResult>;
  /**
   * Puts `bytes` in place of the incoming file under `key`, which keeps its key: a picture's re-encoded copy takes the
   * place of the upload, so the original bytes are never kept. If it fails, the caller discards the file as it
   * discards any refused upload.
   */
  replaceFile(key: string, bytes: Buffer): Promise<PutFileResult>;
  /** The incoming file as a path on this machine, for checks that read a file (a picture decoded by sharp). */
  useLocalCopy<T>(key: string, check: (filePath: string) => Promise<T>): Promise<T>;
  /** Inside the transaction that inserts the rows naming them: the files become theirs, or the transaction fails. */
  keepFiles(trx: Transaction<Database>, keys: readonly string[]): Promise<void>;
  /** After that transaction committed. */
  finishFiles(files: readonly KeptFile[]): Promise<void>;
  /** A refused or failed request: its incoming files go. */
  discardFiles(keys: readonly string[]): Promise<void>;
  /** A stored file, by the name its row gives it, read as a stream. */
  openFile(storedName: string): Promise<Readable>;
  /** Stored files whose rows were deleted (the undo of a step 4 that failed half-way). */
  deleteFiles(storedNames: readonly string[]): Promise<void>;
  /** The sweeper's part: finishes or removes what crashed requests left. */
  sweepIncomingFiles(options: SweepStoreOptions): Promise<SweepResult>;
}

/** Raised when a stored file is asked for and the store has no such file. */
export class PrivateFileNotFoundError extends Error {
  readonly code = 'ENOENT';
  constructor(storedName: string) {
    super(`no stored private file ${storedName}`);
    this.name = 'PrivateFileNotFoundError';
  }
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STORED_NAME_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z]{2,4}$/;

/** Keys are random UUIDs; anything else is not ours. */
export function isFileKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** The key of `<key>.<extension>`, or an error for anything else (a name is never a path). */
export function readKeyOfStoredName(storedName: string): string {
  const key = STORED_NAME_PATTERN.exec(storedName)?.[1];
  if (key === undefined) throw new PrivateFileNotFoundError(storedName);
  return key;
}
