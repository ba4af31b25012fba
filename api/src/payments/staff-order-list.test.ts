import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createStaffAccount, signInStaff, type SignedInStaff } from '../staff/staff-test-kit';
import { orderMessages } from './staff-order-routes';

// The orders list of the console on a real database: filters by status, mobile and India's days, keyset pages
// newest first with no gap or repeat (rows added meanwhile included), and the CSV export of the same filters.

let testApp: TestApp;
let app: FastifyInstance;
let finance: SignedInStaff;
let orderCount = 0;

interface ListedOrder {
  id: number;
  status: string;
  createdAt: string;
  buyerMobile: string;
}

const MOBILE_A = '9812300001';
const MOBILE_B = '9812300002';

/** An order as the purchase leaves it, written straight to the tables (its rider, order and buyer). */
async function insertOrder(createdAt: string, status: OrderStatus, mobile: string, name = 'Asha Rao'): Promise<number> {
  orderCount += 1;
  await app.db
    .insertInto('riders')
    .values({
      mobile,
      name,
      email: 'rider@example.com',
      gender: 'Female',
      consent_at: createdAt,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .onConflict((conflict) => conflict.column('mobile').doNothing())
    .execute();
  const rider = await app.db.selectFrom('riders').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  const paid = status === 'paid' || status === 'refunded';
  const order = await app.db
    .insertInto('payment_orders')
    .values({
      provider_order_id: `order_List${String(orderCount).padStart(10, '0')}`,
      provider: 'sandbox',
      rider_id: rider.id,
      pass_id: 8,
      amount_paise: 46900,
      currency: 'INR',
      status,
      paid_payment_id: paid ? `pay_List${String(orderCount).padStart(10, '0')}` : null,
      paid_at: paid ? createdAt : null,
      failure_reason: null,
      created_at: createdAt,
      updated_at: createdAt,
      reconcile_next_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('payment_order_buyers')
    .values({ payment_order_id: order.id, name, mobile, email: 'rider@example.com', gender: 'Female', consent_at: createdAt })
    .execute();
  return order.id;
}

async function listOrders(query: string): Promise<{ status: number; orders: ListedOrder[]; nextCursor: string | null; message?: string }> {
  const answer = await app.inject({ url: `/api/staff/orders?${query}`, headers: { cookie: finance.cookie } });
  const body = answer.json<{ message?: string; data?: { orders: ListedOrder[]; nextCursor: string | null } }>();
  return { status: answer.statusCode, orders: body.data?.orders ?? [], nextCursor: body.data?.nextCursor ?? null, message: body.message };
}

/** Every page of a query, `limit` at a time, following the cursors; `between` runs after the first page. */
async function walkPages(query: string, limit: number, between?: () => Promise<void>): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const answer = await listOrders(`${query}&limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`);
    expect(answer.status).toBe(200);
    ids.push(...answer.orders.map((order) => order.id));
    if (page === 0) await between?.();
    cursor = answer.nextCursor;
    if (cursor === null) return ids;
  }
  throw new Error('the pages never ended');
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  finance = await signInStaff(app, await createStaffAccount(app, 'finance-list@chalein.in', ['finance']), '192.0.2.41');
  // three orders at one instant: the id orders them
  ids.tie1 = await insertOrder('2026-11-20T06:00:00.000Z', 'paid', MOBILE_A);
  ids.tie2 = await insertOrder('2026-11-20T06:00:00.000Z', 'failed', MOBILE_B);
  ids.tie3 = await insertOrder('2026-11-20T06:00:00.000Z', 'paid', MOBILE_B);
  ids.older = await insertOrder('2026-11-18T10:00:00.000Z', 'created', MOBILE_A);
  // 23:59:59 on 24 November in India, and midnight starting the 25th
  ids.lateOn24 = await insertOrder('2026-11-24T18:29:59.000Z', 'paid', MOBILE_A);
  ids.startOf25 = await insertOrder('2026-11-24T18:30:00.000Z', 'refunded', MOBILE_B, '=HYPERLINK("http://evil.example","Refund")');
  ids.newest = await insertOrder('2026-11-25T09:00:00.000Z', 'paid', MOBILE_A);
});
afterAll(() => testApp.closeTestApp());

describe('the staff orders list', () => {
  it('pages newest first, by created time then id, with no gap or repeat', async () => {
    const expected = [ids.newest, ids.startOf25, ids.lateOn24, ids.tie3, ids.tie2, ids.tie1, ids.older];
    expect(await walkPages('', 2)).toEqual(expected);
    expect(await walkPages('', 1)).toEqual(expected);
    const whole = await listOrders('limit=200');
    expect([whole.orders.map((order) => order.id), whole.nextCursor]).toEqual([expected, null]);
  });

  it('keeps its place when newer orders arrive while someone pages', async () => {
    const seen = await walkPages('status=paid', 1, async () => {
      ids.arrivedMeanwhile = await insertOrder('2026-11-26T09:00:00.000Z', 'paid', MOBILE_A);
    });
    expect(seen).toEqual([ids.newest, ids.lateOn24, ids.tie3, ids.tie1]);
    expect((await listOrders('status=paid&limit=1')).orders.map((order) => order.id)).toEqual([ids.arrivedMeanwhile]);
  });

  it('filters by status, by mobile and by India days, together', async () => {
    const failed = await listOrders('status=failed');
    expect(failed.orders.map((order) => order.id)).toEqual([ids.tie2]);
    const byMobile = await listOrders(`mobile=${MOBILE_B}`);
    expect(byMobile.orders.map((order) => order.id)).toEqual([ids.startOf25, ids.tie3, ids.tie2]);
    expect(byMobile.orders.every((order) => order.buyerMobile === MOBILE_B)).toBe(true);
    expect((await listOrders(`mobile=${MOBILE_B}&status=paid`)).orders.map((order) => order.id)).toEqual([ids.tie3]);

    // the 25th in India starts at 18:30 UTC on the 24th: the order a second before is the 24th's
    const on25 = await listOrders('from=2026-11-25&to=2026-11-25');
    expect(on25.orders.map((order) => order.id)).toEqual([ids.newest, ids.startOf25]);
    const on24 = await listOrders('from=2026-11-24&to=2026-11-24');
    expect(on24.orders.map((order) => order.id)).toEqual([ids.lateOn24]);
    expect((await listOrders('to=2026-11-19')).orders.map((order) => order.id)).toEqual([ids.older]);
    expect(await walkPages('from=2026-11-20&to=2026-11-24', 2)).toEqual([ids.lateOn24, ids.tie3, ids.tie2, ids.tie1]);
  });

  it('refuses a cursor it did not make, a day off the calendar and a range backwards', async () => {
    expect(await listOrders('cursor=not-a-cursor')).toMatchObject({ status: 400, message: orderMessages.badCursor });
    const forged = Buffer.from(JSON.stringify({ sort: 1 })).toString('base64url');
    expect((await listOrders(`cursor=${forged}`)).status).toBe(400);
    expect(await listOrders('from=2026-02-30')).toMatchObject({ status: 400, message: orderMessages.badDay });
    expect(await listOrders('from=2026-11-25&to=2026-11-24')).toMatchObject({ status: 400, message: orderMessages.badRange });
    expect((await listOrders('mobile=12345')).status).toBe(400);
    expect((await listOrders('status=lost')).status).toBe(400);
    const pastTheColumn = await app.inject({ url: '/api/staff/orders/99999999999', headers: { cookie: finance.cookie } });
    expect(pastTheColumn.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/staff/orders/2147483647', headers: { cookie: finance.cookie } })).statusCode).toBe(404);
  });
});

describe('the staff orders export', () => {
  it('streams the filtered list as CSV, formulas neutralised, and audits the export without the mobile number', async () => {
    const answer = await app.inject({ url: `/api/staff/orders/export.csv?mobile=${MOBILE_B}`, headers: { cookie: finance.cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Order,Provider order,Created at,Status,Amount (INR),Pass,Buyer,Mobile,Email,Paid at,Payment,Refund');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([ids.startOf25, ids.tie3, ids.tie2]);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""Refund"")",${MOBILE_B},`);
    expect(lines[1]).toContain(',refunded,469.00,');

    const audit = await app.db.selectFrom('audit_events').selectAll().where('action', '=', 'staff.orders.export').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({ status: null, from: null, to: null, byMobile: true });
    expect(audit[0]?.details).not.toContain(MOBILE_B);
  });

  it('exports every row of a status, newest first', async () => {
    const answer = await app.inject({ url: '/api/staff/orders/export.csv?status=paid', headers: { cookie: finance.cookie } });
    const rows = answer.body.trimEnd().split('\r\n').slice(1);
    expect(rows.map((line) => Number(line.split(',')[0]))).toEqual([ids.arrivedMeanwhile, ids.newest, ids.lateOn24, ids.tie3, ids.tie1]);
  });
});
