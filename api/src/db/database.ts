import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Dialect, type KyselyPlugin } from 'kysely';
import { Pool } from 'pg';
import { ensureDatabaseFolder, type DatabaseSettings } from './database-settings';
import type { Database } from './schema';

/**
 * Where the data lives: an SQLite file (the default: nothing to install) or a PostgreSQL database named by
 * DATABASE_URL, which several API nodes can share (docs/decisions/0026-postgresql.md).
 */
export type DatabaseLocation = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string; poolSize: number };

export const DEFAULT_POOL_SIZE = 10;

export function selectDatabaseLocation(config: DatabaseSettings): DatabaseLocation {
  return config.databaseUrl === null
    ? { engine: 'sqlite', file: config.databaseFile }
    : { engine: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize };
}

/** For logs and messages: the file, or the server and database without the URL's password. */
export function describeDatabaseLocation(location: DatabaseLocation): string {
  if (location.engine === 'sqlite') return location.file;
  const url = new URL(location.url);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

/** The database file and the WAL and shared-memory files SQLite keeps beside it. */
const PRIVATE_FILE_MODE = 0o600;

/**
 * The database holds personal data, so its files are the server user's alone: created 0600 before SQLite opens the
 * file (SQLite would create it 0644 under the usual umask), and any left more open by an older run are tightened.
 *
 * It never opens a file that exists. On Linux, closing any descriptor of a file drops every POSIX lock the process
 * holds on it, SQLite's included: a server whose locks were dropped that way looks gone to the next process that
 * opens the database (the `sqlite3` tool, a backup, `db:migrate` beside it), which then checkpoints and deletes the
 * -wal file while the server goes on writing acknowledged rows into the deleted file. Modes are therefore changed
 * by path (chmod), and the file is created only when it does not exist yet (then nobody holds a lock on it).
 */
export function makeDatabaseFilesPrivate(databaseFile: string): void {
  if (databaseFile === ':memory:') return;
  try {
    // 'wx' fails on a file that exists instead of opening it; the umask can only take bits away from 0600
    fs.writeFileSync(databaseFile, '', { flag: 'wx', mode: PRIVATE_FILE_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  for (const file of [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`]) {
    try {
      if ((fs.statSync(file).mode & 0o777) !== PRIVATE_FILE_MODE) fs.chmodSync(file, PRIVATE_FILE_MODE);
    } catch (error) {
      // no -wal or -shm file yet: SQLite creates them with the database file's mode
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

function createSqliteDialect(databaseFile: string): Dialect {
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

export interface DatabaseOptions {
  plugins?: KyselyPlugin[];
  /**
   * PostgreSQL only: a pooled connection that broke (the server restarted, a network cut). The pool drops it and the
   * next query opens a new one; without a listener node-postgres would throw it and end the process.
   */
  onConnectionError?: (error: Error) => void;
}

function createPostgresDialect(location: Extract<DatabaseLocation, { engine: 'postgres' }>, options: DatabaseOptions): Dialect {
  const pool = new Pool({
    connectionString: location.url,
    max: location.poolSize,
    // a database that does not answer fails the request within this instead of holding it until the client gives up
    connectionTimeoutMillis: 10_000,
  });
  pool.on('error', (error) => options.onConnectionError?.(error));
  // a connection lent out and waiting (a job lock's, held for as long as the node runs the job) breaks too: its
  // client reports that as an 'error' event, which with no listener would end the process; its next query fails
  pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
  return new PostgresDialect({ pool });
}

/**
 * The one place that picks the SQL dialect: PostgreSQL when DATABASE_URL names one, SQLite otherwise. What the two
 * engines do differently in the queries and migrations is isolated in portable-sql.ts; nothing else in the server
 * knows which engine runs. A string is an SQLite file (as tests and the migration command pass it).
 */
export function createDatabase(location: DatabaseLocation | string, options: DatabaseOptions = {}): Kysely<Database> {
  const target: DatabaseLocation = typeof location === 'string' ? { engine: 'sqlite', file: location } : location;
  const dialect = target.engine === 'postgres' ? createPostgresDialect(target, options) : createSqliteDialect(target.file);
  return new Kysely<Database>({ dialect, plugins: options.plugins ?? [] });
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
