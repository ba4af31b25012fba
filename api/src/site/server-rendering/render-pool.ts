import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { RemoteName } from '@chalein/shared/lib/routes';
import type {
  RenderOutcome,
  RenderProcessMessage,
  RenderProcessOptions,
  RenderProcessRequest,
} from '@chalein/shared/lib/server-render-protocol';
import type { Theme } from '@chalein/shared/lib/theme-cookie';

// The render processes. Remote code runs in them, never in the API's own process: each is a child process that
// holds no database handle, gets no environment (no secrets), may read only the shell's server build (Node's
// permission model), and reaches the API over loopback HTTP like any client. A render that overruns its budget
// is answered 'render in the browser' at once; one still running at its hard limit has its process killed and
// replaced.

export interface RenderPoolOptions {
  /** the shell's server build: dist/server/render-process.js */
  script: string;
  processOptions: RenderProcessOptions;
  processes: number;
  budgetMs: number;
  /** a render still running after this long (default 4x the budget) has its process killed and replaced */
  hardLimitMs?: number;
  /** renders one process takes at a time; beyond that (every process busy) a page is rendered in the browser */
  maxInFlightPerProcess?: number;
  log: { info: (details: object, message: string) => void; warn: (details: object, message: string) => void };
}

export interface RenderPool {
  render(url: string, theme: Theme): Promise<RenderOutcome>;
  /** settles once every process has loaded the remotes (or failed to start) */
  ready: Promise<void>;
  /** remotes whose server entry the processes could not load, with why */
  failedRemotes(): Partial<Record<RemoteName, string>>;
  close(): void;
}

interface Pending {
  resolve: (outcome: RenderOutcome) => void;
  timer: NodeJS.Timeout;
}

interface RenderProcess {
  child: ChildProcess;
  ready: boolean;
  /** killed by the pool (over its limit, or closing), not a failure to start */
  killed: boolean;
  pending: Map<number, Pending>;
}

/** Node 20 calls the permission model --experimental-permission; Node 22.13 and later, --permission. */
function permissionFlag(): string {
  return process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission';
}

/**
 * A render over budget is answered 'render in the browser' at once, but its process is killed only when it is still
 * rendering at this multiple of the budget: a render that is merely slow because the machine is busy finishes and
 * the process keeps serving, while a stuck one (a loop in a remote's code) cannot hold a process for long.
 */
const HARD_LIMIT_FACTOR = 4;

/** A process that dies this many times without ever becoming ready is not started again (a broken build). */
const MAX_FAILED_STARTS = 3;

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const maxInFlight = options.maxInFlightPerProcess ?? 4;
  const hardLimitMs = options.hardLimitMs ?? options.budgetMs * HARD_LIMIT_FACTOR;
  const processes = new Set<RenderProcess>();
  let failedRemotes: Partial<Record<RemoteName, string>> = {};
  let failedStarts = 0;
  let closed = false;
  let nextId = 1;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let readyCount = 0;

  function settleAll(renderer: RenderProcess, reason: string): void {
    for (const [id, pending] of renderer.pending) {
      clearTimeout(pending.timer);
      pending.resolve({ ok: false, reason });
      renderer.pending.delete(id);
    }
  }

  function start(): void {
    if (closed) return;
    const child = fork(options.script, [JSON.stringify(options.processOptions)], {
      env: { NODE_ENV: 'production' },
      execArgv: [permissionFlag(), `--allow-fs-read=${path.dirname(options.script)}${path.sep}`, '--no-warnings'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    const renderer: RenderProcess = { child, ready: false, killed: false, pending: new Map() };
    processes.add(renderer);

    child.on('message', (message: RenderProcessMessage) => {
      if (message.type === 'ready') {
        renderer.ready = true;
        failedStarts = 0;
        failedRemotes = message.failedRemotes;
        for (const [remote, reason] of Object.entries(message.failedRemotes)) {
          options.log.warn({ remote, reason }, 'remote rendered in the browser: its server entry could not be loaded');
        }
        readyCount += 1;
        if (readyCount >= options.processes) markReady();
        return;
      }
      const pending = renderer.pending.get(message.id);
      if (!pending) return;
      clearTimeout(pending.timer);
      renderer.pending.delete(message.id);
      const { type: _type, id: _id, ...outcome } = message;
      pending.resolve(outcome);
    });
    child.on('exit', (code, signal) => {
      processes.delete(renderer);
      settleAll(renderer, 'render process exited');
      if (closed) return;
      if (!renderer.ready && !renderer.killed) failedStarts += 1;
      if (failedStarts >= MAX_FAILED_STARTS) {
        options.log.warn({ code, signal }, 'render processes keep failing to start; pages are rendered in the browser');
        markReady();
        return;
      }
      start();
    });
  }

  function replace(renderer: RenderProcess, reason: string): void {
    settleAll(renderer, reason);
    renderer.ready = false;
    renderer.killed = true;
    // the exit handler starts its replacement
    renderer.child.kill('SIGKILL');
  }

  for (let i = 0; i < options.processes; i += 1) start();

  return {
    ready,
    failedRemotes: () => failedRemotes,
    render(url, theme) {
      const candidates = [...processes].filter((renderer) => renderer.ready && renderer.pending.size < maxInFlight);
      if (candidates.length === 0) return Promise.resolve({ ok: false, reason: 'no render process free' });
      const renderer = candidates.reduce((least, candidate) => (candidate.pending.size < least.pending.size ? candidate : least));
      const id = nextId++;
      return new Promise<RenderOutcome>((resolve) => {
        // the visitor waits no longer than the budget; the process gets until the hard limit to finish
        const timer = setTimeout(() => {
          resolve({ ok: false, reason: `over the ${options.budgetMs} ms budget` });
          const hardLimit = setTimeout(() => {
            if (!renderer.pending.has(id)) return;
            options.log.warn({ url, hardLimitMs: hardLimitMs }, 'render still running at its hard limit: its process is replaced');
            replace(renderer, 'render process replaced');
          }, hardLimitMs - options.budgetMs);
          renderer.pending.set(id, { resolve: () => undefined, timer: hardLimit });
        }, options.budgetMs);
        renderer.pending.set(id, { resolve, timer });
        const request: RenderProcessRequest = { type: 'render', id, url, theme };
        renderer.child.send(request);
      });
    },
    close() {
      closed = true;
      markReady();
      for (const renderer of processes) replace(renderer, 'server closing');
    },
  };
}
