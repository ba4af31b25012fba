import fsp from 'node:fs/promises';
import path from 'node:path';
import type { SweepResult } from './private-file-storage';

// The mechanism shared by the private upload folders (resume-storage.ts, driver-document-storage.ts), which keep a
// database row and its file(s) together whatever moment the process dies at:
//   1. each upload streams into `<stem>.part` and is fsynced (syncIncomingFile);
//   2. the row(s) naming `<stem>.<ext>` are inserted in one transaction (the caller's part);
//   3. each `<stem>.part` is renamed to `<stem>.<ext>` and the folder fsynced (moveIncomingFilesIntoPlace).
// A crash before 2 leaves .part files that no row names: the sweep deletes them. A crash between 2 and 3 leaves rows
// and their .part files: the sweep finishes the renames. The sweep only ever looks at .part files, so a server
// pointed at another database (a test server sharing the folder) never deletes stored files.

export const INCOMING_SUFFIX = '.part';

const STEM_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Stems are random UUIDs; anything else in the folder is not ours to finish or remove. */
export function isFileStem(value: string): boolean {
  return STEM_PATTERN.test(value);
}

export function buildIncomingPath(folder: string, stem: string): string {
  return path.join(folder, `${stem}${INCOMING_SUFFIX}`);
}

export async function ensurePrivateFolder(folder: string): Promise<void> {
  // 0o700: other users of the machine cannot list or read the people's files kept here
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
 * Step 1's end: fsyncs a fully written `.part`, so a row inserted afterwards never names a file that a power cut
 * could still lose. Returns the file's size.
 */
export async function syncIncomingFile(tempPath: string): Promise<number> {
  const handle = await fsp.open(tempPath, 'r+');
  try {
    await handle.sync();
    const { size } = await handle.stat();
    return size;
  } finally {
    await handle.close();
  }
}

/** Step 3: each .part becomes the stored file its row names, then the folder is fsynced so the renames last. */
export async function moveIncomingFilesIntoPlace(
  folder: string,
  files: readonly { tempPath: string; storedName: string }[],
): Promise<void> {
  for (const file of files) await fsp.rename(file.tempPath, path.join(folder, file.storedName));
  await syncFolder(folder);
}

export interface SweepOptions {
  folder: string;
  /** the file name a row gives the file of `stem`, or undefined when no row does */
  findStoredFileName: (stem: string) => Promise<string | undefined>;
  /** stems this process is receiving right now; the requests handling them finish the job themselves */
  inFlight: ReadonlySet<string>;
  /**
   * a .part with no row is deleted only once untouched this long: another server sharing the folder (a second
   * instance, a test server) may still be receiving it, and a receiving file's mtime moves with every chunk
   */
  minAgeMs: number;
  now?: number;
}

/** Finishes or removes what a crash left in a private folder (see the top of this file). */
export async function sweepIncomingFiles(options: SweepOptions): Promise<SweepResult> {
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
    if (!isFileStem(stem) || inFlight.has(stem)) continue;
    const tempPath = path.join(folder, name);
    const storedName = await findStoredFileName(stem);
    if (storedName !== undefined) {
      await moveIncomingFilesIntoPlace(folder, [{ tempPath, storedName }]);
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
