import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, REPO_ROOT, readInteger, readPath, readString, type Environment } from '../settings/environment';

export interface DatabaseSettings {
  /** the SQLite file, used when databaseUrl is null; its folder also holds the local data key of local runs */
  databaseFile: string;
  /** DATABASE_URL: a postgres:// URL selects PostgreSQL instead of SQLite (docs/decisions/0026-postgresql.md) */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections each server keeps open to PostgreSQL */
  databasePoolSize: number;
}

/** DATABASE_URL: null for SQLite; what several servers sharing it must also share is config.ts's to require. */
function readDatabaseUrl(env: Environment): string | null {
  const raw = readString(env, 'DATABASE_URL');
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL must be a URL such as postgres://chalein:secret@db.internal:5432/chalein');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must be a postgres:// URL (got ${url.protocol}//…); leave it unset to use SQLite in DATABASE_FILE`);
  }
  return raw;
}

/** DATABASE_FILE, DATABASE_URL and DATABASE_POOL_SIZE. */
export function loadDatabaseSettings(env: Environment): DatabaseSettings {
  return {
    databaseFile:
      readString(env, 'DATABASE_FILE') === ':memory:'
        ? ':memory:'
        : readPath(env, 'DATABASE_FILE', path.join(REPO_ROOT, 'data', 'chalein.db')),
    databaseUrl: readDatabaseUrl(env),
    databasePoolSize: readInteger(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
  };
}

/**
 * SQLite cannot create the folder of its file; createDatabase calls this so loadConfig stays free of side effects.
 * The folder is the server user's alone (0700: nobody else may list it or open the WAL files in it), whatever the
 * umask; an existing folder is tightened too unless it is a shared one (another owner, or the sticky bit as on /tmp),
 * so give the database a folder of its own (docs/decisions/0011-personal-data-at-rest.md).
 */
export function ensureDatabaseFolder(config: Pick<DatabaseSettings, 'databaseFile'>): void {
  if (config.databaseFile === ':memory:') return;
  const folder = path.dirname(config.databaseFile);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stat = fs.statSync(folder);
  const ownFolder = process.getuid !== undefined && stat.uid === process.getuid();
  const shared = (stat.mode & 0o1000) !== 0;
  if (ownFolder && !shared && (stat.mode & 0o777) !== 0o700) fs.chmodSync(folder, 0o700);
}
