import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buildIncomingPath, moveIncomingFilesIntoPlace, sweepIncomingFiles, syncIncomingFile } from './private-file-store';
import {
  PrivateFileNotFoundError,
  readKeyOfStoredName,
  type KeptFile,
  type PrivateFileArea,
  type PrivateFileStore,
  type PutFileResult,
} from './private-file-storage';

// The local folder: each area is a folder under PRIVATE_UPLOADS_DIR (0700, files 0600), outside every served one.
// The default on one server. Rows and files are kept together by the .part scheme of private-file-store.ts: a
// folder cannot join the rows' transaction, so the file is renamed into place after it commits, and the sweep
// finishes a rename a crash cut short. Only the server that received a file can read it.

/** A file's leading bytes kept while it streams, enough for every type check. */
export const HEAD_LENGTH = 16;

/** What putFile would have learnt of `bytes`, for a file the server writes itself (replaceFile). */
export function describeFileBytes(key: string, bytes: Buffer): PutFileResult {
  return { key, size: bytes.length, head: bytes.subarray(0, HEAD_LENGTH), sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** A Transform that hashes what passes and keeps its first HEAD_LENGTH bytes. */
export function createFileObserver() {
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head.length < HEAD_LENGTH) head = Buffer.concat([head, chunk.subarray(0, HEAD_LENGTH - head.length)]);
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, read: () => ({ head, size, sha256: hash.digest('hex') }) };
}

export interface FolderFileStoreOptions {
  area: PrivateFileArea;
  folder: string;
  /** the file name a row gives the file of `key`, or undefined when no row does (the sweep's question) */
  findStoredFileName(key: string): Promise<string | undefined>;
}

export function createFolderFileStore({ area, folder, findStoredFileName }: FolderFileStoreOptions): PrivateFileStore {
  const storedPath = (storedName: string) => path.join(folder, `${readKeyOfStoredName(storedName)}${path.extname(storedName)}`);

  return {
    kind: 'folder',
    area,
    createFileKey: () => randomUUID(),

    async putFile(key: string, source: Readable, signal?: AbortSignal): Promise<PutFileResult> {
      // created on first use, so a server that never receives a file leaves no folder behind; synchronously, since
      // nothing may be awaited before the upload stream has its reader (see below)
      // 0o700: other users of the machine cannot list or read the people's files kept here
      fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
      const tempPath = buildIncomingPath(folder, key);
      const observer = createFileObserver();
      // 'wx': a key that somehow exists already is an error, never an overwrite, and that file is not ours to remove
      const target = fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
      let exists = false;
      target.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') exists = true;
      });
      try {
        // piped at once, with no await before: the upload stream must have its reader before it can fail
        await pipeline(source, observer.stream, target, { signal });
        // fsynced, so a row inserted afterwards never names a file that a power cut could still lose
        await syncIncomingFile(tempPath);
        return { key, ...observer.read() };
      } catch (error) {
        if (!exists) await fsp.rm(tempPath, { force: true });
        throw error;
      }
    },

    async replaceFile(key: string, bytes: Buffer): Promise<PutFileResult> {
      // written beside under a key of its own (a .part, so the sweep removes it if a crash leaves it), fsynced, then
      // renamed over the upload: the incoming file is always one whole version or the other
      const temporary = buildIncomingPath(folder, randomUUID());
      try {
        await fsp.writeFile(temporary, bytes, { flag: 'wx', mode: 0o600 });
        await syncIncomingFile(temporary);
        await fsp.rename(temporary, buildIncomingPath(folder, key));
      } catch (error) {
        await fsp.rm(temporary, { force: true });
        throw error;
      }
      return describeFileBytes(key, bytes);
    },

    useLocalCopy: (key, check) => check(buildIncomingPath(folder, key)),

    // a folder cannot take part in the transaction: finishFiles renames after it
    keepFiles: async () => {},

    async finishFiles(files: readonly KeptFile[]): Promise<void> {
      for (const file of files) {
        try {
          await moveIncomingFilesIntoPlace(folder, [{ tempPath: buildIncomingPath(folder, file.key), storedName: file.storedName }]);
        } catch (error) {
          // another server sharing the folder may have swept it into place already; then all is well
          const done = await fsp.stat(storedPath(file.storedName)).then(
            () => true,
            () => false,
          );
          if (!done) throw error;
        }
      }
    },

    async discardFiles(keys: readonly string[]): Promise<void> {
      await Promise.all(keys.map((key) => fsp.rm(buildIncomingPath(folder, key), { force: true })));
    },

    async openFile(storedName: string): Promise<Readable> {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(storedPath(storedName), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new PrivateFileNotFoundError(storedName);
        throw error;
      }
      return handle.createReadStream();
    },

    async deleteFiles(storedNames: readonly string[]): Promise<void> {
      await Promise.all(storedNames.map((name) => fsp.rm(storedPath(name), { force: true })));
    },

    sweepIncomingFiles: ({ inFlight, minAgeMs, now }) => sweepIncomingFiles({ folder, findStoredFileName, inFlight, minAgeMs, now }),
  };
}
