import { loadConfig } from '../config';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed';

// `npm run db:migrate -w api`: prepares the database without starting the server (deploy step, or a fresh clone).
async function runMigrations(): Promise<void> {
  const config = loadConfig(process.env);
  const db = createDatabase(config.databaseFile);
  try {
    const applied = await migrateToLatest(db);
    const seeded = await seedDatabase(db);
    console.log(
      `${config.databaseFile}: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}; ` +
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
