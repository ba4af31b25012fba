import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { waitUntil } from '@chalein/testing/wait-until';
import { JOBS_HEADING, buildVersionBody, copyCareersBuild, replaceInBuild } from '../test-support/deployment-fixtures';
import { readServerRenderedPage, startSiteTestApp, type SiteTestApp } from '../test-support/site-test-app';
import { CANARY_COOKIE_NAME } from './canary-cookie';

// Canary releases on the real site: the built shell and remotes, rendered on the server by real render processes. A
// changed careers build goes live for half the visitors, each keeping what they got; the server's page cache keeps
// the two pages apart; a canary whose visitors' browsers report errors is rolled back by the server itself, a healthy
// one is not; promote and rollback end a canary by hand.

const TOKEN = 'careers-canary-test-token-0123';
const CANARY_HEADING = 'Careers, as a canary';
const CHECK_SECONDS = 1;

let site: SiteTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  site = await startSiteTestApp({
    DEPLOY_TOKENS: `careers=${TOKEN}`,
    RENDER_PROCESSES: '1',
    RENDER_BUDGET_MS: '5000',
    CANARY_CHECK_SECONDS: String(CHECK_SECONDS),
  });
  app = site.testApp.app;
  for (const [version, heading] of [
    ['1.0.0-stable', JOBS_HEADING],
    ['1.1.0-canary', CANARY_HEADING],
    ['1.2.0-canary', CANARY_HEADING],
    ['1.3.0-canary', CANARY_HEADING],
  ] as const) {
    const build = copyCareersBuild();
    if (heading !== JOBS_HEADING) replaceInBuild(build, JOBS_HEADING, heading);
    const { payload, contentType } = await buildVersionBody(build);
    fs.rmSync(build, { recursive: true, force: true });
    const uploaded = await app.inject({
      method: 'PUT',
      url: `/api/deployments/careers/versions/${version}`,
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
  }
  const activated = await call('POST', '/activate', { version: '1.0.0-stable' });
  expect(activated.statusCode).toBe(200);
}, 180_000);

afterAll(async () => {
  await site?.close();
}, 30_000);

interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json: () => { message: string; data: Record<string, unknown> };
}

/** A deploy call with the current ETag (read first), as the deploy command makes it. */
async function call(method: 'GET' | 'POST', suffix: string, body?: object): Promise<Answer> {
  const read = await app.inject({ method: 'GET', url: '/api/deployments/careers', headers: { authorization: `Bearer ${TOKEN}` } });
  if (method === 'GET') return read as unknown as Answer;
  const answer = await app.inject({
    method,
    url: `/api/deployments/careers${suffix}`,
    headers: { authorization: `Bearer ${TOKEN}`, 'if-match': String(read.headers.etag) },
    ...(body ? { payload: body } : {}),
  });
  return answer as unknown as Answer;
}

const get = (url: string, cookie?: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url, remoteAddress, headers: cookie ? { cookie } : {} });

/** The careers version a remotes.json answer names. */
function readCareersVersion(body: string): string {
  const careers = (JSON.parse(body) as { careers: { browser: string } }).careers.browser;
  return /\/deployments\/careers\/([^/]+)\//.exec(careers)?.[1] ?? 'configured';
}

/** A new visitor's first remotes.json: the version they got, and the cookie that keeps them in it. */
async function visitFresh(remoteAddress = '127.0.0.1'): Promise<{ version: string; cookie: string; setCookie: string }> {
  const answer = await get('/remotes.json', undefined, remoteAddress);
  const setCookie = String(answer.headers['set-cookie'] ?? '');
  return { version: readCareersVersion(answer.body), cookie: setCookie.split(';')[0]!, setCookie };
}

const readRenderedPage = async (url: string, cookie: string) => (await readServerRenderedPage(app, url, cookie)).body;

test('a canary at 50% reaches about half of 200 new visitors, each keeping it, pages and page cache included', async () => {
  expect((await get('/remotes.json')).headers['set-cookie']).toBeUndefined();
  const started = await call('POST', '/canary', { version: '1.1.0-canary', percent: 50 });
  expect(started.statusCode).toBe(200);
  expect(started.json().message).toBe('careers 1.1.0-canary is live for 50% of visitors; promote it or roll it back.');
  expect(started.json().data.canary).toMatchObject({ version: '1.1.0-canary', percent: 50, baseline: '1.0.0-stable', endedAt: null });
  // one canary at a time, and everyone's version stays put while it runs
  expect((await call('POST', '/canary', { version: '1.2.0-canary', percent: 10 })).statusCode).toBe(409);
  expect((await call('POST', '/activate', { version: '1.2.0-canary' })).statusCode).toBe(409);
  expect((await call('POST', '/canary', { version: '1.2.0-canary', percent: 100 })).statusCode).toBe(400);

  const visitors = [];
  for (let index = 0; index < 200; index += 1) visitors.push(await visitFresh());
  expect(visitors[0]!.setCookie).toMatch(new RegExp(`^${CANARY_COOKIE_NAME}=\\d{1,2}; Path=/; Max-Age=7776000; HttpOnly; SameSite=Lax$`));
  const inCanary = visitors.filter((visitor) => visitor.version === '1.1.0-canary').length;
  expect(visitors.every((visitor) => ['1.1.0-canary', '1.0.0-stable'].includes(visitor.version))).toBe(true);
  // binomial(200, 0.5): standard deviation 7.1, so 100 ± 25 holds unless the split is wrong (3.5 deviations)
  expect(inCanary).toBeGreaterThanOrEqual(75);
  expect(inCanary).toBeLessThanOrEqual(125);
  // the next visit: the same version, and no new number
  for (const visitor of visitors) {
    const again = await get('/remotes.json', visitor.cookie);
    expect(readCareersVersion(again.body)).toBe(visitor.version);
    expect(again.headers['set-cookie']).toBeUndefined();
  }

  // server-rendered by each version's own processes, each page kept apart in the page cache
  const canaryVisitor = visitors.find((visitor) => visitor.version === '1.1.0-canary')!;
  const stableVisitor = visitors.find((visitor) => visitor.version === '1.0.0-stable')!;
  const canaryPage = await readRenderedPage('/jobs', canaryVisitor.cookie);
  expect(canaryPage).toContain(CANARY_HEADING);
  expect(canaryPage).toContain('/deployments/careers/1.1.0-canary/');
  const stablePage = await readRenderedPage('/jobs', stableVisitor.cookie);
  expect(stablePage).toContain(JOBS_HEADING);
  expect(stablePage).not.toContain(CANARY_HEADING);
  // each version keeps its own processes: pages not kept yet, asked for in turn, are rendered at once by either
  for (const page of ['/hi/jobs', '/kn/jobs']) {
    for (const visitor of [canaryVisitor, stableVisitor]) {
      const rendered = await get(page, visitor.cookie);
      expect([page, visitor.version, rendered.headers['server-timing']]).toEqual([page, visitor.version, 'render;desc="server"']);
    }
  }
  const [canaryAgain, stableAgain] = await Promise.all([get('/jobs', canaryVisitor.cookie), get('/jobs', stableVisitor.cookie)]);
  expect(canaryAgain.headers['server-timing']).toBe('render;desc="cache"');
  expect(canaryAgain.body).toContain(CANARY_HEADING);
  expect(stableAgain.body).not.toContain(CANARY_HEADING);
  // a new visitor's very first page is already made with the number it is given
  const first = await get('/jobs');
  const firstNumber = String(first.headers['set-cookie']).split(';')[0]!;
  expect(first.body.includes(CANARY_HEADING)).toBe(readCareersVersion((await get('/remotes.json', firstNumber)).body) === '1.1.0-canary');

  // ended by hand: everyone gets the active version again, and the canary stays in the list with how it ended
  const ended = await call('POST', '/rollback');
  expect(ended.statusCode).toBe(200);
  expect(ended.json().message).toBe('The careers canary 1.1.0-canary is ended; everyone gets 1.0.0-stable.');
  expect(ended.json().data).toMatchObject({ active: '1.0.0-stable', canary: null });
  expect((ended.json().data.canaries as object[]).at(-1)).toMatchObject({ version: '1.1.0-canary', outcome: 'ended', endedBy: 'careers' });
  expect(readCareersVersion((await get('/remotes.json', canaryVisitor.cookie)).body)).toBe('1.0.0-stable');
}, 240_000);

/** New visitors, each from an address of their own, who see a page and, on the canary, report `errors` errors. */
async function sendVisitors(count: number, canaryVersion: string, errorsPerCanaryView: number, firstAddress: number): Promise<number> {
  let canaryViews = 0;
  for (let index = 0; index < count; index += 1) {
    const address = `10.0.${Math.floor((firstAddress + index) / 250)}.${((firstAddress + index) % 250) + 1}`;
    const visitor = await visitFresh(address);
    const page = await get('/jobs', visitor.cookie, address);
    expect(page.statusCode).toBe(200);
    if (visitor.version !== canaryVersion) continue;
    canaryViews += 1;
    for (let error = 0; error < errorsPerCanaryView; error += 1) {
      const report = await app.inject({
        method: 'POST',
        url: '/api/client-events',
        remoteAddress: address,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ remote: 'careers', version: canaryVersion, kind: 'render-error', code: 'TypeError' }),
      });
      expect(report.statusCode).toBe(204);
    }
  }
  return canaryViews;
}

test('the server rolls back a canary whose page throws for every visitor, and leaves a healthy one running', async () => {
  // a healthy canary: as many views, no error reported
  expect((await call('POST', '/canary', { version: '1.2.0-canary', percent: 50 })).statusCode).toBe(200);
  expect(await sendVisitors(500, '1.2.0-canary', 0, 0)).toBeGreaterThanOrEqual(200);
  const judged = await app.canaryWatch.check();
  expect(judged).toEqual([
    expect.objectContaining({ remote: 'careers', ended: false, verdict: expect.objectContaining({ verdict: 'healthy' }) }),
  ]);
  // two more checks of the server's own: still running
  await new Promise((resolve) => setTimeout(resolve, 2.5 * CHECK_SECONDS * 1000));
  expect((await call('GET', '')).json().data.canary).toMatchObject({ version: '1.2.0-canary', endedAt: null });
  expect((await call('POST', '/rollback')).statusCode).toBe(200);

  // a failing one: every canary view reports an error, and the server ends it by itself within two of its checks (a
  // version of its own: counts are kept by the minute, so another canary of the same version a moment ago would count)
  expect((await call('POST', '/canary', { version: '1.3.0-canary', percent: 50 })).statusCode).toBe(200);
  const views = await sendVisitors(500, '1.3.0-canary', 1, 500);
  expect(views).toBeGreaterThanOrEqual(200);
  const sent = Date.now();
  let canaries: Record<string, unknown>[] = [];
  await waitUntil(
    async () => {
      const data = (await call('GET', '')).json().data;
      canaries = data.canaries as Record<string, unknown>[];
      return data.canary === null;
    },
    () => `the failing canary to be rolled back (last: ${JSON.stringify(canaries.at(-1))})`,
    { timeoutMs: 2 * CHECK_SECONDS * 1000 + 5000, intervalMs: 100 },
  );
  expect(Date.now() - sent).toBeLessThan(2 * CHECK_SECONDS * 1000 + 5000);
  const rolledBack = canaries.at(-1)!;
  expect(rolledBack).toMatchObject({ version: '1.3.0-canary', outcome: 'rolled-back', endedBy: 'server' });
  expect(rolledBack.reason).toMatch(
    /^rolled back by the server: \d+ views with \d+ browser errors \(100\.0 per 100 views\) against \d+ views with 0 \(0\.0 per 100 views\) for 1\.0\.0-stable: more than 2\.0 per 100 views above it, z = [\d.]+ ≥ 3\.09$/,
  );
  expect(rolledBack.figures).toMatchObject({
    canary: { version: '1.3.0-canary', rate: 1 },
    baseline: { version: '1.0.0-stable', rate: 0 },
  });
  const metrics = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
  expect(metrics.body.split('\n').filter((line) => line.startsWith('chalein_canary'))).toEqual([
    'chalein_canary_rollbacks_total{remote="careers"} 1',
  ]);
  // its visitors are back on the active version
  const back = await visitFresh('10.9.9.9');
  expect(back.version).toBe('1.0.0-stable');
}, 300_000);

test('promote makes the canary live for everyone, recorded in the history', async () => {
  expect((await call('POST', '/promote')).statusCode).toBe(409);
  expect((await call('POST', '/canary', { version: '1.2.0-canary', percent: 10 })).statusCode).toBe(200);
  const promoted = await call('POST', '/promote');
  expect(promoted.statusCode).toBe(200);
  expect(promoted.json().message).toBe('careers 1.2.0-canary is live for everyone.');
  const data = promoted.json().data;
  expect(data).toMatchObject({ active: '1.2.0-canary', rollbackTo: '1.0.0-stable', canary: null });
  expect((data.history as object[]).at(-1)).toMatchObject({ action: 'activate', from: '1.0.0-stable', to: '1.2.0-canary' });
  expect((data.canaries as object[]).at(-1)).toMatchObject({
    version: '1.2.0-canary',
    outcome: 'promoted',
    reason: 'promoted by careers from 10%',
  });
  // nobody holds a number any more than they did: no canary, no cookie
  expect((await get('/remotes.json')).headers['set-cookie']).toBeUndefined();
  expect(readCareersVersion((await get('/remotes.json')).body)).toBe('1.2.0-canary');
});
