import { loadConfig } from './config';
import { createDriverRegistrationRepository } from './onboarding/driver-registration-repository';
import { resolveFieldCipher } from './security/local-data-key';
import { createDatabase, describeDatabaseLocation, selectDatabaseLocation } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';

// `npm run db:migrate -w api`: prepares the database without starting the server (deploy step, or a fresh clone).
async function runMigrations(): Promise<void> {
  const config = loadConfig(process.env);
  const location = selectDatabaseLocation(config);
  const db = createDatabase(location);
  try {
    const applied = await migrateToLatest(db);
    const seeded = await seedDatabase(db);
    // as the server does at start: rows in plain text or under a rotated-out key are encrypted under the current key
    const cipher = resolveFieldCipher(config.dataEncryption, config.databaseFile);
    await createDriverRegistrationRepository(db, cipher).encryptStoredValues();
    console.log(
      `${describeDatabaseLocation(location)}: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}; ` +
        `seed wrote ${Object.values(seeded).reduce((sum, count) => sum + count, 0)} rows`,
    );
  } finally {
    await db.destroy();
  }
}

runMigrations().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
