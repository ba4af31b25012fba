import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ResumeFileType } from '../http/resume-file-type';
import { buildIncomingPath, ensurePrivateFolder, moveIncomingFilesIntoPlace, syncIncomingFile } from './private-file-store';

// Resumes on disk, under <private uploads>/resumes: a folder no route serves, files named by the server
// (a random stem and the extension of the type found in the bytes), readable by the server's user only.
//
// How a resume and its database row stay together, whatever moment the process dies at:
//   1. the upload streams into `<stem>.part` and is fsynced;
//   2. the row, naming `<stem>.<type>`, is inserted (one SQLite transaction);
//   3. `<stem>.part` is renamed to `<stem>.<type>` and the folder fsynced.
// A crash before 2 leaves a .part with no row: the sweep deletes it. A crash between 2 and 3 leaves a row and its
// .part: the sweep finishes the rename. So a final file always has its row, and a row always gets its file.
// The sweep only ever looks at .part files, so a server pointed at another database never deletes real resumes.
// The mechanism (.part files, fsyncs, renames, the sweep) is private-file-store.ts, shared with drivers' documents.

export const RESUMES_FOLDER_NAME = 'resumes';

export interface IncomingResume {
  /** random (a UUID); the stored file will be `<stem>.<type>` */
  stem: string;
  tempPath: string;
  size: number;
}

export function resolveResumesFolder(privateUploadsDir: string): string {
  return path.join(privateUploadsDir, RESUMES_FOLDER_NAME);
}

export function buildResumeFileName(stem: string, type: ResumeFileType): string {
  return `${stem}.${type}`;
}

/** The names a row may give the file of `stem`, one per accepted type. */
export function listResumeFileNames(stem: string): string[] {
  return (['pdf', 'docx', 'doc'] as const).map((type) => buildResumeFileName(stem, type));
}

export async function ensureResumesFolder(folder: string): Promise<void> {
  await ensurePrivateFolder(folder);
}

export async function removeFileIfPresent(filePath: string): Promise<void> {
  await fsp.rm(filePath, { force: true });
}

/**
 * Streams an upload into `<stem>.part` and fsyncs it, so a row inserted afterwards never names a file that a
 * power cut could still lose. Whatever fails, the partial file is removed before the error is passed on.
 */
export async function receiveResume(folder: string, stem: string, source: Readable): Promise<IncomingResume> {
  const tempPath = buildIncomingPath(folder, stem);
  // 'wx': a stem that somehow exists already is an error, never an overwrite, and that file is not ours to remove
  const target = fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
  let exists = false;
  target.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EEXIST') exists = true;
  });
  try {
    // piped at once, with no await before: the upload stream must have its reader before it can fail
    await pipeline(source, target);
    return { stem, tempPath, size: await syncIncomingFile(tempPath) };
  } catch (error) {
    if (!exists) await removeFileIfPresent(tempPath);
    throw error;
  }
}

/** Step 3: the .part becomes the stored file the row names. */
export async function moveResumeIntoPlace(folder: string, incoming: IncomingResume, fileName: string): Promise<void> {
  await moveIncomingFilesIntoPlace(folder, [{ tempPath: incoming.tempPath, storedName: fileName }]);
}
