import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createEventCounter, formatMinuteBucket, pruneEventCounts, readVersionTotals } from './event-counts';

describe('counts per remote version', () => {
  let testApp: TestApp;
  let at: Date;
  const now = () => at;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.closeTestApp());
  beforeEach(async () => {
    await testApp.app.db.deleteFrom('client_event_counts').execute();
    at = new Date('2026-11-26T22:05:10Z');
  });

  const createCounter = () => createEventCounter({ db: testApp.app.db, log: testApp.app.log, flushIntervalMs: 60_000, now });
  const listRows = () =>
    testApp.app.db.selectFrom('client_event_counts').selectAll().orderBy('bucket').orderBy('kind').orderBy('version').execute();

  it('formats a moment as the minute it falls in, in UTC', () => {
    expect(formatMinuteBucket(new Date('2026-11-26T22:05:59.999+05:30'))).toBe('2026-11-26T16:35Z');
  });

  it('holds counts in memory until a flush, then writes one row per minute, version and kind', async () => {
    const counter = createCounter();
    counter.count('careers', 'v2', 'page-server');
    counter.count('careers', 'v2', 'page-server');
    counter.count('careers', 'v2', 'load-failure');
    counter.count('careers', 'v1', 'page-server');
    expect(await listRows()).toEqual([]);

    await counter.flush();
    expect(await listRows()).toEqual([
      { bucket: '2026-11-26T22:05Z', remote: 'careers', version: 'v2', kind: 'load-failure', count: 1 },
      { bucket: '2026-11-26T22:05Z', remote: 'careers', version: 'v1', kind: 'page-server', count: 1 },
      { bucket: '2026-11-26T22:05Z', remote: 'careers', version: 'v2', kind: 'page-server', count: 2 },
    ]);
    // nothing is written twice
    await counter.flush();
    expect((await listRows()).reduce((sum, row) => sum + row.count, 0)).toBe(4);
  });

  it("adds two nodes' counts of one minute in the same row", async () => {
    const nodeA = createCounter();
    const nodeB = createCounter();
    nodeA.count('passes', 'configured', 'page-cache');
    await nodeA.flush();
    nodeB.count('passes', 'configured', 'page-cache');
    nodeB.count('passes', 'configured', 'page-cache');
    nodeA.count('passes', 'configured', 'page-cache');
    await Promise.all([nodeA.flush(), nodeB.flush()]);
    expect(await listRows()).toEqual([
      { bucket: '2026-11-26T22:05Z', remote: 'passes', version: 'configured', kind: 'page-cache', count: 4 },
    ]);
  });

  it("reads a version's totals over a window of minutes, pages and client events apart", async () => {
    const counter = createCounter();
    for (const [moment, kind] of [
      ['2026-11-26T22:00:30Z', 'page-server'],
      ['2026-11-26T22:01:00Z', 'page-server'],
      ['2026-11-26T22:01:59Z', 'page-cache'],
      ['2026-11-26T22:02:10Z', 'page-browser'],
      ['2026-11-26T22:02:10Z', 'unhandled-error'],
      ['2026-11-26T22:02:20Z', 'render-error'],
      ['2026-11-26T22:03:00Z', 'unhandled-error'],
    ] as const) {
      at = new Date(moment);
      counter.count('careers', 'v2', kind);
    }
    counter.count('careers', 'v1', 'unhandled-error');
    counter.count('passes', 'v2', 'unhandled-error');
    await counter.flush();

    const totals = await readVersionTotals(testApp.app.db, 'careers', 'v2', {
      from: new Date('2026-11-26T22:01:30Z'),
      to: new Date('2026-11-26T22:02:59Z'),
    });
    expect(totals).toEqual({
      kinds: { 'page-server': 1, 'page-cache': 1, 'page-browser': 1, 'unhandled-error': 1, 'render-error': 1 },
      pageViews: 3,
      clientEvents: 2,
    });
    expect(await readVersionTotals(testApp.app.db, 'careers', 'v9', { from: new Date(0), to: at })).toEqual({
      kinds: {},
      pageViews: 0,
      clientEvents: 0,
    });
  });

  it('keeps the counts of a flush the database refused for the next one', async () => {
    const counter = createCounter();
    counter.count('careers', 'v2', 'page-server');
    await sql`alter table client_event_counts rename to client_event_counts_away`.execute(testApp.app.db);
    try {
      await counter.flush();
    } finally {
      await sql`alter table client_event_counts_away rename to client_event_counts`.execute(testApp.app.db);
    }
    counter.count('careers', 'v2', 'page-server');
    await counter.flush();
    expect(await listRows()).toEqual([{ bucket: '2026-11-26T22:05Z', remote: 'careers', version: 'v2', kind: 'page-server', count: 2 }]);
  });

  it('prunes the minutes before a moment and keeps the rest', async () => {
    const counter = createCounter();
    at = new Date('2026-11-18T10:00:00Z');
    counter.count('careers', 'v1', 'page-server');
    at = new Date('2026-11-26T10:00:00Z');
    counter.count('careers', 'v2', 'page-server');
    await counter.flush();
    expect(await pruneEventCounts(testApp.app.db, new Date('2026-11-19T10:00:00Z'))).toBe(1);
    expect((await listRows()).map((row) => row.version)).toEqual(['v2']);
  });
});
