import { spawn, type ChildProcess } from 'node:child_process';

// One process of the local cluster (docs/decisions/0025-cluster.md): spawned in a process group of its own, so Ctrl-C
// reaches the cluster's command alone and it stops the parts in order (nginx, the API nodes, Redis); its output is
// passed on line by line under its label and the last lines kept, to say what a process wrote before it died.

const KEPT_LINES = 60;

export interface ProcessExit {
  label: string;
  pid: number | undefined;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** true when the cluster stopped it (stop, or a test killing a node on purpose) */
  expected: boolean;
}

export interface ManagedProcessOptions {
  label: string;
  command: string;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** every line it writes, with its label; the cluster's command prints them, tests keep them quiet */
  onOutput: (label: string, line: string) => void;
  /** called once when it exits */
  onExit: (exit: ProcessExit) => void;
}

export interface ManagedProcess {
  readonly label: string;
  readonly pid: number | undefined;
  isRunning(): boolean;
  /** its last lines of output, for a message about why it stopped */
  readRecentOutput(): string[];
  /** sends `signal` and resolves once it has exited; SIGKILL after `graceMs` if it is still there */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

function relayLines(stream: NodeJS.ReadableStream | null, emit: (line: string) => void): void {
  if (!stream) return;
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') emit(line);
  });
  stream.on('end', () => {
    if (pending.trim() !== '') emit(pending);
  });
}

export function startManagedProcess(options: ManagedProcessOptions): ManagedProcess {
  const recent: string[] = [];
  let expected = false;
  let exited = false;
  const child: ChildProcess = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = new Promise<void>((resolve) => {
    const finish = (code: number | null, signal: NodeJS.Signals | null) => {
      if (exited) return;
      exited = true;
      options.onExit({ label: options.label, pid: child.pid, code, signal, expected });
      resolve();
    };
    child.once('exit', finish);
    child.once('error', (error) => {
      recent.push(`could not start ${options.command}: ${error.message}`);
      finish(null, null);
    });
  });
  const emit = (line: string) => {
    recent.push(line);
    recent.splice(0, Math.max(0, recent.length - KEPT_LINES));
    options.onOutput(options.label, line);
  };
  relayLines(child.stdout, emit);
  relayLines(child.stderr, emit);

  return {
    label: options.label,
    pid: child.pid,
    isRunning: () => !exited,
    readRecentOutput: () => [...recent],
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      expected = true;
      if (exited) return;
      child.kill(signal);
      const timer = setTimeout(() => {
        if (!exited) child.kill('SIGKILL');
      }, graceMs);
      await exit;
      clearTimeout(timer);
    },
  };
}
