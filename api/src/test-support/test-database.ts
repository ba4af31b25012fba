import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import type { AppConfig } from '../config';
import type { Environment } from '../settings/environment';
import { createDatabase, selectDatabaseLocation } from '../db/database';
import type { Database } from '../db/schema';
import { withDatabase } from './postgres-databases';

// Test helpers (not tests): the database a test app runs on. The api jest project runs every test file on SQLite,
// a fresh file per app; the api-postgres project runs them again on PostgreSQL (postgres-test-file.ts), where each
// test file gets a database of its own, created before its tests and dropped after them, and each app in the file a
// fresh schema in it, so an app starts as empty as on SQLite without paying for a new database each time.

/** Every test database's name starts so, followed by the jest worker's pid: a run killed half-way is tidied later. */
export const TEST_DATABASE_PREFIX = 'chalein_t_';

/** Schemas kept ready: buildTestConfig is synchronous, so it takes one made beforehand (topped up before each test). */
const READY_SCHEMAS = 8;

/** What the server requires with DATABASE_URL (config.ts) and draws at random or keeps in a key file otherwise. */
export const POSTGRES_TEST_SECRETS: Environment = {
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 42).toString('base64'),
  PAYMENT_SANDBOX_SECRET: 'sandbox-secret-of-the-postgres-tests',
};

interface FileDatabase {
  name: string;
  url: string;
  adminUrl: string;
  client: Client;
  created: number;
  ready: string[];
  /** the schema given to each test folder: apps built again on one folder find the data of the earlier ones */
  schemaOfDir: Map<string, string>;
}

let fileDatabase: FileDatabase | null = null;
let onPostgres = false;

/** Called by postgres-test-file.ts as it loads, before the test file is read: tests may ask while being collected. */
export function markTestingOnPostgres(): void {
  onPostgres = true;
}

export function isTestingOnPostgres(): boolean {
  return onPostgres;
}

/** A URL whose connections see `schema` first: every table the app creates and reads is there. */
function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

async function addReadySchemas(database: FileDatabase, count: number): Promise<void> {
  const names = Array.from({ length: count }, () => `app_${(database.created += 1)}`);
  await database.client.query(names.map((name) => `create schema ${name};`).join('\n'));
  database.ready.push(...names);
}

/** Creates this test file's database (postgres-test-file.ts calls it before the file's tests). */
export async function openTestFileDatabase(adminUrl: string): Promise<void> {
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // a linguistic collation, as managed PostgreSQL services default to (en_US): text that sorts or compares
    // differently from SQLite's byte order shows up here, not in production; a server without ICU (before 15, or
    // built without it) gets its default
    await admin
      .query(`create database ${name} template template0 locale_provider icu icu_locale 'en-US' locale 'C.UTF-8'`)
      .catch(async () => {
        await admin.query(`create database ${name}`);
      });
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const client = new Client({ connectionString: url });
  await client.connect();
  fileDatabase = { name, url, adminUrl, client, created: 0, ready: [], schemaOfDir: new Map() };
  await addReadySchemas(fileDatabase, READY_SCHEMAS);
}

export async function topUpReadySchemas(): Promise<void> {
  if (fileDatabase && fileDatabase.ready.length < READY_SCHEMAS)
    await addReadySchemas(fileDatabase, READY_SCHEMAS - fileDatabase.ready.length);
}

/** Drops this test file's database, closing whatever connections an app left open. */
export async function dropTestFileDatabase(): Promise<void> {
  const database = fileDatabase;
  fileDatabase = null;
  if (!database) return;
  await database.client.end();
  const admin = new Client({ connectionString: database.adminUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`drop database if exists ${database.name} with (force)`);
        return;
      } catch (error) {
        // a connection an app was still opening has no role yet, and only a superuser may end such a backend;
        // it has one a moment later
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * The settings that put a test app's data in a place of its own: an SQLite file in `dir`, or on PostgreSQL a fresh
 * schema of the file's database (with the secrets the server requires there), the same one for every app on `dir`.
 */
export function selectTestDatabaseEnv(dir: string): Environment {
  const sqlite = { DATABASE_FILE: path.join(dir, 'chalein-test.db') };
  if (!fileDatabase) return sqlite;
  // as on SQLite, where the file in dir outlives an app: a test restarting the server finds its data again
  const schema = fileDatabase.schemaOfDir.get(dir) ?? fileDatabase.ready.shift();
  if (schema === undefined)
    throw new Error(`a test built more than ${READY_SCHEMAS} apps before topUpReadySchemas ran; raise READY_SCHEMAS`);
  fileDatabase.schemaOfDir.set(dir, schema);
  return { ...sqlite, ...POSTGRES_TEST_SECRETS, DATABASE_URL: withSearchPath(fileDatabase.url, schema) };
}

/** A bare database handle on the engine under test (no app): an SQLite file in `dir`, or a fresh schema. */
export function createTestDatabase(dir: string): Kysely<Database> {
  const env = selectTestDatabaseEnv(dir);
  return env.DATABASE_URL === undefined
    ? createDatabase(env.DATABASE_FILE!)
    : createDatabase({ engine: 'postgres', url: env.DATABASE_URL, poolSize: 4 });
}

/** A second handle on a test app's database, as another process would open it (the app never sees its writes). */
export function openSecondHandle(config: Pick<AppConfig, 'databaseFile' | 'databaseUrl' | 'databasePoolSize'>): Kysely<Database> {
  return createDatabase(selectDatabaseLocation(config));
}

/**
 * Everything a test app's database holds, as text, to show that a value is nowhere in it. SQLite: the bytes of the
 * file and of its write-ahead log (free pages included). PostgreSQL: every row of every table of the app's schema.
 */
export async function readStoredText(config: Pick<AppConfig, 'databaseFile' | 'databaseUrl' | 'databasePoolSize'>): Promise<string> {
  if (config.databaseUrl === null) {
    const wal = `${config.databaseFile}-wal`;
    return fs.readFileSync(config.databaseFile).toString('latin1') + (fs.existsSync(wal) ? fs.readFileSync(wal).toString('latin1') : '');
  }
  const db = openSecondHandle(config);
  try {
    const { rows } = await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db);
    const dumps = await Promise.all(
      rows.map(async ({ name }) => JSON.stringify((await sql`select * from ${sql.table(name)}`.execute(db)).rows)),
    );
    return dumps.join('\n');
  } finally {
    await db.destroy();
  }
}
