import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Dialect } from 'kysely';
import { ensureDatabaseFolder } from '../config';
import type { Database } from './schema';

/**
 * The one place that picks the SQL dialect. Moving to PostgreSQL means returning a PostgresDialect here
 * (and checking the migrations' SQLite-specific bits); nothing else in the server knows which engine runs.
 */
export function createDialect(databaseFile: string): Dialect {
  ensureDatabaseFolder({ databaseFile });
  const connection = new SqliteDatabase(databaseFile);
  // WAL lets readers (every page load) proceed while a form post writes.
  connection.pragma('journal_mode = WAL');
  // SQLite leaves foreign keys off unless asked, per connection.
  connection.pragma('foreign_keys = ON');
  // A second process (a migration CLI beside the server) waits for the lock instead of failing at once.
  connection.pragma('busy_timeout = 5000');
  // NORMAL is durable in WAL mode except on power loss, and much faster than FULL for small writes.
  connection.pragma('synchronous = NORMAL');
  return new SqliteDialect({ database: connection });
}

export function createDatabase(databaseFile: string): Kysely<Database> {
  return new Kysely<Database>({ dialect: createDialect(databaseFile) });
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
