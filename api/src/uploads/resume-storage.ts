import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ResumeFileType } from '../http/resume-file-type';

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

export const RESUMES_FOLDER_NAME = 'resumes';
export const INCOMING_SUFFIX = '.part';

const STEM_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface IncomingResume {
  /** random (a UUID); the stored file will be `<stem>.<type>` */
  stem: string;
  tempPath: string;
  size: number;
}

export function resolveResumesFolder(privateUploadsDir: string): string {
  return path.join(privateUploadsDir, RESUMES_FOLDER_NAME);
}

export function isResumeStem(value: string): boolean {
  return STEM_PATTERN.test(value);
}

export function buildResumeFileName(stem: string, type: ResumeFileType): string {
  return `${stem}.${type}`;
}

/** The names a row may give the file of `stem`, one per accepted type. */
export function listResumeFileNames(stem: string): string[] {
  return (['pdf', 'docx', 'doc'] as const).map((type) => buildResumeFileName(stem, type));
}

export async function ensureResumesFolder(folder: string): Promise<void> {
  // 0o700: other users of the machine cannot list or read applicants' files
  await fsp.mkdir(folder, { recursive: true, mode: 0o700 });
}

export async function removeFileIfPresent(filePath: string): Promise<void> {
  await fsp.rm(filePath, { force: true });
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
 * Streams an upload into `<stem>.part` and fsyncs it, so a row inserted afterwards never names a file that a
 * power cut could still lose. Whatever fails, the partial file is removed before the error is passed on.
 */
export async function receiveResume(folder: string, stem: string, source: Readable): Promise<IncomingResume> {
  const tempPath = path.join(folder, `${stem}${INCOMING_SUFFIX}`);
  // 'wx': a stem that somehow exists already is an error, never an overwrite, and that file is not ours to remove
  const target = fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
  let exists = false;
  target.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EEXIST') exists = true;
  });
  try {
    // piped at once, with no await before: the upload stream must have its reader before it can fail
    await pipeline(source, target);
    const handle = await fsp.open(tempPath, 'r+');
    try {
      await handle.sync();
      const { size } = await handle.stat();
      return { stem, tempPath, size };
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!exists) await removeFileIfPresent(tempPath);
    throw error;
  }
}

/** Step 3: the .part becomes the stored file the row names. */
export async function moveResumeIntoPlace(folder: string, incoming: IncomingResume, fileName: string): Promise<void> {
  await fsp.rename(incoming.tempPath, path.join(folder, fileName));
  await syncFolder(folder);
}

export interface SweepOptions {
  folder: string;
  /** the file name the row for `stem` gives its resume, or undefined when no row does */
  findStoredFileName: (stem: string) => Promise<string | undefined>;
  /** stems this process is writing right now; the request handling them finishes the job itself */
  inFlight: ReadonlySet<string>;
  /**
   * a .part with no row is deleted only once untouched this long: another server sharing the folder (a second
   * instance, a test server) may still be receiving it, and a receiving file's mtime moves with every chunk
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

/** Finishes or removes what a crash left in the resumes folder (see the top of this file). */
export async function sweepIncomingResumes(options: SweepOptions): Promise<SweepResult> {
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
    if (!isResumeStem(stem) || inFlight.has(stem)) continue;
    const tempPath = path.join(folder, name);
    const storedName = await findStoredFileName(stem);
    if (storedName !== undefined) {
      await moveResumeIntoPlace(folder, { stem, tempPath, size: 0 }, storedName);
      result.completed.push(storedName);
      continue;
    }
    const stats = await fsp.stat(tempPath).catch(() => undefined);
    if (stats && now - stats.mtimeMs >= minAgeMs) {
      await removeFileIfPresent(tempPath);
      result.removed.push(name);
    }
  }
  return result;
}
