import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readE2eState } from './e2e-state';

// What a form's journey leaves on the server, as the browser tests check it: rows in the SQLite file the server uses,
// and files in a folder of the private uploads of the server the global setup started (a temporary folder of its own).

/** Reads the server's database read-only, so a check can never change what the server keeps. */
export function readServerDatabase<T>(databaseFile: string, read: (db: Database.Database) => T): T {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export interface StoredFiles {
  pathOf: (name: string) => string;
  /** notes files a test made the server store, for removeTracked */
  track: (...names: string[]) => void;
  /** the server's database is thrown away after the run; the files its rows name go with it */
  removeTracked: () => void;
}

/** One folder of the server's private uploads (`resumes`, `driver-documents`). */
export function openStoredFiles(folderName: string): StoredFiles {
  const folder = path.join(readE2eState().privateUploadsDir, folderName);
  const tracked: string[] = [];
  const pathOf = (name: string) => path.join(folder, name);
  return {
    pathOf,
    track: (...names) => tracked.push(...names),
    removeTracked: () => {
      for (const name of tracked) fs.rmSync(pathOf(name), { force: true });
    },
  };
}
