import { POSTGRES_URL_VARIABLE } from './postgres-server';
import { dropTestFileDatabase, markTestingOnPostgres, openTestFileDatabase, topUpReadySchemas } from './test-database';

markTestingOnPostgres();
// a test app migrates and seeds over TCP rather than in-process: on a busy 2-core machine that can pass jest's 5 s (a
// project's testTimeout is not read by jest-circus, which takes the run's; this is the file's own)
jest.setTimeout(30_000);

// The api-postgres jest project's setup of each test file (jest.config.js): the file's own database, created before
// its tests and dropped after them; test apps take fresh schemas in it (test-database.ts).

beforeAll(async () => {
  const adminUrl = process.env[POSTGRES_URL_VARIABLE];
  if (!adminUrl) throw new Error(`${POSTGRES_URL_VARIABLE} is not set: the api-postgres project's globalSetup sets it`);
  await openTestFileDatabase(adminUrl);
}, 30_000);

beforeEach(async () => {
  await topUpReadySchemas();
});

afterAll(async () => {
  await dropTestFileDatabase();
}, 30_000);
