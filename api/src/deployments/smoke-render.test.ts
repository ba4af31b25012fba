import fs from 'node:fs';
import path from 'node:path';
import { waitUntil } from '@chalein/testing/wait-until';
import { addToCareersServerEntry, buildVersionBody, copyCareersBuild } from '../test-support/deployment-fixtures';
import { startSiteTestApp, type SiteTestApp } from '../test-support/site-test-app';
import type { TestApp } from '../test-support/test-app';
import { buildVersionUrl } from './deployment-service';
import { runSmokeRender } from './smoke-render';

// The smoke render and a live render, seen from inside the render process: a careers version that writes into its
// jobs page everything a process can learn about where it runs (arguments, environment, user, groups, network,
// priority, heap limit, permissions, parent). Checked, then live: both pages carry the same description, so a
// version cannot behave while checked and otherwise once live by telling the two apart.

const TOKEN = 'careers-smoke-test-token-01234';
const careers = { authorization: `Bearer ${TOKEN}` };
const VERSION = '7.0.0-inspect';

/** Replaces the jobs page's heading with a description of the process that renders it, as JSON. */
const describeProcess = `globalThis.__whereAmI = JSON.stringify({
  argv: process.argv,
  execArgv: process.execArgv,
  execPath: process.execPath,
  env: process.env,
  cwd: process.cwd(),
  uid: process.getuid(),
  gid: process.getgid(),
  groups: process.getgroups(),
  parent: process.ppid,
  interfaces: Object.keys(require('node:os').networkInterfaces()),
  priority: require('node:os').getPriority(),
  heapLimit: require('node:v8').getHeapStatistics().heap_size_limit,
  readsEtc: process.permission.has('fs.read', '/etc/passwd'),
  limits: (() => { try { return require('node:fs').readFileSync('/proc/self/limits', 'utf8'); } catch (error) { return error.code; } })(),
});`;

let site: SiteTestApp;
let testApp: TestApp;

beforeAll(async () => {
  site = await startSiteTestApp({ DEPLOY_TOKENS: `careers=${TOKEN}`, PAGE_CACHE: 'off', RENDER_BUDGET_MS: '3000' });
  testApp = site.testApp;
}, 60_000);

afterAll(async () => site?.close(), 30_000);

/** The description a jobs page's HTML carries (React escaped it as text). */
function readDescription(html: string): Record<string, unknown> {
  const heading = /<h1 id="careers-title">([^<]*)<\/h1>/.exec(html)?.[1];
  if (!heading) throw new Error('the jobs page has no heading');
  const text = heading
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(text) as Record<string, unknown>;
}

test('a candidate cannot tell its smoke render from a live render', async () => {
  const build = copyCareersBuild();
  addToCareersServerEntry(build, { prelude: describeProcess });
  const entryFile = path.join(build, 'server', 'remoteEntry.js');
  // the heading is a translation key's text: the page's call for it renders the description instead
  const source = fs.readFileSync(entryFile, 'utf8');
  const headingCall = "t('jobsPage.heading')";
  expect(source).toContain(headingCall);
  fs.writeFileSync(entryFile, source.replace(headingCall, 'globalThis.__whereAmI'));
  const { payload, contentType } = await buildVersionBody(build);
  fs.rmSync(build, { recursive: true, force: true });
  const uploaded = await testApp.app.inject({
    method: 'PUT',
    url: `/api/deployments/careers/versions/${VERSION}`,
    headers: { ...careers, 'content-type': contentType },
    payload,
  });
  expect(uploaded.statusCode).toBe(201);

  // the check again, as the upload ran it, keeping what it rendered
  const stored = testApp.app.deployments.registry.findVersion('careers', VERSION)!;
  const checked = new Map<string, string>();
  const smoke = await runSmokeRender({
    remote: 'careers',
    entry: buildVersionUrl('careers', VERSION, 'server/remoteEntry.js'),
    entryFile: path.join(testApp.app.deployments.registry.versionDir('careers', VERSION), 'server', 'remoteEntry.js'),
    integrity: stored.serverIntegrity,
    processes: testApp.app.renderProcesses,
    onRendered: (address, outcome) => void (outcome.ok && checked.set(address, outcome.html)),
  });
  expect(smoke.ok).toBe(true);
  const inCheck = readDescription(checked.get('/jobs')!);

  // live
  const registry = await testApp.app.inject({ method: 'GET', url: '/api/deployments/careers', headers: careers });
  const activated = await testApp.app.inject({
    method: 'POST',
    url: '/api/deployments/careers/activate',
    headers: { ...careers, 'if-match': String(registry.headers.etag) },
    payload: { version: VERSION },
  });
  expect(activated.statusCode).toBe(200);
  let live = '';
  await waitUntil(
    async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/jobs' });
      live = response.body;
      return String(response.headers['server-timing']).includes('"server"') && live.includes('careers-title');
    },
    '/jobs to be rendered on the server by the new version',
    { timeoutMs: 60_000, intervalMs: 250 },
  );
  const inLive = readDescription(live);

  expect(inLive).toEqual(inCheck);
  // and what they both saw is the sandbox: this server's process as parent, no environment of its own, no network
  expect(inCheck).toMatchObject({
    parent: process.pid,
    env: { NODE_ENV: 'production' },
    interfaces: process.getuid?.() === 0 ? [] : expect.anything(),
    readsEtc: false,
  });
}, 120_000);
