import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtServerArgs, ensureApiBuilt } from '../../tools/jest/built-api-server';
import { findFreePort } from '../../tools/jest/free-port';
import { waitUntil } from '@chalein/testing/wait-until';
import { builtRemotesConfig, logsDir, repoRoot, shellDist } from './paths';

export interface SiteServer {
  /** e.g. http://127.0.0.1:41234, no trailing slash */
  baseUrl: string;
  port: number;
  pid: number;
  /** the temporary SQLite file this server migrated and seeded */
  databaseFile: string;
  /** its private uploads (resumes, driver documents), in the same temporary folder */
  privateUploadsDir: string;
  /** the remotes.json this server rereads on each request (a temporary copy when asked for) */
  remotesConfigFile: string;
  logFile: string;
  stop: () => Promise<void>;
}

export interface StartSiteServerOptions {
  /** names the log file under e2e/artifacts/logs */
  name: string;
  /** copy shell/dist/remotes.json to a temporary file the caller may rewrite */
  ownRemotesConfig?: boolean;
  /** how long migrations and seeding may take */
  startTimeoutMs?: number;
  /** more settings for this server (e.g. DEPLOY_TOKENS) */
  env?: Record<string, string>;
}

export function assertSiteBuilt(): void {
  if (!fs.existsSync(builtRemotesConfig) || !fs.existsSync(path.join(shellDist, 'index.html'))) {
    throw new Error(
      `The site is not built (${path.relative(repoRoot, builtRemotesConfig)} or shell/dist/index.html is missing). ` +
        'Run `npm run build` first, or use `npm test`, which builds before testing.',
    );
  }
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

/** The server process ended while we waited for it to answer. */
class ServerExitedError extends Error {}

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return false;
    const data: unknown = (body as { data?: unknown }).data;
    return (
      (body as { success?: unknown }).success === true &&
      typeof data === 'object' &&
      data !== null &&
      (data as { status?: unknown }).status === 'ok'
    );
  } catch {
    return false;
  }
}

// The server runs in its own process group (detached) because it starts render processes of its own: killing the
// group is the only way to be sure none of them outlives the tests.
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

// Servers still running in this process, each with its synchronous last-resort cleanup.
const liveServers = new Set<() => void>();
let signalsHooked = false;

// A test process can also end by a signal (Ctrl+C, or jest stopping a worker), which skips 'exit' handlers unless
// someone turns it into an exit. Kill the servers first, then let the signal do what it would have done.
function hookSignals(): void {
  if (signalsHooked) return;
  signalsHooked = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      for (const cleanup of liveServers) cleanup();
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

/**
 * Starts the production server (`node api/dist/server.js`, built when missing or stale) exactly as `npm run serve`
 * does, on a free loopback port with a fresh temporary database, and resolves once /api/health answers.
 */
export async function startSiteServer(options: StartSiteServerOptions): Promise<SiteServer> {
  try {
    return await startOnce(options);
  } catch (error) {
    // The free port can be taken by another process between the probe and the server's listen; try another.
    if (error instanceof Error && error.message.includes('EADDRINUSE')) return startOnce(options);
    throw error;
  }
}

async function startOnce(options: StartSiteServerOptions): Promise<SiteServer> {
  assertSiteBuilt();
  ensureApiBuilt();
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), `chalein-e2e-${options.name}-`));
  const databaseFile = path.join(tempDir, 'chalein.sqlite');
  const privateUploadsDir = path.join(tempDir, 'private');
  let remotesConfigFile = builtRemotesConfig;
  if (options.ownRemotesConfig) {
    remotesConfigFile = path.join(tempDir, 'remotes.json');
    fs.copyFileSync(builtRemotesConfig, remotesConfigFile);
  }
  fs.mkdirSync(logsDir, { recursive: true });
  const logFile = path.join(logsDir, `server-${options.name}.log`);
  const logFd = fs.openSync(logFile, 'w');

  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // jest sets NODE_ENV=test; the server must run as `npm start` runs it, so that variable is not passed on.
  const inheritedEnv: NodeJS.ProcessEnv = { ...process.env };
  delete inheritedEnv.NODE_ENV;
  const child = spawn(process.execPath, builtServerArgs, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: {
      ...inheritedEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      // the address the tests reach it by: canonical links and share images are made from it, as in production
      PUBLIC_ORIGIN: baseUrl,
      DATABASE_FILE: databaseFile,
      PRIVATE_UPLOADS_DIR: privateUploadsDir,
      REMOTES_CONFIG: remotesConfigFile,
      // versions deployed through the registry live and die with this server, never in the repository's data/
      DEPLOYMENTS_DIR: path.join(tempDir, 'deployments'),
      // The tests post several forms within a minute from one address; the limit itself is the API tests' business.
      RATE_LIMIT_FORMS_PER_MINUTE: '100000',
      // The 300 ms render budget is for visitors of a real server. Here the server shares two cores with jest's
      // other workers and Chromium, and a render past 300 ms would turn a check of what the HTML holds into a timing
      // test. The budget itself is tested on its own (api/src/site/server-rendering/render-pool.test.ts).
      RENDER_BUDGET_MS: '3000',
      // Every test visits from one address; the limit of server renders per visitor is the API tests' business.
      RENDER_MISSES_PER_MINUTE: '0',
      ...options.env,
    },
  });
  fs.closeSync(logFd);

  let exited = false;
  const exitPromise = new Promise<void>((resolve) => {
    const onEnd = () => {
      exited = true;
      resolve();
    };
    child.once('exit', onEnd);
    // node could not be started: reported like an early exit, with the log
    child.once('error', (error) => {
      fs.appendFileSync(logFile, `\nspawn failed: ${String(error)}\n`);
      onEnd();
    });
  });
  // If jest itself is interrupted, the group must still die with it, and its database go.
  const killOnExit = () => {
    killGroup(child, 'SIGKILL');
    fs.rmSync(tempDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  liveServers.add(killOnExit);
  hookSignals();

  const cleanup = () => {
    process.removeListener('exit', killOnExit);
    liveServers.delete(killOnExit);
    fs.rmSync(tempDir, { recursive: true, force: true });
  };

  const stop = async () => {
    if (!exited) {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
      await exitPromise;
      clearTimeout(timer);
    }
    // a render process may still hold the group after the server exits
    killGroup(child, 'SIGKILL');
    cleanup();
  };

  try {
    await waitUntil(
      async () => {
        if (exited) throw new ServerExitedError();
        return isHealthy(baseUrl);
      },
      'the site server to answer /api/health',
      { timeoutMs: options.startTimeoutMs ?? 90_000, intervalMs: 250 },
    );
  } catch (error) {
    if (error instanceof ServerExitedError) {
      cleanup();
      throw new Error(`The site server exited before answering /api/health. Log ${logFile}:\n${tail(logFile)}`);
    }
    await stop();
    throw new Error(`The site server did not answer /api/health in time. Log ${logFile}:\n${tail(logFile)}`);
  }

  if (child.pid === undefined) throw new Error('the site server has no pid');
  return { baseUrl, port, pid: child.pid, databaseFile, privateUploadsDir, remotesConfigFile, logFile, stop };
}
