import { PassThrough } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { requestLogPlugin } from './request-log';

async function logRequest(level: string, url: string): Promise<Record<string, unknown>[]> {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const app = Fastify({ logger: { level, stream }, logController: new LogController({ disableRequestLogging: true }) });
  await app.register(requestLogPlugin);
  app.get('/contact', async () => 'ok');
  try {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  } finally {
    await app.close();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the request log', () => {
  it('writes one line per request once it is answered, with its path and status but never its query', async () => {
    const lines = await logRequest('info', '/contact?fullName=Ravi+Kumar&phone=9845012345');
    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/contact' }, res: { statusCode: 200 } });
    expect(typeof requestLines[0]!.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toMatch(/Ravi|9845012345/);
  });

  it("also notes the request's arrival at debug level", async () => {
    const lines = await logRequest('debug', '/contact?phone=9845012345');
    expect(lines.filter((line) => line.reqId !== undefined).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(JSON.stringify(lines)).not.toContain('9845012345');
  });
});
