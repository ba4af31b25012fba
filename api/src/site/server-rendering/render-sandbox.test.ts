import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { SHELL_DIST } from '../../test-support/deployment-fixtures';
import { buildRenderSettings, writeStandInScript } from '../../test-support/render-process-stand-in';
import { createTempDir } from '../../test-support/temp-dir';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createRenderPool, type RenderPool } from './render-pool';
import { prepareRenderSandbox, provideScriptFolder, readSystemUser, type RenderSandbox } from './render-sandbox';

// The sandbox with real processes and real users: what a render process can and cannot do from inside it. Run as
// root (as CI runs), since only root can give a process another user and a network namespace of its own; as any
// other user these tests are skipped, and the server says in its log that its render processes are not isolated.

const isRoot = process.getuid?.() === 0;
const asRoot = isRoot ? test : test.skip;
if (!isRoot) console.warn('render-sandbox.test.ts: not root, so the user switch and the network namespace are not tested');

const execFileAsync = promisify(execFile);
interface ProbeLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}
const silentLog: ProbeLog = { info: () => undefined, warn: () => undefined };

// a stand-in render process that reports on its surroundings, asked through the address it renders
const probeHandler = `(request, send) => {
  if (request.type !== 'render') return;
  const answer = (html) => send({ type: 'rendered', id: request.id, ok: true, html: JSON.stringify(html), data: {}, renderMs: 1 });
  const url = new URL(request.url, 'http://x');
  if (url.pathname === '/who') {
    return answer({ uid: process.getuid(), gid: process.getgid(), groups: process.getgroups(), interfaces: Object.keys(require('node:os').networkInterfaces()) });
  }
  if (url.pathname === '/signal') {
    try { process.kill(Number(url.searchParams.get('pid')), 0); return answer('signalled'); }
    catch (error) { return answer(error.code); }
  }
  if (url.pathname === '/connect') {
    const socket = require('node:net').connect(Number(url.searchParams.get('port')), '127.0.0.1');
    socket.on('connect', () => (socket.destroy(), answer('connected')));
    socket.on('error', (error) => answer(error.code));
  }
}`;

// allocates Buffers of 16 MB until it cannot (saying how far it got on stderr), then says where it stopped
const buffersOnStart = `(() => {
  const kept = [];
  let reason = 'never refused';
  try {
    for (let i = 0; i < 1024; i += 1) {
      kept.push(Buffer.alloc(16 * 1024 * 1024, 1));
      process.stderr.write('allocated ' + kept.length * 16 + ' MB\\n');
    }
  } catch (error) { reason = error.message; }
  send({ type: 'ready', failedRemotes: { careers: kept.length * 16 + ' MB, then: ' + reason } });
})()`;

let folder: string;
let sandbox: RenderSandbox;
const pools: RenderPool[] = [];

beforeAll(async () => {
  folder = createTempDir('chalein-render-sandbox-');
  writeStandInScript(folder, 'probe.js', probeHandler);
  writeStandInScript(folder, 'buffers.js', '() => undefined', buffersOnStart);
  sandbox = await prepareRenderSandbox(buildRenderSettings({ memoryMb: 128 }), silentLog);
}, 60_000);
afterAll(() => {
  for (const pool of pools) pool.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function startProbe(remote: 'careers' | 'passes', script = 'probe.js', log: ProbeLog = silentLog): Promise<RenderPool> {
  const pool = createRenderPool({
    spawnProcess: sandbox.prepareLaunch(remote, path.join(folder, script)).spawn,
    start: { type: 'start', options: { remotes: {}, apiTimeoutMs: 100 }, entries: {} },
    processes: 1,
    budgetMs: 5000,
    startTimeoutMs: 20_000,
    maxFailures: 1,
    callApi: () => Promise.reject(new Error('no API here')),
    name: `${remote} probe`,
    log,
  });
  pools.push(pool);
  await pool.ready;
  return pool;
}

async function ask(pool: RenderPool, address: string): Promise<unknown> {
  const outcome = await pool.render(address, 'light', 'other');
  if (!outcome.ok) throw new Error(`${address}: ${outcome.reason}`);
  return JSON.parse(outcome.html) as unknown;
}

asRoot("each remote's processes run as its own unprivileged system user, with no group of the server's", async () => {
  const careers = await ask(await startProbe('careers'), '/who');
  const passes = await ask(await startProbe('passes'), '/who');
  const careersUser = await readSystemUser('chalein-render-careers');
  const passesUser = await readSystemUser('chalein-render-passes');
  expect(careersUser).not.toBeNull();
  expect(careers).toMatchObject({ uid: careersUser!.uid, gid: careersUser!.gid, groups: [careersUser!.gid] });
  expect(passes).toMatchObject({ uid: passesUser!.uid, gid: passesUser!.gid });
  expect(careersUser!.uid).not.toBe(0);
  expect(careersUser!.uid).not.toBe(passesUser!.uid);
});

asRoot("a render process can signal neither the server nor another remote's render process", async () => {
  const careers = await startProbe('careers');
  const passes = await startProbe('passes');
  await expect(ask(careers, `/signal?pid=${process.pid}`)).resolves.toBe('EPERM');
  await expect(ask(careers, `/signal?pid=${passes.pids()[0]}`)).resolves.toBe('EPERM');
});

asRoot('a render process has no network: no interface, and a local port it dials never sees it', async () => {
  const seen: net.Socket[] = [];
  const server = net.createServer((socket) => seen.push(socket.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const careers = await startProbe('careers');
    await expect(ask(careers, '/who')).resolves.toMatchObject({ interfaces: [] });
    await expect(ask(careers, `/connect?port=${(server.address() as net.AddressInfo).port}`)).resolves.toBe('ENETUNREACH');
    expect(seen).toEqual([]);
  } finally {
    server.close();
  }
});

test('Buffers count against the memory limit: an allocation loop is stopped near RENDER_MEMORY_MB', async () => {
  const lines: string[] = [];
  const pool = await startProbe('careers', 'buffers.js', {
    info: () => undefined,
    warn: (details: { line?: string }) => void (details.line && lines.push(details.line)),
  });
  // either the allocation is refused (a RangeError the code may catch) or Node itself runs out and dies
  const outcome = pool.failedRemotes().careers ?? pool.stoppedReason() ?? '';
  expect(outcome).toMatch(/then: (Array buffer allocation failed|Failed to allocate memory)|ran out of memory/);
  const allocatedMb = Math.max(0, ...lines.map((line) => Number(/^allocated (\d+) MB$/.exec(line)?.[1] ?? 0)));
  // the limit (128 MB beyond what Node reserved at start, which varies by a few tens of MB from one process to the
  // next) is what stopped it, well before 16 GB of 16 MB Buffers
  expect(allocatedMb).toBeGreaterThanOrEqual(16);
  expect(allocatedMb).toBeLessThanOrEqual(128 + 64);
});

describe('what the render users may read', () => {
  let testApp: TestApp;
  let root: string;

  beforeAll(async () => {
    // a folder anyone may pass through, as a server's own folder is: only the server's own modes protect its files
    root = createTempDir('chalein-render-files-');
    fs.chmodSync(root, 0o755);
    testApp = await createTestApp({
      DATABASE_FILE: path.join(root, 'data', 'chalein.db'),
      PRIVATE_UPLOADS_DIR: path.join(root, 'data', 'private'),
      DEPLOYMENTS_DIR: path.join(root, 'deployments'),
    });
  }, 60_000);
  afterAll(async () => {
    await testApp?.closeTestApp();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** Reads a file (or lists a folder) as careers' render user, outside Node's permission model: the system's say alone. */
  async function readAsRenderUser(target: string): Promise<'read' | 'denied'> {
    const user = sandbox.userOf('careers')!;
    const command = fs.statSync(target).isDirectory() ? ['ls', target] : ['head', '-c', '1', target];
    try {
      await execFileAsync('setpriv', [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', '--', ...command]);
      return 'read';
    } catch (error) {
      if (!/Permission denied/.test(String((error as { stderr?: string }).stderr))) throw error;
      return 'denied';
    }
  }

  asRoot("they read the shell's server build, and none of the server's data, keys or people's files", async () => {
    // the build itself when every folder above it lets others through, else the copy the server makes for them (a
    // checkout under a home folder of mode 0700, as root's is)
    const scriptFolder = provideScriptFolder(path.join(SHELL_DIST, 'server'));
    await expect(readAsRenderUser(path.join(scriptFolder, 'render-process.js'))).resolves.toBe('read');
    const database = testApp.config.databaseFile;
    const privateFiles: string[] = [
      database,
      `${database}-wal`,
      `${database}.key`,
      path.dirname(database),
      testApp.config.privateUploadsDir,
    ];
    for (const file of privateFiles.filter((candidate) => fs.existsSync(candidate))) {
      await expect(readAsRenderUser(file).then((result) => [file, result])).resolves.toEqual([file, 'denied']);
    }
    // the database and its key are there to be refused, not missing
    expect(fs.existsSync(database) && fs.existsSync(`${database}.key`)).toBe(true);
  });
});
