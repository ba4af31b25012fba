import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { builtServerArgs, ensureApiBuilt } from './jest/built-api-server';
import { waitUntil } from '@chalein/testing/wait-until';

// The deploy command against a real server: `node api/dist/server.js` on a port of its own, with deploy tokens, a
// fresh database and registry, and the real careers build (careers-mfe/dist, from `npm run build`; --no-build so
// that this test never rebuilds what other tests use). Each step runs the command as a team would.

const repoRoot = path.resolve(__dirname, '..');
const careersDir = path.join(repoRoot, 'careers-mfe');
const CAREERS_TOKEN = 'careers-deploy-command-token-01';
const PASSES_TOKEN = 'passes-deploy-command-token-012';

let server: ChildProcess | undefined;
let baseUrl = '';
let scratch = '';

/** The first port of 4700-4799 nobody listens on. */
async function findPort(): Promise<number> {
  for (let port = 4700 + Math.floor(Math.random() * 50); port < 4800; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 4700-4799');
}

/** Every file under `dir` with its bytes' hash and its modification time: what a server reading it would see. */
function describeFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    files[path.relative(dir, file)] = `${hash} ${fs.statSync(file).mtimeMs}`;
  }
  return files;
}

function deploy(args: string[], token = CAREERS_TOKEN): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'tools', 'deploy-remote.mjs'), '--server', baseUrl, ...args], {
    cwd: careersDir,
    encoding: 'utf8',
    env: { ...process.env, CHALEIN_DEPLOY_TOKEN: token },
    timeout: 300_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function readCareersEntry(): Promise<unknown> {
  const remotes = (await (await fetch(`${baseUrl}/remotes.json`)).json()) as Record<string, unknown>;
  return remotes.careers;
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(careersDir, 'dist', 'server', 'remoteEntry.js')))
    throw new Error('careers-mfe/dist is not built: run npm run build');
  ensureApiBuilt();
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-deploy-command-'));
  const remotesFile = path.join(scratch, 'remotes.json');
  fs.copyFileSync(path.join(repoRoot, 'shell', 'dist', 'remotes.json'), remotesFile);
  const port = await findPort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  server = spawn(process.execPath, builtServerArgs, {
    cwd: repoRoot,
    // its own process group: the server's render processes go with it at the end
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: path.join(scratch, 'db', 'chalein.db'),
      PRIVATE_UPLOADS_DIR: path.join(scratch, 'private'),
      DEPLOYMENTS_DIR: path.join(scratch, 'deployments'),
      REMOTES_CONFIG: remotesFile,
      DEPLOY_TOKENS: `careers=${CAREERS_TOKEN},passes=${PASSES_TOKEN}`,
      SERVER_RENDERING: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  await waitUntil(async () => (await fetch(`${baseUrl}/api/health`).catch(() => null))?.ok === true, `the server on ${baseUrl} to answer`, {
    timeoutMs: 60_000,
    intervalMs: 250,
  });
}, 90_000);

afterAll(() => {
  if (server?.pid !== undefined) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

test('deploy, activate, roll back and list careers with its token; the passes token cannot', async () => {
  const fallback = await readCareersEntry();
  expect(deploy(['--list']).output).toContain('careers: live the build REMOTES_CONFIG names; a rollback goes to nothing yet');

  const uploaded = deploy(['--no-build']);
  expect(uploaded).toMatchObject({ status: 0 });
  const version = /uploading careers (\S+):/.exec(uploaded.output)?.[1] ?? '';
  expect(version).toMatch(/^1\.0\.0-[0-9a-f]{7}(-dirty-\d{14})?$/);
  expect(uploaded.output).toContain('passed every check and is stored');
  for (const check of ['manifest', 'exposes', 'shared singletons', 'entry size', 'smoke render']) {
    expect(uploaded.output).toMatch(new RegExp(`ok {3}${check}: `));
  }
  const preview = /preview \(this browser only, until [^)]+\): (\S+)/.exec(uploaded.output)?.[1] ?? '';
  expect(preview.startsWith(`${baseUrl}/deployments/preview?token=`)).toBe(true);
  // uploading did not change the site
  expect(await readCareersEntry()).toEqual(fallback);

  const refused = deploy(['--activate', version], PASSES_TOKEN);
  expect(refused.status).toBe(1);
  expect(refused.output).toMatch(/failed \(403\): This is the deploy token of passes: it cannot act on careers/);

  const activated = deploy(['--activate', version]);
  expect(activated).toMatchObject({ status: 0 });
  expect(activated.output).toContain(`careers ${version} is live.`);
  expect(await readCareersEntry()).toMatchObject({ browser: `/deployments/careers/${version}/remoteEntry.js` });
  const entry = await fetch(`${baseUrl}/deployments/careers/${version}/remoteEntry.js`);
  expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  const rolledBack = deploy(['--rollback']);
  expect(rolledBack).toMatchObject({ status: 0 });
  expect(rolledBack.output).toContain('careers is rolled back to the build REMOTES_CONFIG names.');
  expect(await readCareersEntry()).toEqual(fallback);

  const listed = deploy(['--list']).output;
  expect(listed).toContain(`${version}  commit `);
  expect(listed).toMatch(new RegExp(`activate by careers: the build REMOTES_CONFIG names -> ${version}`));
  expect(listed).toMatch(new RegExp(`rollback by careers: ${version} -> the build REMOTES_CONFIG names`));

  const noToken = deploy(['--list'], '');
  expect(noToken.status).toBe(1);
  expect(noToken.output).toContain('CHALEIN_DEPLOY_TOKEN is not set');
}, 240_000);

test("a deploy that builds leaves the checkout's dist/ as it was, and removes the folder it built in", async () => {
  // what a server started from this checkout (npm start) is serving
  const served = path.join(careersDir, 'dist');
  const before = describeFiles(served);
  expect(Object.keys(before)).toContain('remoteEntry.js');

  const deployed = deploy(['--version', `1.0.0-own-folder-${Date.now()}`]);
  expect(deployed.output).toContain('passed every check and is stored');
  expect(deployed).toMatchObject({ status: 0 });
  const folder = /building careers \(npm run build\) into (\S+)\.\.\./.exec(deployed.output)?.[1] ?? '';
  expect(folder.startsWith(os.tmpdir())).toBe(true);
  expect(fs.existsSync(folder)).toBe(false);

  // byte for byte, and not even rewritten with the same bytes
  expect(describeFiles(served)).toEqual(before);
}, 400_000);

test('--canary puts a new version live for a share of visitors, --list shows it, --promote and --rollback end it', async () => {
  const refused = deploy(['--no-build', '--canary', '100']);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('--canary takes a share of visitors in percent, a whole number from 1 to 99 (got 100)');

  const first = `1.0.0-canary-a-${Date.now()}`;
  const started = deploy(['--no-build', '--version', first, '--canary', '10']);
  expect(started.output).toContain(`careers ${first} is live for 10% of visitors; promote it or roll it back.`);
  expect(started).toMatchObject({ status: 0 });
  expect(started.output).toContain('--promote');
  let listed = deploy(['--list']).output;
  expect(listed).toContain(`canary: ${first} for 10% of visitors since `);
  expect(listed).toContain(`${first} (canary)`);

  const promoted = deploy(['--promote']);
  expect(promoted).toMatchObject({ status: 0 });
  expect(promoted.output).toContain(`careers ${first} is live for everyone.`);
  expect(await readCareersEntry()).toMatchObject({ browser: `/deployments/careers/${first}/remoteEntry.js` });

  const second = `1.0.0-canary-b-${Date.now()}`;
  expect(deploy(['--no-build', '--version', second, '--canary', '50'])).toMatchObject({ status: 0 });
  const ended = deploy(['--rollback']);
  expect(ended).toMatchObject({ status: 0 });
  expect(ended.output).toContain(`The careers canary ${second} is ended; everyone gets ${first}.`);
  expect(ended.output).toMatch(new RegExp(`canary ${second} for 50% from \\S+ by careers: ended at \\S+ \\(rolled back by careers\\)`));
  // the active version stayed
  expect(await readCareersEntry()).toMatchObject({ browser: `/deployments/careers/${first}/remoteEntry.js` });

  listed = deploy(['--list']).output;
  expect(listed).toMatch(new RegExp(`${first} for 10% from \\S+ by careers: promoted at \\S+ \\(promoted by careers from 10%\\)`));
  expect(listed).toMatch(new RegExp(`${second} for 50% from \\S+ by careers: ended at \\S+ \\(rolled back by careers\\)`));
  expect(deploy(['--promote']).output).toContain('careers has no canary running: there is nothing to promote.');
}, 300_000);
