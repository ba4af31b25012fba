import net from 'node:net';
import { waitUntil } from '@chalein/testing/wait-until';
import { createTempDir } from '../test-support/temp-dir';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { isTestingOnPostgres, selectTestDatabaseEnv } from '../test-support/test-database';

// /readyz while PostgreSQL cannot be reached, and after it can again. The app reaches its database through a TCP relay
// of this test's own: closing the relay and cutting its connections is a real outage for the app (its pooled
// connections break, new ones are refused), without stopping the PostgreSQL server the other test files share.
// SQLite has no server to lose: the api project skips this file.

const testOnPostgres = isTestingOnPostgres() ? test : test.skip;

interface Relay {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

async function startRelay(target: { host: string; port: number }): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return { port, cut, restore: () => listen(port), close: () => (server.listening ? cut() : Promise.resolve()) };
}

let testApp: TestApp | undefined;
let relay: Relay | undefined;

afterAll(async () => {
  await relay?.close();
  await testApp?.closeTestApp();
});

testOnPostgres('/readyz answers 503 naming the database while PostgreSQL is unreachable, and 200 once it is back', async () => {
  const databaseUrl = new URL(selectTestDatabaseEnv(createTempDir()).DATABASE_URL!);
  relay = await startRelay({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
  databaseUrl.hostname = '127.0.0.1';
  databaseUrl.port = String(relay.port);
  testApp = await createTestApp({ DATABASE_URL: databaseUrl.toString(), SERVER_RENDERING: 'off' });
  const { app } = testApp;
  const readyz = () => app.inject({ method: 'GET', url: '/readyz' });

  expect((await readyz()).statusCode).toBe(200);

  await relay.cut();
  const down = await readyz();
  expect(down.statusCode).toBe(503);
  expect(down.json()).toEqual({ status: 'not ready', checks: { database: 'the database did not answer', renderProcesses: 'ok' } });
  // the process itself is up: the balancer takes it out of rotation, nobody restarts it
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

  await relay.restore();
  await waitUntil(async () => (await readyz()).statusCode === 200, '/readyz to answer 200 again', { timeoutMs: 10_000, intervalMs: 100 });
  expect((await readyz()).json()).toEqual({ status: 'ready', checks: { database: 'ok', renderProcesses: 'ok' } });
});
