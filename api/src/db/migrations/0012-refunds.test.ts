import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { createTempDir } from '../../test-support/temp-dir';
import { createTestDatabase, isTestingOnPostgres } from '../../test-support/test-database';
import { createMigrator, migrateToLatest } from '../migrate';
import type { Database } from '../schema';

// Migration 0012 on a database that already holds orders: SQLite copies payment_orders into a table with the wider
// status check, so the rows, their ids, the foreign keys that point at them and the checks must all survive it.

const failureOf = (query: Promise<unknown>): Promise<unknown> =>
  query.then(
    () => undefined,
    (error: unknown) => error,
  );

const AT = '2026-11-20T06:00:00.000Z';

describe('migration 0012-refunds on a database with orders', () => {
  const dir = createTempDir();
  let db: Kysely<Database>;

  beforeAll(async () => {
    db = createTestDatabase(dir);
    const migrator = await createMigrator(db);
    const { error } = await migrator.migrateTo('0011-review-states');
    if (error) throw error;
  });

  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every order and what points at it, and takes refunded orders and refunds after', async () => {
    await db
      .insertInto('passes')
      .values({
        id: 8,
        slug: 'student',
        name: 'Student Pass',
        audience: 'customer',
        pass_group: 'customer',
        price_paise: 46900,
        list_price_paise: null,
        period_label: '3 months',
        validity: 'three_months',
        status: 1,
        summary: '',
        eligibility: '',
        benefits_json: '[]',
        how_to_avail_json: '[]',
        terms_json: '[]',
        image_file: 'student.svg',
        sort_order: 1,
      })
      .execute();
    const rider = await db
      .insertInto('riders')
      .values({
        mobile: '9876500001',
        name: 'Asha',
        email: 'a@example.com',
        gender: 'Female',
        consent_at: AT,
        created_at: AT,
        updated_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orderValues = {
      provider_order_id: 'order_Before0012xx',
      provider: 'sandbox' as const,
      rider_id: rider.id,
      pass_id: 8,
      amount_paise: 46900,
      currency: 'INR' as const,
      status: 'paid' as const,
      paid_payment_id: 'pay_Before0012xxxx',
      paid_at: AT,
      failure_reason: null,
      created_at: AT,
      updated_at: AT,
      reconcile_next_at: null,
    };
    const order = await db.insertInto('payment_orders').values(orderValues).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('payment_order_buyers')
      .values({ payment_order_id: order.id, name: 'Asha', mobile: '9876500001', email: 'a@example.com', gender: 'Female', consent_at: AT })
      .execute();
    await db
      .insertInto('payments')
      .values({
        id: 'pay_Before0012xxxx',
        payment_order_id: order.id,
        amount_paise: 46900,
        currency: 'INR',
        status: 'captured',
        source: 'webhook',
        error_description: null,
        created_at: AT,
        updated_at: AT,
      })
      .execute();

    await migrateToLatest(db);

    expect(await db.selectFrom('payment_orders').selectAll().execute()).toEqual([{ id: order.id, ...orderValues }]);
    if (!isTestingOnPostgres()) {
      const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(keys.rows[0]?.foreign_keys).toBe(1);
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
    }
    // the copied table still refuses a payment of no order, and still counts ids on from the old ones
    const orphan = await failureOf(
      db
        .insertInto('payments')
        .values({
          id: 'pay_Orphan',
          payment_order_id: 9999,
          amount_paise: 1,
          currency: 'INR',
          status: 'failed',
          source: 'webhook',
          error_description: null,
          created_at: AT,
          updated_at: AT,
        })
        .execute(),
    );
    expect(orphan).toMatchObject({ code: isTestingOnPostgres() ? '23503' : 'SQLITE_CONSTRAINT_FOREIGNKEY' });
    const next = await db
      .insertInto('payment_orders')
      .values({ ...orderValues, provider_order_id: 'order_After0012xxx', status: 'created', paid_payment_id: null, paid_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(order.id);

    // refunded is a status now, and like paid it needs the payment that paid the order
    await db.updateTable('payment_orders').set({ status: 'refunded' }).where('id', '=', order.id).execute();
    const unpaidRefund = await failureOf(db.updateTable('payment_orders').set({ status: 'refunded' }).where('id', '=', next.id).execute());
    expect(unpaidRefund).toMatchObject({ code: isTestingOnPostgres() ? '23514' : 'SQLITE_CONSTRAINT_CHECK' });
    const unknown = await failureOf(sql`update payment_orders set status = 'lost' where id = ${order.id}`.execute(db));
    expect(unknown).toMatchObject({ code: isTestingOnPostgres() ? '23514' : 'SQLITE_CONSTRAINT_CHECK' });

    // at most one refund under way or done per order; failed ones do not count
    const refund = {
      payment_order_id: order.id,
      payment_id: 'pay_Before0012xxxx',
      provider_refund_id: null,
      amount_paise: 46900,
      currency: 'INR',
      reason_code: 'duplicate-payment',
      reason_note: null,
      requested_by: null,
      requested_at: AT,
      processed_at: null,
      failure_reason: null,
      updated_at: AT,
    };
    await db
      .insertInto('refunds')
      .values([
        { ...refund, status: 'failed' },
        { ...refund, status: 'failed' },
        { ...refund, status: 'pending' },
      ])
      .execute();
    const second = await failureOf(
      db
        .insertInto('refunds')
        .values({ ...refund, status: 'processed' })
        .execute(),
    );
    expect(second).toMatchObject({ code: isTestingOnPostgres() ? '23505' : 'SQLITE_CONSTRAINT_UNIQUE' });
  });
});
