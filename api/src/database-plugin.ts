import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import { ContentVersionPlugin } from './db/content-version';
import { createDatabase, describeDatabaseLocation, type DatabaseLocation } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { createRepositories, type Repositories } from './repositories';
import { resolveFieldCipher } from './security/local-data-key';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** for migrations, seeding and tests; routes use repositories */
    db: Kysely<Database>;
    repositories: Repositories;
    /** changes whenever content is written: what is kept in memory under another version is made again */
    contentVersion: () => number;
  }
}

export interface DatabasePluginOptions {
  /** an SQLite file, or the PostgreSQL database of DATABASE_URL (db/database.ts) */
  database: DatabaseLocation;
}

/**
 * Opens the database for the app's lifetime, brings it to the newest schema and decorates it with the repositories;
 * app.close() closes it. Migrating here, while the app gets ready, means every background job (the payment
 * reconciler, the upload sweep) starts the same way, when the server listens, and always finds its tables.
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const contentVersion = new ContentVersionPlugin();
    const db = createDatabase(options.database, {
      plugins: [contentVersion],
      onConnectionError: (error) => app.log.warn({ err: error }, 'a pooled database connection broke; the next query opens another'),
    });
    app.decorate('db', db);
    app.decorate('contentVersion', () => contentVersion.version);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
    const applied = await migrateToLatest(db);
    if (applied.length > 0)
      app.log.info({ migrations: applied, database: describeDatabaseLocation(options.database) }, 'database migrated');
    // the key file (local runs on SQLite) goes beside the database, so it is made after createDatabase made the
    // folder; PostgreSQL requires DATA_ENCRYPTION_KEY (config.ts), so no server keeps a key of its own there
    const cipher = resolveFieldCipher(app.config.dataEncryption, app.config.databaseFile);
    app.decorate('repositories', createRepositories(db, cipher));
  },
  { name: 'database' },
);
