import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTES } from '@chalein/shared/lib/remote-manifest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Environment } from '../settings/environment';
import { seedDatabase } from '../db/seed';
import { createTempDir } from './temp-dir';
import { selectTestDatabaseEnv } from './test-database';

// Test helpers (not tests): a real app on a real database (an SQLite file in a fresh temporary folder, or a fresh
// PostgreSQL schema: test-database.ts), and fake site builds.

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** the temporary folder holding the database and, when asked for, the fake builds */
  dir: string;
  closeTestApp(): Promise<void>;
}

/** The settings of a test: everything inside `dir`, logging off, overridable per test. */
export function buildTestConfig(dir: string, env: Environment = {}): AppConfig {
  return loadConfig({
    // an SQLite file in dir, or a fresh PostgreSQL schema in the api-postgres project (test-database.ts)
    ...selectTestDatabaseEnv(dir),
    SITE_ROOT: path.join(dir, 'site'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    DEPLOYMENTS_DIR: path.join(dir, 'deployments'),
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/**
 * A migrated and seeded app. `prepare` runs before the app is ready, to add a route for one test
 * (routes cannot be added once it is).
 */
export async function createTestApp(env: Environment = {}, prepare?: (app: FastifyInstance) => void): Promise<TestApp> {
  const dir = createTempDir();
  const config = buildTestConfig(dir, env);
  const app = buildApp(config);
  prepare?.(app);
  // ready migrates the database (database-plugin.ts)
  await app.ready();
  await seedDatabase(app.db);
  // as server.ts does at start
  await app.repositories.driverRegistrations.encryptStoredValues();
  return {
    app,
    config,
    dir,
    async closeTestApp() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function writeTestFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

export const FAKE_SHELL_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Chalein</title>
    <meta name="description" content="build-time description">
    <script defer src="/main.4f5a9c1b.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A site root shaped like the real builds: shell/dist with remotes.json, and <name>-mfe/dist per remote. */
export function writeFakeSite(siteRoot: string, remotes: Record<string, unknown> = {}): void {
  const shell = path.join(siteRoot, 'shell', 'dist');
  writeTestFile(path.join(shell, 'index.html'), FAKE_SHELL_TEMPLATE);
  writeTestFile(path.join(shell, 'main.4f5a9c1b.js'), `console.log(${JSON.stringify('shell '.repeat(400))});\n`);
  writeTestFile(path.join(shell, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeTestFile(path.join(shell, 'remotes.json'), JSON.stringify(remotes));
  for (const { name, folder } of REMOTES) {
    const dist = path.join(siteRoot, folder, 'dist');
    writeTestFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name, metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
    writeTestFile(path.join(dist, 'remoteEntry.js'), `/* ${name} entry */\n`);
    writeTestFile(path.join(dist, '123.9b8c7d6e.js'), `/* ${name} chunk */\n`);
  }
}

/** A test app that serves a fake built site (writeFakeSite), for tests of page requests. */
export async function createSiteTestApp(env: Environment = {}): Promise<TestApp> {
  const testApp = await createTestApp(env);
  writeFakeSite(path.join(testApp.dir, 'site'));
  return testApp;
}
