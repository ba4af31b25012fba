import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DatabaseSettings } from '../db/database-settings';
import type { Database } from '../db/schema';
import type { DataEncryptionSettings } from '../security/data-encryption-settings';
import { resolveChunkCipher } from './chunk-cipher';
import { CHECKING_FOLDER_NAME, createDatabaseFileStore } from './database-file-store';
import { createFolderFileStore } from './folder-file-store';
import type { PrivateFileArea, PrivateFileStore } from './private-file-storage';
import { listResumeFileNames } from './resume-storage';
import type { UploadSettings } from './upload-settings';

/**
 * What the folder store's sweep asks an area's rows (careers' and onboarding's repositories answer): typed here by
 * shape, so the ground floor names no feature.
 */
export interface StoredFileNameLookups {
  jobApplications: { findResumeFileName(candidates: readonly string[]): Promise<string | undefined> };
  driverRegistrations: { findDocumentStoredName(stem: string): Promise<string | undefined> };
}

/** One store per area, of the kind PRIVATE_FILES_STORE selects (docs/decisions/0027-shared-file-storage.md). */
export type PrivateFileStores = Readonly<Record<PrivateFileArea, PrivateFileStore>>;

/**
 * The stores of every area over one database: `<PRIVATE_UPLOADS_DIR>/<area>` folders, or the database's tables. The
 * folder's sweep asks the area's repository which name a row gives a leftover file; the database needs no such
 * question (a file is kept in its row's transaction).
 */
export function createPrivateFileStores(
  config: Pick<UploadSettings, 'privateFilesStore' | 'privateUploadsDir'> &
    Pick<DatabaseSettings, 'databaseFile'> & { dataEncryption: DataEncryptionSettings },
  db: Kysely<Database>,
  repositories: StoredFileNameLookups,
): PrivateFileStores {
  const finders: Record<PrivateFileArea, (key: string) => Promise<string | undefined>> = {
    resumes: (key) => repositories.jobApplications.findResumeFileName(listResumeFileNames(key)),
    'driver-documents': (key) => repositories.driverRegistrations.findDocumentStoredName(key),
  };
  if (config.privateFilesStore === 'folder') {
    const inFolder = (area: PrivateFileArea) =>
      createFolderFileStore({ area, folder: path.join(config.privateUploadsDir, area), findStoredFileName: finders[area] });
    return { resumes: inFolder('resumes'), 'driver-documents': inFolder('driver-documents') };
  }
  // the chunks are encrypted with the key of the encrypted columns, so a database dump does not show the documents
  const cipher = resolveChunkCipher(config.dataEncryption, config.databaseFile);
  const checkingFolder = path.join(config.privateUploadsDir, CHECKING_FOLDER_NAME);
  const create = (area: PrivateFileArea) => createDatabaseFileStore({ area, db, checkingFolder, cipher });
  return { resumes: create('resumes'), 'driver-documents': create('driver-documents') };
}
