import path from 'node:path';
import { CLIENT_EVENTS_PATH } from '@chalein/shared/lib/client-events';
import { createTestApp, writeFakeSite, type TestApp } from '../test-support/test-app';
import { CLIENT_EVENTS_PER_MINUTE } from './client-events-plugin';
import { readVersionTotals } from './event-counts';

const EVER = { from: new Date('2000-01-01T00:00:00Z'), to: new Date('2100-01-01T00:00:00Z') };

describe('POST /api/client-events', () => {
  let testApp: TestApp;
  let address = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
    writeFakeSite(path.join(testApp.dir, 'site'), {
      marketing: '/remotes/marketing/remoteEntry.js',
      careers: { browser: '/deployments/careers/v7/remoteEntry.js', server: '/deployments/careers/v7/server/remoteEntry.js' },
    });
  });
  afterAll(() => testApp.closeTestApp());
  beforeEach(async () => {
    await testApp.app.clientEvents.flush();
    await testApp.app.db.deleteFrom('client_event_counts').execute();
  });

  /** Each test's posts come from an address of their own, so one test's rate limit is not another's. */
  function postReport(payload: unknown, { contentType = 'text/plain;charset=UTF-8', from }: { contentType?: string; from?: string } = {}) {
    return testApp.app.inject({
      method: 'POST',
      url: CLIENT_EVENTS_PATH,
      remoteAddress: from ?? `10.0.0.${(address += 1)}`,
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  }

  async function readTotals(remote: string, version: string) {
    await testApp.app.clientEvents.flush();
    return readVersionTotals(testApp.app.db, remote, version, EVER);
  }

  it("counts a beacon's report (text/plain, as sendBeacon sends it) for its remote version, and answers 204", async () => {
    const response = await postReport({ remote: 'marketing', version: 'configured', kind: 'load-failure', code: 'ChunkLoadError' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const json = await postReport(
      { remote: 'marketing', version: 'configured', kind: 'unhandled-error', code: 'TypeError' },
      { contentType: 'application/json' },
    );
    expect(json.statusCode).toBe(204);
    expect(await readTotals('marketing', 'configured')).toEqual({
      kinds: { 'load-failure': 1, 'unhandled-error': 1 },
      pageViews: 0,
      clientEvents: 2,
    });
    const metrics = await testApp.app.metrics.registry.getSingleMetricAsString('chalein_client_events_total');
    expect(metrics).toContain('chalein_client_events_total{remote="marketing",version="configured",kind="load-failure"} 1');
  });

  it('counts a version the server does not know as "unknown", never under the label sent', async () => {
    expect((await postReport({ remote: 'careers', version: 'made-up-1', kind: 'render-error', code: 'Error' })).statusCode).toBe(204);
    expect((await readTotals('careers', 'unknown')).kinds).toEqual({ 'render-error': 1 });
    expect((await readTotals('careers', 'made-up-1')).clientEvents).toBe(0);
  });

  it('keeps a version the deploy registry holds for that remote, and for no other remote', async () => {
    const { registry } = testApp.app.deployments;
    expect(await registry.claimVersion('passes', '2.0.0-abc1234')).toEqual({ claimed: true });
    await registry.addVersion('passes', {
      version: '2.0.0-abc1234',
      commit: 'abc1234',
      uploadedAt: new Date().toISOString(),
      uploadedBy: 'passes',
      files: {},
      serverIntegrity: `sha256-${'A'.repeat(43)}=`,
      checks: [],
    });
    const report = { version: '2.0.0-abc1234', kind: 'unhandled-rejection', code: 'TypeError' };
    expect((await postReport({ remote: 'passes', ...report })).statusCode).toBe(204);
    expect((await postReport({ remote: 'onboarding', ...report })).statusCode).toBe(204);
    expect((await readTotals('passes', '2.0.0-abc1234')).kinds).toEqual({ 'unhandled-rejection': 1 });
    expect((await readTotals('onboarding', 'unknown')).kinds).toEqual({ 'unhandled-rejection': 1 });
    const metrics = await testApp.app.metrics.registry.getSingleMetricAsString('chalein_client_events_total');
    expect(metrics).toContain('chalein_client_events_total{remote="onboarding",version="unknown",kind="unhandled-rejection"} 1');
    expect(metrics).not.toContain('remote="onboarding",version="2.0.0-abc1234"');
  });

  it.each([
    ['a remote the route table does not have', { remote: 'ads', version: 'configured', kind: 'load-failure', code: 'Error' }],
    ['a kind that is not one', { remote: 'careers', version: 'configured', kind: 'slow', code: 'Error' }],
    ['a message as its code', { remote: 'careers', version: 'configured', kind: 'unhandled-error', code: "Cannot read 'x' of undefined" }],
    ['a missing field', { remote: 'careers', version: 'configured', kind: 'load-failure' }],
  ])('refuses %s with 400 and counts nothing', async (_case, payload) => {
    expect((await postReport(payload)).statusCode).toBe(400);
    const rows = await testApp.app.db.selectFrom('client_event_counts').selectAll().execute();
    await testApp.app.clientEvents.flush();
    expect(rows).toEqual([]);
    expect(await testApp.app.db.selectFrom('client_event_counts').selectAll().execute()).toEqual([]);
  });

  it('keeps nothing of a field it does not know (an address with its query): the report is counted without it', async () => {
    const report = { remote: 'careers', version: 'configured', kind: 'load-failure', code: 'Error', url: '/jobs?email=asha@example.com' };
    expect((await postReport(report)).statusCode).toBe(204);
    await testApp.app.clientEvents.flush();
    const rows = await testApp.app.db.selectFrom('client_event_counts').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ remote: 'careers', version: 'configured', kind: 'load-failure', count: 1 })]);
    expect(JSON.stringify(rows)).not.toContain('asha');
  });

  it('refuses a body that is not JSON, and one over a kilobyte', async () => {
    expect((await postReport('{"remote": "careers"')).statusCode).toBe(400);
    const padded = { remote: 'careers', version: 'configured', kind: 'load-failure', code: 'Error', padding: 'x'.repeat(2000) };
    expect((await postReport(padded)).statusCode).toBe(413);
  });

  it(`takes at most ${CLIENT_EVENTS_PER_MINUTE} reports a minute from one address`, async () => {
    const report = { remote: 'passes', version: 'configured', kind: 'unhandled-rejection', code: 'TypeError' };
    for (let sent = 0; sent < CLIENT_EVENTS_PER_MINUTE; sent += 1) {
      expect((await postReport(report, { from: '10.9.9.9' })).statusCode).toBe(204);
    }
    expect((await postReport(report, { from: '10.9.9.9' })).statusCode).toBe(429);
    expect((await postReport(report, { from: '10.9.9.10' })).statusCode).toBe(204);
    expect((await readTotals('passes', 'configured')).clientEvents).toBe(CLIENT_EVENTS_PER_MINUTE + 1);
  });

  it("counts each page sent for the version of its route's remote, by who made it", async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/contact?utm_source=mail' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/hi/contact' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/jobs' })).statusCode).toBe(200);
    // not a page: no count
    expect((await testApp.app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(200);
    // an app only injected into starts no render process: each page is left to the browser
    expect(await readTotals('marketing', 'configured')).toEqual({ kinds: { 'page-browser': 2 }, pageViews: 2, clientEvents: 0 });
    expect(await readTotals('careers', 'v7')).toEqual({ kinds: { 'page-browser': 1 }, pageViews: 1, clientEvents: 0 });
  });
});
