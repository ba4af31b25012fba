import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../settings/environment';
import {
  CAREERS_DIST,
  SHELL_DIST,
  assertCareersBuilt,
  buildVersionBody,
  makeJobsPageThrow,
  makeServerEntrySlow,
} from '../test-support/deployment-fixtures';
import { createTempDir } from '../test-support/temp-dir';
import { createTestApp, writeTestFile, type TestApp } from '../test-support/test-app';

// The deploy command (tools/deploy-remote.mjs, as `npm run deploy` runs it) against a server that closes a
// connection after one second with nothing on it, uploading versions whose checks take longer than that: the
// command still prints what the checks found, because nothing waits on a silent connection while they run.

const TOKEN = 'careers-long-check-token-01234';
const CONNECTION_TIMEOUT_MS = 1000;
/** how long each version's server entry holds its render process as it loads: well past the connection timeout */
const SLOW_LOAD_MS = 3000;

let testApp: TestApp;
let origin = '';
const scratch: string[] = [];

beforeAll(async () => {
  assertCareersBuilt();
  const remotesDir = createTempDir('chalein-remotes-');
  scratch.push(remotesDir);
  const remotesFile = path.join(remotesDir, 'remotes.json');
  writeTestFile(remotesFile, JSON.stringify({ careers: '/remotes/careers/remoteEntry.js' }));
  testApp = await createTestApp({
    DEPLOY_TOKENS: `careers=${TOKEN}`,
    SHELL_DIST,
    REMOTES_CONFIG: remotesFile,
    SERVER_RENDERING: 'off',
    CONNECTION_TIMEOUT_MS: String(CONNECTION_TIMEOUT_MS),
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
}, 60_000);

afterAll(async () => {
  await testApp?.closeTestApp();
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** A careers folder as a team has it: its package.json and a dist/ built from the real careers build, then changed. */
function makeCareersFolder(change: (dist: string) => void): string {
  const dir = createTempDir('chalein-careers-folder-');
  scratch.push(dir);
  writeTestFile(path.join(dir, 'package.json'), JSON.stringify({ name: '@chalein/careers-mfe', version: '1.0.0' }));
  fs.cpSync(CAREERS_DIST, path.join(dir, 'dist'), { recursive: true });
  change(path.join(dir, 'dist'));
  return dir;
}

/** Runs the command in `dir` (never in this process: the server it talks to is this process). */
function runDeploy(dir: string, args: string[]): Promise<{ status: number | null; output: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'tools', 'deploy-remote.mjs'), '--server', origin, ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, CHALEIN_DEPLOY_TOKEN: TOKEN },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, output, ms: Date.now() - started })));
}

test('a version whose checks outlast the connection timeout is stored, and the command prints the checks', async () => {
  const dir = makeCareersFolder((dist) => makeServerEntrySlow(dist, SLOW_LOAD_MS));
  const deployed = await runDeploy(dir, ['--no-build', '--version', '1.1.0-slow']);
  expect(deployed.output).toContain('received; the server is checking it...');
  expect(deployed.output).toContain('careers 1.1.0-slow passed every check and is stored');
  expect(deployed.output).toMatch(/ok {3}smoke render: the server entry loads in a render process and renders \/jobs/);
  expect(deployed.output).toMatch(/preview \(this browser only, until [^)]+\): http:\/\/127\.0\.0\.1:\d+\/deployments\/preview\?token=/);
  expect(deployed.status).toBe(0);
  expect(deployed.ms).toBeGreaterThan(SLOW_LOAD_MS);
  expect(testApp.app.deployments.registry.findVersion('careers', '1.1.0-slow')).toBeDefined();
}, 120_000);

test('a version whose checks outlast the connection timeout and refuse it: the command prints the refusal', async () => {
  const dir = makeCareersFolder((dist) => {
    makeServerEntrySlow(dist, SLOW_LOAD_MS);
    makeJobsPageThrow(dist);
  });
  const deployed = await runDeploy(dir, ['--no-build', '--version', '1.2.0-slow-throws']);
  expect(deployed.output).toMatch(/the server refused careers 1\.2\.0-slow-throws \(\d+\.\d s\); nothing changed:/);
  expect(deployed.output).toContain(
    'FAIL smoke render: ./jobs-page (/jobs) did not render: rendering threw: fixture: the jobs page throws',
  );
  expect(deployed.status).toBe(1);
  expect(deployed.ms).toBeGreaterThan(SLOW_LOAD_MS);
  expect(testApp.app.deployments.registry.findVersion('careers', '1.2.0-slow-throws')).toBeUndefined();
}, 120_000);

test('an upload that waits for its checks instead, on the same server, loses its connection before they end', async () => {
  const dir = makeCareersFolder((dist) => makeServerEntrySlow(dist, SLOW_LOAD_MS));
  const { payload, contentType } = await buildVersionBody(path.join(dir, 'dist'));
  const waited = fetch(`${origin}/api/deployments/careers/versions/1.3.0-waits`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': contentType },
    body: new Uint8Array(payload),
  });
  await expect(waited).rejects.toThrow(/fetch failed/);
}, 60_000);
