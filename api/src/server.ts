import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';
import { startPaymentReconciler } from './payments/payment-reconciler';

/** Starts the server: settings, migrations, seed, listen; closes cleanly (database included) on SIGINT/SIGTERM. */
async function startServer(): Promise<void> {
  const config = loadConfig(process.env);
  const app = buildApp(config);
  await app.ready();

  const applied = await migrateToLatest(app.db);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  const written = await seedDatabase(app.db);
  app.log.info({ rowsWritten: written }, 'content seeded');
  // rows from before encryption, or under a key since rotated out, are encrypted under the current key
  const reencrypted = await app.repositories.driverRegistrations.encryptStoredValues();
  if (reencrypted > 0) app.log.info({ rows: reencrypted }, 'driver registrations encrypted under the current key');
  // settles orders paid at the provider but never confirmed to us (a closed tab, a lost webhook)
  const reconciler = startPaymentReconciler(app);

  let closing = false;
  const stopServer = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    reconciler
      .stop()
      .then(() => app.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', stopServer);
  process.once('SIGTERM', stopServer);

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Chalein is running on http://${shownHost}:${config.port}`);
}

startServer().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
