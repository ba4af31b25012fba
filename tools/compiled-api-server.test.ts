import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtServerFile, builtServerNodeFlags, isApiBuildCurrent } from './jest/built-api-server';
import { waitUntil } from '@chalein/testing/wait-until';

// Production runs the compiled API with plain node (docs/decisions/0029-compiled-api.md). This builds it with the api
// workspace's own build script, then starts it through the npm scripts a deploy runs (`npm run db:migrate`,
// `npm run serve`) on a temporary database, and checks it answers and renders pages on the server, with no tsx
// anywhere in the process.

const repoRoot = path.resolve(__dirname, '..');
const apiRoot = path.join(repoRoot, 'api');
const shellRenderProcess = path.join(repoRoot, 'shell', 'dist', 'server', 'render-process.js');
// a name only the server-rendered pricing page shows: it comes from the passes API, not from the page's metadata
const renderedPassName = 'Daylight Saver Pass';

interface PackageJson {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readPackage = (folder: string): PackageJson => JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as PackageJson;

let scratch = '';

/** The environment of a production server on this test's own files: jest's NODE_ENV=test is not passed on. */
function buildServerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  return {
    ...env,
    HOST: '127.0.0.1',
    // the kernel picks a free port; the server's log says which
    PORT: '0',
    DATABASE_FILE: path.join(scratch, 'db', 'chalein.db'),
    PRIVATE_UPLOADS_DIR: path.join(scratch, 'private'),
    DEPLOYMENTS_DIR: path.join(scratch, 'deployments'),
    LOG_LEVEL: 'info',
    ...extra,
  };
}

function runNpm(args: string[], env: NodeJS.ProcessEnv): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync('npm', args, { cwd: repoRoot, env, encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  if (!fs.existsSync(shellRenderProcess)) throw new Error('shell/dist is not built: run npm run build');
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'chalein-compiled-api-'));
  const built = runNpm(['run', 'build', '-w', '@chalein/api'], process.env);
  if (built.status !== 0) throw new Error(`npm run build -w @chalein/api failed:\n${built.stdout}${built.stderr}`);
}, 120_000);

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

test('npm start builds and serves the compiled API with node; tsx is a development dependency only', () => {
  const root = readPackage(repoRoot);
  const api = readPackage(apiRoot);
  expect(root.scripts?.start).toBe('npm run build && npm run serve');
  expect(root.scripts?.serve).toBe('npm run start -w api');
  // the root build builds every workspace that has a build script, the API included
  expect(root.scripts?.build).toMatch(/^npm run build --workspaces /);
  expect(api.scripts?.build).toBe('node build-server.mjs');
  // what the tests start (tools/jest/built-api-server.ts) is what `npm run serve` starts
  expect(api.scripts?.start).toBe(['node', ...builtServerNodeFlags, path.relative(apiRoot, builtServerFile)].join(' '));
  expect(api.scripts?.['db:migrate']).toBe(['node', ...builtServerNodeFlags, 'dist/migrate-cli.js'].join(' '));
  for (const script of ['start', 'serve', 'build']) expect(root.scripts?.[script]).not.toMatch(/tsx/);
  for (const script of ['start', 'build', 'db:migrate']) expect(api.scripts?.[script]).not.toMatch(/tsx/);
  expect(api.dependencies).not.toHaveProperty('tsx');
  expect(api.devDependencies).toHaveProperty('tsx');
  // the build just written is what the browser and cluster tests will start without building again
  expect(isApiBuildCurrent()).toBe(true);
});

test('the build refuses server code that imports a package a production install leaves out', () => {
  // the build script's own check, run on the repository's package-lock.json with imports as esbuild reports them
  const imports = ['fastify', '@fastify/static/package.json', 'node:fs', 'path', 'tsx/cjs', 'jest', 'not-installed-anywhere'];
  const metafile = {
    inputs: { 'src/server.ts': { imports: imports.map((name) => ({ path: name, kind: 'require-call', external: true })) } },
  };
  const script =
    `import { findImportsMissingInProduction } from ${JSON.stringify(path.join(apiRoot, 'build-server.mjs'))};` +
    `import fs from 'node:fs';` +
    `const lock = JSON.parse(fs.readFileSync(${JSON.stringify(path.join(repoRoot, 'package-lock.json'))}, 'utf8'));` +
    `console.log(JSON.stringify(findImportsMissingInProduction(${JSON.stringify(metafile)}, lock.packages)));`;
  const checked = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(checked.stderr).toBe('');
  expect(JSON.parse(checked.stdout)).toEqual(['jest', 'not-installed-anywhere', 'tsx']);
});

describe('the compiled server on a temporary database', () => {
  let server: ChildProcess | undefined;
  let log = '';

  afterAll(async () => {
    if (server?.pid === undefined || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  });

  test('npm run db:migrate, then npm run serve, run node on api/dist: /api/health answers 200, pages render on the server', async () => {
    // the deploy step first: the compiled migration command prepares the database beside (before) the server
    const migrated = runNpm(['run', 'db:migrate', '-w', '@chalein/api'], buildServerEnv());
    expect(migrated).toMatchObject({ status: 0 });
    expect(migrated.stdout).toMatch(/applied 0001-content, 0002-marketing, .*; seed wrote \d+ rows/);

    // its own process group: npm, the server and its render processes all go at the end
    server = spawn('npm', ['run', 'serve'], { cwd: repoRoot, env: buildServerEnv(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    const readListening = () => /"pid":(\d+),[^\n]*"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/.exec(log);
    await waitUntil(() => readListening() !== null || server?.exitCode !== null, 'the server to listen', {
      timeoutMs: 60_000,
      intervalMs: 100,
    });
    const listening = readListening();
    if (!listening) throw new Error(`the server exited before listening:\n${log}`);
    const [, pid, port] = listening;
    const baseUrl = `http://127.0.0.1:${port}`;

    // the process answering is node running the bundle, with no loader of tsx's
    const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(commandLine.slice(1)).toEqual([...builtServerNodeFlags, 'dist/server.js']);
    expect(path.basename(commandLine[0] ?? '')).toMatch(/^node/);
    expect(fs.readFileSync(`/proc/${pid}/environ`, 'utf8')).not.toMatch(/NODE_OPTIONS=[^\0]*tsx/);
    // the database db:migrate prepared needed no migration at start (the server logs the migrations it applies)
    expect(log).not.toContain('"msg":"database migrated"');

    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });

    // render processes start after the server listens; until then a page is sent to be rendered in the browser
    let html = '';
    await waitUntil(
      async () => {
        const page = await fetch(`${baseUrl}/pricing`, { headers: { accept: 'text/html' } });
        html = page.status === 200 ? await page.text() : '';
        return html.includes('<div id="root" data-ssr="">');
      },
      () => `/pricing to arrive rendered on the server (log:\n${log.split('\n').slice(-15).join('\n')})`,
      { timeoutMs: 60_000, intervalMs: 250 },
    );
    expect(html).toContain(renderedPassName);

    // the page's inline starter is the build's file, byte for byte, and the policy allows exactly it by its hash
    const starter = fs.readFileSync(path.join(apiRoot, 'dist', 'start-after-load.js'), 'utf8');
    const page = await fetch(`${baseUrl}/pricing`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain(`>${starter}</script>`);
    expect(page.headers.get('content-security-policy')).toContain(`'sha256-${createHash('sha256').update(starter).digest('base64')}'`);
  }, 150_000);
});

test('a stack the compiled server prints names the TypeScript source line (source maps are on)', () => {
  // a production setting missing: the server refuses to start and prints the error with its stack
  const refused = runNpm(['run', 'serve'], buildServerEnv({ NODE_ENV: 'production', DATABASE_FILE: path.join(scratch, 'refused.db') }));
  expect(refused.status).not.toBe(0);
  expect(refused.stderr).toMatch(/ConfigError: \w+ is required when NODE_ENV=production/);
  expect(refused.stderr).toMatch(new RegExp(`at \\S+ \\(${path.join(apiRoot, 'src', 'config.ts').replace(/[/.]/g, '\\$&')}:\\d+:\\d+\\)`));
  expect(fs.existsSync(path.join(scratch, 'refused.db'))).toBe(false);
}, 60_000);
