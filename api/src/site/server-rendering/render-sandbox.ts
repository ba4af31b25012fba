import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RemoteName } from '@chalein/shared/lib/routes';
import type { ServerRenderingSettings } from '../site-settings';
import { isStaffRemote, REMOTE_NAMES } from '@chalein/shared/lib/remote-manifest';

// Where remote code runs (docs/decisions/0032-render-isolation.md). Each render process is started through a chain of
// util-linux commands that each change one thing and then exec the next, so the process the server holds is the
// render process itself:
//   nice -n 10                      the API's own work comes first when the cores are busy
//   unshare --net                   (as root) a network namespace with no interface up: no connection to anything
//   prlimit --as=<bytes> --core=0   an address-space limit, so heap and Buffers alike stop at the memory limit
//   setpriv --reuid --regid ...     (as root) the remote's own unprivileged user: it cannot signal the server, nor
//                                   another remote's processes, nor read the server's private files
//   node --permission ...           Node's permission model: reads of its own folder only, no child processes
// Without root, the user switch and the namespace are not possible: the processes then run as the server's user
// with the network, which the server says in its log.

const execFileAsync = promisify(execFile);

/** Render processes share the cores with the API server, which must keep answering: they yield to it. */
const RENDER_NICENESS = 10;

/**
 * The environment of every render process: nothing of the server's. glibc's malloc reserves 64 MB of address space
 * for each further arena a thread makes, when it makes one: one arena for all keeps the address space a process
 * needs besides what it allocates the same from one process to the next, so the limit means the same for each.
 */
export const RENDER_ENV: Readonly<Record<string, string>> = { NODE_ENV: 'production', MALLOC_ARENA_MAX: '1' };

/**
 * Files the render users must read but cannot where they are (a Node installed under /root, a checkout in a home
 * folder) are copied here, root's and readable by all. Only root writes in it.
 */
const RUNTIME_DIR = '/var/cache/chalein-render';

/** The user a remote's render processes run as. */
export interface RenderUser {
  name: string;
  uid: number;
  gid: number;
}

/** How one remote's render processes are started: `spawn()` starts one. */
export interface RenderLaunch {
  spawn(): ChildProcess;
}

export interface RenderSandbox {
  /** the user of each remote's processes (null when the server is not root) */
  userOf(remote: RemoteName): RenderUser | null;
  /** the launch of `script` (the shell's server build) for one remote's processes */
  prepareLaunch(remote: RemoteName, script: string): RenderLaunch;
}

interface Logger {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

interface Tools {
  nice: string | null;
  unshare: string | null;
  prlimit: string | null;
  setpriv: string | null;
}

function findTool(name: string): string | null {
  const folders = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/local/sbin',
    '/usr/local/bin',
    '/usr/sbin',
    '/usr/bin',
    '/sbin',
    '/bin',
  ];
  for (const folder of folders) {
    if (!folder) continue;
    const candidate = path.join(folder, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/** A user as the system's user database has it (getent reads /etc/passwd and any other source NSS uses). */
export async function readSystemUser(name: string): Promise<RenderUser | null> {
  try {
    const { stdout } = await execFileAsync('getent', ['passwd', name]);
    const [, , uid, gid] = stdout.trim().split(':');
    if (uid === undefined || gid === undefined) return null;
    return { name, uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

/**
 * The system user `name`, created when missing (no home, no shell, a group of its own). Two servers starting at
 * once may both try: whichever loses finds the other's user. Null when it can be neither found nor created.
 */
export async function ensureSystemUser(name: string, log: Logger): Promise<RenderUser | null> {
  const known = await readSystemUser(name);
  if (known) return known;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await execFileAsync('useradd', [
        '--system',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        '--user-group',
        name,
      ]);
      log.info({ user: name }, 'render user created');
    } catch (error) {
      // created meanwhile by another server, or /etc/passwd locked by one: look again, then try again
      const found = await readSystemUser(name);
      if (found) return found;
      if (attempt === 2) {
        log.warn({ user: name, err: error }, 'render user could not be created');
        return null;
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
      continue;
    }
    return readSystemUser(name);
  }
  return null;
}

/**
 * Whether a user who is neither the owner nor in the group can reach `file`: every folder above it searchable by
 * others, and the file itself readable (and, with `executable`, executable) by others.
 */
export function isOpenToOthers(file: string, executable = false): boolean {
  try {
    const real = fs.realpathSync(file);
    const mode = fs.statSync(real).mode;
    if ((mode & 0o004) === 0 || (executable && (mode & 0o001) === 0)) return false;
    for (let folder = path.dirname(real); ; folder = path.dirname(folder)) {
      if ((fs.statSync(folder).mode & 0o001) === 0) return false;
      if (folder === path.dirname(folder)) return true;
    }
  } catch {
    return false;
  }
}

/** The runtime folder, made (root's, 0755) when missing; refused when someone else owns it or may write in it. */
function openRuntimeDir(): string {
  fs.mkdirSync(RUNTIME_DIR, { recursive: true, mode: 0o755 });
  const stat = fs.lstatSync(RUNTIME_DIR);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(`${RUNTIME_DIR} must be a folder of root's that no one else may write in`);
  }
  return RUNTIME_DIR;
}

/** Puts a finished copy in place atomically; if another server made the same one meanwhile, its copy stands. */
function moveIntoPlace(temporary: string, final: string): void {
  try {
    fs.renameSync(temporary, final);
  } catch (error) {
    fs.rmSync(temporary, { recursive: true, force: true });
    if (!fs.existsSync(final)) throw error;
  }
}

/** The node binary the render users start: this one, or a copy of it they can read and run. */
function provideNode(): string {
  if (isOpenToOthers(process.execPath, true)) return process.execPath;
  const size = fs.statSync(process.execPath).size;
  const copy = path.join(openRuntimeDir(), `node-${process.version}-${size}`);
  if (fs.existsSync(copy) && fs.statSync(copy).size === size) return copy;
  const temporary = `${copy}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.copyFileSync(process.execPath, temporary);
  fs.chmodSync(temporary, 0o755);
  moveIntoPlace(temporary, copy);
  return copy;
}

/**
 * The folder of the shell's server build, or a copy of it the render users can read, named by its contents (a
 * rebuilt shell gets a new copy; processes of the old one keep theirs).
 */
export function provideScriptFolder(folder: string): string {
  const names = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  const files = names.filter((name) => fs.statSync(path.join(folder, name)).isFile());
  if (files.every((name) => isOpenToOthers(path.join(folder, name)))) return folder;
  const hash = createHash('sha256');
  for (const name of files)
    hash
      .update(name)
      .update('\0')
      .update(fs.readFileSync(path.join(folder, name)));
  const copy = path.join(openRuntimeDir(), `server-build-${hash.digest('hex').slice(0, 16)}`);
  if (fs.existsSync(copy)) return copy;
  const temporary = `${copy}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.cpSync(folder, temporary, { recursive: true });
  for (const name of ['', ...names])
    fs.chmodSync(path.join(temporary, name), fs.statSync(path.join(temporary, name)).isDirectory() ? 0o755 : 0o644);
  moveIntoPlace(temporary, copy);
  return copy;
}

interface ChainOptions {
  tools: Tools;
  user: RenderUser | null;
  network: boolean;
  addressSpaceBytes: number | null;
  node: string;
  nodeArgs: string[];
}

/** The command and arguments that start node through the chain above. */
export function composeChain(options: ChainOptions): { command: string; args: string[] } {
  const { tools } = options;
  const parts: string[] = [];
  if (tools.nice) parts.push(tools.nice, '-n', String(RENDER_NICENESS));
  if (!options.network && tools.unshare) parts.push(tools.unshare, '--net', '--');
  if (options.addressSpaceBytes !== null && tools.prlimit) parts.push(tools.prlimit, `--as=${options.addressSpaceBytes}`, '--core=0', '--');
  if (tools.setpriv) {
    parts.push(tools.setpriv);
    if (options.user) {
      parts.push(`--reuid=${options.user.uid}`, `--regid=${options.user.gid}`, '--clear-groups', '--no-new-privs');
    }
    // set after the user switch (which clears it): the process dies with the server, even stopped or spinning
    parts.push('--pdeathsig=SIGKILL', '--');
  }
  parts.push(options.node, ...options.nodeArgs);
  const [command, ...args] = parts;
  return { command: command!, args };
}

/** Starts a chain with the render processes' environment, its fourth descriptor a pipe (the render channel). */
function spawnChain(chain: { command: string; args: string[] }, cwd: string): ChildProcess {
  return spawn(chain.command, chain.args, {
    cwd,
    env: { ...RENDER_ENV },
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    // a session of its own: a signal to its process group reaches nothing of the server's
    detached: true,
  });
}

/**
 * Runs node through the chain with a short script and returns what it printed; throws with its error output
 * when it does not run (a namespace the platform refuses, a node the user cannot run).
 */
async function runProbe(chain: ChainOptions, script: string): Promise<string> {
  const composed = composeChain({ ...chain, nodeArgs: ['-e', script] });
  const child = spawnChain(composed, '/');
  let output = '';
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => {
    child.once('error', (error) => ((errors += String(error)), resolve(-1)));
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(errors.trim().split('\n').slice(-3).join(' ') || `exited with ${code}`);
  return output.trim();
}

/** What the probe prints: whether it has a network interface up, and its address-space size once its threads run. */
const PROBE_SCRIPT = `
const up = Object.values(require('node:os').networkInterfaces()).flat().length > 0;
require('node:fs').stat('/', () => {
  const size = /VmSize:\\s*(\\d+)/.exec(require('node:fs').readFileSync('/proc/self/status', 'utf8'));
  console.log(JSON.stringify({ uid: process.getuid(), up, vmKb: size ? Number(size[1]) : null }));
});`;

interface ProbeResult {
  uid: number;
  up: boolean;
  vmKb: number | null;
}

/**
 * Prepares the sandbox once per server: the render users (as root), the network namespace where the platform allows
 * it, and the address-space limit, sized from what Node itself reserves at start (about 1.1 GB on x64 before it
 * uses any of it) plus RENDER_MEMORY_MB. Throws when render processes cannot be started as they should (the pages
 * are then rendered in the browser rather than by a process with less isolation than the log says).
 */
export async function prepareRenderSandbox(settings: ServerRenderingSettings, log: Logger): Promise<RenderSandbox> {
  const tools: Tools = { nice: findTool('nice'), unshare: findTool('unshare'), prlimit: findTool('prlimit'), setpriv: findTool('setpriv') };
  const root = process.getuid?.() === 0;
  const users = new Map<RemoteName, RenderUser>();
  let node = process.execPath;
  let network = true;

  if (root) {
    if (!tools.setpriv) throw new Error('setpriv (util-linux) is needed to run render processes as their own users');
    const nobody = (await readSystemUser('nobody')) ?? { name: 'nobody', uid: 65534, gid: 65534 };
    // a staff remote is never rendered on the server (docs/decisions/0041-staff-remote.md): it gets no user
    for (const remote of REMOTE_NAMES.filter((name) => !isStaffRemote(name))) {
      const user = await ensureSystemUser(`${settings.user}-${remote}`, log);
      if (!user) log.warn({ remote }, `render processes of ${remote} run as nobody, beside any other remote that does`);
      users.set(remote, user ?? nobody);
    }
    node = provideNode();
    network = !tools.unshare;
  }

  const probeUser = users.get(REMOTE_NAMES[0]!) ?? null;
  let probe: ProbeResult;
  try {
    probe = JSON.parse(
      await runProbe({ tools, user: probeUser, network, addressSpaceBytes: null, node, nodeArgs: [] }, PROBE_SCRIPT),
    ) as ProbeResult;
  } catch (error) {
    if (network) throw error;
    // a platform that refuses network namespaces (a container without the right): the processes keep the network
    log.warn({ err: error }, 'render processes cannot have a network namespace here: they keep the network');
    network = true;
    probe = JSON.parse(
      await runProbe({ tools, user: probeUser, network, addressSpaceBytes: null, node, nodeArgs: [] }, PROBE_SCRIPT),
    ) as ProbeResult;
  }
  if (probeUser && probe.uid !== probeUser.uid) throw new Error(`the render probe ran as uid ${probe.uid}, not ${probeUser.uid}`);
  if (!network && probe.up) throw new Error('the render probe had a network interface up in its namespace');
  const addressSpaceBytes = tools.prlimit && probe.vmKb !== null ? probe.vmKb * 1024 + settings.memoryMb * 1024 * 1024 : null;

  const describe = () =>
    [
      root
        ? `as ${[...new Set([...users.values()].map((user) => user.name))].join(', ')}`
        : `as this server's user (uid ${process.getuid?.()})`,
      network ? 'with the network' : 'without network',
      addressSpaceBytes === null ? 'no address-space limit' : `${Math.round(addressSpaceBytes / 2 ** 20)} MB of address space`,
      `niceness ${tools.nice ? RENDER_NICENESS : 0}`,
    ].join(', ');

  if (!root) {
    log.warn(
      { isolation: describe() },
      "render processes run as this server's user (not root): they could signal it and reach the network. In production give them their own users (start the server as root, inside a container) or their own container: docs/decisions/0032-render-isolation.md",
    );
  } else if (network) {
    log.warn({ isolation: describe() }, 'render processes have the network: unshare (util-linux) is missing or refused here');
  } else {
    log.info({ isolation: describe() }, 'render processes isolated');
  }

  return {
    userOf: (remote) => users.get(remote) ?? null,
    prepareLaunch(remote, script) {
      const folder = root ? provideScriptFolder(path.dirname(script)) : path.dirname(script);
      const nodeArgs = [
        '--permission',
        `--allow-fs-read=${folder}${path.sep}`,
        '--no-warnings',
        `--max-old-space-size=${settings.memoryMb}`,
        path.join(folder, path.basename(script)),
      ];
      const chain = composeChain({ tools, user: users.get(remote) ?? null, network, addressSpaceBytes, node, nodeArgs });
      return { spawn: () => spawnChain(chain, folder) };
    },
  };
}
