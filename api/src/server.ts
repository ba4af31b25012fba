import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDatabase } from './db/seed';

/**
 * Starts the server: settings, the app (which migrates while it gets ready and starts its background jobs), seed,
 * listen; closes cleanly on SIGINT/SIGTERM (app.close() stops the jobs, then closes the database).
 */
async function startServer(): Promise<void> {
  const config = loadConfig(process.env);
  const app = buildApp(config);
  await app.ready();

  const written = await seedDatabase(app.db);
  app.log.info({ rowsWritten: written }, 'content seeded');
  // rows from before encryption, or under a key since rotated out, are encrypted under the current key
  const reencrypted = await app.repositories.driverRegistrations.encryptStoredValues();
  if (reencrypted > 0) app.log.info({ rows: reencrypted }, 'driver registrations encrypted under the current key');

  let closing = false;
  const stopServer = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    app
      .close()
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
