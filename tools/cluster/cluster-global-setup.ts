import { ensureTestPostgres } from '../../api/src/test-support/postgres-server';
import { ensureClusterCommands } from './start-cluster';

/**
 * The cluster project's global setup (jest.config.js): what every test file's cluster needs from the machine,
 * installed and started once, before the files start their clusters side by side. Two workers running apt-get at
 * once would find dpkg's lock taken, and two creating the tests' PostgreSQL role at once would collide. jest calls a
 * global setup module's default export: that is the only reason this file has one.
 */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  await ensureClusterCommands();
  await ensureTestPostgres();
  console.log(`\ncluster: nginx, redis-server and PostgreSQL ready in ${Date.now() - started} ms`);
}
