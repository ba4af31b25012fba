import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createStaffAccount, injectStaffWrite, signInStaff, useStaffTestApp, type SignedInStaff } from '../staff/staff-test-kit';
import { SUBSCRIBER_NOT_FOUND } from './staff-newsletter-routes';

// The newsletter's subscribers in the staff console, on the real app and database: the list and its search, paging
// through every address once, unsubscribing (the address is deleted, so neither the list nor an export holds it),
// and the CSV export with its audit event.

const START = Date.parse('2026-11-26T10:00:00Z');
const SUBSCRIBERS = 25;

interface Subscriber {
  id: number;
  email: string;
  subscribedAt: string;
}

async function readAll(app: FastifyInstance, staff: SignedInStaff, query: string, limit: number): Promise<Subscriber[]> {
  const rows: Subscriber[] = [];
  let cursor: string | null = null;
  do {
    const answer: LightMyRequestResponse = await app.inject({
      url: `/api/staff/newsletter?${query}&limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`,
      headers: { cookie: staff.cookie },
    });
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json<{ data: { subscribers: Subscriber[]; nextCursor: string | null } }>();
    rows.push(...data.subscribers);
    cursor = data.nextCursor;
  } while (cursor !== null);
  return rows;
}

describe('staff newsletter inbox', () => {
  const readTestApp = useStaffTestApp(START);
  let support: SignedInStaff;
  let supportId: number;

  beforeAll(async () => {
    const { app } = readTestApp();
    // two addresses per instant: the id breaks the tie
    for (let index = 0; index < SUBSCRIBERS; index += 1)
      await app.repositories.newsletter.addSubscription(
        `reader${index}@example.in`,
        new Date(Date.parse('2026-11-01T00:00:00Z') + Math.floor(index / 2) * 60_000),
      );
    // an address a spreadsheet would read as a formula
    await app.repositories.newsletter.addSubscription('=1+2@example.in', new Date(Date.parse('2026-10-01T00:00:00Z')));
    const account = await createStaffAccount(app, 'newsletter-support@chalein.in', ['support']);
    supportId = account.id;
    support = await signInStaff(app, account, '203.0.113.41');
  });

  test('the list is newest first and pages through every address once; the search matches any part, any case', async () => {
    const { app } = readTestApp();
    const all = await readAll(app, support, 'x=1', 100);
    expect(all).toHaveLength(SUBSCRIBERS + 1);
    expect(all[0]).toEqual({ id: 25, email: 'reader24@example.in', subscribedAt: '2026-11-01T00:12:00.000Z' });
    expect(all.map((row) => row.id)).toEqual([
      25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 26,
    ]);
    for (const limit of [1, 4, 26]) expect(await readAll(app, support, 'x=1', limit)).toEqual(all);

    expect((await readAll(app, support, 'q=READER1', 3)).map((row) => row.email)).toEqual([
      'reader19@example.in',
      'reader18@example.in',
      'reader17@example.in',
      'reader16@example.in',
      'reader15@example.in',
      'reader14@example.in',
      'reader13@example.in',
      'reader12@example.in',
      'reader11@example.in',
      'reader10@example.in',
      'reader1@example.in',
    ]);
    expect(await readAll(app, support, 'q=reader_', 10)).toEqual([]);
    const wrongCursor = await app.inject({ url: '/api/staff/newsletter?cursor=WzEsMiwzXQ', headers: { cookie: support.cookie } });
    expect(wrongCursor.statusCode).toBe(400);
  });

  test('the export streams every address, neutralised, and is audited once without the search', async () => {
    const { app } = readTestApp();
    const answer = await app.inject({
      url: '/api/staff/newsletter/export.csv',
      headers: { cookie: support.cookie },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="newsletter-2026-11-26.csv"');
    expect(answer.headers['cache-control']).toBe('no-store');
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFEmail,Subscribed at');
    expect(lines[1]).toBe('reader24@example.in,2026-11-01T00:12:00.000Z');
    expect(lines.at(-2)).toBe(`"'=1+2@example.in",2026-10-01T00:00:00.000Z`);
    expect(lines).toHaveLength(SUBSCRIBERS + 3);

    const searched = await app.inject({ url: '/api/staff/newsletter/export.csv?q=reader2', headers: { cookie: support.cookie } });
    expect(searched.body.split('\r\n').slice(1, -1)).toEqual([
      'reader24@example.in,2026-11-01T00:12:00.000Z',
      'reader23@example.in,2026-11-01T00:11:00.000Z',
      'reader22@example.in,2026-11-01T00:11:00.000Z',
      'reader21@example.in,2026-11-01T00:10:00.000Z',
      'reader20@example.in,2026-11-01T00:10:00.000Z',
      'reader2@example.in,2026-11-01T00:01:00.000Z',
    ]);

    const trail = await app.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'staff.newsletter.export')
      .orderBy('id')
      .execute();
    expect(trail.map((event) => ({ actor: event.actor_id, target: event.target, details: JSON.parse(event.details) as unknown }))).toEqual([
      { actor: supportId, target: null, details: { search: false, rows: SUBSCRIBERS + 1 } },
      { actor: supportId, target: null, details: { search: true, rows: 6 } },
    ]);
  });

  test('unsubscribing deletes the address: gone from the list and the export, audited by id', async () => {
    const { app } = readTestApp();
    const answer = await injectStaffWrite(app, { url: '/api/staff/newsletter/3/unsubscribe', staff: support });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, data: { id: 3 } });
    expect(await app.repositories.newsletter.countSubscriptions('reader2@example.in')).toBe(0);
    expect((await readAll(app, support, 'q=reader2%40', 10)).map((row) => row.id)).toEqual([]);
    const exported = await app.inject({ url: '/api/staff/newsletter/export.csv', headers: { cookie: support.cookie } });
    expect(exported.body).not.toContain('reader2@example.in');

    const again = await injectStaffWrite(app, { url: '/api/staff/newsletter/3/unsubscribe', staff: support });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(SUBSCRIBER_NOT_FOUND);

    const trail = await app.db.selectFrom('audit_events').selectAll().where('action', '=', 'staff.newsletter.unsubscribe').execute();
    expect(trail.map((event) => ({ actor: event.actor_id, target: event.target, outcome: event.outcome, details: event.details }))).toEqual(
      [{ actor: supportId, target: 'newsletter:3', outcome: 'success', details: '{}' }],
    );

    // subscribing again is a new row, listed again
    expect(await app.repositories.newsletter.addSubscription('reader2@example.in', new Date(START))).toBe('subscribed');
    expect((await readAll(app, support, 'q=reader2%40', 10)).map((row) => row.email)).toEqual(['reader2@example.in']);
  });

  test('other roles than support and admin are refused', async () => {
    const { app } = readTestApp();
    const investorRelations = await signInStaff(
      app,
      await createStaffAccount(app, 'newsletter-ir@chalein.in', ['investor-relations']),
      '203.0.113.42',
    );
    expect((await app.inject({ url: '/api/staff/newsletter', headers: { cookie: investorRelations.cookie } })).statusCode).toBe(403);
    expect((await injectStaffWrite(app, { url: '/api/staff/newsletter/4/unsubscribe', staff: investorRelations })).statusCode).toBe(403);
    expect(await app.repositories.newsletter.countSubscriptions('reader3@example.in')).toBe(1);
  });
});
