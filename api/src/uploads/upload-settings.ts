import path from 'node:path';
import { ConfigError, REPO_ROOT, readInteger, readPath, readString, type Environment } from '../settings/environment';

export interface UploadSettings {
  /** public artwork, served under /uploads/ (never resumes or drivers' documents: see privateUploadsDir) */
  uploadsDir: string;
  /**
   * identity documents and resumes: outside every served folder, under generated names, never reachable by a
   * URL (docs/decisions/0005-private-files.md)
   */
  privateUploadsDir: string;
  /**
   * PRIVATE_FILES_STORE: where those files are kept, the folder above (one server) or the database every server
   * shares (docs/decisions/0027-shared-file-storage.md)
   */
  privateFilesStore: 'folder' | 'database';
}

/** UPLOADS_DIR and PRIVATE_UPLOADS_DIR; the store is read apart (readPrivateFilesStore), after the database. */
export function loadUploadFolders(env: Environment): Pick<UploadSettings, 'uploadsDir' | 'privateUploadsDir'> {
  return {
    uploadsDir: readPath(env, 'UPLOADS_DIR', path.join(REPO_ROOT, 'api', 'assets', 'uploads')),
    privateUploadsDir: readPath(env, 'PRIVATE_UPLOADS_DIR', path.join(REPO_ROOT, 'data', 'private')),
  };
}

/** True when `folder` is `parent` or lies somewhere below it. */
function isSameOrInside(folder: string, parent: string): boolean {
  const relative = path.relative(path.resolve(parent), path.resolve(folder));
  const above = relative === '..' || relative.startsWith(`..${path.sep}`);
  return !above && !path.isAbsolute(relative);
}

/**
 * Resumes and drivers' documents both live under PRIVATE_UPLOADS_DIR, so this one check at start covers every
 * private folder: inside a folder the site serves (public artwork, a build), a generated name is no protection once
 * a URL can list or guess its way there (docs/decisions/0005-private-files.md).
 */
export function assertPrivateUploadsDirIsPrivate(privateUploadsDir: string, servedFolders: readonly string[]): void {
  const served = servedFolders.find((candidate) => isSameOrInside(privateUploadsDir, candidate));
  if (served !== undefined) {
    throw new ConfigError(
      `PRIVATE_UPLOADS_DIR (${privateUploadsDir}) is inside ${served}, which the site serves; set it to a folder outside every served one`,
    );
  }
}

/**
 * PRIVATE_FILES_STORE: `folder` (PRIVATE_UPLOADS_DIR) or `database` (the files in the database, in chunks). The default
 * follows NODES: one server keeps today's folder, several share the database, since a file on one server's disk is
 * out of reach of the others; a folder with several servers is refused, saying why (docs/decisions/0027-shared-file-storage.md).
 */
export function readPrivateFilesStore(env: Environment): 'folder' | 'database' {
  const nodes = readInteger(env, 'NODES', 1, 1, 64);
  const raw = readString(env, 'PRIVATE_FILES_STORE')?.toLowerCase();
  if (raw !== undefined && raw !== 'folder' && raw !== 'database') {
    throw new ConfigError(`PRIVATE_FILES_STORE must be folder or database, got "${raw}"`);
  }
  const store = raw ?? (nodes > 1 ? 'database' : 'folder');
  if (store === 'folder' && nodes > 1) {
    throw new ConfigError(
      `PRIVATE_FILES_STORE=folder cannot serve NODES=${nodes}: a resume or a driver's document would be on the disk of the server that received it, out of reach of the others; use PRIVATE_FILES_STORE=database (or leave it unset)`,
    );
  }
  return store;
}
