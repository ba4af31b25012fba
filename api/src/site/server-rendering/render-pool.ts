import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { isLanguage } from '@chalein/shared/lib/i18n/languages';
import { siteRoutes, type RemoteName } from '@chalein/shared/lib/routes';
import {
  createFrameReader,
  encodeFrame,
  RENDER_LOG_LINE,
  type RenderApiAnswer,
  type RenderApiCall,
  type RenderOutcome,
  type RenderProcessMessage,
  type RenderProcessRequest,
} from '@chalein/shared/lib/server-render-protocol';
import type { StorePlatform } from '@chalein/shared/lib/app-store';
import type { Theme } from '@chalein/shared/lib/theme-cookie';
import type { PostedFormState } from '@chalein/shared/lib/posted-form';

// The render processes of one remote's version. Remote code runs in them, never in the API's own process: each is
// started by the sandbox (render-sandbox.ts: its own user, no network, bounded memory) and speaks to the pool over
// its channel only. A render that overruns its budget is answered 'render in the browser' at once; one still
// running at its hard limit has its process killed and replaced. A process that does not start in time is killed
// too; and a version whose processes keep dying or timing out stops being started at all: its pages are rendered
// in the browser until its next version.

export interface RenderPoolOptions {
  /** starts one render process (render-sandbox.ts) */
  spawnProcess: () => ChildProcess;
  /** what every process is given first: its options and its remote's server entry */
  start: Extract<RenderProcessRequest, { type: 'start' }>;
  processes: number;
  budgetMs: number;
  /** a render still running after this long (default 4x the budget) has its process killed and replaced */
  hardLimitMs?: number;
  /** a process not ready after this long is killed */
  startTimeoutMs: number;
  /** failures (deaths, start timeouts, hard-limit kills) within FAILURE_WINDOW_MS after which no process is started */
  maxFailures?: number;
  /** renders one process takes at a time; beyond that (every process busy) a page is rendered in the browser */
  maxInFlightPerProcess?: number;
  /** answers a process's API call (in process: render-processes-plugin.ts) */
  callApi: (call: RenderApiCall) => Promise<RenderApiAnswer>;
  /** names the pool in the log */
  name: string;
  /** a process that ended unasked (crashed, killed over a limit) is being replaced: for /metrics */
  onRestart?: () => void;
  log: { info: (details: object, message: string) => void; warn: (details: object, message: string) => void };
}

export interface RenderPool {
  /**
   * `platform`: the visitor's, from their User-Agent: the app links name its store. `requestId`: the request's id,
   * which the process's log lines for this render carry (formatRenderLogPrefix)
   */
  render(url: string, theme: Theme, platform: StorePlatform, form?: PostedFormState, requestId?: string): Promise<RenderOutcome>;
  /** settles once every process has loaded its remote, or the pool has stopped starting processes */
  ready: Promise<void>;
  /** remotes whose server entry the processes could not load, with why */
  failedRemotes(): Partial<Record<RemoteName, string>>;
  /** why the pool no longer starts processes (they kept failing), or null */
  stoppedReason(): string | null;
  /** the process ids of the pool's live processes */
  pids(): number[];
  close(): void;
}

interface Pending {
  resolve: (outcome: RenderOutcome) => void;
  timer: NodeJS.Timeout;
  /** the id of the request this render is for */
  requestId?: string;
}

interface RenderProcess {
  child: ChildProcess;
  channel: Writable;
  ready: boolean;
  /** why the pool killed it (over a limit, closing), for the failure it is counted as */
  fate: string | null;
  pending: Map<number, Pending>;
  apiCallsInFlight: number;
  /** API calls since its last render was asked for (or since it started) */
  apiCallsForRender: number;
  /** the end of what it wrote to stderr: Node's last words (an out-of-memory report) */
  errorTail: string;
  linesLogged: number;
  /** the request ids of its last few renders, newest last: their lines may still be on their way (readRequestOfLine) */
  recentRequestIds: string[];
}

/** How many finished renders' request ids a process's late lines are still matched against. */
const RECENT_REQUEST_IDS = 8;

/**
 * A render over budget is answered 'render in the browser' at once, but its process is killed only when it is still
 * rendering at this multiple of the budget: a render that is merely slow because the machine is busy finishes and
 * the process keeps serving, while a stuck one (a loop in a remote's code) cannot hold a process for long.
 */
const HARD_LIMIT_FACTOR = 4;

/**
 * A render still running at its hard limit is killed only when it is stuck rather than starved: its process is
 * stopped, or it has used at least its budget's worth of CPU since the budget ran out (a loop). One that merely waits
 * for a busy CPU (render processes yield to everything else) is given more time, up to this multiple of the limit.
 */
const STALL_LIMIT_FACTOR = 10;
/**
 * The same for a process that is not ready at RENDER_START_TIMEOUT_MS: it is killed when stopped, or when it has used
 * half that time in CPU (a start takes a second or two of it); otherwise it is looked at again every quarter of it,
 * and killed at three times it whatever it does.
 */
const START_CPU_SHARE = 0.5;
const START_LIMIT_FACTOR = 3;

/** Three failures within ten minutes: a version that crashes, spins or stops does not cost a fork per visitor. */
const DEFAULT_MAX_FAILURES = 3;
const FAILURE_WINDOW_MS = 10 * 60_000;

/** The largest message a process may send: a page and its data are a few hundred KB at the very most. */
const MAX_FRAME_BYTES = 8 * 1024 * 1024;
/** API calls one process may have waiting at once; more are refused (a page makes a handful). */
const MAX_API_CALLS_IN_FLIGHT = 8;
/**
 * API calls a process may make for one page (or for its start): past this, and for a call or an answer nobody asked
 * for, it is killed. Each message costs the server a parse and a call costs it a request: a process must not be able
 * to keep the server busy on its own initiative.
 */
const MAX_API_CALLS_PER_RENDER = 32;
/** Lines of a process's output that reach the server's log; the rest is dropped (it could write without end). */
const MAX_LOGGED_LINES = 20;
const ERROR_TAIL_CHARS = 2000;

/**
 * A process's state letter ('T' when stopped) and the CPU time it has used, from /proc; null where that cannot be
 * read (not Linux), and the limits then go by the clock alone.
 */
export function readProcessState(pid: number | undefined): { state: string; cpuMs: number } | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // after the name in parentheses: state (field 3) ... utime and stime (fields 14 and 15), in ticks of 10 ms
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '?', cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
  } catch {
    return null;
  }
}

const isStopped = (state: { state: string } | null) => state?.state === 'T' || state?.state === 't';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const remoteNames = new Set<string>(siteRoutes.map((route) => route.remote));

/** A message from a process, checked field by field (the process runs code the server does not trust), or null. */
function readMessage(value: unknown): RenderProcessMessage | null {
  if (!isRecord(value)) return null;
  if (value.type === 'ready' && isRecord(value.failedRemotes)) {
    const failedRemotes = Object.fromEntries(
      Object.entries(value.failedRemotes)
        .filter(([remote, reason]) => remoteNames.has(remote) && typeof reason === 'string')
        .map(([remote, reason]) => [remote, String(reason).slice(0, 500)]),
    );
    return { type: 'ready', failedRemotes };
  }
  if (value.type === 'rendered' && typeof value.id === 'number') {
    if (value.ok === true && typeof value.html === 'string' && isRecord(value.data) && typeof value.renderMs === 'number') {
      return { type: 'rendered', id: value.id, ok: true, html: value.html, data: value.data, renderMs: value.renderMs };
    }
    if (value.ok === false && typeof value.reason === 'string') {
      const remote = typeof value.remote === 'string' && remoteNames.has(value.remote) ? (value.remote as RemoteName) : undefined;
      return { type: 'rendered', id: value.id, ok: false, reason: value.reason.slice(0, 500), ...(remote ? { remote } : {}) };
    }
    return null;
  }
  if (value.type === 'api' && typeof value.id === 'number' && isRecord(value.call)) {
    const { method, url, body, language } = value.call;
    if ((method !== 'GET' && method !== 'POST') || typeof url !== 'string' || (body !== undefined && typeof body !== 'string')) return null;
    // the page's language, when it is one of the site's: anything else is dropped, and the API answers in English
    const named = isLanguage(language) ? { language } : {};
    return { type: 'api', id: value.id, call: { method, url, ...(body === undefined ? {} : { body }), ...named } };
  }
  return null;
}

/** Why a process ended, in words: the pool's own reason, or its exit with Node's last words when it ran out of memory. */
function describeExit(renderer: RenderProcess, code: number | null, signal: NodeJS.Signals | null): string {
  if (renderer.fate) return renderer.fate;
  const outOfMemory = /out of memory|allocation failed|Failed to reserve/i.test(renderer.errorTail);
  return `its render process exited (${signal ?? `code ${code}`})${outOfMemory ? ': it ran out of memory' : ''}`;
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const maxInFlight = options.maxInFlightPerProcess ?? 4;
  const hardLimitMs = options.hardLimitMs ?? options.budgetMs * HARD_LIMIT_FACTOR;
  const maxFailures = options.maxFailures ?? DEFAULT_MAX_FAILURES;
  const processes = new Set<RenderProcess>();
  const failures: number[] = [];
  let stopped: string | null = null;
  let failedRemotes: Partial<Record<RemoteName, string>> = {};
  let closed = false;
  let nextId = 1;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let readyCount = 0;
  const startTimer = new WeakMap<RenderProcess, NodeJS.Timeout>();

  function settleAll(renderer: RenderProcess, reason: string): void {
    for (const [id, pending] of renderer.pending) {
      clearTimeout(pending.timer);
      pending.resolve({ ok: false, reason });
      renderer.pending.delete(id);
    }
  }

  function kill(renderer: RenderProcess, fate: string): void {
    renderer.fate ??= fate;
    settleAll(renderer, fate);
    renderer.ready = false;
    // the exit handler counts the failure and starts a replacement; SIGKILL ends a stopped process too
    renderer.child.kill('SIGKILL');
  }

  function send(renderer: RenderProcess, message: RenderProcessRequest): void {
    if (renderer.channel.writable) renderer.channel.write(encodeFrame(message));
  }

  async function answerApiCall(renderer: RenderProcess, id: number, call: RenderApiCall): Promise<void> {
    if (renderer.apiCallsInFlight >= MAX_API_CALLS_IN_FLIGHT) {
      send(renderer, { type: 'api-answer', id, error: `more than ${MAX_API_CALLS_IN_FLIGHT} API calls at once` });
      return;
    }
    renderer.apiCallsInFlight += 1;
    try {
      send(renderer, { type: 'api-answer', id, answer: await options.callApi(call) });
    } catch (error) {
      send(renderer, { type: 'api-answer', id, error: error instanceof Error ? error.message : String(error) });
    } finally {
      renderer.apiCallsInFlight -= 1;
    }
  }

  function receive(renderer: RenderProcess, value: unknown): void {
    const message = readMessage(value);
    if (!message) return kill(renderer, 'its render process sent a message the server does not read');
    if (message.type === 'ready') {
      if (renderer.ready) return;
      clearTimeout(startTimer.get(renderer));
      renderer.ready = true;
      failedRemotes = message.failedRemotes;
      for (const [remote, reason] of Object.entries(message.failedRemotes)) {
        options.log.warn({ remote, reason, pool: options.name }, 'remote rendered in the browser: its server entry could not be loaded');
      }
      readyCount += 1;
      if (readyCount >= options.processes) markReady();
      return;
    }
    if (message.type === 'api') {
      if (renderer.ready && renderer.pending.size === 0) return kill(renderer, 'its render process called the API with no page to render');
      renderer.apiCallsForRender += 1;
      if (renderer.apiCallsForRender > MAX_API_CALLS_PER_RENDER) {
        return kill(renderer, `its render process made more than ${MAX_API_CALLS_PER_RENDER} API calls for one page`);
      }
      void answerApiCall(renderer, message.id, message.call);
      return;
    }
    const pending = renderer.pending.get(message.id);
    if (!pending) return kill(renderer, 'its render process answered a render it was not asked for');
    clearTimeout(pending.timer);
    renderer.pending.delete(message.id);
    if (pending.requestId !== undefined) {
      renderer.recentRequestIds.push(pending.requestId);
      if (renderer.recentRequestIds.length > RECENT_REQUEST_IDS) renderer.recentRequestIds.shift();
    }
    const { type: _type, id: _id, ...outcome } = message;
    pending.resolve(outcome);
  }

  function watchOutput(renderer: RenderProcess, stream: Readable | null, name: 'stdout' | 'stderr'): void {
    stream?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      if (name === 'stderr') renderer.errorTail = (renderer.errorTail + text).slice(-ERROR_TAIL_CHARS);
      for (const written of text.split('\n')) {
        if (!written.trim() || renderer.linesLogged > MAX_LOGGED_LINES) continue;
        renderer.linesLogged += 1;
        const { line, reqId } = readRequestOfLine(renderer, written);
        const shown = renderer.linesLogged > MAX_LOGGED_LINES ? '(more output dropped)' : line.slice(0, 500);
        const request = reqId === undefined ? {} : { reqId };
        options.log.warn({ pool: options.name, pid: renderer.child.pid, stream: name, line: shown, ...request }, 'render process output');
      }
    });
  }

  /**
   * A line the process wrote while rendering starts with the render's request id (formatRenderLogPrefix): the line is
   * logged with it as `reqId`, as the request's own lines are. The process runs code the server does not trust, so
   * an id is believed only when it is one of a render this process has in hand or has just answered: stderr and the
   * channel the answer comes by are separate pipes, and on a busy machine a line written before the answer can be
   * read after it.
   */
  function readRequestOfLine(renderer: RenderProcess, written: string): { line: string; reqId?: string } {
    const prefixed = RENDER_LOG_LINE.exec(written);
    if (!prefixed) return { line: written };
    const reqId = prefixed[1]!;
    const inHand =
      [...renderer.pending.values()].some((pending) => pending.requestId === reqId) || renderer.recentRequestIds.includes(reqId);
    return inHand ? { line: written.slice(prefixed[0].length), reqId } : { line: written };
  }

  /** Kills a process not ready at its start time if it is stopped or looping; one that waits for the CPU may go on. */
  function watchStart(renderer: RenderProcess, spawnedAt: number, wait = options.startTimeoutMs): void {
    const timer = setTimeout(() => {
      if (renderer.ready) return;
      const state = readProcessState(renderer.child.pid);
      const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
      if (isStopped(state)) return kill(renderer, 'its render process stopped before it was ready');
      if (!state || state.cpuMs >= options.startTimeoutMs * START_CPU_SHARE) {
        return kill(renderer, `its render process did not start within ${seconds(options.startTimeoutMs)}`);
      }
      if (Date.now() - spawnedAt >= options.startTimeoutMs * START_LIMIT_FACTOR) {
        return kill(renderer, `its render process did not start within ${seconds(options.startTimeoutMs * START_LIMIT_FACTOR)}`);
      }
      watchStart(renderer, spawnedAt, options.startTimeoutMs / 4);
    }, wait);
    startTimer.set(renderer, timer);
  }

  /**
   * Kills the process of a render still running at its hard limit if it is stopped or looping (it used its budget's
   * worth of CPU since `cpuAtBudget`); one that waits for the CPU may go on, up to STALL_LIMIT_FACTOR times the limit.
   */
  function watchRender(
    renderer: RenderProcess,
    id: number,
    url: string,
    startedAt: number,
    cpuAtBudget: number | null,
    wait: number,
  ): void {
    const timer = setTimeout(() => {
      if (!renderer.pending.has(id)) return;
      const state = readProcessState(renderer.child.pid);
      const looping = !state || cpuAtBudget === null || state.cpuMs - cpuAtBudget >= options.budgetMs;
      const overdue = Date.now() - startedAt >= hardLimitMs * STALL_LIMIT_FACTOR;
      if (!isStopped(state) && !looping && !overdue) return watchRender(renderer, id, url, startedAt, cpuAtBudget, hardLimitMs);
      options.log.warn({ url, hardLimitMs, pool: options.name }, 'render still running at its hard limit: its process is replaced');
      const why = isStopped(state) ? 'its process had stopped' : looping ? 'using the CPU' : 'waiting';
      kill(renderer, `a render was still running at its ${hardLimitMs} ms hard limit (${why})`);
    }, wait);
    // the visitor has their answer; the render's lines still carry its request's id
    const requestId = renderer.pending.get(id)?.requestId;
    renderer.pending.set(id, { resolve: () => undefined, timer, ...(requestId === undefined ? {} : { requestId }) });
  }

  /** Counts a failure; at the limit the pool stops starting processes and its pages go to the browser. */
  function noteFailure(reason: string): void {
    const now = Date.now();
    failures.push(now);
    while (failures.length > 0 && now - failures[0]! > FAILURE_WINDOW_MS) failures.shift();
    if (failures.length < maxFailures || stopped) return;
    stopped = reason;
    options.log.warn(
      { pool: options.name, failures: failures.length, reason },
      'render processes keep failing: no more are started for this version',
    );
    for (const renderer of processes) kill(renderer, 'the pool stopped');
    markReady();
  }

  function start(): void {
    if (closed || stopped) return;
    let child: ChildProcess;
    try {
      child = options.spawnProcess();
    } catch (error) {
      noteFailure(`its render process could not be started: ${String(error)}`);
      return;
    }
    const channel = child.stdio[3] as (Readable & Writable) | null | undefined;
    if (!channel) throw new Error('a render process needs its channel on file descriptor 3');
    const renderer: RenderProcess = {
      child,
      channel,
      ready: false,
      fate: null,
      pending: new Map(),
      apiCallsInFlight: 0,
      apiCallsForRender: 0,
      errorTail: '',
      linesLogged: 0,
      recentRequestIds: [],
    };
    processes.add(renderer);
    channel.on(
      'data',
      createFrameReader({
        maxFrameBytes: MAX_FRAME_BYTES,
        onMessage: (message) => receive(renderer, message),
        onError: (reason) => kill(renderer, `its render process sent ${reason}`),
      }),
    );
    // a process that died leaves its end closed; writing to it must not throw in the server
    channel.on('error', () => undefined);
    watchOutput(renderer, child.stdout, 'stdout');
    watchOutput(renderer, child.stderr, 'stderr');
    watchStart(renderer, Date.now());
    let ended = false;
    const end = (code: number | null, signal: NodeJS.Signals | null) => {
      if (ended) return;
      ended = true;
      clearTimeout(startTimer.get(renderer));
      processes.delete(renderer);
      const reason = describeExit(renderer, code, signal);
      settleAll(renderer, reason);
      channel.destroy();
      if (closed || renderer.fate === 'the pool stopped') return;
      options.log.warn({ pool: options.name, pid: child.pid, code, signal, reason }, 'render process ended');
      noteFailure(reason);
      if (!stopped) options.onRestart?.();
      start();
    };
    child.on('exit', end);
    // a command that cannot be started at all emits no exit
    child.on('error', (error) => {
      renderer.fate ??= `its render process could not be started: ${error.message}`;
      if (child.pid === undefined) end(null, null);
    });
    send(renderer, options.start);
  }

  for (let i = 0; i < options.processes; i += 1) start();

  return {
    ready,
    failedRemotes: () => failedRemotes,
    stoppedReason: () => stopped,
    pids: () => [...processes].flatMap((renderer) => (renderer.child.pid === undefined ? [] : [renderer.child.pid])),
    render(url, theme, platform, form, requestId) {
      if (stopped) return Promise.resolve({ ok: false, reason: stopped });
      const candidates = [...processes].filter((renderer) => renderer.ready && renderer.pending.size < maxInFlight);
      if (candidates.length === 0) return Promise.resolve({ ok: false, reason: 'no render process free' });
      const renderer = candidates.reduce((least, candidate) => (candidate.pending.size < least.pending.size ? candidate : least));
      const id = nextId++;
      return new Promise<RenderOutcome>((resolve) => {
        // the visitor waits no longer than the budget; the process gets until the hard limit to finish
        const startedAt = Date.now();
        const timer = setTimeout(() => {
          resolve({ ok: false, reason: `over the ${options.budgetMs} ms budget` });
          watchRender(renderer, id, url, startedAt, readProcessState(renderer.child.pid)?.cpuMs ?? null, hardLimitMs - options.budgetMs);
        }, options.budgetMs);
        renderer.pending.set(id, { resolve, timer, ...(requestId === undefined ? {} : { requestId }) });
        renderer.apiCallsForRender = 0;
        send(renderer, {
          type: 'render',
          id,
          url,
          theme,
          platform,
          ...(form ? { form } : {}),
          ...(requestId === undefined ? {} : { requestId }),
        });
      });
    },
    close() {
      closed = true;
      markReady();
      for (const renderer of processes) kill(renderer, 'server closing');
    },
  };
}
