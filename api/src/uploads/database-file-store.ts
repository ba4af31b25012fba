import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ChunkCipher } from './chunk-cipher';
import { createFileObserver, describeFileBytes } from './folder-file-store';
import { ensurePrivateFolder } from './private-file-store';
import {
  PrivateFileNotFoundError,
  isFileKey,
  readKeyOfStoredName,
  type PrivateFileArea,
  type PrivateFileStore,
  type PutFileResult,
  type SweepResult,
} from './private-file-storage';

// The shared store: files in the database every node uses (PRIVATE_FILES_STORE=database, migration
// 0007-private-files, docs/decisions/0027-shared-file-storage.md), so a document received by one node is read by any.
// A file is a row of private_files and its bytes rows of private_file_chunks, CHUNK_BYTES each (encrypted with the
// data key, chunk-cipher.ts), written while the upload streams in and read back one at a time: no file is ever whole
// in memory.
//
// Rows and files stay together: chunks are committed as they arrive (a slow upload must not hold a transaction and
// its pooled connection open), under a file marked incoming; the transaction that inserts the rows naming the db
// marks them kept, and fails if one is gone. The sweep deletes incoming files untouched for a while (their chunks
// go with them, on delete cascade); kept files it never touches. So no row is stored without all its files, and a
// file no row names does not outlive the sweep.

/** 256 KB: few enough rows for a 5 MB document (20), small enough that a node holds little of a file at a time. */
export const CHUNK_BYTES = 256 * 1024;

/** Where the checks get a file of their own while they read it (see useLocalCopy); under PRIVATE_UPLOADS_DIR. */
export const CHECKING_FOLDER_NAME = 'checking';

type PrivateFilesTable = Database['private_files'];

export interface DatabaseFileStoreOptions {
  area: PrivateFileArea;
  db: Kysely<Database>;
  /** a private folder on this machine for the checks' copies (0700, outside every served folder) */
  checkingFolder: string;
  /** encrypts each chunk before it is written (chunk-cipher.ts) */
  cipher: ChunkCipher;
}

/** A Writable that cuts what it is given into CHUNK_BYTES pieces and hands each to `writeChunk`, in order. */
function createChunkWriter(writeChunk: (index: number, data: Buffer) => Promise<void>) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let written = 0;
  const flush = async (all: boolean) => {
    while (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0)) {
      const joined = Buffer.concat(pending, pendingBytes);
      const data = joined.subarray(0, Math.min(CHUNK_BYTES, joined.length));
      const rest = joined.subarray(data.length);
      pending = rest.length > 0 ? [rest] : [];
      pendingBytes = rest.length;
      await writeChunk(written, data);
      written += 1;
    }
  };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      // the callback waits for the database: the upload is read no faster than its chunks are stored
      flush(false).then(() => callback(), callback);
    },
    final(callback) {
      flush(true).then(() => callback(), callback);
    },
  });
  return { stream, countChunks: () => written };
}

export function createDatabaseFileStore({ area, db, checkingFolder, cipher }: DatabaseFileStoreOptions): PrivateFileStore {
  const now = () => new Date().toISOString();

  async function deleteIncoming(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await db
      .deleteFrom('private_files')
      .where('area', '=', area)
      .where('state', '=', 'incoming')
      .where('file_key', 'in', [...keys])
      .execute();
  }

  /** Reads a file's chunks one by one, each fetched only once the reader has taken the one before. */
  async function openChunks(key: string, states: readonly PrivateFilesTable['state'][], name: string): Promise<Readable> {
    const file = await db
      .selectFrom('private_files')
      .select(['chunk_count', 'byte_size'])
      .where('file_key', '=', key)
      .where('area', '=', area)
      .where('state', 'in', [...states])
      .executeTakeFirst();
    if (!file) throw new PrivateFileNotFoundError(name);
    let next = 0;
    let delivered = 0;
    return new Readable({
      // one chunk at a time: the next is fetched when this one has been read
      highWaterMark: CHUNK_BYTES,
      read() {
        if (next >= file.chunk_count) {
          if (delivered !== file.byte_size)
            this.destroy(new Error(`private file ${name} is ${delivered} bytes, its row says ${file.byte_size}`));
          else this.push(null);
          return;
        }
        const index = next;
        next += 1;
        db.selectFrom('private_file_chunks')
          .select('data')
          .where('file_key', '=', key)
          .where('chunk_index', '=', index)
          .executeTakeFirst()
          .then((row) => {
            if (!row) throw new Error(`private file ${name} lacks its chunk ${index}`);
            const data = cipher.decryptChunk(Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data), { area, fileKey: key, index });
            delivered += data.length;
            this.push(data);
          })
          // a failed query, a missing chunk or one that does not decrypt all end the stream with their error
          .catch((error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))));
      },
    });
  }

  return {
    kind: 'database',
    area,
    createFileKey: () => randomUUID(),

    async putFile(key: string, source: Readable, signal?: AbortSignal): Promise<PutFileResult> {
      if (!isFileKey(key)) throw new Error(`not a private file key: ${key}`);
      // not awaited before the pipe starts: the upload stream must have its reader before it can fail (a body cut
      // off inside the file), or its error is lost and it never ends; the first chunk waits for the row instead
      const created = db.insertInto('private_files').values({ file_key: key, area, state: 'incoming', touched_at: now() }).execute();
      created.catch(() => undefined);
      const observer = createFileObserver();
      const writer = createChunkWriter(async (index, data) => {
        await created;
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('private_file_chunks')
            .values({ file_key: key, chunk_index: index, data: cipher.encryptChunk(data, { area, fileKey: key, index }) })
            .execute();
          // a file still receiving is never taken for an abandoned one, however slowly it arrives
          await trx.updateTable('private_files').set({ touched_at: now() }).where('file_key', '=', key).execute();
        });
      });
      try {
        await pipeline(source, observer.stream, writer.stream, { signal });
        await created;
        const result = { key, ...observer.read() };
        const updated = await db
          .updateTable('private_files')
          .set({ byte_size: result.size, chunk_count: writer.countChunks(), touched_at: now() })
          .where('file_key', '=', key)
          .where('state', '=', 'incoming')
          .executeTakeFirst();
        // swept while it arrived (a node whose clock ran far ahead): not stored, whatever the chunks say
        if (Number(updated.numUpdatedRows) !== 1) throw new Error(`private file ${key} is gone: swept while it arrived`);
        return result;
      } catch (error) {
        // its chunks go with it (on delete cascade); a row still being inserted is waited for, so it goes too
        await created.catch(() => undefined);
        await deleteIncoming([key]).catch(() => undefined);
        throw error;
      }
    },

    async replaceFile(key: string, bytes: Buffer): Promise<PutFileResult> {
      const chunkCount = Math.ceil(bytes.length / CHUNK_BYTES);
      // one transaction: a reader never sees half of each version
      await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('private_files')
          .set({ byte_size: bytes.length, chunk_count: chunkCount, touched_at: now() })
          .where('file_key', '=', key)
          .where('area', '=', area)
          .where('state', '=', 'incoming')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new Error(`private file ${key} is gone: swept before it was replaced`);
        await trx.deleteFrom('private_file_chunks').where('file_key', '=', key).execute();
        for (let index = 0; index < chunkCount; index += 1) {
          const data = bytes.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES);
          await trx
            .insertInto('private_file_chunks')
            .values({ file_key: key, chunk_index: index, data: cipher.encryptChunk(data, { area, fileKey: key, index }) })
            .execute();
        }
      });
      return describeFileBytes(key, bytes);
    },

    async useLocalCopy<T>(key: string, check: (filePath: string) => Promise<T>): Promise<T> {
      await ensurePrivateFolder(checkingFolder);
      const copy = path.join(checkingFolder, `${key}.check`);
      try {
        await pipeline(await openChunks(key, ['incoming'], key), fs.createWriteStream(copy, { flags: 'wx', mode: 0o600 }));
        return await check(copy);
      } finally {
        await fsp.rm(copy, { force: true });
      }
    },

    async keepFiles(trx: Transaction<Database>, keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      const result = await trx
        .updateTable('private_files')
        .set({ state: 'kept' })
        .where('area', '=', area)
        .where('state', '=', 'incoming')
        .where('file_key', 'in', [...keys])
        .executeTakeFirst();
      // a file swept between its upload and now: the rows must not be stored without it
      if (Number(result.numUpdatedRows) !== new Set(keys).size) {
        throw new Error(`${keys.length - Number(result.numUpdatedRows)} private file(s) of this submission are gone`);
      }
    },

    // everything happened inside the transaction
    finishFiles: async () => {},

    discardFiles: (keys) => deleteIncoming(keys),

    openFile: (storedName) => openChunks(readKeyOfStoredName(storedName), ['kept'], storedName),

    async deleteFiles(storedNames: readonly string[]): Promise<void> {
      if (storedNames.length === 0) return;
      await db.deleteFrom('private_files').where('area', '=', area).where('file_key', 'in', storedNames.map(readKeyOfStoredName)).execute();
    },

    async sweepIncomingFiles({ minAgeMs, now: at = Date.now() }): Promise<SweepResult> {
      const cutoff = new Date(at - minAgeMs).toISOString();
      // one statement: a file kept meanwhile no longer matches, so the sweep never takes a stored row's file
      const removed = await db
        .deleteFrom('private_files')
        .where('area', '=', area)
        .where('state', '=', 'incoming')
        .where('touched_at', '<=', cutoff)
        .returning('file_key')
        .execute();
      await removeOldCheckingCopies(checkingFolder, at - minAgeMs);
      return { completed: [], removed: removed.map((row) => row.file_key) };
    },
  };
}

/** The checks' copies a crash left on this machine (each node sweeps its own folder). */
async function removeOldCheckingCopies(folder: string, cutoffMs: number): Promise<void> {
  let names: string[];
  try {
    names = await fsp.readdir(folder);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.endsWith('.check') || !isFileKey(name.slice(0, -'.check'.length))) continue;
    const filePath = path.join(folder, name);
    const stats = await fsp.stat(filePath).catch(() => undefined);
    if (stats && stats.mtimeMs <= cutoffMs) await fsp.rm(filePath, { force: true });
  }
}
