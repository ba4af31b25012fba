import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Dialect, type KyselyPlugin } from 'kysely';
import { ensureDatabaseFolder } from '../config';
import type { Database } from './schema';

/** The database file and the WAL and shared-memory files SQLite keeps beside it. */
const PRIVATE_FILE_MODE = 0o600;

/**
 * The database holds personal data, so its files are the server user's alone: created 0600 before SQLite opens the
 * file (SQLite would create it 0644 under the usual umask), and any left more open by an older run are tightened.
 */
export function makeDatabaseFilesPrivate(databaseFile: string): void {
  if (databaseFile === ':memory:') return;
  // 'a' creates the file without truncating one that exists; the umask can only take bits away from 0600
  fs.closeSync(fs.openSync(databaseFile, 'a', PRIVATE_FILE_MODE));
  for (const file of [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`]) {
    try {
      if ((fs.statSync(file).mode & 0o777) !== PRIVATE_FILE_MODE) fs.chmodSync(file, PRIVATE_FILE_MODE);
    } catch (error) {
      // no -wal or -shm file yet: SQLite creates them with the database file's mode
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/**
 * The one place that picks the SQL dialect. Moving to PostgreSQL means returning a PostgresDialect here
 * (and checking the migrations' SQLite-specific bits); nothing else in the server knows which engine runs.
 */
export function createDialect(databaseFile: string): Dialect {
  ensureDatabaseFolder({ databaseFile });
  makeDatabaseFilesPrivate(databaseFile);
  const connection = new SqliteDatabase(databaseFile);
  // WAL lets readers (every page load) proceed while a form post writes.
  connection.pragma('journal_mode = WAL');
  // SQLite gives the -wal and -shm files it creates the mode of the database file; ones left by an older run are fixed
  makeDatabaseFilesPrivate(databaseFile);
  // SQLite leaves foreign keys off unless asked, per connection.
  connection.pragma('foreign_keys = ON');
  // A second process (a migration CLI beside the server) waits for the lock instead of failing at once.
  connection.pragma('busy_timeout = 5000');
  // NORMAL is durable in WAL mode except on power loss, and much faster than FULL for small writes.
  connection.pragma('synchronous = NORMAL');
  return new SqliteDialect({ database: connection });
}

export function createDatabase(databaseFile: string, plugins: KyselyPlugin[] = []): Kysely<Database> {
  return new Kysely<Database>({ dialect: createDialect(databaseFile), plugins });
}

/** A cheap round trip for the health route. */
export async function checkDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    const result = await sql<{ ok: number }>`select 1 as ok`.execute(db);
    return result.rows[0]?.ok === 1;
  } catch {
    return false;
  }
}
