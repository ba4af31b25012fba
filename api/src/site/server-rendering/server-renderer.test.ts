import fs from 'node:fs';
import { waitUntil } from '@chalein/testing/wait-until';
import { JOBS_HEADING, buildVersionBody, copyCareersBuild, replaceInBuild } from '../../test-support/deployment-fixtures';
import { startSiteTestApp, type SiteTestApp } from '../../test-support/site-test-app';
import type { TestApp } from '../../test-support/test-app';
import { readSystemUser } from './render-sandbox';
import { MAX_CANDIDATE_POOLS } from './server-renderer';

// Live rendering on a real server (the real shell and remotes, real render processes): each remote's pages come
// from processes of its own; a visitor past their limit of server renders gets pages rendered in the browser; and
// however many preview cookies visitors rotate through, at most MAX_CANDIDATE_POOLS candidate versions are run.

const TOKEN = 'careers-renderer-test-token-0123';
const careers = { authorization: `Bearer ${TOKEN}` };
const MISSES_PER_MINUTE = 3;

let site: SiteTestApp;
let testApp: TestApp;
let visitorNumber = 0;
/** A visitor no request came from yet (each has their own limit of server renders). */
const newVisitor = () => `10.1.${Math.floor(++visitorNumber / 250)}.${visitorNumber % 250}`;

beforeAll(async () => {
  site = await startSiteTestApp({
    DEPLOY_TOKENS: `careers=${TOKEN}`,
    PAGE_CACHE: 'off',
    RENDER_BUDGET_MS: '3000',
    RENDER_MISSES_PER_MINUTE: String(MISSES_PER_MINUTE),
  });
  testApp = site.testApp;
  for (const url of ['/', '/jobs', '/pricing', '/drive_with_us']) await waitForServerRendering(url);
}, 90_000);

afterAll(async () => site?.close(), 30_000);

async function visit(url: string, visitor: string, cookie?: string): Promise<string> {
  const response = await testApp.app.inject({ method: 'GET', url, remoteAddress: visitor, headers: cookie ? { cookie } : {} });
  return /desc="(\w+)"/.exec(String(response.headers['server-timing']))?.[1] ?? 'none';
}

/** Visits /jobs again and again for `ms` with a preview cookie: every way it was rendered meanwhile. */
async function visitFor(ms: number, cookie: string | undefined): Promise<string[]> {
  const seen = new Set<string>();
  for (const until = Date.now() + ms; Date.now() < until;) {
    seen.add(await visit('/jobs', newVisitor(), cookie));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [...seen];
}

async function waitForServerRendering(url: string, cookie?: string): Promise<void> {
  await waitUntil(async () => (await visit(url, newVisitor(), cookie)) === 'server', `${url} to be rendered on the server`, {
    timeoutMs: 60_000,
    intervalMs: 250,
  });
}

/** This server's render processes now: process id and user, for each child running the shell's render process. */
function listRenderProcesses(): { pid: number; uid: number }[] {
  return fs.readdirSync('/proc').flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      const status = fs.readFileSync(`/proc/${name}/status`, 'utf8');
      const parent = Number(/^PPid:\s*(\d+)$/m.exec(status)?.[1]);
      const uid = Number(/^Uid:\s*(\d+)/m.exec(status)?.[1]);
      const running = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('render-process.js');
      return parent === process.pid && running ? [{ pid: Number(name), uid }] : [];
    } catch {
      // ended meanwhile
      return [];
    }
  });
}

test("each remote's pages are rendered by processes of its own, as its own user", async () => {
  const processes = listRenderProcesses();
  // RENDER_PROCESSES (1) for each of the four remotes
  expect(processes).toHaveLength(4);
  if (process.getuid?.() !== 0) return;
  const users = await Promise.all(
    ['marketing', 'careers', 'passes', 'onboarding'].map((remote) => readSystemUser(`chalein-render-${remote}`)),
  );
  expect(processes.map((running) => running.uid).sort()).toEqual(users.map((user) => user!.uid).sort());
});

test('a visitor past their limit of server renders gets pages rendered in the browser; others do not', async () => {
  const visitor = newVisitor();
  for (let i = 0; i < MISSES_PER_MINUTE; i += 1) expect(await visit('/pricing', visitor)).toBe('server');
  expect(await visit('/pricing', visitor)).toBe('browser');
  expect(await visit('/jobs', visitor)).toBe('browser');
  expect(await visit('/pricing', newVisitor())).toBe('server');
});

test(`visitors rotating preview cookies get at most ${MAX_CANDIDATE_POOLS} candidate versions run at once`, async () => {
  const cookies: string[] = [];
  for (const version of ['5.0.1-a', '5.0.2-b', '5.0.3-c']) {
    const build = copyCareersBuild();
    replaceInBuild(build, JOBS_HEADING, `Careers ${version}`);
    const { payload, contentType } = await buildVersionBody(build);
    fs.rmSync(build, { recursive: true, force: true });
    const uploaded = await testApp.app.inject({
      method: 'PUT',
      url: `/api/deployments/careers/versions/${version}`,
      headers: { ...careers, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const link = new URL(uploaded.json().data.previewUrl as string);
    const opened = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    cookies.push(String(opened.headers['set-cookie']).split(';')[0]!);
  }
  const live = new Set(listRenderProcesses().map((running) => running.pid));
  const candidates = new Set<number>();
  let mostAtOnce = 0;
  const watch = setInterval(() => {
    const now = listRenderProcesses().filter((running) => !live.has(running.pid));
    for (const running of now) candidates.add(running.pid);
    mostAtOnce = Math.max(mostAtOnce, now.length);
  }, 20);
  try {
    // the first two previews get processes of their own and are rendered on the server once those are ready
    await waitForServerRendering('/jobs', cookies[0]);
    await waitForServerRendering('/jobs', cookies[1]);
    // the third finds both in use: it is rendered in the browser, and nothing is started for it, however long
    // visitors keep asking for the three in turn (a new one would take the place of a pool only once it is idle)
    for (let round = 0; round < 3; round += 1) {
      expect(await visitFor(2000, cookies[2])).toEqual(['browser']);
      expect(await visitFor(500, cookies[0])).toEqual(['server']);
      expect(await visitFor(500, cookies[1])).toEqual(['server']);
    }
    expect(candidates.size).toBe(MAX_CANDIDATE_POOLS);
    expect(mostAtOnce).toBe(MAX_CANDIDATE_POOLS);
    // everyone else's pages are still everyone's
    expect(await visit('/jobs', newVisitor())).toBe('server');
  } finally {
    clearInterval(watch);
  }
}, 120_000);
