import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { waitUntil } from '@chalein/testing/wait-until';
import { addToCareersServerEntry, buildVersionBody, copyCareersBuild } from '../test-support/deployment-fixtures';
import { startSiteTestApp, type SiteTestApp } from '../test-support/site-test-app';
import type { TestApp } from '../test-support/test-app';

// Versions whose server code attacks the server, uploaded with careers' own token to a real server (the real shell
// and remotes, rendered by real render processes). Each is refused by its smoke render, with the reason, and
// nothing is stored; meanwhile the API answers as usual and the other remotes' pages are still rendered on the
// server. A version whose code only misbehaves later, or only on other remotes' pages, passes its checks: then
// careers' processes render careers' pages alone, and a version that keeps crashing stops being forked.
// The signals and the network need root to be kept from the render processes (as CI runs): elsewhere those cases
// are skipped, since the first would stop this very test process.

const isRoot = process.getuid?.() === 0;
const asRoot = isRoot ? test : test.skip;
const TOKEN = 'careers-hostile-test-token-0123';
const careers = { authorization: `Bearer ${TOKEN}` };
/** What the script-adding version puts in every page its processes render. */
const HOSTILE_MARK = 'careers-was-here';
/**
 * The start time the test server gives a render process (a version that spins at start is refused after it): a
 * render process yields the cores to everything else, which on a machine busy with other tests takes a while.
 */
const START_TIMEOUT_MS = 15_000;

let site: SiteTestApp;
let testApp: TestApp;
let origin: string;
let probe: net.Server;
let probeConnections = 0;
const apiHits: string[] = [];

beforeAll(async () => {
  site = await startSiteTestApp(
    {
      DEPLOY_TOKENS: `careers=${TOKEN}`,
      // every visit is a render: what a page holds is what its processes made now
      PAGE_CACHE: 'off',
      // a first render in a fresh process, on a machine busy with other tests
      RENDER_BUDGET_MS: '3000',
      RENDER_START_TIMEOUT_MS: String(START_TIMEOUT_MS),
      RENDER_MEMORY_MB: '256',
    },
    // a route only hostile code would call: it counts who reached the server over the network
    (app) => app.get('/api/hostile-was-here', async (request) => (apiHits.push(request.ip), { success: true })),
  );
  ({ testApp, origin } = site);
  probe = net.createServer((socket) => {
    probeConnections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  await waitForServerRendering('/pricing');
}, 90_000);

afterAll(async () => {
  await site?.close();
  probe?.close();
}, 30_000);

const get = (url: string) => testApp.app.inject({ method: 'GET', url });
const renderedBy = (response: { headers: Record<string, unknown> }) => /desc="(\w+)"/.exec(String(response.headers['server-timing']))?.[1];

async function waitForServerRendering(url: string, contains?: string): Promise<string> {
  let body = '';
  await waitUntil(
    async () => {
      const response = await get(url);
      body = response.body;
      return renderedBy(response) === 'server' && (contains === undefined || body.includes(contains));
    },
    `${url} to be rendered on the server${contains ? ` with '${contains}'` : ''}`,
    { timeoutMs: 60_000, intervalMs: 250 },
  );
  return body;
}

/** GET /api/health over the network, one after the other, until `until` settles: how long each took. */
async function pollApi(until: Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(10_000) });
    expect(response.status).toBe(200);
    durations.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return durations;
}

async function uploadHostile(version: string, code: Parameters<typeof addToCareersServerEntry>[1]) {
  const build = copyCareersBuild();
  addToCareersServerEntry(build, code);
  const { payload, contentType } = await buildVersionBody(build);
  fs.rmSync(build, { recursive: true, force: true });
  const upload = testApp.app.inject({
    method: 'PUT',
    url: `/api/deployments/careers/versions/${version}`,
    headers: { ...careers, 'content-type': contentType },
    payload,
  });
  const [response, apiDurations] = await Promise.all([upload, pollApi(upload)]);
  return { response, apiDurations };
}

async function listStoredVersions(): Promise<string[]> {
  const registry = await testApp.app.inject({ method: 'GET', url: '/api/deployments/careers', headers: careers });
  return (registry.json().data.versions as { version: string }[]).map((stored) => stored.version);
}

/** What every refused hostile version must leave behind: nothing stored, and the site as it was. */
async function expectRefusedWithoutHarm(version: string, outcome: Awaited<ReturnType<typeof uploadHostile>>, reason: RegExp) {
  expect(outcome.response.statusCode).toBe(422);
  const smoke = outcome.response.json().errors['smoke render'] as string;
  expect(smoke).toMatch(reason);
  expect(await listStoredVersions()).not.toContain(version);
  expect(fs.existsSync(path.join(testApp.config.deployments.dir, 'careers', version))).toBe(false);
  // the API answered all along, each call within its usual time (a stopped server would not have answered at all)
  expect(outcome.apiDurations.length).toBeGreaterThan(0);
  expect(Math.max(...outcome.apiDurations)).toBeLessThan(2000);
  // the other remotes are still rendered on the server, by their own processes
  const pricing = await get('/pricing');
  expect(renderedBy(pricing)).toBe('server');
  expect(pricing.body).not.toContain(HOSTILE_MARK);
}

/** Code that makes the jobs page fail unless a connection it opened at load got through, saying what happened. */
function dialAndReport(port: number, request?: string) {
  return {
    prelude: `globalThis.__dialled = 'pending';
      const __socket = require('node:net').connect(${port}, '127.0.0.1');
      __socket.on('connect', () => { globalThis.__dialled = 'connected'; ${request ? `__socket.write(${JSON.stringify(request)});` : ''} });
      __socket.on('error', (error) => { globalThis.__dialled = error.code; });`,
    inJobsPage: `if (globalThis.__dialled !== 'connected') throw new Error('could not dial ${port}: ' + globalThis.__dialled);`,
  };
}

asRoot(
  'a version that stops the server (SIGSTOP to its parent) is refused; the server never stops',
  async () => {
    const outcome = await uploadHostile('9.0.1-stop', { prelude: "process.kill(process.ppid, 'SIGSTOP');" });
    await expectRefusedWithoutHarm('9.0.1-stop', outcome, /the server entry did not load in the render process: kill EPERM/);
  },
  60_000,
);

asRoot(
  'a version that kills the server (SIGKILL to its parent) is refused; the server lives on',
  async () => {
    const outcome = await uploadHostile('9.0.2-kill', { prelude: "process.kill(process.ppid, 'SIGKILL');" });
    await expectRefusedWithoutHarm('9.0.2-kill', outcome, /the server entry did not load in the render process: kill EPERM/);
  },
  60_000,
);

asRoot(
  "a version that calls the API's port over the network is refused; the call never arrives",
  async () => {
    const port = (testApp.app.server.address() as net.AddressInfo).port;
    const outcome = await uploadHostile('9.0.3-api', dialAndReport(port, 'GET /api/hostile-was-here HTTP/1.1\r\nHost: x\r\n\r\n'));
    await expectRefusedWithoutHarm('9.0.3-api', outcome, new RegExp(`could not dial ${port}: ENETUNREACH`));
    expect(apiHits).toEqual([]);
  },
  60_000,
);

asRoot(
  'a version that dials another local port (a Redis, say) is refused; nothing there hears from it',
  async () => {
    const port = (probe.address() as net.AddressInfo).port;
    const outcome = await uploadHostile('9.0.4-local', dialAndReport(port));
    await expectRefusedWithoutHarm('9.0.4-local', outcome, new RegExp(`could not dial ${port}: ENETUNREACH`));
    expect(probeConnections).toBe(0);
  },
  60_000,
);

test('a version that spins at start-up is refused once its start time is up', async () => {
  const started = Date.now();
  const outcome = await uploadHostile('9.0.5-spin', { prelude: 'for (;;) {}' });
  // at its start time, or (a render process yields the CPU to all else: on a busy machine it may not have used half
  // of that time spinning by then) at three times it
  await expectRefusedWithoutHarm('9.0.5-spin', outcome, /its render process did not start within (15|45) s/);
  expect(Date.now() - started).toBeLessThan(3 * START_TIMEOUT_MS + 15_000);
}, 90_000);

test('a version that stops its own process is refused', async () => {
  const outcome = await uploadHostile('9.0.7-stop-self', { prelude: "process.kill(process.pid, 'SIGSTOP');" });
  await expectRefusedWithoutHarm('9.0.7-stop-self', outcome, /its render process stopped before it was ready/);
}, 60_000);

test('a version whose page spins once it is rendered for real is refused at the render budget', async () => {
  // the process's own warm-up render of /jobs passes; the check's render of it spins
  const outcome = await uploadHostile('9.0.8-spin-page', { prelude: 'let __renders = 0;', inJobsPage: 'if (++__renders > 1) for (;;) {}' });
  await expectRefusedWithoutHarm('9.0.8-spin-page', outcome, /\.\/jobs-page \(\/jobs\) did not render: over the 10000 ms budget/);
}, 60_000);

test('a version that allocates Buffers without end is refused at the memory limit', async () => {
  const outcome = await uploadHostile('9.0.6-buffers', {
    prelude: 'const __kept = []; for (;;) __kept.push(Buffer.alloc(64 * 1024 * 1024, 1));',
  });
  await expectRefusedWithoutHarm('9.0.6-buffers', outcome, /ran out of memory|Array buffer allocation failed|Failed to allocate memory/);
}, 60_000);

/** This server's render processes now, by process id (the children running the shell's render process). */
function listRenderProcesses(): number[] {
  return fs.readdirSync('/proc').flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      const parent = /^PPid:\s*(\d+)$/m.exec(fs.readFileSync(`/proc/${name}/status`, 'utf8'))?.[1];
      const running = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('render-process.js');
      return Number(parent) === process.pid && running ? [Number(name)] : [];
    } catch {
      // ended meanwhile
      return [];
    }
  });
}

describe('versions that pass their checks', () => {
  async function upload(version: string, code: Parameters<typeof addToCareersServerEntry>[1]): Promise<void> {
    const { response } = await uploadHostile(version, code);
    expect(response.statusCode).toBe(201);
  }

  async function activate(version: string): Promise<void> {
    const registry = await testApp.app.inject({ method: 'GET', url: '/api/deployments/careers', headers: careers });
    const activated = await testApp.app.inject({
      method: 'POST',
      url: '/api/deployments/careers/activate',
      headers: { ...careers, 'if-match': String(registry.headers.etag) },
      payload: { version },
    });
    expect(activated.statusCode).toBe(200);
  }

  test("a version that adds a script to every page it renders gets it into careers' pages only", async () => {
    // careers' code rewrites whatever its process writes: in a process shared with other remotes, their pages too
    await upload('9.1.0-script', {
      prelude: `const __write = require('node:stream').Writable.prototype.write;
        require('node:stream').Writable.prototype.write = function (chunk, ...rest) {
          const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
          return __write.call(this, '<script id="${HOSTILE_MARK}">steal()</script>' + text, ...rest);
        };`,
    });
    await activate('9.1.0-script');
    // the version is live and its code runs: careers' own page carries the script
    await waitForServerRendering('/jobs', HOSTILE_MARK);
    for (const url of ['/pricing', '/about', '/', '/drive_with_us', '/daylight_pass']) {
      const body = await waitForServerRendering(url);
      expect([url, body.includes(HOSTILE_MARK)]).toEqual([url, false]);
    }
  }, 120_000);

  test('a version whose processes crash once live is forked three times, then rendered in the browser', async () => {
    // it renders its pages through its checks, then each of its processes dies on the jobs page's fourth render
    await upload('9.2.0-crash', { prelude: 'let __renders = 0;', inJobsPage: 'if (++__renders > 3) process.exit(9);' });
    const before = new Set(listRenderProcesses());
    const forked = new Set<number>();
    const watch = setInterval(() => {
      for (const pid of listRenderProcesses()) if (!before.has(pid)) forked.add(pid);
    }, 20);
    try {
      await activate('9.2.0-crash');
      // visitors of /jobs: each process renders a few, then dies, and is replaced, until the pool gives up
      await waitUntil(
        async () => {
          await get('/jobs');
          return forked.size >= 3 && !listRenderProcesses().some((pid) => forked.has(pid));
        },
        () => `careers' processes to be forked three times and then no more (forked: ${forked.size})`,
        { timeoutMs: 90_000, intervalMs: 50 },
      );
      // visitors keep coming: none is rendered by a process, none makes one, and the other remotes are unaffected
      for (let i = 0; i < 20; i += 1) expect(renderedBy(await get('/jobs'))).toBe('browser');
      expect(forked.size).toBe(3);
      expect(renderedBy(await get('/pricing'))).toBe('server');
    } finally {
      clearInterval(watch);
    }
  }, 120_000);
});
