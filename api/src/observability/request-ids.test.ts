import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { buildTestConfig } from '../test-support/test-app';
import { createTempDir } from '../test-support/temp-dir';

// Request ids on the real app: each answer names its request's id in X-Request-Id, every log line of the request
// carries it as reqId, and an id sent in by a client is taken only from a proxy TRUST_PROXY trusts.

async function startApp(env: Record<string, string>): Promise<{ app: FastifyInstance; lines: Record<string, unknown>[] }> {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  const app = buildApp(buildTestConfig(createTempDir(), { LOG_LEVEL: 'debug', SERVER_RENDERING: 'off', ...env }), { logStream: stream });
  app.get('/api/test-logs-twice', async (request) => {
    request.log.info('a line of the route itself');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

test("every line of a request carries its id, which the answer sends back; a client's own id is ignored", async () => {
  const { app, lines } = await startApp({});
  try {
    const response = await app.inject({ method: 'GET', url: '/api/test-logs-twice', headers: { 'x-request-id': 'chosen-by-visitor' } });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const ofRequest = lines.filter((line) => line.reqId === id).map((line) => line.msg);
    expect(ofRequest).toEqual(['incoming request', 'a line of the route itself', 'request completed']);
    expect(JSON.stringify(lines)).not.toContain('chosen-by-visitor');
    // two requests, two ids
    const next = await app.inject({ method: 'GET', url: '/healthz' });
    expect(next.headers['x-request-id']).not.toBe(id);
  } finally {
    await app.close();
  }
});

test("a trusted proxy's X-Request-Id is the request's id; a malformed one is replaced", async () => {
  const { app, lines } = await startApp({ TRUST_PROXY: 'loopback' });
  try {
    const fromProxy = await app.inject({
      method: 'GET',
      url: '/api/test-logs-twice',
      remoteAddress: '127.0.0.1',
      headers: { 'x-request-id': 'lb-7f3a.91' },
    });
    expect(fromProxy.headers['x-request-id']).toBe('lb-7f3a.91');
    expect(lines.some((line) => line.reqId === 'lb-7f3a.91' && line.msg === 'request completed')).toBe(true);

    const fromOutside = await app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'lb-7f3a.92' },
    });
    expect(fromOutside.headers['x-request-id']).not.toBe('lb-7f3a.92');

    const malformed = await app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-request-id': 'two words\n{"msg":"x"}' },
    });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    await app.close();
  }
});

test('a probe that passes writes no line; one that fails is logged with its id', async () => {
  const { app, lines } = await startApp({});
  try {
    const passed = await app.inject({ method: 'GET', url: '/healthz' });
    expect(passed.statusCode).toBe(200);
    expect(lines.some((line) => line.reqId === passed.headers['x-request-id'] && line.msg === 'request completed')).toBe(false);
    await app.db.destroy();
    const failed = await app.inject({ method: 'GET', url: '/readyz' });
    expect(failed.statusCode).toBe(503);
    expect(lines).toContainEqual(
      expect.objectContaining({ reqId: failed.headers['x-request-id'], msg: 'request completed', res: { statusCode: 503 } }),
    );
  } finally {
    await app.close();
  }
});
