import { Client } from 'pg';
import { waitUntil } from '@chalein/testing/wait-until';
import { createTestApp } from '../test-support/test-app';
import { isTestingOnPostgres } from '../test-support/test-database';
import { REGISTRY_CHANNEL } from './registry-store';

// The connection each node keeps LISTENing for registry changes (registry-changes.ts), as PostgreSQL lists it. On
// SQLite there is no such connection (one node, nothing to hear from), so these run on PostgreSQL alone.
const describeOnPostgres = isTestingOnPostgres() ? describe : describe.skip;

async function countListeners(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = current_database() and query = $1',
      [`LISTEN ${REGISTRY_CHANNEL}`],
    );
    return Number(result.rows[0]!.n);
  } finally {
    await client.end();
  }
}

describeOnPostgres("a node's connection listening for registry changes", () => {
  it('is opened once the server listens and closed with it', async () => {
    const testApp = await createTestApp();
    const databaseUrl = testApp.config.databaseUrl!;
    try {
      await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      await waitUntil(async () => (await countListeners(databaseUrl)) === 1, 'the node to listen for registry changes');
    } finally {
      await testApp.closeTestApp();
    }
    await waitUntil(async () => (await countListeners(databaseUrl)) === 0, 'the listening connection to close');
  });

  it('is never opened by a server closed right after it listened', async () => {
    const testApp = await createTestApp();
    const databaseUrl = testApp.config.databaseUrl!;
    // listen() answers before its onListen hooks have run, so the close below starts while they still run
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    await testApp.closeTestApp();
    // long enough for a watch started after the close to connect, and to reconnect once
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await countListeners(databaseUrl)).toBe(0);
  });
});
