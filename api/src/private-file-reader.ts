import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppConfig } from './config';
import { createDatabase, selectDatabaseLocation } from './db/database';
import { createRepositories } from './repositories';
import type { DriverRegistrationRepository } from './onboarding/driver-registration-repository';
import type { JobApplicationRepository } from './careers/job-application-repository';
import { resolveFieldCipher } from './security/local-data-key';
import type { PrivateFileStore } from './uploads/private-file-storage';
import { createPrivateFileStores } from './uploads/private-file-stores';

// The server's own code to read stored private files back: a driver registration's documents, an application's
// resume, checked against what their rows recorded. In the app it runs over the app's stores
// (app.uploads.privateStore); openPrivateFileReader opens a database handle of its own from a server's settings, so
// a test (the cluster's, a support script) reads what any node stored, as that node would.

export interface StoredDriverDocument {
  /** one of the eight document fields, e.g. adharCardFrontPhoto */
  documentType: string;
  storedName: string;
  contentType: string;
  byteSize: number;
  /** hex SHA-256 recorded when the file was received; the bytes below were checked against it */
  sha256: string;
  bytes: Buffer;
}

export interface StoredResume {
  storedName: string;
  originalName: string;
  type: string;
  bytes: Buffer;
}

/** Thrown when a stored file's bytes are not the ones its row recorded. */
export class PrivateFileMismatchError extends Error {
  constructor(storedName: string, what: string) {
    super(`private file ${storedName}: ${what}`);
    this.name = 'PrivateFileMismatchError';
  }
}

/** Reads a stream to its end. Only for files the caller wants whole (at most 5 MB each, DOCUMENT_MAX_BYTES). */
async function readToEnd(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The eight documents of a registration, each read from the store and checked against its row; undefined for no such registration. */
export async function readDriverRegistrationDocuments(
  source: { registrations: DriverRegistrationRepository; store: PrivateFileStore },
  reference: string,
): Promise<StoredDriverDocument[] | undefined> {
  const registration = await source.registrations.findRegistrationByReference(reference);
  if (!registration) return undefined;
  const rows = await source.registrations.listDocuments(registration.id);
  const documents: StoredDriverDocument[] = [];
  // one after the other: a node never holds more than one document in memory for this
  for (const row of rows) {
    const bytes = await readToEnd(await source.store.openFile(row.stored_name));
    if (bytes.length !== row.byte_size)
      throw new PrivateFileMismatchError(row.stored_name, `${bytes.length} bytes, its row says ${row.byte_size}`);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (sha256 !== row.sha256) throw new PrivateFileMismatchError(row.stored_name, 'its SHA-256 is not the one its row recorded');
    documents.push({
      documentType: row.document_type,
      storedName: row.stored_name,
      contentType: row.content_type,
      byteSize: row.byte_size,
      sha256,
      bytes,
    });
  }
  return documents;
}

/** An application's resume, read from the store and checked against its row's size; undefined for no such application. */
export async function readJobApplicationResume(
  source: { applications: JobApplicationRepository; store: PrivateFileStore },
  reference: string,
): Promise<StoredResume | undefined> {
  const row = await source.applications.findResumeByReference(reference);
  if (!row) return undefined;
  const bytes = await readToEnd(await source.store.openFile(row.resume_file));
  if (bytes.length !== row.resume_size)
    throw new PrivateFileMismatchError(row.resume_file, `${bytes.length} bytes, its row says ${row.resume_size}`);
  return { storedName: row.resume_file, originalName: row.resume_original_name, type: row.resume_type, bytes };
}

export interface PrivateFileReader {
  readDriverRegistrationDocuments(reference: string): Promise<StoredDriverDocument[] | undefined>;
  readJobApplicationResume(reference: string): Promise<StoredResume | undefined>;
  close(): Promise<void>;
}

/**
 * A reader over a server's database and store, outside any app: what that server (any node of a cluster sharing its
 * database) would read. `config` is the node's (loadConfig of its environment); close() ends the database handle.
 */
export function openPrivateFileReader(config: AppConfig): PrivateFileReader {
  const db = createDatabase(selectDatabaseLocation(config));
  const repositories = createRepositories(db, resolveFieldCipher(config.dataEncryption, config.databaseFile));
  const stores = createPrivateFileStores(config, db, repositories);
  return {
    readDriverRegistrationDocuments: (reference) =>
      readDriverRegistrationDocuments({ registrations: repositories.driverRegistrations, store: stores['driver-documents'] }, reference),
    readJobApplicationResume: (reference) =>
      readJobApplicationResume({ applications: repositories.jobApplications, store: stores.resumes }, reference),
    close: () => db.destroy(),
  };
}
