import { execFile, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { waitUntil } from '@chalein/testing/wait-until';
import { ensureDebianCommand } from './debian-packages';
import { findFreePort } from '../../../tools/jest/free-port';

// Test helpers (not tests): the API server as the separate process it is in production, started from its source with
// tsx on a database the test chooses, so a test can kill it as a crash would (SIGKILL) and start it again on the same
// files; and the `sqlite3` tool opening the same file beside it, as a person or a backup would.

const apiRoot = path.resolve(__dirname, '..', '..');

export interface ApiServerProcess {
  baseUrl: string;
  pid: number;
  /** everything it wrote to stdout and stderr so far (its log lines) */
  readOutput(): string;
  /** sends `signal` and resolves once the process has exited */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `src/server.ts` with `env` added to a minimal environment and waits until its health route answers. */
export async function startApiServerProcess(env: Record<string, string>, startTimeoutMs = 90_000): Promise<ApiServerProcess> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    // not jest's environment: NODE_ENV=test and the runner's variables are not what a server is started with
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('close', () => resolve()));
  child.once('exit', () => (exited = true));

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (!exited) child.kill(signal);
    await exit;
  };
  try {
    await waitUntil(
      async () => {
        if (exited) throw new Error(`the server exited while starting:\n${output.slice(-4000)}`);
        return fetch(`${baseUrl}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
      },
      () => `the server to answer on ${baseUrl}/api/health:\n${output.slice(-4000)}`,
      { timeoutMs: startTimeoutMs, intervalMs: 100 },
    );
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return { baseUrl, pid: child.pid ?? 0, readOutput: () => output, stop };
}

/** Runs `command` in a process of its own from the api folder and resolves with its stdout once it exits 0. */
export function runNodeProcess(args: readonly string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`node ${args.join(' ')} exited ${code}:\n${stderr}`))));
  });
}

/** The `sqlite3` command-line tool, installed from Debian's package when missing (as root, as on CI). */
export async function ensureSqliteTool(): Promise<void> {
  const missing = await ensureDebianCommand('sqlite3', 'sqlite3');
  if (missing) throw new Error(missing);
}

/**
 * Opens the SQLite file with the `sqlite3` tool, runs one query and closes it, as a person checking the data or a
 * backup script does. The tool's close is when SQLite checkpoints and deletes the -wal file if it finds no other
 * process holding a lock on the database.
 */
export function querySqliteFromAnotherProcess<Row>(databaseFile: string, query: string): Promise<Row[]> {
  return new Promise((resolve, reject) => {
    execFile('sqlite3', ['-json', databaseFile, query], { timeout: 30_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`sqlite3 ${query} failed: ${stderr || error.message}`));
      else resolve((stdout.trim() === '' ? [] : JSON.parse(stdout)) as Row[]);
    });
  });
}

/**
 * Runs the `sqlite3` tool against the file over and over until stopped: the worst neighbour for a server whose locks
 * are gone, since every close may checkpoint and delete the -wal file. Resolves with how many reads it made.
 */
export function startSqliteReaderLoop(databaseFile: string, table: string): { stop: () => Promise<number> } {
  let stopping = false;
  let reads = 0;
  const loop = (async () => {
    while (!stopping) {
      await querySqliteFromAnotherProcess(databaseFile, `select count(*) as n from ${table}`).then(
        () => (reads += 1),
        // busy while the server writes, or the file mid-restart: the next read tries again
        () => undefined,
      );
    }
  })();
  return {
    stop: async () => {
      stopping = true;
      await loop;
      return reads;
    },
  };
}
