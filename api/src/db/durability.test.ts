import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { contactMessage } from '@chalein/testing/fixtures/contact-message';
import {
  ensureSqliteTool,
  querySqliteFromAnotherProcess,
  runNodeProcess,
  startApiServerProcess,
  startSqliteReaderLoop,
  type ApiServerProcess,
} from '../test-support/api-server-process';
import { createTempDir } from '../test-support/temp-dir';

// A write the API acknowledged is never lost, whatever other processes open the database beside the server and
// however the server dies. These tests run the real server as a process of its own on an SQLite file, restart it on
// that file (as every deploy does), let other processes open and close the file meanwhile, kill it with SIGKILL
// and count what is stored.

jest.setTimeout(180_000);

let tempDir: string;
let databaseFile: string;
const servers = new Set<ApiServerProcess>();

function serverSettings(): Record<string, string> {
  return {
    DATABASE_FILE: databaseFile,
    PRIVATE_UPLOADS_DIR: path.join(tempDir, 'private'),
    DEPLOYMENTS_DIR: path.join(tempDir, 'deployments'),
    REMOTES_CONFIG: path.join(tempDir, 'remotes.json'),
    SERVER_RENDERING: 'off',
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
    RATE_LIMIT_FORMS_PER_MINUTE: '100000',
    LOG_LEVEL: 'info',
  };
}

async function startServer(): Promise<ApiServerProcess> {
  const server = await startApiServerProcess(serverSettings());
  servers.add(server);
  return server;
}

async function stopServer(server: ApiServerProcess, signal: NodeJS.Signals): Promise<void> {
  await server.stop(signal);
  servers.delete(server);
}

/** Posts one contact message and returns its reference when the API acknowledged it (201), or null. */
async function postContactMessage(server: ApiServerProcess, index: number): Promise<string | null> {
  try {
    const response = await fetch(`${server.baseUrl}/api/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...contactMessage, message: `Durability check message number ${index}` }),
    });
    if (response.status !== 201) return null;
    const body = (await response.json()) as { data: { reference: string } };
    return body.data.reference;
  } catch {
    // the connection died with the server: not acknowledged
    return null;
  }
}

/** Posts `count` contact messages one after another; the references of those the API acknowledged. */
async function postContactMessages(server: ApiServerProcess, count: number): Promise<string[]> {
  const acknowledged: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const reference = await postContactMessage(server, index);
    if (reference) acknowledged.push(reference);
  }
  return acknowledged;
}

async function readStoredReferences(): Promise<Set<string>> {
  const rows = await querySqliteFromAnotherProcess<{ reference: string }>(databaseFile, 'select reference from contact_messages');
  return new Set(rows.map((row) => row.reference));
}

/** The server as a deploy leaves it: started once on a new database, stopped, and started again on the same files. */
async function startRestartedServer(): Promise<ApiServerProcess> {
  await stopServer(await startServer(), 'SIGTERM');
  return startServer();
}

beforeAll(async () => {
  await ensureSqliteTool();
});

beforeEach(() => {
  tempDir = createTempDir('chalein-durability-');
  databaseFile = path.join(tempDir, 'chalein.db');
});

afterEach(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  servers.clear();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

describe('acknowledged writes on SQLite', () => {
  it('survive a reader opening and closing the database beside a restarted server, then a SIGKILL', async () => {
    const server = await startRestartedServer();
    // what `sqlite3 data/chalein.db "select count(*) from contact_messages"` does beside a running server
    expect(await querySqliteFromAnotherProcess(databaseFile, 'select count(*) as n from contact_messages')).toEqual([{ n: 0 }]);

    const acknowledged = await postContactMessages(server, 40);
    expect(acknowledged).toHaveLength(40);
    // another process sees every acknowledged row while the server runs
    expect([...(await readStoredReferences())].sort()).toEqual([...acknowledged].sort());

    await stopServer(server, 'SIGKILL');
    await stopServer(await startServer(), 'SIGTERM');
    expect([...(await readStoredReferences())].sort()).toEqual([...acknowledged].sort());
  });

  it('survive `db:migrate` run beside the server, then a SIGKILL', async () => {
    const server = await startRestartedServer();
    // the migration command is meant to run beside a live server: it opens, migrates, seeds and closes the database
    await runNodeProcess(['--import', 'tsx', 'src/migrate-cli.ts'], { DATABASE_FILE: databaseFile });

    const acknowledged = await postContactMessages(server, 40);
    expect(acknowledged).toHaveLength(40);
    await stopServer(server, 'SIGKILL');
    expect([...(await readStoredReferences())].sort()).toEqual([...acknowledged].sort());
  });

  it('are all stored after a SIGKILL under load while another process keeps opening the database', async () => {
    const server = await startRestartedServer();
    const reader = startSqliteReaderLoop(databaseFile, 'contact_messages');
    const acknowledged: string[] = [];
    let sent = 0;
    let killed: Promise<void> | null = null;
    // eight visitors posting at once; the server dies as a crashed machine does, with requests in flight
    const visitor = async () => {
      while (sent < 400 && !killed) {
        const index = sent++;
        const reference = await postContactMessage(server, index);
        if (reference) acknowledged.push(reference);
        if (acknowledged.length >= 150 && !killed) killed = stopServer(server, 'SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 8 }, visitor));
    await killed;
    const reads = await reader.stop();
    expect(reads).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    const stored = await readStoredReferences();
    expect(acknowledged.filter((reference) => !stored.has(reference))).toEqual([]);
    // and the server starts again on the same files and keeps them
    await stopServer(await startServer(), 'SIGTERM');
    const afterRestart = await readStoredReferences();
    expect(acknowledged.filter((reference) => !afterRestart.has(reference))).toEqual([]);
  });
});

describe('request logs', () => {
  it('reach the output before the process dies: a line logged just before a SIGKILL is there', () => {
    // the server's own logger, built as the server builds it; the process kills itself right after one log call, as a
    // crash would, before any later tick could flush a buffer
    const script = `
      const { buildApp } = require('./src/app');
      const { loadConfig } = require('./src/config');
      const app = buildApp(loadConfig(process.env));
      for (let line = 0; line < 3; line += 1) app.log.info({ line }, 'logged just before the crash');
      process.kill(process.pid, 'SIGKILL');
    `;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
        cwd: path.resolve(__dirname, '..', '..'),
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...serverSettings() },
        encoding: 'utf8',
      });
      expect(run.signal).toBe('SIGKILL');
      const lines = run.stdout.split('\n').filter((line) => line.includes('logged just before the crash'));
      expect(lines).toHaveLength(3);
    }
  });
});
