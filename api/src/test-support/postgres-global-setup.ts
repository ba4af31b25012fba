import { Client } from 'pg';
import { POSTGRES_URL_VARIABLE, ensureTestPostgres } from './postgres-server';
import { TEST_DATABASE_PREFIX } from './test-database';

/** True while a process with this pid runs (a jest worker of this run or of another one on the machine). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Databases left by a test run that was killed: their worker's pid, in the name, runs no more. */
async function dropAbandonedDatabases(adminUrl: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${TEST_DATABASE_PREFIX}%`,
    ]);
    for (const { datname } of rows) {
      const pid = Number(/^chalein_t_(\d+)_/.exec(datname)?.[1]);
      if (Number.isInteger(pid) && !isRunning(pid)) await client.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await client.end();
  }
}

/**
 * The api-postgres project's global setup (jest.config.js): a running PostgreSQL and a role that may create
 * databases, named to the test workers by CHALEIN_TEST_POSTGRES_URL (postgres-server.ts). jest calls a global setup
 * module's default export: that is the only reason this file has one.
 */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const adminUrl = await ensureTestPostgres();
  process.env[POSTGRES_URL_VARIABLE] = adminUrl;
  await dropAbandonedDatabases(adminUrl);
  console.log(`\napi-postgres: PostgreSQL ready in ${Date.now() - started} ms`);
}
