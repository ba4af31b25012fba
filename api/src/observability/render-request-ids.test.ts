import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { REMOTES } from '@chalein/shared/lib/remote-manifest';
import { waitUntil } from '@chalein/testing/wait-until';
import { buildApp } from '../app';
import { seedDatabase } from '../db/seed';
import { REPO_ROOT } from '../settings/environment';
import { computeIntegrity } from '../site/server-rendering/render-processes-plugin';
import { addToCareersServerEntry, assertCareersBuilt, copyCareersBuild } from '../test-support/deployment-fixtures';
import { createTempDir } from '../test-support/temp-dir';
import { buildTestConfig } from '../test-support/test-app';

// The real render process (the shell's server build) rendering a careers build whose jobs page writes a warning: the
// line the render process writes reaches the server's log with the id of the request it rendered for, the id the
// answer's X-Request-Id names.

let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  assertCareersBuilt();
  const careers = copyCareersBuild();
  addToCareersServerEntry(careers, { inJobsPage: "console.warn('rendering the jobs page for this request');" });
  // careers with its server build (as tools/publish-remotes.mjs writes it), the other remotes rendered in the browser
  const remotes = {
    ...Object.fromEntries(REMOTES.map(({ name }) => [name, `/remotes/${name}/remoteEntry.js`])),
    careers: {
      browser: '/remotes/careers/remoteEntry.js',
      server: '/remotes/careers/server/remoteEntry.js',
      serverIntegrity: computeIntegrity(fs.readFileSync(path.join(careers, 'server', 'remoteEntry.js'))),
    },
  };
  const dir = createTempDir();
  const remotesFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(remotes));

  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  const config = buildTestConfig(dir, {
    SITE_ROOT: REPO_ROOT,
    CAREERS_DIST: careers,
    REMOTES_CONFIG: remotesFile,
    RENDER_PROCESSES: '1',
    RENDER_BUDGET_MS: '5000',
    RENDER_MISSES_PER_MINUTE: '0',
    LOG_LEVEL: 'info',
  });
  app = buildApp(config, { logStream: stream });
  await app.ready();
  await seedDatabase(app.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await waitUntil(
    async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200,
    'the render processes to be ready',
    {
      timeoutMs: 90_000,
      intervalMs: 250,
    },
  );
}, 100_000);

afterAll(() => app?.close(), 30_000);

test("a line the render process writes while rendering a page carries that page's request id", async () => {
  // the process rendered the jobs page once at its start, for no request: only lines from now on are this request's
  const from = lines.length;
  const response = await app.inject({ method: 'GET', url: '/jobs' });
  expect(response.headers['server-timing']).toBe('render;desc="server"');
  const requestId = String(response.headers['x-request-id']);
  const written = () =>
    lines.slice(from).find((line) => line.msg === 'render process output' && String(line.line).includes('rendering the jobs page'));
  await waitUntil(async () => written() !== undefined, "the render process's line to be logged");
  expect(written()).toMatchObject({ reqId: requestId, line: 'rendering the jobs page for this request', stream: 'stderr' });
  // the request's own line has the same id
  expect(lines).toContainEqual(expect.objectContaining({ reqId: requestId, msg: 'request completed' }));
});
