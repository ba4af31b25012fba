import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { REPO_ROOT } from '../settings/environment';
import { createJobLeadership } from './job-leadership';
import { createTempDir } from '../test-support/temp-dir';
import { buildTestConfig } from '../test-support/test-app';
import { isTestingOnPostgres, selectTestDatabaseEnv } from '../test-support/test-database';
import { waitUntil } from '@chalein/testing/wait-until';

// Background jobs with several nodes on one database: the payment reconciler runs on the node holding its lock, the
// other node leaves it alone, and takes it over when the first closes or dies. Real app instances on one real
// database; the node that dies is a real server process, killed with SIGKILL.

const JOB = 'payment-reconciler';
const INTERVAL_MS = '100';

interface LoggedLine {
  msg?: string;
  job?: string;
}

/** A log that keeps one job's lines of one node, to wait on what it said. */
function createJobLog(job = JOB) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) {
        if (!text.trim()) continue;
        try {
          const line = JSON.parse(text) as LoggedLine;
          if (line.job === job && line.msg) lines.push(line.msg);
        } catch {
          // not a log line
        }
      }
      done();
    },
  });
  return { lines, stream, says: (message: string) => lines.includes(message) };
}

let dir: string;
const apps: FastifyInstance[] = [];
let child: ChildProcess | undefined;

beforeEach(() => {
  dir = createTempDir();
});
afterEach(async () => {
  child?.kill('SIGKILL');
  child = undefined;
  for (const app of apps.splice(0)) await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A node on the test's database (the same one for every node of a test), its reconciler every 100 ms. */
async function startNode({ job = JOB, env = {} }: { job?: string; env?: Record<string, string> } = {}): Promise<{
  app: FastifyInstance;
  log: ReturnType<typeof createJobLog>;
}> {
  const log = createJobLog(job);
  const app = buildApp(buildTestConfig(dir, { LOG_LEVEL: 'info', PAYMENT_RECONCILE_INTERVAL_MS: INTERVAL_MS, ...env }), {
    logStream: log.stream,
  });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, log };
}

const describeOnPostgres = isTestingOnPostgres() ? describe : describe.skip;

(isTestingOnPostgres() ? describe.skip : describe)('jobs on SQLite (one server per database file)', () => {
  it('run on the one server: every claim succeeds', async () => {
    const { app } = await startNode();
    const leadership = createJobLeadership(app.db, 'test-job', app.log);
    expect(await leadership.claim()).toBe(true);
    await leadership.release();
  });
});

describeOnPostgres('the payment reconciler with two nodes on one PostgreSQL database', () => {
  it('runs on one node; the other takes it over when the first closes', async () => {
    const first = await startNode();
    await waitUntil(() => first.log.says('this node now runs the job'), 'the first node to run the reconciler');
    const second = await startNode();
    await waitUntil(() => second.log.says('another node runs the job'), 'the second node to leave the reconciler to the first');
    expect(second.log.lines).not.toContain('this node now runs the job');

    await first.app.close();
    await waitUntil(() => second.log.says('this node now runs the job'), 'the second node to take the reconciler over');
    expect(first.log.lines).toEqual(['this node now runs the job']);
  });

  it('sweeps the private files both nodes share (PRIVATE_FILES_STORE=database) from one node only', async () => {
    const shared = { job: 'upload-sweep', env: { PRIVATE_FILES_STORE: 'database' } };
    const first = await startNode(shared);
    await waitUntil(() => first.log.says('this node now runs the job'), 'the first node to sweep the shared store');
    const second = await startNode(shared);
    await waitUntil(() => second.log.says('another node runs the job'), 'the second node to leave the shared sweep to the first');
    expect(second.log.lines).not.toContain('this node now runs the job');
  });

  it('hands the job over when the node running it dies (a server process killed with SIGKILL)', async () => {
    const log = createJobLog();
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...selectTestDatabaseEnv(dir),
      SITE_ROOT: path.join(dir, 'site'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      PRIVATE_UPLOADS_DIR: path.join(dir, 'private'),
      DEPLOYMENTS_DIR: path.join(dir, 'deployments'),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SERVER_RENDERING: 'off',
      PAYMENT_RECONCILE_INTERVAL_MS: INTERVAL_MS,
    };
    // node itself with tsx's loader: one process, so the kill reaches the server (the tsx command runs it in a child)
    child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api', 'src', 'server.ts')], {
      cwd: path.join(REPO_ROOT, 'api'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.stdout?.pipe(log.stream);
    await waitUntil(
      () => log.says('this node now runs the job'),
      () => `the server process to run the reconciler (stderr: ${stderr})`,
      {
        timeoutMs: 30_000,
      },
    );

    const survivor = await startNode();
    await waitUntil(() => survivor.log.says('another node runs the job'), 'the survivor to leave the reconciler to the process');

    // no close, no unlock: the process just stops, and its connections with it
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    await waitUntil(() => survivor.log.says('this node now runs the job'), 'the survivor to take the reconciler over', {
      timeoutMs: 10_000,
    });
  }, 60_000);
});
