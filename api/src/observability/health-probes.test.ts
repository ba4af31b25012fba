import { createTestApp, type TestApp } from '../test-support/test-app';

// /healthz and /readyz on a real app and its SQLite database. Render processes are off here (the tests of the
// site's readiness with real render processes are in site-observability.test.ts); a database that stops answering
// is tested on PostgreSQL (readiness-postgres.test.ts).

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ SERVER_RENDERING: 'off' });
});
afterAll(() => testApp.closeTestApp());

test('/healthz answers 200 without asking the database', async () => {
  await testApp.app.db.destroy().catch(() => undefined);
  const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toBe('ok\n');
});

test('/readyz says which check failed, as JSON, and 503', async () => {
  // the database was closed by the test above: the app cannot take visitors
  const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
  expect(response.statusCode).toBe(503);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({ status: 'not ready', checks: { database: 'the database did not answer', renderProcesses: 'ok' } });
});

test('/readyz answers 200 when its database answers, and asks Redis only when it is configured', async () => {
  const fresh = await createTestApp({ SERVER_RENDERING: 'off' });
  try {
    const response = await fresh.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', renderProcesses: 'ok' } });
  } finally {
    await fresh.closeTestApp();
  }
});

test('/readyz fails while Redis does not answer', async () => {
  // a port nobody listens on: the rate limiter lets posts through, and the node says it is not ready
  const fresh = await createTestApp({ SERVER_RENDERING: 'off', REDIS_URL: 'redis://127.0.0.1:9' });
  try {
    const response = await fresh.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not ready', checks: { database: 'ok', redis: expect.any(String) } });
    expect(response.json().checks.redis).not.toBe('ok');
  } finally {
    await fresh.closeTestApp();
  }
});
