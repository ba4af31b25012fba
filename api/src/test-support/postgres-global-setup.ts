import { dropAbandonedDatabases } from './postgres-databases';
import { POSTGRES_URL_VARIABLE, ensureTestPostgres } from './postgres-server';
import { TEST_DATABASE_PREFIX } from './test-database';

/**
 * The api-postgres project's global setup (jest.config.js): a running PostgreSQL and a role that may create
 * databases, named to the test workers by CHALEIN_TEST_POSTGRES_URL (postgres-server.ts). jest calls a global setup
 * module's default export: that is the only reason this file has one.
 */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const adminUrl = await ensureTestPostgres();
  process.env[POSTGRES_URL_VARIABLE] = adminUrl;
  // what a killed run left: its worker's pid, in the name, runs no more
  await dropAbandonedDatabases(adminUrl, TEST_DATABASE_PREFIX);
  console.log(`\napi-postgres: PostgreSQL ready in ${Date.now() - started} ms`);
}
