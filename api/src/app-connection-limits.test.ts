import fs from 'node:fs';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';
import { createTempDir } from './test-support/temp-dir';
import { buildTestConfig } from './test-support/test-app';
import { waitUntil } from '@chalein/testing/wait-until';

// Real sockets against a listening server: what a slow, lying or vanishing client does to it.

interface RunningServer {
  app: FastifyInstance;
  port: number;
  /** every line the server logged, parsed */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dir = createTempDir();
  const logs: Record<string, unknown>[] = [];
  const logStream = new PassThrough();
  let pending = '';
  logStream.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') logs.push(JSON.parse(line) as Record<string, unknown>);
  });
  const app = buildApp(buildTestConfig(dir, { LOG_LEVEL: 'debug', RATE_LIMIT_FORMS_PER_MINUTE: '1000', ...env }), { logStream });
  await app.ready();
  await migrateToLatest(app.db);
  await seedDatabase(app.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    app,
    port: address.port,
    logs,
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface RawExchange {
  socket: net.Socket;
  /** what the server sent, once it closed the connection */
  closed: Promise<{ response: string; afterMs: number }>;
}

/** Opens a connection, writes `head` and leaves the socket open for the test to go on (or not). */
function sendRaw(port: number, head: string): RawExchange {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  let response = '';
  socket.on('data', (chunk: Buffer) => (response += chunk.toString('latin1')));
  const closed = new Promise<{ response: string; afterMs: number }>((resolve) => {
    socket.on('close', () => resolve({ response, afterMs: Date.now() - started }));
    socket.on('error', () => undefined);
  });
  socket.write(head);
  return { socket, closed };
}

/** Waits for the server to close the connection, at most `ms`; a socket still open then is closed by the test. */
async function waitForClose(exchange: RawExchange, ms: number): Promise<{ response: string; afterMs: number } | 'still open'> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<'still open'>((resolve) => {
    timer = setTimeout(() => resolve('still open'), ms);
  });
  const outcome = await Promise.race([exchange.closed, giveUp]);
  clearTimeout(timer);
  exchange.socket.destroy();
  return outcome;
}

const BOUNDARY = '----chalein-test-boundary';

function multipartHead(path: string, declaredLength: number): string {
  return [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${declaredLength}`,
    '',
    '',
  ].join('\r\n');
}

describe('connection limits', () => {
  describe('timeouts', () => {
    let server: RunningServer;

    beforeAll(async () => {
      server = await startServer({ CONNECTION_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '5000' });
    });
    afterAll(() => server.close());

    it('uses the configured request and connection timeouts', () => {
      expect(server.app.initialConfig.connectionTimeout).toBe(300);
      expect(server.app.server.requestTimeout).toBe(5000);
      // above the request timeout, the headers' own would hold a trickled request open past it
      expect(server.app.server.headersTimeout).toBe(5000);
    });

    it('closes a connection whose request stopped half-way within the budget', async () => {
      const exchange = sendRaw(
        server.port,
        'POST /api/news/letter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n{"email":',
      );
      const outcome = await waitForClose(exchange, 3000);
      expect(outcome).not.toBe('still open');
      if (outcome !== 'still open') expect(outcome.afterMs).toBeLessThan(2000);
    });

    it('closes a connection that never finishes its headers', async () => {
      const exchange = sendRaw(server.port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const outcome = await waitForClose(exchange, 3000);
      expect(outcome).not.toBe('still open');
    });
  });

  describe('a request trickled a byte at a time, well under the connection timeout', () => {
    const REQUEST_TIMEOUT_MS = 2000;
    let server: RunningServer;

    beforeAll(async () => {
      // silence never lasts long enough for the connection timeout: only the request timeout can cut this one
      server = await startServer({ CONNECTION_TIMEOUT_MS: '1500', REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
    });
    afterAll(() => server.close());

    it('is cut with a 408 once REQUEST_TIMEOUT_MS has passed, not at the next of Node’s 30 s checks', async () => {
      const exchange = sendRaw(
        server.port,
        'POST /api/news/letter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"email":"',
      );
      const trickle = setInterval(() => exchange.socket.write('a'), 200);
      try {
        const outcome = await waitForClose(exchange, 10_000);
        expect(outcome).not.toBe('still open');
        if (outcome === 'still open') return;
        expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
        // the bound: the timeout itself, plus Node's checking interval (a tenth of it) and a busy machine's slack
        expect(outcome.afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
        expect(outcome.afterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 1.1 + 1000);
      } finally {
        clearInterval(trickle);
      }
    }, 20_000);
  });

  describe('uploads that declare more than their limit', () => {
    let server: RunningServer;

    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(() => server.close());

    it.each([
      ['/api/career', 'The resume must be 5 MB or smaller.'],
      ['/api/new-registration', 'Each document must be 5 MB or smaller.'],
    ])('%s answers 413 at once, before reading the body, and closes the connection', async (path, message) => {
      const exchange = sendRaw(server.port, `${multipartHead(path, 1_000_000_000)}--${BOUNDARY}\r\n`);
      const outcome = await waitForClose(exchange, 3000);
      expect(outcome).not.toBe('still open');
      if (outcome === 'still open') return;
      expect(outcome.response).toMatch(/^HTTP\/1\.1 413 /);
      expect(outcome.response).toContain(`"message":"${message}"`);
      expect(outcome.afterMs).toBeLessThan(2000);
    });
  });

  describe('a driver registration the client abandons mid-upload', () => {
    let server: RunningServer;

    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(() => server.close());

    it('is logged as a client abort at info level, not as a failed request with a stack', async () => {
      const firstPart = [
        `--${BOUNDARY}`,
        'Content-Disposition: form-data; name="fullName"',
        '',
        'Ravi Kumar',
        `--${BOUNDARY}`,
        'Content-Disposition: form-data; name="panCard"; filename="pan.jpg"',
        'Content-Type: image/jpeg',
        '',
        '',
      ].join('\r\n');
      const body = Buffer.concat([Buffer.from(firstPart, 'latin1'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64 * 1024, 7)]);
      const exchange = sendRaw(server.port, multipartHead('/api/new-registration', body.length + 200 * 1024));
      exchange.socket.write(body);
      // the connection drops once the server is reading the upload
      const isUploadArrival = (line: Record<string, unknown>) =>
        line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === '/api/new-registration';
      await waitUntil(() => server.logs.some(isUploadArrival), 'the server to receive the upload');
      exchange.socket.destroy();
      await exchange.closed;

      const isAbortLine = (line: Record<string, unknown>) => line.msg === 'client closed the connection before the request was complete';
      await waitUntil(() => server.logs.some(isAbortLine), 'the client abort to be logged', { timeoutMs: 8000 });
      // a request's answer is logged after it: once a later request has been answered and logged, a 500 of the
      // aborted one (if any) would be in the log too
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
      const healthId = server.logs.find(
        (line) => line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === '/api/health',
      )?.reqId;
      expect(healthId).toBeDefined();
      await waitUntil(
        () => server.logs.some((line) => line.msg === 'request completed' && line.reqId === healthId),
        'the health answer to be logged',
      );

      const abort = server.logs.find(isAbortLine);
      expect(abort).toMatchObject({ level: 30 });
      const failures = server.logs.filter((line) => Number(line.level) >= 50);
      expect(failures).toEqual([]);
      expect(
        server.logs.some((line) => line.msg === 'request completed' && (line.res as { statusCode?: number })?.statusCode === 500),
      ).toBe(false);
    }, 20_000);
  });
});
