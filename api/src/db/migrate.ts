import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResult } from 'kysely';
import * as contentMigration from './migrations/0001-content';
import * as marketingMigration from './migrations/0002-marketing';
import * as careersMigration from './migrations/0003-careers';
import * as passesMigration from './migrations/0004-passes';
import * as onboardingMigration from './migrations/0005-onboarding';
import * as orderBuyersMigration from './migrations/0006-order-buyers';
import * as privateFilesMigration from './migrations/0007-private-files';
import * as idempotencyKeysMigration from './migrations/0008-idempotency-keys';
import * as staffMigration from './migrations/0009-staff';
import * as messageHandlingMigration from './migrations/0010-message-handling';
import * as reviewStatesMigration from './migrations/0011-review-states';
import * as refundsMigration from './migrations/0012-refunds';
import * as outboxMigration from './migrations/0013-outbox';
import * as documentResubmissionsMigration from './migrations/0014-document-resubmissions';
import * as contentTranslationsMigration from './migrations/0015-content-translations';
import * as clientEventCountsMigration from './migrations/0017-client-event-counts';
import * as deploymentsMigration from './migrations/0018-deployments';
import * as deploymentCanariesMigration from './migrations/0019-deployment-canaries';
import { isPostgres } from './portable-sql';
import type { Database } from './schema';

/**
 * Every migration, in order. Imported statically (not read from a folder at run time) so the same list runs
 * under tsx, under jest's CommonJS transform and in any bundle. A new migration is one more line here.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-content': contentMigration,
  '0002-marketing': marketingMigration,
  '0003-careers': careersMigration,
  '0004-passes': passesMigration,
  '0005-onboarding': onboardingMigration,
  '0006-order-buyers': orderBuyersMigration,
  '0007-private-files': privateFilesMigration,
  '0008-idempotency-keys': idempotencyKeysMigration,
  '0009-staff': staffMigration,
  '0010-message-handling': messageHandlingMigration,
  '0011-review-states': reviewStatesMigration,
  '0012-refunds': refundsMigration,
  '0013-outbox': outboxMigration,
  '0014-document-resubmissions': documentResubmissionsMigration,
  '0015-content-translations': contentTranslationsMigration,
  '0017-client-event-counts': clientEventCountsMigration,
  '0018-deployments': deploymentsMigration,
  '0019-deployment-canaries': deploymentCanariesMigration,
};

export const staticMigrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...migrations }),
};

export class MigrationFailedError extends Error {
  constructor(
    message: string,
    readonly results: readonly MigrationResult[],
  ) {
    super(message);
    this.name = 'MigrationFailedError';
  }
}

/**
 * PostgreSQL: the schema the connection writes to (the first of its search_path). Kysely looks for its migration
 * tables among every schema of the database, so one holding another copy of them (another app sharing the database,
 * each api-postgres test app) would count as this one's unless it is named. SQLite has no schemas.
 */
async function selectMigrationTableSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/** A migrator over the list above, keeping its own tables beside the app's (in the connection's schema). */
export async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  return new Migrator({ db, provider: staticMigrationProvider, migrationTableSchema: await selectMigrationTableSchema(db) });
}

/** Brings the database to the newest schema; running it again does nothing. Returns the names it applied. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = await createMigrator(db);
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationFailedError(`Migration ${failed} failed: ${reason}`, results);
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
